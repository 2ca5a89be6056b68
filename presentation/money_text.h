// SPDX-License-Identifier: MIT
#pragma once

#include "core/currency.h"
#include "core/evaluation.h"
#include "presentation/number_format.h"

#include <QString>
#include <QStringList>

// Money as every view shows it: in one display currency (core's EUR amounts converted with the
// build's dated rate, core/currency.h), and a total that leaves unpriced lines out always says so.
// Formatting only; core decides which figures are complete.
namespace np
{

// The display currencies: those core has a rate for ("EUR", "USD"), EUR first (the default).
QStringList displayCurrencies();

// The conversion to `currency` at `usdToEur` EUR per USD (CostFigures::usdToEur or the build option),
// EUR when the currency has no rate.
CurrencyConversion displayConversion(const QString &currency, double usdToEur);

// An EUR amount from core in the display currency: "€73,375", "$79,755".
QString displayMoney(double eur, const CurrencyConversion &to, const NumberFormat &numbers, int decimals = 0);

// "incomplete: 5 lines without price"; empty when every line is priced.
QString incompleteText(const CostFigures &cost);

// "€73,375 — incomplete: 5 lines without price", or the amount alone when the cost is complete.
QString totalText(const QString &amount, const CostFigures &cost);

// The unpriced parts for a sentence: "4 × Micron 9550 PRO 15.36 TB, 2 × ConnectX-7".
QString partsWithoutPrice(const CostFigures &cost);

// What an unpriced BOM line shows instead of a price: "price on request (no public price found)".
QString priceOnRequestText(const BomLine &line);

// The support line's description: "3-year support: parts and labour, return to base" (the vendor's
// terms from the catalog); "support, term on request: ..." when the catalog states no term.
QString supportLineText(const BomLine &line);

// A support line's price cell when the system price includes it: "included in the system price".
QString includedInSystemPriceText();

// A line's lead time: "12 weeks (stated 2024-04-12)", or "on request" when the catalog has none.
QString leadTimeText(const BomLine &line, const NumberFormat &numbers);

// The rate a conversion uses and where it comes from: "0.92 EUR per USD (ECB 2025-03-14)" for the
// standard assumption, "0.95 EUR per USD (set in the build)" otherwise.
QString usdRateText(double usdToEur, const NumberFormat &numbers);

// A catalog price and what it is in the display currency: "$8,565 → €7,880 at 0.92 EUR per USD
// (ECB 2025-03-14)"; the price alone when the currencies match; "$8,565 (no rate to EUR)" without a rate.
QString conversionText(const Price &price, const CurrencyConversion &to, double usdToEur,
                       const NumberFormat &numbers);

// A catalog price in the display currency ("€7,880"), or empty when it has no rate.
QString priceInDisplayCurrency(const Price &price, const CurrencyConversion &to, double usdToEur,
                               const NumberFormat &numbers);

} // namespace np
