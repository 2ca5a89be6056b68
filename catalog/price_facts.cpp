// SPDX-License-Identifier: MIT
#include "catalog/price_facts.h"

#include "catalog/catalog_rows.h"

#include <QDate>
#include <QSqlQuery>

namespace np::catalog
{

PriceFactsBySku priceFacts(const QSqlDatabase &db, const QString &asOfIsoDate)
{
    const QString asOf = asOfIsoDate.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : asOfIsoDate;
    PriceFactsBySku facts;
    for (const auto &[sku, price] : latestPrices(db, asOf))
        facts[sku.toStdString()].kind = price.kind.toStdString();
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT sku, no_price_reason FROM parts WHERE no_price_reason <> ''"));
    while (q.next())
        facts[q.value(0).toString().toStdString()].noPriceReason = q.value(1).toString().toStdString();
    return facts;
}

} // namespace np::catalog
