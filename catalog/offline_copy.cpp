// SPDX-License-Identifier: MIT
#include "catalog/offline_copy.h"

#include "catalog/sql_dialect.h"

#include <QSqlError>
#include <QSqlQuery>

namespace np::catalog
{

bool markOfflineCopy(QSqlDatabase &db, const OfflineCopy &copy, QString *error)
{
    QSqlQuery create(db);
    if (!create.exec(
            QStringLiteral("CREATE TABLE offline_copy (source TEXT NOT NULL, made_at TEXT NOT NULL)"))) {
        *error = create.lastError().databaseText();
        return false;
    }
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO offline_copy (source, made_at) VALUES (?, ?)"));
    insert.addBindValue(copy.source);
    insert.addBindValue(copy.madeAt.toUTC().toString(Qt::ISODate));
    if (!insert.exec()) {
        *error = insert.lastError().databaseText();
        return false;
    }
    return true;
}

std::optional<OfflineCopy> offlineCopyOrigin(const QSqlDatabase &db)
{
    if (isPostgres(db))
        return std::nullopt;
    QSqlQuery q(db);
    // Only pulled files have the table; on any other file the query fails, which is the answer.
    if (!q.exec(QStringLiteral("SELECT source, made_at FROM offline_copy")) || !q.next())
        return std::nullopt;
    return OfflineCopy{q.value(0).toString(), QDateTime::fromString(q.value(1).toString(), Qt::ISODate)};
}

QString offlineQuoteRefusal(const QSqlDatabase &db)
{
    const std::optional<OfflineCopy> copy = offlineCopyOrigin(db);
    if (!copy)
        return {};
    return QStringLiteral("the catalog %1 is an offline copy of %2 made at %3: its quotes are read-only; "
                          "create and revise quotes on the team catalog (--catalog %2)")
        .arg(db.databaseName(), copy->source, copy->madeAt.toUTC().toString(Qt::ISODate));
}

} // namespace np::catalog
