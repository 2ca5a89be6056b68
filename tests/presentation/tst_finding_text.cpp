// SPDX-License-Identifier: MIT
// Finding sentences (presentation/finding_text.h): every rule core emits has one, an unknown rule
// still shows its figures, and the sentences carry core's figures in the reader's number format.
#include "core/evaluator.h"
#include "core/finding_rules.h"
#include "presentation/finding_text.h"
#include "presentation/number_format.h"
#include "tests/core/tst_evaluator_fixture.h"

#include <algorithm>

#include <QRegularExpression>
#include <QTest>

using namespace np;

namespace
{

Evaluation evaluated(const CatalogSnapshot &catalog, const Build &build)
{
    ResolvedBuild resolved;
    if (!resolveBuild(build, catalog, resolved).empty())
        qFatal("the fixture build does not resolve");
    return evaluate(resolved);
}

const Finding *find(const Evaluation &ev, const std::string &rule)
{
    for (const Finding &f : ev.findings)
        if (f.rule == rule)
            return &f;
    return nullptr;
}

QString text(const Evaluation &ev, const std::string &rule,
             const NumberFormat &format = NumberFormat::forCli())
{
    const Finding *f = find(ev, rule);
    return f ? findingText(*f, format) : QStringLiteral("<no %1>").arg(QString::fromStdString(rule));
}

} // namespace

class TestFindingText : public QObject
{
    Q_OBJECT

    CatalogSnapshot m_catalog = fixture::catalog();

private slots:
    void everyRuleHasASentence()
    {
        for (std::string_view rule : findingRules())
            QVERIFY2(hasFindingText(rule), std::string(rule).c_str());
        QVERIFY(std::is_sorted(messageRules().begin(), messageRules().end()));
        for (std::string_view rule : messageRules())
            QVERIFY2(hasFindingText(rule), std::string(rule).c_str());
    }

    void unknownRuleShowsItsIdAndFigures()
    {
        Finding f;
        f.rule = "power.something_new";
        f.args = {{"peak_w", FindingUnit::Watt, 6512, 0, {}}};
        QCOMPARE(findingText(f, NumberFormat::forCli()),
                 QStringLiteral("[power.something_new] peak_w 6,512 W"));
    }

    // Every finding of the example builds reads as a sentence: no placeholder left, no empty figure.
    void noPlaceholderLeft()
    {
        const QRegularExpression placeholder(QStringLiteral("%\\d|%n|\\(\\)|  "));
        for (const Build &build :
             {fixture::referenceBuild(), fixture::xeon2dpcBuild(), fixture::nvlinkBuild()})
            for (const Finding &f : evaluated(m_catalog, build).findings) {
                const QString sentence = findingText(f, NumberFormat::forCli());
                QVERIFY2(!sentence.contains(placeholder), qPrintable(sentence));
                QVERIFY2(sentence.endsWith(QLatin1Char('.')), qPrintable(sentence));
            }
    }

    void englishSentencesCarryCoresFigures()
    {
        const Evaluation ev = evaluated(m_catalog, fixture::referenceBuild());
        QVERIFY(text(ev, "gpu.usable_memory")
                    .contains(QStringLiteral("the driver reports 97,887 MiB = 95.6 GiB")));
        QVERIFY(text(ev, "gpu.memory_bandwidth")
                    .startsWith(QStringLiteral("1,597 GB/s memory bandwidth per GPU")));
        QVERIFY(text(ev, "interconnect.pcie_p2p")
                    .contains(QStringLiteral("PCIe 5.0 x16 per GPU: 63.0 GB/s each way")));
        QVERIFY(text(ev, "cpu.cores_per_gpu").contains(QStringLiteral("= 16.0 per GPU")));
        QVERIFY(text(ev, "pcie.lane_budget").contains(QStringLiteral("never 2 × 128")));
        QVERIFY(text(ev, "power.psu_redundancy_met").startsWith(QStringLiteral("4 × 3,200 W at high line")));
        QVERIFY(
            text(ev, "power.psu_redundancy_met").contains(QStringLiteral("N+1 (3+1) leaves 9,600 W usable")));
        QCOMPARE(text(ev, "power.low_line"),
                 QStringLiteral(
                     "PSU-3200-TI is not rated for low-line input (100-127 V): the box needs a 200-240 V "
                     "feed."));
    }

    void unpricedPartsAreNamed()
    {
        CatalogSnapshot catalog = fixture::catalog();
        catalog.drives.front().info.noPriceReason = "no public price found";
        const Evaluation ev = evaluated(catalog, fixture::referenceBuild());
        QCOMPARE(text(ev, "cost.unpriced"),
                 QStringLiteral(
                     "2 BOM line(s) have no price (price on request): 4 × Micron 9550 PRO 15.36 TB "
                     "(MICRON-9550-15T36); 2 × ConnectX-7 (CX7-1x400). Hardware, customer price and TCO "
                     "leave them out; € per GB and € per TFLOPS are not computed."));
        QVERIFY(
            text(ev, "cost.bom").contains(QStringLiteral("€149,822 (incomplete: 2 line(s) without price)")));
    }

    // The figures follow the document's locale: German groups with "." and writes "," for decimals.
    void germanNumbers()
    {
        const Evaluation ev = evaluated(m_catalog, fixture::referenceBuild());
        const NumberFormat de = NumberFormat::forDocument(QLocale(QLocale::German, QLocale::Germany));
        QVERIFY2(text(ev, "gpu.usable_memory", de).contains(QStringLiteral("97.887 MiB = 95,6 GiB")),
                 qPrintable(text(ev, "gpu.usable_memory", de)));
        QVERIFY(text(ev, "interconnect.pcie_p2p", de).contains(QStringLiteral("63,0 GB/s")));
    }
};

QTEST_GUILESS_MAIN(TestFindingText)
#include "tst_finding_text.moc"
