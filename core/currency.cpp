// SPDX-License-Identifier: MIT
#include "core/currency.h"

namespace np
{

namespace
{

// EUR per unit of `currency`; nullopt without a rate.
std::optional<double> eurPer(const std::string &currency, double usdToEur)
{
    if (currency == "EUR")
        return 1.0;
    if (currency == "USD" && usdToEur > 0)
        return usdToEur;
    return std::nullopt;
}

} // namespace

std::optional<CurrencyConversion> conversionFromEur(const std::string &currency, double usdToEur)
{
    const std::optional<double> rate = eurPer(currency, usdToEur);
    if (!rate)
        return std::nullopt;
    return CurrencyConversion{currency, 1.0 / *rate};
}

std::optional<double> priceIn(const Price &price, const CurrencyConversion &to, double usdToEur)
{
    if (price.currency == to.currency)
        return price.amount;
    const std::optional<double> rate = eurPer(price.currency, usdToEur);
    if (!rate)
        return std::nullopt;
    return fromEur(price.amount * *rate, to);
}

} // namespace np
