// SPDX-License-Identifier: MIT
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>

// Live updates of a team catalog (issue 26, docs/team.md): every import of parts or prices sends a
// PostgreSQL NOTIFY naming the SKUs it wrote, inside the import's transaction, so the server delivers
// it exactly when the rows become visible (at commit) and never for an import that is rolled back.
// Open desktops LISTEN for it (catalog/team_live_updates.h). A catalog file has nobody to tell.
namespace np::catalog
{

inline constexpr const char *kCatalogChangeChannel = "nodeplan_catalog_changes";

// The notification's payload: the SKUs as a compact JSON array. PostgreSQL refuses a payload of 8000
// bytes or more, so a list that would not fit becomes "*": anything may have changed.
QString catalogChangePayload(const QStringList &skus);
// The SKUs a payload names, or nothing for "*" (or a payload this build does not understand): then
// the listener re-reads everything.
std::optional<QStringList> skusOfCatalogChange(const QString &payload);

// Queues the notification in the caller's open transaction (pg_notify). True on SQLite without doing
// anything, and for an empty list; false with *error when the server refuses it.
bool notifyCatalogChange(const QSqlDatabase &db, const QStringList &skus, QString *error);

} // namespace np::catalog
