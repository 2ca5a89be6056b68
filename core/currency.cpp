// SPDX-License-Identifier: MIT
#include "core/currency.h"

namespace np
{

namespace
{

// EUR per unit of `currency`; nullopt without a rate.
std::optional<double> eurPer(const std::string &currency, const BuildOptions &options)
{
    if (currency == "EUR")
        return 1.0;
    if (currency == "USD" && options.usdToEur > 0)
        return options.usdToEur;
    return std::nullopt;
}

} // namespace

std::optional<CurrencyConversion> conversionFromEur(const std::string &currency, const BuildOptions &options)
{
    const std::optional<double> rate = eurPer(currency, options);
    if (!rate)
        return std::nullopt;
    return CurrencyConversion{currency, 1.0 / *rate};
}

std::optional<double> priceIn(const Price &price, const CurrencyConversion &to, const BuildOptions &options)
{
    if (price.currency == to.currency)
        return price.amount;
    const std::optional<double> rate = eurPer(price.currency, options);
    if (!rate)
        return std::nullopt;
    return fromEur(price.amount * *rate, to);
}

} // namespace np
