// SPDX-License-Identifier: MIT
#include "catalog/catalog_notifications.h"

#include "catalog/sql_dialect.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

namespace np::catalog
{

namespace
{

const QString kEverything = QStringLiteral("*");
// PostgreSQL's limit is 8000 bytes; a little room for the server's own bookkeeping.
constexpr qsizetype kMaxPayloadBytes = 7900;

} // namespace

QString catalogChangePayload(const QStringList &skus)
{
    const QByteArray json = QJsonDocument(QJsonArray::fromStringList(skus)).toJson(QJsonDocument::Compact);
    return json.size() > kMaxPayloadBytes ? kEverything : QString::fromUtf8(json);
}

std::optional<QStringList> skusOfCatalogChange(const QString &payload)
{
    const QJsonDocument doc = QJsonDocument::fromJson(payload.toUtf8());
    if (!doc.isArray())
        return std::nullopt;
    QStringList skus;
    for (const QJsonValue &v : doc.array()) {
        if (!v.isString())
            return std::nullopt;
        skus << v.toString();
    }
    return skus;
}

bool notifyCatalogChange(const QSqlDatabase &db, const QStringList &skus, QString *error)
{
    if (!isPostgres(db) || skus.isEmpty())
        return true;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT pg_notify(?, ?)"));
    q.addBindValue(QString::fromLatin1(kCatalogChangeChannel));
    q.addBindValue(catalogChangePayload(skus));
    if (execInTransaction(db, q))
        return true;
    if (error)
        *error = q.lastError().databaseText();
    return false;
}

} // namespace np::catalog
