// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/price_changes.h"

#include <QJsonObject>
#include <QString>
#include <QVariant>

#include <vector>

// What differs between two catalog files (e.g. last month's and this month's): parts added,
// removed, changed fields, and changed current prices. Both files are opened read-only and left
// untouched; a file at another schema version than this build's is refused.
namespace np::catalog
{

struct PartRef {
    QString sku;
    QString kind;
    QString name;
};

struct FieldChange {
    QString field; // catalog key ("tdp_w"), "slots" for a chassis layout, "achievable_rates" for a GPU
    QVariant before;
    QVariant after;
};

struct PartFieldChanges {
    PartRef part;
    std::vector<FieldChange> fields;
};

struct CatalogDiff {
    std::vector<PartRef> added;   // in B only
    std::vector<PartRef> removed; // in A only
    std::vector<PartFieldChanges> changed;
    // Parts in both whose current price (as of today) differs; an added part's price comes with it.
    std::vector<PartPriceChange> prices;
};

bool diffCatalogs(const QString &pathA, const QString &pathB, CatalogDiff *diff, QString *error);

QString catalogDiffText(const CatalogDiff &diff);
QJsonObject catalogDiffJson(const CatalogDiff &diff); // added, removed, changed, price_changes

} // namespace np::catalog
