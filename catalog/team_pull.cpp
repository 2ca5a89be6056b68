// SPDX-License-Identifier: MIT
#include "catalog/team_pull.h"

#include "catalog/catalog_database.h"
#include "catalog/schema_migrations.h"
#include "catalog/team_connection.h"
#include "catalog/team_push.h"

#include <QAtomicInt>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

namespace np::catalog
{

namespace
{

QAtomicInt g_pullConnections;

bool exec(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery q(db);
    if (q.exec(sql))
        return true;
    *error = QStringLiteral("%1: %2").arg(sql, q.lastError().databaseText());
    return false;
}

// The order the team catalog keeps `table`'s rows in: what was added first comes first, as in the
// file it was once pushed from.
QString teamOrder(const QString &table, const QSqlRecord &columns)
{
    if (columns.contains(QStringLiteral("ordinal")))
        return QStringLiteral("ordinal");
    if (table == QLatin1String("prices") || table == QLatin1String("quotes"))
        return QStringLiteral("id");
    if (table == QLatin1String("quote_prices"))
        return QStringLiteral("quote_id, sku");
    if (table == QLatin1String("chassis_slots"))
        return QStringLiteral("(SELECT p.ordinal FROM parts p WHERE p.sku = t.chassis_sku), position");
    if (table == QLatin1String("gpu_achievable_rates")) // a GPU's measured rates follow the GPU
        return QStringLiteral("(SELECT p.ordinal FROM parts p WHERE p.sku = t.gpu_sku), quantity, precision, "
                              "engine");
    // A kind row follows its part.
    return QStringLiteral("(SELECT p.ordinal FROM parts p WHERE p.sku = t.sku)");
}

// Every row of `table` from the team catalog into the file: the file's columns (the team's own,
// such as `ordinal` or `created_by`, stay behind).
bool copyTable(QSqlDatabase &team, QSqlDatabase &file, const QString &table, qint64 *rows, QString *error)
{
    QSqlQuery shape(team);
    QSqlQuery info(file);
    if (!shape.exec(QStringLiteral("SELECT * FROM %1 LIMIT 0").arg(table)) ||
        !info.exec(QStringLiteral("PRAGMA table_info(%1)").arg(table))) {
        *error = QStringLiteral("cannot read the columns of %1: %2")
                     .arg(table, shape.lastError().databaseText() + info.lastError().databaseText());
        return false;
    }
    const QSqlRecord teamColumns = shape.record();
    QStringList names, marks;
    while (info.next())
        if (teamColumns.contains(info.value(1).toString())) {
            names << info.value(1).toString();
            marks << QStringLiteral("?");
        }
    QSqlQuery read(team);
    read.setForwardOnly(true);
    if (!read.exec(QStringLiteral("SELECT %1 FROM %2 t ORDER BY %3")
                       .arg(names.join(QLatin1String(", ")), table, teamOrder(table, teamColumns)))) {
        *error = QStringLiteral("cannot read %1: %2").arg(table, read.lastError().databaseText());
        return false;
    }
    QSqlQuery write(file);
    write.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                      .arg(table, names.join(QLatin1String(", ")), marks.join(QLatin1String(", "))));
    *rows = 0;
    while (read.next()) {
        for (int i = 0; i < names.size(); ++i)
            write.bindValue(i, read.value(i));
        if (!write.exec()) {
            *error = QStringLiteral("%1 row %2 refused by the file: %3")
                         .arg(table)
                         .arg(*rows + 1)
                         .arg(write.lastError().databaseText());
            return false;
        }
        ++*rows;
    }
    return true;
}

// The file's schema, then every table from one snapshot of the server, then the offline-copy mark.
bool copyInto(QSqlDatabase &team, QSqlDatabase &file, const QString &url, PullReport *report, QString *error)
{
    if (!exec(team, QStringLiteral("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"), error))
        return false;
    QSqlQuery now(team);
    if (!now.exec(QStringLiteral("SELECT now()")) || !now.next()) {
        *error = now.lastError().databaseText();
        return false;
    }
    report->copy = OfflineCopy{url, now.value(0).toDateTime().toUTC()};
    if (!file.transaction() || !applyMigrations(file, 0, error) ||
        !exec(file, QStringLiteral("PRAGMA application_id = %1").arg(CatalogDatabase::kApplicationId), error))
        return false;
    for (const char *table : kCopiedTables) {
        qint64 rows = 0;
        if (!copyTable(team, file, QLatin1String(table), &rows, error))
            return false;
        report->rowsPerTable.emplace_back(QLatin1String(table), rows);
    }
    exec(team, QStringLiteral("COMMIT"), error); // read-only: nothing to keep or lose
    return markOfflineCopy(file, report->copy, error) && file.commit();
}

} // namespace

bool pullCatalog(const QString &location, const QString &path, PullReport *report, QString *error)
{
    const QString url = displayUrl(location);
    if (QFileInfo::exists(path)) {
        *error =
            QStringLiteral("%1 exists; pull writes a new catalog file only. Nothing was changed").arg(path);
        return false;
    }
    QString why;
    auto team = CatalogDatabase::open(location, &why, CatalogDatabase::Access::ReadOnly);
    if (!team) {
        *error = why;
        return false;
    }
    if (team->schemaVersion() != latestSchemaVersion(SchemaDialect::Sqlite)) {
        *error = QStringLiteral("%1 has schema version %2; this NodePlan pulls version %3 only")
                     .arg(url)
                     .arg(team->schemaVersion())
                     .arg(latestSchemaVersion(SchemaDialect::Sqlite));
        return false;
    }
    // Written beside the target and renamed when complete: no half-made catalog under its name.
    const QString partial = path + QStringLiteral(".part");
    QFile::remove(partial);
    const QString name = QStringLiteral("nodeplan-pull-%1").arg(g_pullConnections.fetchAndAddOrdered(1));
    PullReport made;
    bool ok = false;
    {
        QSqlDatabase file = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        file.setDatabaseName(partial);
        QSqlDatabase teamDb = team->database();
        if (!file.open())
            why = file.lastError().text();
        else
            ok = copyInto(teamDb, file, url, &made, &why);
        if (!ok) {
            file.rollback();
            QSqlQuery(teamDb).exec(QStringLiteral("ROLLBACK"));
        }
        file.close();
    }
    QSqlDatabase::removeDatabase(name);
    if (ok && !QFile::rename(partial, path)) {
        why = QStringLiteral("cannot rename %1 to %2").arg(partial, path);
        ok = false;
    }
    // The copy must open as any catalog file does (integrity, schema, nothing foreign).
    if (ok && !CatalogDatabase::open(path, &why, CatalogDatabase::Access::ReadOnly)) {
        QFile::remove(path);
        ok = false;
    }
    if (!ok) {
        QFile::remove(partial);
        *error = QStringLiteral("%1: cannot pull into %2: %3; no file was written").arg(url, path, why);
        return false;
    }
    if (report)
        *report = made;
    return true;
}

} // namespace np::catalog
