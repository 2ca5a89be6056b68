// SPDX-License-Identifier: MIT
#pragma once

#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QString>

// The one formatter for figures shown to people: numbers, money, units and dates. Formatting
// only, never arithmetic on figures. The locale follows where the text goes:
//   forGui()        the user's locale (QLocale()), for widgets, charts and tooltips;
//   forCli()        the C locale, for command-line text and anything a script parses;
//   forDocument(l)  the locale a PDF was asked for (default: the user's locale).
// Every locale groups thousands ("1,597" in C, "1.597" in de_DE). Units are part of the
// method name (gib vs gb), so GB and GiB are never mixed silently.
namespace np
{

class NumberFormat
{
public:
    static NumberFormat forGui();
    static NumberFormat forCli();
    static NumberFormat forDocument(const QLocale &locale);

    const QLocale &locale() const { return m_locale; }

    // Fixed decimals with grouping ("12,345.7"); values that round to zero print "0", never "-0".
    QString number(double value, int decimals = 0) const;
    // Without grouping ("12345.7"): coordinates and figures a script reads back.
    QString plain(double value, int decimals = 0) const;
    // Grouped integer ("1,597").
    QString integer(long long value) const;
    // At most maxDecimals, trailing zeros dropped (15.36 TB, 7.68 TB, 64 GiB, "0.955").
    QString compact(double value, int maxDecimals) const;

    // Money in `currency` (ISO code): "€12,345.67", "-€1,000.00" in C and English; the symbol
    // after the amount elsewhere ("12.345,67 €"). A rounded zero is never negative.
    QString money(double amount, int decimals = 2, const QString &currency = QStringLiteral("EUR")) const;

    QString watts(double w) const;                       // "6,512 W"
    QString kilowatts(double w, int decimals = 1) const; // 6512 -> "6.5 kW"
    QString gib(double gib, int decimals = 1) const;     // "89.4 GiB" (binary, 2^30 bytes)
    QString gb(double gb) const; // "96 GB" (decimal, 10^9 bytes); one decimal if fractional
    QString tflops(double tflops, int decimals = 0) const;    // "1,979 TFLOPS"
    QString tokensPerS(double tokensPerS) const;              // "1,234 tok/s", "12.3 tok/s"
    QString percent(double fraction, int decimals = 0) const; // 0.955 -> "95.5 %" (decimals 1)
    // An error band in percent, each end signed: "−12/+3.5 %", "+48/+97 %" (one decimal below 10).
    QString bandPercent(double lowPct, double highPct) const;
    QString milliseconds(double ms) const; // "412 ms", "25.1 ms" (one decimal below 100)
    // Context lengths: "1k", "32k", "128k" for multiples of 1024, else grouped ("1,000").
    QString contextTokens(double tokens) const;

    // ISO "2026-04-02" in the C locale (scripts), the locale's short date elsewhere.
    QString date(const QDate &date) const;
    QString dateTime(const QDateTime &dateTime) const;

private:
    explicit NumberFormat(const QLocale &locale);
    bool isCLocale() const;

    QLocale m_locale;
};

// "€", "$", "£" for EUR, USD, GBP; other codes as "CHF ".
QString currencySymbol(const QString &currency);

} // namespace np
