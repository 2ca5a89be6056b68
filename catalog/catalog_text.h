// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/catalog_fields.h"
#include "catalog/catalog_rows.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <vector>

// Plain-text views of the catalog for the command line: aligned tables with units in the headers.
namespace np::catalog
{

// Columns aligned; numeric-looking cells right-aligned. Rows must have header.size() cells.
QString alignedTable(const QStringList &header, const std::vector<QStringList> &rows, int indent = 0);

// Every part of one kind, with its key figures and the price as of `asOf`.
QString kindTable(const QSqlDatabase &db, const KindSpec &kind, const QString &asOf);
// Every part of every kind: kind, SKU, name, vendor, price, verified.
QString overviewTable(const QSqlDatabase &db, const QString &asOf);
// One part: all fields, provenance, price history (and a chassis' slots and switches).
QString partDetails(const QSqlDatabase &db, const KindSpec &kind, const Row &row, const QString &asOf);

} // namespace np::catalog
