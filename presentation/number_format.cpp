// SPDX-License-Identifier: MIT
#include "presentation/number_format.h"

#include <cmath>

namespace np
{

namespace
{

// |value| below half the last shown digit prints as zero: no "-0" or "-€0.00".
bool roundsToZero(double value, int decimals)
{
    return std::abs(value) < 0.5 * std::pow(10.0, -decimals);
}

} // namespace

NumberFormat::NumberFormat(const QLocale &locale) : m_locale(locale)
{
    // QLocale::c() omits group separators by default; every view here groups thousands.
    m_locale.setNumberOptions(QLocale::DefaultNumberOptions);
}

NumberFormat NumberFormat::forGui()
{
    return NumberFormat(QLocale());
}

NumberFormat NumberFormat::forCli()
{
    return NumberFormat(QLocale::c());
}

NumberFormat NumberFormat::forDocument(const QLocale &locale)
{
    return NumberFormat(locale);
}

bool NumberFormat::isCLocale() const
{
    return m_locale.language() == QLocale::C;
}

QString NumberFormat::number(double value, int decimals) const
{
    return m_locale.toString(roundsToZero(value, decimals) ? 0.0 : value, 'f', decimals);
}

QString NumberFormat::plain(double value, int decimals) const
{
    QLocale ungrouped = m_locale;
    ungrouped.setNumberOptions(QLocale::OmitGroupSeparator);
    return ungrouped.toString(roundsToZero(value, decimals) ? 0.0 : value, 'f', decimals);
}

QString NumberFormat::integer(long long value) const
{
    return m_locale.toString(value);
}

QString NumberFormat::compact(double value, int maxDecimals) const
{
    QString text = number(value, maxDecimals);
    const QString point = m_locale.decimalPoint();
    if (maxDecimals > 0 && text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(point.size());
    }
    return text;
}

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

QString NumberFormat::money(double amount, int decimals, const QString &currency) const
{
    const bool negative = amount < 0 && !roundsToZero(amount, decimals);
    const QString digits = number(std::abs(amount), decimals);
    const QString sign = negative ? QStringLiteral("-") : QString();
    const QString symbol = currencySymbol(currency);
    // English writes the symbol first; most other locales (de, fr, ...) after the amount.
    if (isCLocale() || m_locale.language() == QLocale::English)
        return sign + symbol + digits;
    return sign + digits + QLatin1Char(' ') + symbol.trimmed();
}

QString NumberFormat::watts(double w) const
{
    return number(w, 0) + QStringLiteral(" W");
}

QString NumberFormat::kilowatts(double w, int decimals) const
{
    return number(w / 1000.0, decimals) + QStringLiteral(" kW");
}

QString NumberFormat::gib(double gib, int decimals) const
{
    return number(gib, decimals) + QStringLiteral(" GiB");
}

QString NumberFormat::gb(double gb) const
{
    return number(gb, std::abs(gb - std::round(gb)) < 0.05 ? 0 : 1) + QStringLiteral(" GB");
}

QString NumberFormat::tflops(double tflops, int decimals) const
{
    return number(tflops, decimals) + QStringLiteral(" TFLOPS");
}

QString NumberFormat::tokensPerS(double tokensPerS) const
{
    return number(tokensPerS, tokensPerS < 100 ? 1 : 0) + QStringLiteral(" tok/s");
}

QString NumberFormat::percent(double fraction, int decimals) const
{
    return number(fraction * 100.0, decimals) + QStringLiteral(" %");
}

QString NumberFormat::bandPercent(double lowPct, double highPct) const
{
    // The sign is written, not left to the locale: a band's upper end is "+", and the minus is the
    // typographic one (U+2212) in every locale.
    const auto end = [this](double pct) -> QString {
        const QString magnitude = number(std::abs(pct), std::abs(pct) < 10 ? 1 : 0);
        return (pct < 0 && !roundsToZero(pct, std::abs(pct) < 10 ? 1 : 0) ? QStringLiteral("\u2212")
                                                                          : QStringLiteral("+")) +
               magnitude;
    };
    return end(lowPct) + QLatin1Char('/') + end(highPct) + QStringLiteral(" %");
}

QString NumberFormat::milliseconds(double ms) const
{
    return number(ms, std::abs(ms) < 100 ? 1 : 0) + QStringLiteral(" ms");
}

QString NumberFormat::contextTokens(double tokens) const
{
    if (tokens >= 1024 && static_cast<long long>(tokens) % 1024 == 0)
        return integer(static_cast<long long>(tokens) / 1024) + QStringLiteral("k");
    return number(tokens, 0);
}

QString NumberFormat::date(const QDate &date) const
{
    return isCLocale() ? date.toString(Qt::ISODate) : m_locale.toString(date, QLocale::ShortFormat);
}

QString NumberFormat::dateTime(const QDateTime &dateTime) const
{
    return isCLocale() ? dateTime.toString(QStringLiteral("yyyy-MM-dd HH:mm"))
                       : m_locale.toString(dateTime, QLocale::ShortFormat);
}

} // namespace np
