// SPDX-License-Identifier: MIT
#pragma once

#include "core/parts.h"

#include <optional>
#include <string>

// The display currency: core computes every amount in EUR; a view that shows another currency
// converts with the build's dated exchange rate (BuildOptions::usdToEur, default from
// assumptions.h; CostFigures::usdToEur records the one used). Only EUR and USD have a rate.
namespace np
{

struct CurrencyConversion {
    std::string currency = "EUR"; // ISO 4217 code shown
    double perEur = 1.0;          // units of `currency` per euro
};

// The conversion from EUR to `currency` with `usdToEur` EUR per USD; nullopt for a currency without a rate.
std::optional<CurrencyConversion> conversionFromEur(const std::string &currency, double usdToEur);

// `price` in `to`'s currency: as it is when the currencies match, through EUR otherwise; nullopt if the
// price's currency has no rate.
std::optional<double> priceIn(const Price &price, const CurrencyConversion &to, double usdToEur);

// An EUR amount in `to`'s currency.
constexpr double fromEur(double eur, const CurrencyConversion &to)
{
    return eur * to.perEur;
}

} // namespace np
