// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/price_changes.h"
#include "presentation/number_format.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

// The two lists of a price-list update as table rows (the command line and the GUI dialog show the
// same cells), as text and as JSON.
namespace np::catalog
{

QStringList priceChangeHeader();
std::vector<QStringList> priceChangeRows(const std::vector<PartPriceChange> &changes,
                                         const NumberFormat &fmt);
QStringList staleQuoteHeader();
std::vector<QStringList> staleQuoteRows(const std::vector<StaleQuote> &quotes, const NumberFormat &fmt);

// "Price changes (N):" and "Quotes now using out-of-date prices (M):", each an aligned table or "none".
QString priceUpdateText(const std::vector<PartPriceChange> &changes, const std::vector<StaleQuote> &quotes);

QJsonObject priceChangeJson(const PartPriceChange &change);
// {"price_changes": [...], "stale_quotes": [...]}
QJsonObject priceUpdateJson(const std::vector<PartPriceChange> &changes,
                            const std::vector<StaleQuote> &quotes);

} // namespace np::catalog
