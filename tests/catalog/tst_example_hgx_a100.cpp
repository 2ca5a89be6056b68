// SPDX-License-Identifier: MIT
// Issue 24 item 3: 8x A100 SXM4 80GB on an HGX A100 baseboard (resources/examples/hgx-a100-8gpu.nodeplan)
// evaluates against the shipped seed catalog with its own platform generation: EPYC 7003 (SP3), DDR4-3200,
// PCIe Gen4, six NVSwitch chips. The figures below are computed by hand from the seed rows.
#include "catalog/catalog_database.h"
#include "core/baseboard.h"
#include "core/evaluator.h"
#include "core/resolved_build.h"
#include "presentation/build_file.h"
#include "presentation/evaluation_json.h"

#include <QTemporaryDir>
#include <QTest>

using namespace np;

class TestExampleHgxA100 : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogDatabase> m_db;
    CatalogSnapshot m_catalog;
    Build m_build;
    ResolvedBuild m_resolved;
    Evaluation m_ev;

private slots:
    void initTestCase()
    {
        QString error;
        m_db = CatalogDatabase::open(m_dir.filePath(QStringLiteral("catalog.sqlite")), &error);
        QVERIFY2(m_db, qPrintable(error));
        m_catalog = m_db->snapshot();
        QVERIFY2(
            readBuildFile(QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/hgx-a100-8gpu.nodeplan"),
                          m_build, &error),
            qPrintable(error));
        const std::vector<BuildError> errors = resolveBuild(m_build, m_catalog, m_resolved);
        for (const BuildError &e : errors)
            qWarning("%s: %s", e.field.c_str(), e.message.c_str());
        QVERIFY(errors.empty());
        m_ev = evaluate(m_resolved);
        // NODEPLAN_PRINT=1 shows the assessment, for reading it while working on the rules.
        if (qEnvironmentVariableIsSet("NODEPLAN_PRINT"))
            qInfo().noquote() << evaluationToText(m_ev);
    }

    void gpuMemoryAndFabric()
    {
        // 8 modules x 80 GB = 640 GB nominal; each reports 81,251 MiB usable (deviceQuery).
        QCOMPARE(m_ev.gpu.count, 8);
        QCOMPARE(m_ev.gpu.memoryPerGpuGB * m_ev.gpu.count, 640.0);
        QCOMPARE(m_ev.gpu.memoryPerGpuGiB, 81251.0 / 1024.0);
        QCOMPARE(m_ev.gpu.memoryBandwidthPerGpuGBps, 2039.0);
        QCOMPARE(int(m_ev.gpu.interconnect), int(Interconnect::NvlinkSwitch));
        QCOMPARE(m_ev.gpu.p2pGBps, 300.0); // NVLink 3: 600 GB/s bidirectional = 300 each way
        const Baseboard board = baseboardOf(*m_resolved.chassis);
        QCOMPARE(board.moduleForm, std::string("SXM4"));
        QCOMPARE(board.switchChips, 6);
    }

    void sitesTakeOnlySxm4Modules()
    {
        // The HGX A100 board's sites take either A100 SXM4 module; an SXM5 module or a PCIe card never.
        const Chassis &c = *m_resolved.chassis;
        const Slot &site = *c.findSlot("gpu0");
        QCOMPARE(placementRefusal(c, site, m_catalog, "NVIDIA-A100-SXM4-80G"), std::string());
        QCOMPARE(placementRefusal(c, site, m_catalog, "NVIDIA-A100-SXM4-40G"), std::string());
        QVERIFY(!placementRefusal(c, site, m_catalog, "NVIDIA-H100-SXM5").empty());
        QVERIFY(!placementRefusal(c, site, m_catalog, "NVIDIA-A100-80G-PCIE").empty());
        QCOMPARE(site.pcieGen, 4);
    }

    void platformGeneration()
    {
        // 2 x EPYC 7763 with 16 DDR4-3200 RDIMMs, one per channel: 16 channels x 3,200 MT/s x 8 bytes.
        QCOMPARE(m_ev.hostMemory.dimmsPerChannel, 1);
        QCOMPARE(m_ev.hostMemory.speedMts, 3200);
        QVERIFY(qAbs(m_ev.hostMemory.bandwidthGBps - 409.6) < 1e-9);
        // 16 x 64 GiB = 1,024 GiB host memory.
        QCOMPARE(m_ev.hostMemory.capacityGiB, 1024.0);
    }

    void peakPower()
    {
        // DC peak: GPUs 8 x 400 = 3,200 + CPUs 2 x 280 = 560 + DIMMs 16 x 10 = 160 + drives 4 x 18 = 72
        // + NICs 8 x 25 = 200 + PCIe switches 4 x 35 = 140 + board (with the six NVSwitch chips) 350
        // = 4,682 W; + 10 % fans = 5,150.2 W. No vendor maximum is stated for this system, so the PSUs
        // are sized on that sum: 2+2 x 3,000 W leaves 6,000 W usable.
        QVERIFY2(qAbs(m_ev.power.peakW - 5150.2) < 0.5, qPrintable(QString::number(m_ev.power.peakW)));
        QCOMPARE(m_ev.power.vendorMaxSystemW, 0.0);
        QCOMPARE(int(m_ev.power.sizingBasis), int(PowerBasis::OwnSum));
        QCOMPARE(m_ev.power.psuUsableW, 6000.0);
        QVERIFY(m_ev.power.redundancyMet);
        // At the wall: 5,150.2 W through the Titanium curve at 43 % load (about 95.5 %) = about 5,391 W,
        // and with no vendor figure the circuit carries just that.
        QVERIFY2(m_ev.power.wallW > m_ev.power.peakW / 0.96 && m_ev.power.wallW < m_ev.power.peakW / 0.95,
                 qPrintable(QString::number(m_ev.power.wallW)));
        QCOMPARE(m_ev.power.circuitW, m_ev.power.wallW);
    }

    void nothingBlocks()
    {
        for (const Finding &f : m_ev.findings)
            QVERIFY2(f.severity != Severity::Blocking, f.rule.c_str());
        for (const WorkloadResult &w : m_ev.workloads)
            QVERIFY2(w.error.empty(), describe(w.error).c_str());
    }

    // Issue 22's rule: every line has a dated price of a stated kind (the chassis an estimate with its
    // derivation), none counts at 0. By hand, in USD at the build's 0.92 EUR per USD:
    //   8 x A100 SXM4 80GB    11,500    (2026-03-20 estimate, midpoint of $8-15k)      92,000
    //   2 x EPYC 7763          7,890    (2021-03-15 1KU list)                          15,780
    //  16 x DDR4-3200 64 GB    2,284.8  (2026-08-01 estimate, 64 GB x $35.7/GB)        36,556.8
    //   4 x 9550 PRO 15.36 TB  5,000    (2026-01-01 estimate)                          20,000
    //   8 x ConnectX-7 2x200G  1,599    (2026-09-15 street)                            12,792
    //   4 x PSU 3000 W           182    (2023-05-01 estimate)                             728
    //   1 x AS-4124GO-NART+   41,407    (2025-01-31 estimate: H100 system - baseboard) 41,407
    //                                                                        total  219,263.8 USD
    // = 201,722.696 EUR; GPU memory 8 x 80 GB = 640 GB: 315.19 EUR per GB.
    void completelyPriced()
    {
        QVERIFY(m_ev.cost.complete);
        QCOMPARE(m_ev.cost.unpricedLines, 0);
        QVERIFY(m_ev.cost.valueFiguresComputed);
        QVERIFY(qAbs(m_ev.cost.hardwareEur - 201722.696) < 1e-6);
        QVERIFY(qAbs(m_ev.cost.eurPerGbGpuMemory - 201722.696 / 640) < 1e-9);
    }
};

QTEST_GUILESS_MAIN(TestExampleHgxA100)
#include "tst_example_hgx_a100.moc"
