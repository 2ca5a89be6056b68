// SPDX-License-Identifier: MIT
#pragma once

#include "core/parts.h"

#include <QDate>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <optional>

// A price entered by hand (GUI "Set Price…", `nodeplan catalog set-price`): one dated price row for
// a part already in the catalog, checked by the importer like any imported price (catalog_import.h)
// and written in one transaction.
namespace np::catalog
{

struct PriceEntry {
    QString sku;
    double amount = 0;
    QString currency = QStringLiteral("EUR");  // EUR or USD (the schema's currencies)
    QString kind = QStringLiteral("estimate"); // list, street or estimate
    QString source;                            // empty: enteredBySource()
    QDate date = QDate::currentDate();
    // Optimistic check, for a catalog several people edit: the part's current price (newest on or
    // before today) as the user saw it when they began, none if it had none. When the catalog's
    // current price differs at the write, someone changed it meanwhile and the entry is refused
    // ("changed by X at T"), never written over theirs.
    bool checkSeenPrice = false;
    std::optional<Price> seenPrice;
};

// "entered by LOGIN" for the user running NodePlan ("entered by hand" when no login name is known).
QString enteredBySource();

// Stores `entry` as a dated price of its part. A price of the same part, date and currency is
// replaced (entering a price twice on one day corrects it). With checkSeenPrice, refused when the
// current price is no longer the one seen. An estimate records that it was entered
// by hand as its derivation. Returns false with the reasons in *errors (unknown SKU, amount out of
// range, read-only catalog); the catalog is then unchanged.
bool setPartPrice(QSqlDatabase db, const PriceEntry &entry, QStringList *errors);

} // namespace np::catalog
