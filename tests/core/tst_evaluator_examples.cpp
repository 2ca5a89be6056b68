// SPDX-License-Identifier: MIT
// The two other example builds, hand-checked: a Xeon 6 box with two DIMMs per channel and a box
// of H200 NVL cards joined by 4-way NVLink bridges.
#include "core/evaluator.h"
#include "core/finding_rules.h"
#include "core/platform_steps.h"
#include "tests/core/tst_evaluator_fixture.h"

#include <QTest>

using namespace np;

namespace
{

const Finding *find(const Evaluation &ev, const std::string &rule)
{
    for (const Finding &f : ev.findings)
        if (f.rule == rule)
            return &f;
    return nullptr;
}

} // namespace

class TestEvaluatorExamples : public QObject
{
    Q_OBJECT

    CatalogSnapshot m_catalog = fixture::catalog();

private slots:
    // Every rule the example builds raise is one core lists (and presentation has a sentence for).
    void everyRuleIsListed()
    {
        const std::vector<std::string_view> &rules = findingRules();
        QVERIFY(std::is_sorted(rules.begin(), rules.end()));
        for (const Build &build :
             {fixture::referenceBuild(), fixture::xeon2dpcBuild(), fixture::nvlinkBuild()}) {
            ResolvedBuild resolved;
            QVERIFY(resolveBuild(build, m_catalog, resolved).empty());
            for (const Finding &f : evaluate(resolved).findings)
                QVERIFY2(std::binary_search(rules.begin(), rules.end(), f.rule), f.rule.c_str());
        }
    }

    void xeonTwoDimmsPerChannel()
    {
        const Build build = fixture::xeon2dpcBuild();
        ResolvedBuild resolved;
        QVERIFY(resolveBuild(build, m_catalog, resolved).empty());
        const Evaluation ev = evaluate(resolved);

        // Memory: 32 x 64 GiB = 2,048 GiB on 2 x 8 = 16 channels, 2 DPC -> 5,200 MT/s (6767P at 2DPC),
        // 16 x 5200 x 8 B = 665.6 GB/s (1 DPC would give 16 x 6400 x 8 = 819.2 GB/s).
        QCOMPARE(ev.hostMemory.capacityGiB, 2048.0);
        QCOMPARE(ev.hostMemory.channelsTotal, 16);
        QCOMPARE(ev.hostMemory.dimmsPerChannel, 2);
        QVERIFY(ev.hostMemory.balanced);
        QCOMPARE(ev.hostMemory.speedMts, 5200);
        QVERIFY(qAbs(ev.hostMemory.bandwidthGBps - 665.6) < 1e-9);
        const Finding *down = find(ev, "memory.2dpc_downclock");
        QVERIFY(down);
        QVERIFY(qAbs(fixture::argValue(down, "one_dpc_bandwidth") - 819.2) < 1e-9);

        // PCIe: Xeon 2P = 2 x 88 = 176 lanes (UPI is separate); devices 128 + 16 + 32 = 176;
        // cpu0 drives gpu0-3 (64) + bay0-1 (8) + nic0 (16) = 88 of 88.
        QCOMPARE(ev.pcie.lanesAvailable, 176);
        QCOMPARE(ev.pcie.lanesRequired, 176);
        QCOMPARE(ev.pcie.xgmiLinks, 0);
        QVERIFY(!find(ev, "pcie.lanes_oversubscribed"));

        // Power: GPUs 4800 + CPUs 2 x 350 = 700 + DIMMs 32 x 10 = 320 + drives 72 + NICs 50 + board 150
        // = 6,092 W; + 10 % fans = 6,701.2 W peak. N+1 of 4 x 3200 = 9,600 W holds.
        QVERIFY(qAbs(ev.power.peakW - 6701.2) < 1e-6);
        QCOMPARE(ev.power.psuUsableW, 9600.0);
        QVERIFY(ev.power.redundancyMet);

        // RAID-10 over 4 x 15.36 TB = 30.72 TB usable; reads from all four = 56 GB/s.
        QVERIFY(qAbs(ev.storage.usableTB - 30.72) < 1e-9);
        QCOMPARE(ev.storage.seqReadGBps, 56.0);

        // Cost: GPUs 8 x 8,565 x 0.92 = 63,038.4 + DIMMs 32 x 2,102.016 = 67,264.512 + PSUs 3,600
        // = 133,902.912 EUR (chassis, CPUs, drives, NICs unpriced): incomplete, so no EUR/GB.
        QVERIFY(qAbs(ev.cost.hardwareEur - 133902.912) < 1e-6);
        QVERIFY(!ev.cost.valueFiguresComputed);
        QCOMPARE(ev.cost.eurPerGbGpuMemory, 0.0);
        QCOMPARE(ev.cost.unpricedLines, 4);
    }

    void nvlinkBridgedPairs()
    {
        const Build build = fixture::nvlinkBuild();
        ResolvedBuild resolved;
        QVERIFY(resolveBuild(build, m_catalog, resolved).empty());
        const Evaluation ev = evaluate(resolved);

        // 4-way bridges join gpu0-3 and gpu4-7; between the groups PCIe through the host:
        // 63.015 x 0.5 = 31.5 GB/s for the worst pair.
        QCOMPARE(ev.gpu.interconnect, Interconnect::NvlinkBridge);
        QVERIFY(qAbs(ev.gpu.p2pGBps - 31.508) < 0.001);
        QVERIFY(find(ev, "interconnect.nvlink_bridge"));
        QVERIFY(find(ev, "interconnect.nvlink_partial"));
        QVERIFY(!find(ev, "interconnect.no_nvlink"));

        // A TP4 workload stays inside one bridge group (450 GB/s each way); TP8 crosses groups.
        const detail::PartsByKind parts = detail::partsByKind(resolved);
        const GpuContext tp4 = detail::gpuContextFor(resolved, parts, ev, build.workloads[0]);
        QCOMPARE(tp4.link, Interconnect::NvlinkBridge);
        QCOMPARE(tp4.p2pGBps, 450.0);
        const GpuContext tp8 = detail::gpuContextFor(resolved, parts, ev, build.workloads[1]);
        QCOMPARE(tp8.link, Interconnect::PcieHost);
        QVERIFY(qAbs(tp8.p2pGBps - 31.508) < 0.001);

        // Usable memory without a measured figure: 141 x 0.995 = 140.295 GiB per GPU.
        QVERIFY(qAbs(ev.gpu.memoryPerGpuGiB - 141 * ev.assumptions.usableMemoryFraction) < 1e-9);

        // Xeon 6980P 2P: 2 x 96 = 192 lanes for 176 required.
        QCOMPARE(ev.pcie.lanesAvailable, 192);

        // Power: GPUs 8 x 600 = 4800 + CPUs 2 x 500 = 1000 + DIMMs 240 + drives 72 + NICs 50 + board 160
        // = 6,322 W; + 10 % fans (632.2 W < 850 W cap) = 6,954.2 W.
        QVERIFY(qAbs(ev.power.peakW - 6954.2) < 1e-6);

        // Cost: DIMMs 50,448.384 + PSUs 3,600 = 54,048.384 EUR priced, the GPUs not: a "47.92 EUR/GB" from
        // a subtotal without any GPU in it is exactly what must not be shown.
        QVERIFY(qAbs(ev.cost.hardwareEur - 54048.384) < 1e-6);
        QVERIFY(!ev.cost.complete);
        QVERIFY(!ev.cost.valueFiguresComputed);
        QCOMPARE(ev.cost.eurPerGbGpuMemory, 0.0);
        QCOMPARE(ev.cost.unpricedLines, 5);
    }

    void h100NvlPairs()
    {
        Build build = fixture::nvlinkBuild();
        for (Placement &p : build.placements)
            if (p.sku == "H200-NVL")
                p.sku = "H100-NVL";
        ResolvedBuild resolved;
        QVERIFY(resolveBuild(build, m_catalog, resolved).empty());
        const Evaluation ev = evaluate(resolved);
        // 2-way bridges: gpu0-1, 2-3, 4-5, 6-7 at 300 GB/s each way; TP4 already crosses a pair
        // boundary inside one socket: PCIe through the host, 31.5 GB/s.
        const detail::PartsByKind parts = detail::partsByKind(resolved);
        Workload tp2 = build.workloads[0];
        tp2.tensorParallel = 2;
        QCOMPARE(detail::gpuContextFor(resolved, parts, ev, tp2).p2pGBps, 300.0);
        QCOMPARE(detail::gpuContextFor(resolved, parts, ev, build.workloads[0]).link, Interconnect::PcieHost);
    }
};

QTEST_GUILESS_MAIN(TestEvaluatorExamples)
#include "tst_evaluator_examples.moc"
