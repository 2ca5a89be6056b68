// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/catalog_fields.h"
#include "catalog/catalog_rows.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>

// Parts as JSON objects and CSV text, keyed exactly like the import format (docs/catalog.md), plus
// derived keys import ignores: price_usd / price_eur, price_date, price_source, price_verified and,
// for models, parameters_total / parameters_active.
namespace np::catalog
{

QJsonValue fieldJson(const FieldSpec &spec, const QVariant &value);

// One part. `asOf` picks the price; withHistory adds "price_history" (oldest first).
QJsonObject partJson(const QSqlDatabase &db, const KindSpec &kind, const Row &row, const QString &asOf,
                     bool withHistory);
QJsonArray partsJson(const QSqlDatabase &db, const KindSpec &kind, const QString &asOf);
// Every GPU's measured achievable rates, as the top-level "achievable_rates" of an import file.
QJsonArray achievableRatesJson(const QSqlDatabase &db, const QString &gpuSku = QString());
// CSV: header of every field key of the kind (chassis: without slots) and the price columns.
QString partsCsv(const QSqlDatabase &db, const KindSpec &kind, const QString &asOf);

} // namespace np::catalog
