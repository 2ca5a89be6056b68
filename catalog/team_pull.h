// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/offline_copy.h"

#include <QString>

#include <utility>
#include <vector>

// Working offline: a team catalog copied into a new catalog file (docs/team.md).
namespace np::catalog
{

struct PullReport {
    std::vector<std::pair<QString, qint64>> rowsPerTable; // in copy order
    OfflineCopy copy;
};

// Copies parts, kind rows, slots, switches, prices, quotes and their prices of the team catalog at
// `url` (team_connection.h; at this build's schema version) into a new catalog file at `path`, read
// from one snapshot of the server (a read-only repeatable-read transaction), in the order the team
// catalog holds them. The file is marked as an offline copy of `url` (offline_copy.h): its quotes are
// read-only. An existing `path` is refused untouched; on failure no file is left behind.
bool pullCatalog(const QString &url, const QString &path, PullReport *report, QString *error);

} // namespace np::catalog
