// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <string>

// How the build sheet, the BOM CSV and the tests write figures. One place, so that a test can
// look for exactly the text the PDF shows ("€12,345.67", "6,512 W").
namespace np::report
{

// Money as shown to a customer. Core computes in EUR; a quote may be in another currency, in
// which case every EUR amount is multiplied by `perEur` (units of `currency` per euro).
struct MoneyFormat {
    QString currency = QStringLiteral("EUR");
    double perEur = 1.0;
};

QString currencySymbol(const QString &currency); // "€", "$", "£" or "CHF "
QString formatMoney(double eur, const MoneyFormat &format = {},
                    int decimals = 2);                                // "€12,345.67", "-€1,000.00"
QString formatMoneyPlain(double eur, const MoneyFormat &format = {}); // "12345.67" (CSV)
QString formatNumber(double value, int decimals);                     // "12,345.7"
QString formatWatts(double w);                                        // "6,512 W"
QString formatGiB(double gib);                                        // "89.4 GiB"
QString formatGB(double gb);                                          // "96 GB"
QString formatPercent(double fraction, int decimals = 0);             // 0.955 -> "95.5 %" (decimals=1)
QString formatTokensPerS(double tokensPerS);                          // "1,234 tok/s", "12.3 tok/s"
QString formatAssumptionValue(double value);                          // up to 4 significant decimals

inline QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace np::report
