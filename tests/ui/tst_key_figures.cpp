// SPDX-License-Identifier: MIT
// The key-figure tiles take core's status colours: a build with a blocking power finding turns the
// power tiles red, and no tile applies a threshold of its own. A price total that leaves unpriced
// parts out says "incomplete", in the display currency; Set Price… starts as an estimate.
#include "charts/status_colors.h"
#include "core/evaluator.h"
#include "presentation/number_format.h"
#include "tests/ui/ui_fixture.h"
#include "ui/document/display_currency.h"
#include "ui/panels/key_figures_widget.h"
#include "ui/pricing/set_price_dialog.h"

#include <QDoubleSpinBox>

#include <QTest>

using namespace np;

namespace
{

Evaluation evaluated(const Build &build)
{
    ResolvedBuild resolved;
    const std::vector<BuildError> errors = resolveBuild(build, *test::seedCatalog(), resolved);
    return errors.empty() ? evaluate(resolved) : Evaluation{};
}

Evaluation evaluateWith(int psus)
{
    Build build = test::referenceBuild();
    int kept = 0;
    std::erase_if(build.placements,
                  [&](const Placement &p) { return p.sku == "PSU-3200W-TITANIUM" && ++kept > psus; });
    return evaluated(build);
}

// The reference build with Broadcom Thor 2 NICs, whose price is on request in the seed.
Evaluation evaluateWithUnpricedNics()
{
    Build build = test::referenceBuild();
    for (Placement &p : build.placements)
        if (p.sku == "NVIDIA-CX7-400GBE-1P")
            p.sku = "BROADCOM-BCM957608-P1400G";
    ResolvedBuild resolved;
    const std::vector<BuildError> errors = resolveBuild(build, *test::seedCatalog(), resolved);
    return errors.empty() ? evaluate(resolved) : Evaluation{};
}

bool hasBlocking(const Evaluation &e, Subsystem subsystem)
{
    for (const Finding &f : e.findings)
        if (f.subsystem == subsystem && f.severity == Severity::Blocking)
            return true;
    return false;
}

} // namespace

class TestKeyFigures : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateSettings(); }

    void blockingPowerFindingTurnsThePowerTilesRed()
    {
        // 2 x 3200 W = 6,400 W cannot carry the ~6,778 W DC peak even without redundancy:
        // power.psu_capacity_insufficient is blocking.
        const Evaluation e = evaluateWith(2);
        QVERIFY(hasBlocking(e, Subsystem::Power));
        KeyFiguresWidget tiles;
        tiles.setEvaluation(e);
        QCOMPARE(tiles.valueColor(QStringLiteral("psu_usable_w")), colors::forStatus(Status::Blocking));
        QCOMPARE(tiles.valueColor(QStringLiteral("wall_w")), colors::forStatus(Status::Blocking));
    }

    void referenceBuildTilesFollowCore()
    {
        // 4 x 3200 W, N+1: 9,600 W usable for the ~6,778 W peak -> the PSU tile is ok (green).
        // Heat ~7,082 W at the wall against the chassis' airflow limit: whatever core says, the
        // tile shows that status's colour.
        const Evaluation e = evaluateWith(4);
        QVERIFY(!hasBlocking(e, Subsystem::Power));
        KeyFiguresWidget tiles;
        tiles.setEvaluation(e);
        QCOMPARE(e.power.psuStatus, Status::Ok);
        QCOMPARE(tiles.valueColor(QStringLiteral("psu_usable_w")), colors::forStatus(Status::Ok));
        QCOMPARE(tiles.valueColor(QStringLiteral("heat")), colors::forStatus(e.power.heatStatus));
        QCOMPARE(tiles.valueColor(QStringLiteral("pcie")), colors::forStatus(e.pcie.status));
    }

    void incompletePriceSaysSoInTheTile()
    {
        // The seed has no public price for the Broadcom NIC: the price and TCO tiles say the total is
        // incomplete.
        const Evaluation e = evaluateWithUnpricedNics();
        QVERIFY(!e.cost.complete);
        QCOMPARE(e.cost.unpricedLines, 1);
        KeyFiguresWidget tiles;
        tiles.setEvaluation(e);
        const QString suffix =
            QStringLiteral(" — incomplete: %1 line(s) without price").arg(e.cost.unpricedLines);
        QCOMPARE(tiles.value(QStringLiteral("total_eur")),
                 NumberFormat::forGui().money(e.cost.totalEur, 0) + suffix);
        QVERIFY(tiles.value(QStringLiteral("tco_eur")).endsWith(suffix));
        QCOMPARE(tiles.valueColor(QStringLiteral("total_eur")), colors::forStatus(Status::Warning));

        // In US dollars at the build's 0.92 EUR per USD: total / 0.92.
        DisplayCurrency::instance().setCode(QStringLiteral("USD"));
        tiles.setEvaluation(e);
        QCOMPARE(tiles.value(QStringLiteral("total_eur")),
                 NumberFormat::forGui().money(e.cost.totalEur / 0.92, 0, QStringLiteral("USD")) + suffix);
        DisplayCurrency::instance().setCode(QStringLiteral("EUR"));
    }

    void setPriceDialogDefaultsToAnEstimateEnteredByTheUser()
    {
        const Cpu *cpu = test::seedCatalog()->findCpu("INTEL-XEON-6960P");
        QVERIFY(cpu && !cpu->info.price);
        SetPriceDialog dialog(cpu->info, QStringLiteral("EUR"));
        dialog.amountBox()->setValue(28500);
        const catalog::PriceEntry entry = dialog.entry();
        QCOMPARE(entry.sku, QStringLiteral("INTEL-XEON-6960P"));
        QCOMPARE(entry.amount, 28500.0);
        QCOMPARE(entry.currency, QStringLiteral("EUR"));
        QCOMPARE(entry.kind, QStringLiteral("estimate"));
        QVERIFY(entry.source.startsWith(QStringLiteral("entered by ")));
        QCOMPARE(entry.date, QDate::currentDate());
    }
};

QTEST_MAIN(TestKeyFigures)
#include "tst_key_figures.moc"
