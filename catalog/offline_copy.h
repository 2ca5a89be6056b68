// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QSqlDatabase>
#include <QString>

#include <optional>

// A catalog file made by `nodeplan catalog pull` from a team catalog (catalog/team_pull.h): parts,
// prices and quotes to read on the road. Its quotes are read-only, since a quote made offline would
// take a number the team's server may already have given to someone else. The file says where it
// came from in a one-row table `offline_copy` (created by pull, not by a migration: only such files
// have it).
namespace np::catalog
{

struct OfflineCopy {
    QString source;   // the team catalog's URL, without anything secret
    QDateTime madeAt; // UTC, the server's clock when the copy was read
};

// Creates the marker table in `db` (an open catalog file, inside the caller's transaction).
bool markOfflineCopy(QSqlDatabase &db, const OfflineCopy &copy, QString *error);
// Where the catalog file `db` was copied from; nothing for any other catalog.
std::optional<OfflineCopy> offlineCopyOrigin(const QSqlDatabase &db);
// "… is an offline copy of URL made at T: its quotes are read-only; …" for an offline copy, else
// empty. Every quote write path asks it first.
QString offlineQuoteRefusal(const QSqlDatabase &db);

} // namespace np::catalog
