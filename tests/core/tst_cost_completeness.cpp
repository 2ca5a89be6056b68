// SPDX-License-Identifier: MIT
// An unpriced part is never silent: the cost says whether it is complete, which lines lack a price,
// and figures derived from an incomplete subtotal (EUR per GB, EUR per TFLOPS) are not computed.
// Figures are computed by hand in the comments from tst_evaluator_fixture.h.
#include "core/currency.h"
#include "core/evaluator.h"
#include "tests/core/tst_evaluator_fixture.h"

#include <QTest>

#include <algorithm>

using namespace np;

namespace
{

const Finding *find(const Evaluation &ev, const std::string &rule)
{
    const auto it = std::find_if(ev.findings.begin(), ev.findings.end(),
                                 [&](const Finding &f) { return f.rule == rule; });
    return it == ev.findings.end() ? nullptr : &*it;
}

Evaluation evaluateWith(const CatalogSnapshot &catalog, const Build &build)
{
    ResolvedBuild resolved;
    if (!resolveBuild(build, catalog, resolved).empty())
        qFatal("fixture build does not resolve");
    return evaluate(resolved);
}

} // namespace

class TestCostCompleteness : public QObject
{
    Q_OBJECT

private slots:
    void everyLinePricedIsComplete()
    {
        // The reference build with its two unpriced lines priced: drives 4 x 1,000 EUR, NICs 2 x 1,500 EUR.
        CatalogSnapshot catalog = fixture::catalog();
        catalog.drives.front().info.price = Price{1000, "EUR", "2026-11-01", "test", "street"};
        catalog.nics.front().info.price = Price{1500, "EUR", "2026-11-01", "test", "estimate"};
        const Evaluation ev = evaluateWith(catalog, fixture::referenceBuild());
        const CostFigures &c = ev.cost;
        // 149,822.224 (tst_evaluator_reference) + 4,000 + 3,000 = 156,822.224 EUR.
        QVERIFY(qAbs(c.hardwareEur - 156822.224) < 1e-6);
        QVERIFY(c.complete);
        QCOMPARE(c.unpricedLines, 0);
        QCOMPARE(c.usdToEur, 0.92);
        QVERIFY(c.unpricedSkus.empty());
        // 156,822.224 / 768 GB = 204.1956 EUR/GB; / 4,000 TFLOPS = 39.2056 EUR/TFLOPS.
        QVERIFY(c.valueFiguresComputed);
        QVERIFY(qAbs(c.eurPerGbGpuMemory - 204.1956) < 0.0001);
        QVERIFY(qAbs(c.eurPerDenseBf16Tflops - 39.2056) < 0.0001);
        QVERIFY(find(ev, "cost.value"));
        QVERIFY(!find(ev, "cost.unpriced"));
        QCOMPARE(fixture::argValue(find(ev, "cost.bom"), "unpriced_lines"), 0.0);
        // The line keeps what kind of price it is.
        const auto nic =
            std::find_if(c.bom.begin(), c.bom.end(), [](const BomLine &l) { return l.sku == "CX7-1x400"; });
        QCOMPARE(nic->priceKind, std::string("estimate"));
    }

    void unpricedLinesAreNamedAndRatiosWithheld()
    {
        CatalogSnapshot catalog = fixture::catalog();
        catalog.drives.front().info.noPriceReason = "no public price found";
        const Evaluation ev = evaluateWith(catalog, fixture::referenceBuild());
        const CostFigures &c = ev.cost;
        QVERIFY(!c.complete);
        QCOMPARE(c.unpricedLines, 2);
        QCOMPARE(c.unpricedSkus, (std::vector<std::string>{"MICRON-9550-15T36", "CX7-1x400"}));
        QVERIFY(!c.valueFiguresComputed);
        QCOMPARE(c.eurPerGbGpuMemory, 0.0);
        QCOMPARE(c.eurPerDenseBf16Tflops, 0.0);
        const auto drive = std::find_if(c.bom.begin(), c.bom.end(),
                                        [](const BomLine &l) { return l.sku == "MICRON-9550-15T36"; });
        QCOMPARE(drive->noPriceReason, std::string("no public price found"));
        QCOMPARE(drive->extendedEur, 0.0);

        // The warning names each part with its quantity, so the reader knows what to ask a price for.
        const Finding *unpriced = find(ev, "cost.unpriced");
        QVERIFY(unpriced);
        QCOMPARE(unpriced->severity, Severity::Warning);
        // Each part as a quantity, its name and SKU (the sentence: tests/presentation/tst_finding_text).
        const std::vector<FindingArg> expected{{"unpriced_lines", FindingUnit::Count, 2, 0, ""},
                                               {"quantity", FindingUnit::Count, 4, 0, ""},
                                               {"part", FindingUnit::Text, 0, 0, "Micron 9550 PRO 15.36 TB"},
                                               {"sku", FindingUnit::Text, 0, 0, "MICRON-9550-15T36"},
                                               {"quantity", FindingUnit::Count, 2, 0, ""},
                                               {"part", FindingUnit::Text, 0, 0, "ConnectX-7"},
                                               {"sku", FindingUnit::Text, 0, 0, "CX7-1x400"}};
        QVERIFY(unpriced->args == expected);
        QCOMPARE(subsystemStatusOf(ev, Subsystem::Cost), Status::Warning);
        // No EUR/GB strength from a partial subtotal; the totals say they are incomplete.
        QVERIFY(!find(ev, "cost.value"));
        QVERIFY(qAbs(fixture::argValue(find(ev, "cost.bom"), "hardware_eur") - 149822) < 0.5);
        QCOMPARE(fixture::argValue(find(ev, "cost.bom"), "unpriced_lines"), 2.0);
        QCOMPARE(fixture::argValue(find(ev, "cost.energy"), "unpriced_lines"), 2.0);
        // TCO still adds the (complete) energy cost to the lower-bound price: 149,822 + 3 x 10,838.
        QVERIFY(qAbs(c.tcoEur - 182337.3) < 1.0);
    }

    // The system's support line (issue 22, item 6): one per system, after its parts.
    void supportIncludedInTheSystemPriceIsPricedAtZero()
    {
        CatalogSnapshot catalog = fixture::catalog();
        catalog.drives.front().info.price = Price{1000, "EUR", "2026-11-01", "test", "street"};
        catalog.nics.front().info.price = Price{1500, "EUR", "2026-11-01", "test", "estimate"};
        catalog.chassis.front().support =
            SupportOffer{3, "parts and labour, return to base", true, {}, {}, "test"};
        const Evaluation ev = evaluateWith(catalog, fixture::referenceBuild());
        const CostFigures &c = ev.cost;
        const BomLine &support = c.bom.back();
        QVERIFY(support.isSupport());
        QCOMPARE(support.sku, std::string("T-SP5-8G/support"));
        QCOMPARE(support.description, std::string("parts and labour, return to base"));
        QCOMPARE(support.supportYears, 3);
        QCOMPARE(support.quantity, 1);
        QVERIFY(support.priced);
        QVERIFY(support.includedInSystemPrice);
        QCOMPARE(support.extendedEur, 0.0);
        // Complete, and the same figures as without a support line: 156,822.224 EUR, 204.1956 EUR/GB.
        QVERIFY(c.complete);
        QCOMPARE(c.supportEur, 0.0);
        QVERIFY(qAbs(c.hardwareEur - 156822.224) < 1e-6);
        QVERIFY(qAbs(c.totalEur - 156822.224) < 1e-6);
        QVERIFY(qAbs(c.eurPerGbGpuMemory - 204.1956) < 0.0001);
        // An included line has no price date of its own: the oldest and newest prices stay the parts'.
        QCOMPARE(fixture::argValue(find(ev, "cost.bom"), "unpriced_lines"), 0.0);
    }

    void supportWithAPriceCountsInTheTotalNotInHardware()
    {
        CatalogSnapshot catalog = fixture::catalog();
        catalog.drives.front().info.price = Price{1000, "EUR", "2026-11-01", "test", "street"};
        catalog.nics.front().info.price = Price{1500, "EUR", "2026-11-01", "test", "estimate"};
        catalog.chassis.front().support = SupportOffer{
            5,     "next-business-day on-site", false, Price{2000, "USD", "2026-10-01", "test", "list"}, {},
            "test"};
        const Evaluation ev = evaluateWith(catalog, fixture::referenceBuild());
        const CostFigures &c = ev.cost;
        // $2,000 x 0.92 = 1,840 EUR of support; hardware stays 156,822.224 EUR; the fixture's build has
        // no discount, margin or VAT, so the total is 156,822.224 + 1,840 = 158,662.224 EUR.
        QVERIFY(c.complete);
        QCOMPARE(c.bom.back().unitPriceEur, 1840.0);
        QVERIFY(!c.bom.back().includedInSystemPrice);
        QCOMPARE(c.supportEur, 1840.0);
        QVERIFY(qAbs(c.hardwareEur - 156822.224) < 1e-6);
        QVERIFY(qAbs(c.totalEur - 158662.224) < 1e-6);
        // EUR per GB is a hardware figure: 156,822.224 / 768 GB = 204.1956.
        QVERIFY(qAbs(c.eurPerGbGpuMemory - 204.1956) < 0.0001);
    }

    void supportOnRequestLeavesTheTotalIncompleteNeverZero()
    {
        CatalogSnapshot catalog = fixture::catalog();
        catalog.drives.front().info.price = Price{1000, "EUR", "2026-11-01", "test", "street"};
        catalog.nics.front().info.price = Price{1500, "EUR", "2026-11-01", "test", "estimate"};
        catalog.chassis.front().support = SupportOffer{
            0, "ProSupport, chosen with the configuration", false, {}, "no public price", "test"};
        const Evaluation ev = evaluateWith(catalog, fixture::referenceBuild());
        const CostFigures &c = ev.cost;
        QVERIFY(!c.complete);
        QCOMPARE(c.unpricedSkus, std::vector<std::string>{"T-SP5-8G/support"});
        QVERIFY(!c.bom.back().priced);
        QCOMPARE(c.bom.back().noPriceReason, std::string("no public price"));
        QCOMPARE(c.bom.back().supportYears, 0);
        // The hardware is complete, so EUR per GB is still computed (204.1956); the total says incomplete.
        QVERIFY(c.valueFiguresComputed);
        QVERIFY(qAbs(c.eurPerGbGpuMemory - 204.1956) < 0.0001);
        QVERIFY(find(ev, "cost.unpriced"));
        QCOMPARE(subsystemStatusOf(ev, Subsystem::Cost), Status::Warning);
    }

    void leadTimeTravelsWithTheLine()
    {
        CatalogSnapshot catalog = fixture::catalog();
        catalog.nics.front().info.leadTime = LeadTime{6, "2026-11-20", "distributor"};
        const Evaluation ev = evaluateWith(catalog, fixture::referenceBuild());
        const auto nic = std::find_if(ev.cost.bom.begin(), ev.cost.bom.end(),
                                      [](const BomLine &l) { return l.sku == "CX7-1x400"; });
        QCOMPARE(nic->leadTimeWeeks, 6.0);
        QCOMPARE(nic->leadTimeDate, std::string("2026-11-20"));
        QCOMPARE(ev.cost.bom.front().leadTimeWeeks, 0.0); // the chassis: on request
    }

    void currencyWithoutRateIsUnpriced()
    {
        // A JPY price has no rate in the build: the chassis line counts as unpriced, not as 0 EUR priced.
        CatalogSnapshot catalog = fixture::catalog();
        catalog.drives.front().info.price = Price{1000, "EUR", "2026-11-01", "test", "street"};
        catalog.nics.front().info.price = Price{1500, "EUR", "2026-11-01", "test", "street"};
        catalog.chassis.front().info.price = Price{1800000, "JPY", "2026-11-01", "test", "list"};
        const Evaluation ev = evaluateWith(catalog, fixture::referenceBuild());
        QVERIFY(!ev.cost.complete);
        QCOMPARE(ev.cost.unpricedSkus, std::vector<std::string>{"T-SP5-8G"});
        // 156,822.224 - 11,040 (the USD chassis of the reference) = 145,782.224 EUR.
        QVERIFY(qAbs(ev.cost.hardwareEur - 145782.224) < 1e-6);
    }

    void displayCurrencyConversion()
    {
        BuildOptions options; // usd_to_eur 0.92 (assumptions.h)
        QCOMPARE(options.usdToEur, kDefaultUsdToEur);
        const CurrencyConversion eur = *conversionFromEur("EUR", options.usdToEur);
        QCOMPARE(eur.perEur, 1.0);
        // 1 / 0.92 = 1.086957 USD per EUR.
        const CurrencyConversion usd = *conversionFromEur("USD", options.usdToEur);
        QVERIFY(qAbs(usd.perEur - 1.086957) < 1e-6);
        QVERIFY(!conversionFromEur("JPY", options.usdToEur));
        // 8,565 USD x 0.92 = 7,879.80 EUR; 7,880 EUR / 0.92 = 8,565.22 USD; same currency unchanged.
        QVERIFY(qAbs(*priceIn(Price{8565, "USD", "2026-11-01", "test", "list"}, eur, options.usdToEur) -
                     7879.8) < 1e-9);
        QVERIFY(qAbs(*priceIn(Price{7880, "EUR", "2026-11-01", "test", "list"}, usd, options.usdToEur) -
                     8565.2174) < 1e-4);
        QCOMPARE(*priceIn(Price{8565, "USD", "2026-11-01", "test", "list"}, usd, options.usdToEur), 8565.0);
        QVERIFY(!priceIn(Price{100, "JPY", "2026-11-01", "test", "list"}, eur, options.usdToEur));
        // 2,000 EUR shown in USD: 2,000 x 1.086957 = 2,173.91.
        QVERIFY(qAbs(fromEur(2000, usd) - 2173.913) < 0.001);
    }

    void commercialDefaultsAreNamed()
    {
        QCOMPARE(usdToEurAssumption().value, 0.92);
        QVERIFY(!usdToEurAssumption().source.empty());
        QCOMPARE(vatAssumption().value, 19.0); // German standard rate, UStG § 12 (1)
        QVERIFY(vatAssumption().source.find("19 %") != std::string_view::npos);
    }
};

QTEST_APPLESS_MAIN(TestCostCompleteness)
#include "tst_cost_completeness.moc"
