// SPDX-License-Identifier: MIT
#include "report/report_format.h"

#include <QLocale>

#include <cmath>

namespace np::report
{

namespace
{
// English grouping (1,234.5) regardless of the machine's locale: a build sheet must read the
// same wherever it is printed, and tests compare text.
const QLocale &english()
{
    static const QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale;
}
} // namespace

QString currencySymbol(const QString &currency)
{
    if (currency == QLatin1String("EUR"))
        return QStringLiteral("€");
    if (currency == QLatin1String("USD"))
        return QStringLiteral("$");
    if (currency == QLatin1String("GBP"))
        return QStringLiteral("£");
    return currency + QLatin1Char(' ');
}

QString formatMoney(double eur, const MoneyFormat &format, int decimals)
{
    const double amount = eur * format.perEur;
    const QString digits = english().toString(std::abs(amount), 'f', decimals);
    // A rounded zero must not print as "-€0.00".
    const bool negative = amount < 0 && std::abs(amount) >= 0.5 * std::pow(10.0, -decimals);
    return (negative ? QStringLiteral("-") : QString()) + currencySymbol(format.currency) + digits;
}

QString formatMoneyPlain(double eur, const MoneyFormat &format)
{
    return QString::number(eur * format.perEur, 'f', 2);
}

QString formatNumber(double value, int decimals)
{
    // Values that round to zero print as "0", never "-0".
    if (std::abs(value) < 0.5 * std::pow(10.0, -decimals))
        value = 0;
    return english().toString(value, 'f', decimals);
}

QString formatWatts(double w)
{
    return formatNumber(w, 0) + QStringLiteral(" W");
}

QString formatGiB(double gib)
{
    return formatNumber(gib, 1) + QStringLiteral(" GiB");
}

QString formatGB(double gb)
{
    return formatNumber(gb, std::abs(gb - std::round(gb)) < 0.05 ? 0 : 1) + QStringLiteral(" GB");
}

QString formatPercent(double fraction, int decimals)
{
    return formatNumber(fraction * 100.0, decimals) + QStringLiteral(" %");
}

QString formatTokensPerS(double tokensPerS)
{
    return formatNumber(tokensPerS, tokensPerS < 100 ? 1 : 0) + QStringLiteral(" tok/s");
}

QString formatAssumptionValue(double value)
{
    // 0.955 -> "0.955", 1.4 -> "1.4", 6000 -> "6,000": drop trailing zeros, keep grouping.
    QString text = english().toString(value, 'f', 4);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text;
}

} // namespace np::report
