// SPDX-License-Identifier: MIT
// CatalogDatabase::openTeam: a team catalog on PostgreSQL, checked like a catalog file before use.
#include "catalog/catalog_database.h"

#include "catalog/schema_migrations.h"
#include "catalog/sql_dialect.h"
#include "catalog/team_connection.h"
#include "catalog/team_roles.h"

#include <QAtomicInt>
#include <QSqlError>
#include <QSqlQuery>

namespace np
{

namespace
{

QAtomicInt g_teamConnections;

using catalog::SchemaDialect;

// The stored schema version, or why this database is not (yet) a team catalog.
bool readTeamSchemaVersion(QSqlDatabase &db, const QString &url, int *version, QString *error)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT to_regclass('nodeplan_catalog') IS NOT NULL, "
                               "(SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = "
                               "current_schema())")) ||
        !q.next()) {
        *error = QStringLiteral("%1 cannot be read: %2").arg(url, q.lastError().databaseText());
        return false;
    }
    if (!q.value(0).toBool()) {
        *error =
            q.value(1).toLongLong() == 0
                ? QStringLiteral(
                      "%1 is an empty database; copy a catalog into it with `nodeplan catalog push "
                      "--to %1` (docs/team.md)")
                      .arg(url)
                : QStringLiteral("%1 holds tables but is not a NodePlan team catalog; the database was not "
                                 "changed")
                      .arg(url);
        return false;
    }
    QSqlQuery v(db);
    if (!v.exec(QStringLiteral("SELECT application_id, schema_version FROM nodeplan_catalog")) || !v.next()) {
        *error = QStringLiteral("%1 cannot be read: %2").arg(url, v.lastError().databaseText());
        return false;
    }
    if (v.value(0).toLongLong() != CatalogDatabase::kApplicationId) {
        *error = QStringLiteral("%1 is not a NodePlan team catalog (application id %2); the database was not "
                                "changed")
                     .arg(url)
                     .arg(v.value(0).toLongLong());
        return false;
    }
    *version = v.value(1).toInt();
    return true;
}

// Brings an older team catalog to this build's schema in one transaction. The lock on the version row
// makes a second client that opens it at the same moment wait, then find it already upgraded.
bool upgradeTeamSchema(QSqlDatabase &db, const QString &url, QString *error)
{
    const int latest = catalog::latestSchemaVersion(SchemaDialect::Postgres);
    QString sqlError;
    QSqlQuery lock(db);
    bool ok = db.transaction() &&
              lock.exec(QStringLiteral("SELECT schema_version FROM nodeplan_catalog FOR UPDATE")) &&
              lock.next();
    const int version = ok ? lock.value(0).toInt() : 0;
    if (!ok)
        sqlError = lock.lastError().isValid() ? lock.lastError().databaseText() : db.lastError().text();
    ok = ok && (version >= latest || catalog::applyMigrations(db, version, &sqlError));
    if (ok && !db.commit()) {
        sqlError = db.lastError().text();
        ok = false;
    }
    if (ok)
        return true;
    db.rollback();
    const bool refused = sqlError.contains(QLatin1String("permission denied")) ||
                         sqlError.contains(QLatin1String("must be owner"));
    *error =
        QStringLiteral("%1: cannot upgrade the team catalog from schema version %2 to %3: %4%5")
            .arg(url)
            .arg(version)
            .arg(latest)
            .arg(sqlError,
                 refused ? QStringLiteral(" (the schema is changed by the role %1 or the database's owner)")
                               .arg(QLatin1String(catalog::kAdminRole))
                         : QString());
    return false;
}

} // namespace

std::unique_ptr<CatalogDatabase> CatalogDatabase::openTeam(const QString &location, QString *error,
                                                           Access access)
{
    QString scratch;
    QString &err = error ? *error : scratch;
    const QString url = catalog::displayUrl(location);
    const QString name = QStringLiteral("nodeplan-team-%1").arg(g_teamConnections.fetchAndAddOrdered(1));
    // The instance removes the connection when it goes, whatever happens below.
    std::unique_ptr<CatalogDatabase> catalog(new CatalogDatabase(
        url, name, access == Access::ReadOnly ? QStringLiteral("opened read-only") : QString()));
    QSqlDatabase db = catalog::openTeamConnection(location, name, access == Access::ReadOnly, &err);
    if (!db.isOpen()) {
        err = QStringLiteral("%1: %2").arg(url, err);
        return nullptr;
    }
    int version = 0;
    if (!readTeamSchemaVersion(db, url, &version, &err))
        return nullptr;
    const int latest = catalog::latestSchemaVersion(SchemaDialect::Postgres);
    if (version > latest) {
        err = QStringLiteral("%1 has catalog schema version %2, newer than this NodePlan understands (%3); "
                             "update NodePlan. The database was not changed")
                  .arg(url)
                  .arg(version)
                  .arg(latest);
        return nullptr;
    }
    if (version < latest && access == Access::ReadOnly) {
        err = QStringLiteral("%1 has catalog schema version %2 and needs upgrading to %3, but the catalog %1 "
                             "is read-only: opened read-only")
                  .arg(url)
                  .arg(version)
                  .arg(latest);
        return nullptr;
    }
    if (version < latest && !upgradeTeamSchema(db, url, &err))
        return nullptr;
    return catalog;
}

} // namespace np
