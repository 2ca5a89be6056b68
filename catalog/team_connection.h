// SPDX-License-Identifier: MIT
#pragma once

#include <QSqlDatabase>
#include <QString>

// The Qt SQL connection to a team catalog's PostgreSQL server (QPSQL, Debian libqt6sql6-psql).
namespace np::catalog
{

// Opens `url` (`postgresql://[user@]host[:port]/database`, libpq options such as
// `?sslmode=require` as its query) as the Qt SQL connection `connectionName`. The password is
// libpq's to find (~/.pgpass, PGPASSWORD, a service file): a URL that carries one is refused, so
// NodePlan never stores it. Missing user, host or port fall back to libpq's PGUSER, PGHOST, PGPORT.
// `readOnly`: every transaction of the session is read-only on the server. On failure *error says
// why and the returned connection is not open (remove it with QSqlDatabase::removeDatabase).
QSqlDatabase openTeamConnection(const QString &url, const QString &connectionName, bool readOnly,
                                QString *error);

// The URL without anything secret, for messages: scheme, user, host, port and database.
QString displayUrl(const QString &url);

} // namespace np::catalog
