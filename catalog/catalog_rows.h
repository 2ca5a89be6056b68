// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/catalog_fields.h"
#include "core/parts.h"

#include <QSqlDatabase>
#include <QVariantMap>

#include <map>
#include <vector>

// Reading rows back: each part as a map keyed by the catalog field keys (parts joined with its
// kind's table), in the order the parts were added. The snapshot and the exports build on these.
namespace np::catalog
{

using Row = QVariantMap;

std::vector<Row> loadParts(const QSqlDatabase &db, const KindSpec &kind, const QString &sku = QString());
std::vector<Row> loadSlots(const QSqlDatabase &db, const QString &chassisSku);
std::vector<Row> loadSwitches(const QSqlDatabase &db, const QString &chassisSku);
// A GPU's measured achievable rates (schema 9); every GPU's when gpuSku is empty. Empty on a catalog
// older than schema 9.
std::vector<Row> loadAchievableRates(const QSqlDatabase &db, const QString &gpuSku = QString());
QString kindOfSku(const QSqlDatabase &db, const QString &sku); // empty if unknown

struct PriceRow {
    Price price;
    bool verified = false;
    QString notes;
    QString kind;       // list, street or estimate
    QString derivation; // estimate: how it was derived
};
std::vector<PriceRow> loadPriceHistory(const QSqlDatabase &db, const QString &sku); // oldest first
// Newest price on or before `asOfIsoDate` for every priced SKU.
std::map<QString, PriceRow> latestPrices(const QSqlDatabase &db, const QString &asOfIsoDate);

} // namespace np::catalog
