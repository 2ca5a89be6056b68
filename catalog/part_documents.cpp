// SPDX-License-Identifier: MIT
#include "catalog/part_documents.h"

#include "catalog/catalog_rows.h"

#include <QSqlQuery>

namespace np::catalog
{

PartDocuments partDocuments(const QSqlDatabase &db, const QString &asOfIsoDate)
{
    PartDocuments out;
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT sku, vendor_part_number FROM parts"));
    while (q.next())
        out[q.value(0).toString().toStdString()].vendorPartNumber = q.value(1).toString();
    for (const auto &[sku, row] : latestPrices(db, asOfIsoDate)) {
        PartDocument &doc = out[sku.toStdString()];
        doc.priceDate = QString::fromStdString(row.price.date);
        doc.priceSource = QString::fromStdString(row.price.source);
        doc.priceDerivation = row.derivation;
    }
    return out;
}

} // namespace np::catalog
