// SPDX-License-Identifier: MIT
// Money as the views show it: totals that leave unpriced lines out say "incomplete", unpriced lines
// read "price on request", and a catalog price in another currency shows its conversion.
#include "presentation/money_text.h"

#include <QTest>

using namespace np;

class TestMoneyText : public QObject
{
    Q_OBJECT

    const NumberFormat m_cli = NumberFormat::forCli();

private slots:
    void incompleteTotalsSayIt()
    {
        CostFigures cost;
        QCOMPARE(incompleteText(cost), QString());
        QCOMPARE(totalText(QStringLiteral("€73,375"), cost), QStringLiteral("€73,375"));
        cost.complete = false;
        cost.unpricedLines = 5;
        QCOMPARE(totalText(QStringLiteral("€73,375"), cost),
                 QStringLiteral("€73,375 — incomplete: 5 line(s) without price"));
    }

    void unpricedLinesArePriceOnRequest()
    {
        BomLine line;
        line.quantity = 8;
        line.description = "H100 NVL";
        QCOMPARE(priceOnRequestText(line), QStringLiteral("price on request"));
        line.noPriceReason = "no dated public price found";
        QCOMPARE(priceOnRequestText(line), QStringLiteral("price on request (no dated public price found)"));
        CostFigures cost;
        cost.bom = {line};
        BomLine nic;
        nic.quantity = 2;
        nic.description = "ConnectX-7";
        nic.priced = true;
        cost.bom.push_back(nic);
        QCOMPARE(partsWithoutPrice(cost), QStringLiteral("8 × H100 NVL"));
    }

    void supportLineAndLeadTimeTexts()
    {
        BomLine support;
        support.slotKind = std::string(kSupportLineKind);
        support.description = "parts and labour, return to base";
        support.supportYears = 3;
        QCOMPARE(supportLineText(support),
                 QStringLiteral("3-year support: parts and labour, return to base"));
        support.supportYears = 0;
        QCOMPARE(supportLineText(support),
                 QStringLiteral("support, term on request: parts and labour, return to base"));
        QCOMPARE(includedInSystemPriceText(), QStringLiteral("included in the system price"));
        BomLine part;
        QCOMPARE(leadTimeText(part, m_cli), QStringLiteral("on request"));
        part.leadTimeWeeks = 12;
        QCOMPARE(leadTimeText(part, m_cli), QStringLiteral("12 weeks"));
        part.leadTimeDate = "2024-04-12";
        QCOMPARE(leadTimeText(part, m_cli), QStringLiteral("12 weeks (stated 2024-04-12)"));
    }

    void displayCurrencyConverts()
    {
        QCOMPARE(displayCurrencies(), (QStringList{QStringLiteral("EUR"), QStringLiteral("USD")}));
        // 73,375 EUR / 0.92 EUR per USD = 79,755.43 USD.
        const CurrencyConversion usd = displayConversion(QStringLiteral("USD"), 0.92);
        QCOMPARE(displayMoney(73375, usd, m_cli), QStringLiteral("$79,755"));
        QCOMPARE(displayMoney(73375, displayConversion(QStringLiteral("EUR"), 0.92), m_cli),
                 QStringLiteral("€73,375"));
        // A currency without a rate falls back to EUR rather than mislabel an amount.
        QCOMPARE(displayConversion(QStringLiteral("JPY"), 0.92).currency, std::string("EUR"));
    }

    void conversionIsShownWithItsRate()
    {
        const Price usdPrice{8565, "USD", "2026-04-01", "distributor", "street"};
        // 8,565 x 0.92 = 7,879.80 -> "€7,880".
        QCOMPARE(conversionText(usdPrice, CurrencyConversion{}, 0.92, m_cli),
                 QStringLiteral("$8,565 → €7,880 at 0.92 EUR per USD (ECB 2025-03-14)"));
        QCOMPARE(conversionText(usdPrice, CurrencyConversion{}, 0.95, m_cli),
                 QStringLiteral("$8,565 → €8,137 at 0.95 EUR per USD (set in the build)"));
        QCOMPARE(conversionText(usdPrice, displayConversion(QStringLiteral("USD"), 0.92), 0.92, m_cli),
                 QStringLiteral("$8,565"));
        const Price yen{1000000, "JPY", "2026-04-01", "shop", "street"};
        QCOMPARE(conversionText(yen, CurrencyConversion{}, 0.92, m_cli),
                 QStringLiteral("JPY 1,000,000 (no rate to EUR)"));
    }
};

QTEST_APPLESS_MAIN(TestMoneyText)
#include "tst_money_text.moc"
