// SPDX-License-Identifier: MIT
#pragma once

#include <QSqlDatabase>
#include <QString>

#include <array>
#include <utility>
#include <vector>

// Moving to the team server: a catalog file and its quotes copied into an empty PostgreSQL database.
namespace np::catalog
{

// The tables a push or a pull copies, parents before children (foreign keys): parts, their kind rows,
// a GPU's measured rates, a chassis's slots and switches, prices, quotes, the prices each quote keeps.
inline constexpr std::array<const char *, 15> kCopiedTables{
    "parts",       "gpus",    "gpu_achievable_rates", "cpus",          "memory_modules", "drives", "nics",
    "psus",        "chassis", "chassis_slots",        "pcie_switches", "models",         "prices", "quotes",
    "quote_prices"};

struct PushReport {
    std::vector<std::pair<QString, qint64>> rowsPerTable; // in copy order
};

// Copies every row of `source` (an open catalog file at this build's schema version) into the empty
// database at `url` (team_connection.h): the team schema (catalog/migrations_pg/), then parts, kind
// rows, slots, switches, prices, quotes and their prices in the order they were added, all in one
// transaction. A database that is not empty is refused untouched; any failure leaves it empty.
bool pushCatalog(QSqlDatabase source, const QString &url, PushReport *report, QString *error);

} // namespace np::catalog
