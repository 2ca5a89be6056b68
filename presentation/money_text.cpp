// SPDX-License-Identifier: MIT
#include "presentation/money_text.h"

#include "presentation/qt_text.h"

#include <QCoreApplication>

namespace np
{

namespace
{

// The tr() context. A class, not a free tr() helper: lupdate files a free function's tr() strings
// under its namespace ("np"), so their translations would never be found under this context.
struct MoneyText {
    Q_DECLARE_TR_FUNCTIONS(np::MoneyText)
};

} // namespace

QStringList displayCurrencies()
{
    return {QStringLiteral("EUR"), QStringLiteral("USD")};
}

CurrencyConversion displayConversion(const QString &currency, double usdToEur)
{
    return conversionFromEur(currency.toStdString(), usdToEur).value_or(CurrencyConversion{});
}

QString displayMoney(double eur, const CurrencyConversion &to, const NumberFormat &numbers, int decimals)
{
    return numbers.money(fromEur(eur, to), decimals, QString::fromStdString(to.currency));
}

QString incompleteText(const CostFigures &cost)
{
    if (cost.complete)
        return {};
    return MoneyText::tr("incomplete: %n line(s) without price", nullptr, cost.unpricedLines);
}

QString totalText(const QString &amount, const CostFigures &cost)
{
    if (cost.complete)
        return amount;
    return QStringLiteral("%1 — %2").arg(amount, incompleteText(cost));
}

QString partsWithoutPrice(const CostFigures &cost)
{
    QStringList parts;
    for (const BomLine &line : cost.bom)
        if (!line.priced)
            parts
                << QStringLiteral("%1 × %2").arg(line.quantity).arg(QString::fromStdString(line.description));
    return parts.join(QStringLiteral(", "));
}

QString priceOnRequestText(const BomLine &line)
{
    if (line.noPriceReason.empty())
        return MoneyText::tr("price on request");
    return MoneyText::tr("price on request (%1)").arg(QString::fromStdString(line.noPriceReason));
}

QString supportLineText(const BomLine &line)
{
    const QString terms = QString::fromStdString(line.description);
    if (line.supportYears <= 0)
        return MoneyText::tr("support, term on request: %1").arg(terms);
    return MoneyText::tr("%n-year support: %1", nullptr, line.supportYears).arg(terms);
}

QString includedInSystemPriceText()
{
    return MoneyText::tr("included in the system price");
}

QString leadTimeText(const BomLine &line, const NumberFormat &numbers)
{
    if (line.leadTimeWeeks <= 0)
        return MoneyText::tr("on request");
    const QString weeks = MoneyText::tr("%1 weeks").arg(numbers.compact(line.leadTimeWeeks, 3));
    if (line.leadTimeDate.empty())
        return weeks;
    return MoneyText::tr("%1 (stated %2)").arg(weeks, QString::fromStdString(line.leadTimeDate));
}

QString usdRateText(double usdToEur, const NumberFormat &numbers)
{
    const CommercialAssumption standard = usdToEurAssumption();
    const QString rate = MoneyText::tr("%1 EUR per USD").arg(numbers.compact(usdToEur, 4));
    if (usdToEur == standard.value)
        return MoneyText::tr("%1 (ECB %2)").arg(rate, qs(standard.date));
    return MoneyText::tr("%1 (set in the build)").arg(rate);
}

QString priceInDisplayCurrency(const Price &price, const CurrencyConversion &to, double usdToEur,
                               const NumberFormat &numbers)
{
    const std::optional<double> amount = priceIn(price, to, usdToEur);
    return amount ? numbers.money(*amount, 0, QString::fromStdString(to.currency)) : QString();
}

QString conversionText(const Price &price, const CurrencyConversion &to, double usdToEur,
                       const NumberFormat &numbers)
{
    const QString original = numbers.money(price.amount, 0, QString::fromStdString(price.currency));
    if (price.currency == to.currency)
        return original;
    const QString converted = priceInDisplayCurrency(price, to, usdToEur, numbers);
    if (converted.isEmpty())
        return MoneyText::tr("%1 (no rate to %2)").arg(original, QString::fromStdString(to.currency));
    return MoneyText::tr("%1 → %2 at %3").arg(original, converted, usdRateText(usdToEur, numbers));
}

} // namespace np
