// SPDX-License-Identifier: MIT
#pragma once

#include <QDate>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

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
};

// "entered by LOGIN" for the user running NodePlan ("entered by hand" when no login name is known).
QString enteredBySource();

// Stores `entry` as a dated price of its part. A price of the same part, date and currency is
// replaced (entering a price twice on one day corrects it). An estimate records that it was entered
// by hand as its derivation. Returns false with the reasons in *errors (unknown SKU, amount out of
// range, read-only catalog); the catalog is then unchanged.
bool setPartPrice(QSqlDatabase db, const PriceEntry &entry, QStringList *errors);

} // namespace np::catalog
