// SPDX-License-Identifier: MIT
#pragma once

#include <QSqlDatabase>
#include <QString>

#include <map>
#include <string>

// What documents say about each part beyond the figures core evaluates: the vendor part number a
// customer's BOM prints, and where the part's price comes from and how it was derived (the seller's
// internal appendix). Read from the catalog's database, since the snapshot carries figures only.
namespace np::catalog
{

struct PartDocument {
    QString vendorPartNumber; // the manufacturer's orderable number; empty when none is public
    QString priceDate;        // date of the price the source and derivation belong to; empty if unpriced
    QString priceSource;
    QString priceDerivation; // an estimate's arithmetic; empty for list and street prices
};

// Keyed by SKU. An empty map means "not read": documents then print no part numbers.
using PartDocuments = std::map<std::string, PartDocument>;

// Every part's document facts, with the newest price on or before `asOfIsoDate` (the snapshot's date).
PartDocuments partDocuments(const QSqlDatabase &db, const QString &asOfIsoDate);

} // namespace np::catalog
