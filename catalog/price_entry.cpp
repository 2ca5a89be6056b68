// SPDX-License-Identifier: MIT
#include "catalog/price_entry.h"

#include "catalog/catalog_import.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QSqlError>
#include <QSqlQuery>

namespace np::catalog
{

QString enteredBySource()
{
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString login = env.value(QStringLiteral("USER"), env.value(QStringLiteral("USERNAME"))).trimmed();
    return login.isEmpty() ? QStringLiteral("entered by hand") : QStringLiteral("entered by %1").arg(login);
}

bool setPartPrice(QSqlDatabase db, const PriceEntry &entry, QStringList *errors)
{
    const QString date = entry.date.toString(Qt::ISODate);
    QJsonObject price{
        {QStringLiteral("sku"), entry.sku},
        {QStringLiteral("amount"), entry.amount},
        {QStringLiteral("currency"), entry.currency},
        {QStringLiteral("price_date"), date},
        {QStringLiteral("source"), entry.source.trimmed().isEmpty() ? enteredBySource() : entry.source},
        {QStringLiteral("price_kind"), entry.kind},
    };
    if (entry.kind == QLatin1String("estimate"))
        price.insert(QStringLiteral("derivation"),
                     QStringLiteral("entered by hand in NodePlan on %1").arg(date));
    const QByteArray json = QJsonDocument(QJsonObject{{QStringLiteral("prices"), QJsonArray{price}}})
                                .toJson(QJsonDocument::Compact);

    return importInOneTransaction(
        db,
        [&](CatalogImporter &importer) {
            // The same day's price in the same currency is a correction: replace it.
            QSqlQuery replace(db);
            replace.prepare(
                QStringLiteral("DELETE FROM prices WHERE sku = ? AND price_date = ? AND currency = ?"));
            replace.addBindValue(entry.sku);
            replace.addBindValue(date);
            replace.addBindValue(entry.currency);
            if (!replace.exec()) {
                if (errors)
                    *errors << QStringLiteral("cannot replace the price of '%1' dated %2: %3")
                                   .arg(entry.sku, date, replace.lastError().databaseText());
                return false;
            }
            return importer.addData(json, QStringLiteral("price entry"));
        },
        nullptr, errors, nullptr);
}

} // namespace np::catalog
