// SPDX-License-Identifier: MIT
#include "catalog/team_push.h"

#include "catalog/catalog_database.h"
#include "catalog/schema_migrations.h"
#include "catalog/team_connection.h"
#include "catalog/team_roles.h"

#include <QAtomicInt>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace np::catalog
{

namespace
{

QAtomicInt g_pushConnections;

// Parents before children (foreign keys): parts, their kind rows, a GPU's measured rates, a chassis's
// slots and switches, prices, quotes, the prices each quote keeps.
const char *const kCopyOrder[] = {
    "parts",       "gpus",    "gpu_achievable_rates", "cpus",          "memory_modules", "drives", "nics",
    "psus",        "chassis", "chassis_slots",        "pcie_switches", "models",         "prices", "quotes",
    "quote_prices"};

// Tables whose `id` identity the copy fills with the file's ids; the next id follows the highest.
const char *const kIdentityTables[] = {"prices", "quotes"};

bool isEmptyDatabase(QSqlDatabase &db, const QString &url, QString *error)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = "
                               "current_schema()")) ||
        !q.next()) {
        *error = QStringLiteral("%1 cannot be read: %2").arg(url, q.lastError().databaseText());
        return false;
    }
    if (q.value(0).toLongLong() != 0) {
        *error = QStringLiteral("%1 is not empty (%2 tables); push copies into an empty database only. The "
                                "database was not changed")
                     .arg(url)
                     .arg(q.value(0).toLongLong());
        return false;
    }
    return true;
}

// Every row of `table` from the file into the team database, in the order the file holds them.
bool copyTable(QSqlDatabase &source, QSqlDatabase &target, const QString &table, qint64 *rows, QString *error)
{
    QSqlQuery read(source);
    read.setForwardOnly(true);
    if (!read.exec(QStringLiteral("SELECT * FROM %1 ORDER BY rowid").arg(table))) {
        *error = QStringLiteral("cannot read %1: %2").arg(table, read.lastError().databaseText());
        return false;
    }
    const QSqlRecord record = read.record();
    QStringList names, marks;
    for (int i = 0; i < record.count(); ++i) {
        names << record.fieldName(i);
        marks << QStringLiteral("?");
    }
    QSqlQuery write(target);
    write.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                      .arg(table, names.join(QLatin1String(", ")), marks.join(QLatin1String(", "))));
    *rows = 0;
    while (read.next()) {
        for (int i = 0; i < record.count(); ++i)
            write.bindValue(i, read.value(i));
        if (!write.exec()) {
            const QString refused = roleRefusal(target, write.lastError());
            *error = QStringLiteral("%1 row %2 refused: %3")
                         .arg(table)
                         .arg(*rows + 1)
                         .arg(refused.isEmpty() ? write.lastError().databaseText() : refused);
            return false;
        }
        ++*rows;
    }
    return true;
}

bool copyEverything(QSqlDatabase &source, QSqlDatabase &target, PushReport *report, QString *error)
{
    if (!applyMigrations(target, 0, error))
        return false;
    for (const char *table : kCopyOrder) {
        qint64 rows = 0;
        if (!copyTable(source, target, QLatin1String(table), &rows, error))
            return false;
        report->rowsPerTable.emplace_back(QLatin1String(table), rows);
    }
    for (const char *table : kIdentityTables) {
        QSqlQuery q(target);
        if (!q.exec(QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', 'id'), COALESCE(MAX(id), 1), "
                                   "MAX(id) IS NOT NULL) FROM %1")
                        .arg(QLatin1String(table)))) {
            *error = QStringLiteral("cannot continue the ids of %1: %2")
                         .arg(QLatin1String(table), q.lastError().databaseText());
            return false;
        }
    }
    return true;
}

int fileSchemaVersion(QSqlDatabase &source)
{
    QSqlQuery q(source);
    return q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : 0;
}

} // namespace

bool pushCatalog(QSqlDatabase source, const QString &location, PushReport *report, QString *error)
{
    const QString url = displayUrl(location);
    const int version = fileSchemaVersion(source);
    if (version != latestSchemaVersion(SchemaDialect::Sqlite) ||
        version != latestSchemaVersion(SchemaDialect::Postgres)) {
        *error = QStringLiteral("the catalog has schema version %1; this NodePlan pushes version %2 only")
                     .arg(version)
                     .arg(latestSchemaVersion(SchemaDialect::Postgres));
        return false;
    }
    const QString name = QStringLiteral("nodeplan-push-%1").arg(g_pushConnections.fetchAndAddOrdered(1));
    bool ok = false;
    {
        QSqlDatabase target = openTeamConnection(location, name, false, error);
        if (!target.isOpen())
            *error = QStringLiteral("%1: %2").arg(url, *error);
        else if (isEmptyDatabase(target, url, error) && target.transaction()) {
            PushReport made;
            ok = copyEverything(source, target, &made, error) && target.commit();
            if (ok && report)
                *report = made;
            if (!ok) {
                if (error->isEmpty())
                    *error = target.lastError().text();
                *error =
                    QStringLiteral("%1: %2; nothing was pushed, the database is as it was").arg(url, *error);
                target.rollback();
            }
        }
        target.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace np::catalog
