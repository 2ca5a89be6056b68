// SPDX-License-Identifier: MIT
// Collective time per topology (core/workload/collectives.h) at the shipped assumptions, each figure
// worked out by hand from the fitted latencies: floor 3.5 us + (measured - floor) x hops / measured hops.
#include "core/parts.h"
#include "core/workload/bridge_what_if.h"
#include "core/workload/collectives.h"

#include <QTest>

#include <cmath>

using namespace np;

namespace
{
bool near(double value, double expected, double relTol = 1e-9)
{
    return std::abs(value - expected) <= relTol * std::abs(expected);
}
constexpr double us = 1e-6;
} // namespace

class TestCollectives : public QObject
{
    Q_OBJECT
    const Assumptions as{}; // {}: clang deletes the default constructor for a const member without one

private slots:
    void topologyFromTheBox()
    {
        QCOMPARE(collectiveTopology(Interconnect::NvlinkSwitch, GpuLinkKind::NvlinkSwitch),
                 CollectiveTopology::NvSwitch);
        // An all-to-all fabric between Infinity Fabric GPUs is the OAM mesh.
        QCOMPARE(collectiveTopology(Interconnect::NvlinkSwitch, GpuLinkKind::InfinityFabric),
                 CollectiveTopology::InfinityFabric);
        QCOMPARE(collectiveTopology(Interconnect::NvlinkBridge, GpuLinkKind::NvlinkBridge),
                 CollectiveTopology::NvlinkBridge);
        QCOMPARE(collectiveTopology(Interconnect::PcieSwitch, GpuLinkKind::None),
                 CollectiveTopology::PcieSwitch);
        QCOMPARE(collectiveTopology(Interconnect::None, GpuLinkKind::None), CollectiveTopology::PcieHost);
    }

    void latencyAtTheMeasuredCountIsTheMeasurement()
    {
        const auto ar = Collective::AllReduce;
        QVERIFY(near(collectiveLatencyS(ar, CollectiveTopology::NvSwitch, 8, as), 22 * us));
        QVERIFY(near(collectiveLatencyS(ar, CollectiveTopology::InfinityFabric, 8, as), 14 * us));
        QVERIFY(near(collectiveLatencyS(ar, CollectiveTopology::PcieHost, 8, as), 48 * us));
        QVERIFY(near(collectiveLatencyS(ar, CollectiveTopology::PcieSwitch, 4, as), 19.4 * us));
        QVERIFY(near(collectiveLatencyS(ar, CollectiveTopology::NvlinkBridge, 2, as), 12 * us));
        QCOMPARE(collectiveLatencyS(ar, CollectiveTopology::NvSwitch, 1, as), 0.0);
    }

    void latencyScalesWithTheHops()
    {
        const auto ar = Collective::AllReduce;
        // NVSwitch at 2 GPUs: 3.5 + 18.5 x 2/14 = 6.14 us (NCCL measures ~6 us, nccl#1259).
        QVERIFY(
            near(collectiveLatencyS(ar, CollectiveTopology::NvSwitch, 2, as), (3.5 + 18.5 * 2 / 14) * us));
        // Through the host at 4 GPUs: 3.5 + 44.5 x 6/14 = 22.57 us.
        QVERIFY(
            near(collectiveLatencyS(ar, CollectiveTopology::PcieHost, 4, as), (3.5 + 44.5 * 6 / 14) * us));
        // Behind one switch at 8 GPUs: 3.5 + 15.9 x 14/6 = 40.6 us.
        QVERIFY(
            near(collectiveLatencyS(ar, CollectiveTopology::PcieSwitch, 8, as), (3.5 + 15.9 * 14 / 6) * us));
        // An all-gather crosses half the hops: 8 GPUs over NVSwitch 3.5 + 18.5 x 7/14 = 12.75 us.
        QVERIFY(
            near(collectiveLatencyS(Collective::AllGather, CollectiveTopology::NvSwitch, 8, as), 12.75 * us));
    }

    void bandwidthTerm()
    {
        // 1 GiB all-reduce over 8 GPUs of NVSwitch at 450 x 0.8 = 360 GB/s: 22 us + 2 x 7/8 x 2^30 / 360e9
        // = 5.22 ms (marin#6736 times 4.06 ms on 8x H100, where NVLS lifts busbw to ~480 GB/s).
        const double t = collectiveSeconds(Collective::AllReduce, 1073741824.0, 8,
                                           CollectiveTopology::NvSwitch, 360e9, as);
        QVERIFY(near(t, 22 * us + 1.75 * 1073741824.0 / 360e9));
        // Infinity Fabric: 4 of the 8 OAM GPUs use 3 of each GPU's 7 links.
        QVERIFY(near(collectiveBusBytesPerS(CollectiveTopology::InfinityFabric, 448e9 * 0.7, 4),
                     448e9 * 0.7 * 3 / 7));
        QVERIFY(
            near(collectiveBusBytesPerS(CollectiveTopology::InfinityFabric, 448e9 * 0.7, 8), 448e9 * 0.7));
        // Decode-sized message (16 KiB) over PCIe through the host at 25.2 GB/s: 48 + 1.14 us.
        const double small =
            collectiveSeconds(Collective::AllReduce, 16384, 8, CollectiveTopology::PcieHost, 25.2e9, as);
        QVERIFY(near(small, 48 * us + 1.75 * 16384 / 25.2e9));
        QCOMPARE(collectiveSeconds(Collective::AllReduce, 16384, 1, CollectiveTopology::PcieHost, 25.2e9, as),
                 0.0);
    }

    void bridgeWhatIfJoinsOnlyItsGroup()
    {
        // A PCIe card without a bridge (RTX PRO 6000 class) over PCIe through the host, 31.5 GB/s.
        Gpu noBridge;
        GpuContext own;
        own.gpu = &noBridge;
        own.link = Interconnect::PcieHost;
        own.p2pGBps = 31.5;
        // TP2 fits in the smallest bridge (2-way): the what-if runs over NVLink at the nominal 450 GB/s.
        const BridgeWhatIf tp2 = bridgeWhatIf(own, 2, as);
        QVERIFY(tp2.nominalBandwidth);
        QCOMPARE(tp2.bridgeGpus, 2);
        QVERIFY(!tp2.crossesOwnLink);
        QCOMPARE(tp2.context.link, Interconnect::NvlinkBridge);
        QCOMPARE(tp2.context.p2pGBps, 450.0);
        // TP8 spans four 2-way bridge groups: the ring still crosses PCIe, so the context is the own one.
        const BridgeWhatIf tp8 = bridgeWhatIf(own, 8, as);
        QVERIFY(tp8.crossesOwnLink);
        QCOMPARE(tp8.context.link, Interconnect::PcieHost);
        QCOMPARE(tp8.context.p2pGBps, 31.5);
        // A 4-way bridged card (H200 NVL class, 900 GB/s bidirectional): TP4 inside one bridge, TP8 not.
        Gpu bridged;
        bridged.gpuLinkGBpsPerDirection = 450;
        bridged.gpuLinkGroupSize = 4;
        own.gpu = &bridged;
        const BridgeWhatIf tp4 = bridgeWhatIf(own, 4, as);
        QVERIFY(!tp4.nominalBandwidth);
        QCOMPARE(tp4.bridgeGpus, 4);
        QCOMPARE(tp4.context.link, Interconnect::NvlinkBridge);
        QVERIFY(bridgeWhatIf(own, 8, as).crossesOwnLink);
    }
};

QTEST_GUILESS_MAIN(TestCollectives)
#include "tst_collectives.moc"
