// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/catalog_import.h"
#include "catalog/catalog_rows.h"
#include "catalog/quote_store.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

// What a price-list update changed: each part's current price before and after, and the saved quotes
// whose recorded line prices no longer match the catalog. "Current" is the newest price dated on or
// before today, the price a new quote or an evaluation would use.
namespace np::catalog
{

using PriceTable = std::map<QString, PriceRow>; // by SKU

PriceTable currentPrices(const QSqlDatabase &db, const QString &asOfIsoDate = QString()); // empty = today

struct PartPriceChange {
    QString sku;
    QString name;
    std::optional<Price> before; // none: the part had no price
    Price after;
    // (after - before) / before in percent; none when either side is missing, the currencies differ
    // or the old amount is 0 (no meaningful ratio).
    std::optional<double> changePct;
};

// Parts whose current amount or currency differs between `before` and `after`, or that gained a
// price; a new price with the same amount and currency (a re-confirmed price) is no change. Names
// come from `db`. Sorted by SKU.
std::vector<PartPriceChange> priceChanges(const QSqlDatabase &db, const PriceTable &before,
                                          const PriceTable &after);

struct StaleQuoteLine {
    QString sku;
    Price quoted;
    Price current;
};

struct StaleQuote {
    QString number;
    int version = 1;
    QuoteStatus status = QuoteStatus::Draft;
    QString customer;
    std::vector<StaleQuoteLine> lines;
};

// The latest version of every quote with a line for one of `skus` whose recorded amount or
// currency differs from `current`. All statuses are listed (draft and sent ones are the ones to
// re-price; accepted and lost ones show what the customer was offered). Newest number first.
std::vector<StaleQuote> staleQuotes(const QSqlDatabase &db, const QStringList &skus,
                                    const PriceTable &current);

struct PriceImportReport {
    ImportStats stats;
    std::vector<PartPriceChange> changes;
    std::vector<StaleQuote> staleQuotes;
};

// importCatalogFile, with the current prices taken just before and after it, compared. `verdict`
// gets importCatalogFile's account of a failed import (what was rolled back).
bool importPriceList(QSqlDatabase db, const QString &path, PriceImportReport *report, QStringList *errors,
                     QString *verdict = nullptr);

} // namespace np::catalog
