// SPDX-License-Identifier: MIT
// HGX and OAM baseboards (issue 10): module sites take only their module form, two modules on one
// board talk over its fabric (NVSwitch or the Infinity Fabric mesh), and the collective model times
// an all-reduce on it as published nccl-tests / rccl-tests results say.
#include "core/baseboard.h"
#include "core/evaluator.h"
#include "core/optimize/vendor_offer.h"
#include "core/workload/collectives.h"
#include "tests/core/tst_evaluator_fixture.h"

#include <QTest>

using namespace np;

namespace
{

// An 8-site baseboard chassis on two LGA 4677-like sockets: gpu0-7 are module sites of `form`, two
// per PCIe switch (sw0, sw1 on cpu0; sw2, sw3 on cpu1), as the seed's HGX and OAM rows are wired.
Chassis baseboardChassis(const std::string &sku, const std::string &form, double sitePowerW)
{
    Chassis c;
    c.info.sku = sku;
    c.info.name = sku;
    c.cpuSocket = "LGA7529";
    c.airflowLimitW = 12000;
    c.fanPowerMaxW = 1500;
    c.basePowerW = 450;
    for (int i = 0; i < 4; ++i) {
        PcieSwitch sw;
        sw.id = "sw" + std::to_string(i);
        sw.uplink = i < 2 ? "cpu0" : "cpu1";
        sw.uplinkLanes = 16;
        sw.downstreamLanes = 64;
        c.switches.push_back(sw);
    }
    for (int i = 0; i < 8; ++i) {
        Slot s = fixture::pcieSlot("gpu" + std::to_string(i), SlotKind::Gpu, i / 4,
                                   "sw" + std::to_string(i / 2), 16, sitePowerW, form);
        s.maxWidthSlots = 0;
        s.geometry = {double(i % 4) * 108, 340 + double(i / 4) * 170, 100, 130};
        c.allSlots.push_back(s);
    }
    c.allSlots.push_back(fixture::plainSlot("cpu0", SlotKind::CpuSocket, 0));
    c.allSlots.push_back(fixture::plainSlot("cpu1", SlotKind::CpuSocket, 1));
    fixture::addDimms(c, 2, 12, 1);
    for (int i = 0; i < 8; ++i)
        c.allSlots.push_back(fixture::pcieSlot("nic" + std::to_string(i), SlotKind::Nic, i / 4,
                                               "sw" + std::to_string(i / 2), 16, 75));
    for (int i = 0; i < 6; ++i)
        c.allSlots.push_back(fixture::plainSlot("psu" + std::to_string(i), SlotKind::Psu));
    return c;
}

Gpu h100Hgx()
{
    Gpu g = fixture::h100Sxm();
    g.info.sku = "H100-HGX";
    g.moduleForm = "SXM5";
    g.gpuLinkGBpsPerDirection = 450; // NVLink 4: 18 links, 900 GB/s bidirectional
    g.gpuLinkGroupSize = 8;
    return g;
}

Gpu mi300x()
{
    Gpu g = fixture::h100Sxm();
    g.info.sku = "MI300X";
    g.info.name = "MI300X";
    g.formFactor = GpuFormFactor::Oam;
    g.moduleForm = "OAM";
    g.tdpW = 750;
    g.memoryNominalGB = 192;
    g.gpuLink = GpuLinkKind::InfinityFabric;
    g.gpuLinkGBpsPerDirection = 448; // 7 links x 64 GB/s each way
    g.gpuLinkGroupSize = 8;
    g.migInstancesMax = 0;
    return g;
}

const Finding *find(const Evaluation &ev, const std::string &rule)
{
    for (const Finding &f : ev.findings)
        if (f.rule == rule)
            return &f;
    return nullptr;
}

Build boardBuild(const std::string &chassis, const std::string &gpu, int gpus)
{
    Build b;
    b.name = chassis;
    b.chassisSku = chassis;
    fixture::place(b, gpu, gpus);
    fixture::place(b, "XEON-6980P", 2);
    fixture::place(b, "RDIMM-64G-6400", 24);
    fixture::place(b, "CX7-1x400", 8);
    fixture::place(b, "PSU-3200-TI", 6);
    b.workloads = {fixture::workload("llama-3.1-70b", WorkloadMode::Inference, Precision::Bf16, gpus)};
    return b;
}

} // namespace

class TestBaseboard : public QObject
{
    Q_OBJECT

    CatalogSnapshot m_catalog;

    Evaluation evaluated(const Build &build, ResolvedBuild &resolved)
    {
        const std::vector<BuildError> errors = resolveBuild(build, m_catalog, resolved);
        for (const BuildError &e : errors)
            qWarning("%s", e.message.c_str());
        return errors.empty() ? evaluate(resolved) : Evaluation{};
    }

private slots:
    void initTestCase()
    {
        m_catalog = fixture::catalog();
        m_catalog.chassis.push_back(baseboardChassis("T-HGX", "SXM5", 700));
        m_catalog.chassis.push_back(baseboardChassis("T-OAM", "OAM", 1000));
        m_catalog.gpus.push_back(h100Hgx());
        m_catalog.gpus.push_back(mi300x());
    }

    void boardFromSites()
    {
        const Baseboard hgx = baseboardOf(*m_catalog.findChassis("T-HGX"));
        QCOMPARE(hgx.fabric, BaseboardFabric::NvSwitch);
        QCOMPARE(hgx.sites.size(), std::size_t(8));
        QCOMPARE(hgx.switchChips, 4); // HGX H100/H200
        // Sites span x 0..424 (4 x 108 - 8) and y 340..640 (two rows of 130 with 40 between).
        QCOMPARE(hgx.bounds.widthMm, 424.0);
        QCOMPARE(hgx.bounds.heightMm, 300.0);
        QCOMPARE(baseboardOf(*m_catalog.findChassis("T-OAM")).fabric, BaseboardFabric::InfinityFabricMesh);
        QVERIFY(baseboardOf(*m_catalog.findChassis("T-SP5-8G")).sites.empty());
    }

    void sitesTakeOnlyTheirModuleForm()
    {
        const Chassis &hgx = *m_catalog.findChassis("T-HGX");
        const Slot &site = *hgx.findSlot("gpu0");
        QCOMPARE(placementRefusal(hgx, site, m_catalog, "H100-HGX"), std::string());
        QCOMPARE(placementRefusal(hgx, site, m_catalog, "MI300X"),
                 std::string("'MI300X' is a OAM module; gpu0 takes SXM5 modules"));
        QCOMPARE(
            placementRefusal(hgx, site, m_catalog, "RTX-PRO-6000-SE"),
            std::string("'RTX-PRO-6000-SE' is a PCIe card; gpu0 is a SXM5 module site on the GPU baseboard"));
        // A module without a module form (the fixture's older SXM row) fits no site.
        QCOMPARE(placementRefusal(hgx, site, m_catalog, "H100-SXM5"),
                 std::string("'H100-SXM5' is a module no baseboard here takes; gpu0 takes SXM5 modules"));
        // And a module still never goes into a PCIe slot.
        const Chassis &pcie = *m_catalog.findChassis("T-SP5-8G");
        QVERIFY(placementRefusal(pcie, *pcie.findSlot("gpu0"), m_catalog, "H100-HGX").find("HGX/UBB") !=
                std::string::npos);
    }

    void hgxIsNvSwitch()
    {
        ResolvedBuild resolved;
        const Build build = boardBuild("T-HGX", "H100-HGX", 8);
        const Evaluation ev = evaluated(build, resolved);
        QCOMPARE(ev.gpu.count, 8);
        QCOMPARE(ev.gpu.interconnect, Interconnect::NvlinkSwitch);
        QCOMPARE(ev.gpu.p2pGBps, 450.0); // every pair, though the host PCIe switches differ
        QVERIFY(find(ev, "interconnect.nvswitch"));
        QCOMPARE(fixture::argValue(find(ev, "interconnect.nvswitch"), "link_gbps"), 450.0);
        QVERIFY(!find(ev, "interconnect.no_nvlink"));
        QVERIFY(!find(ev, "interconnect.pcie_p2p"));
        QVERIFY(!find(ev, "workload.link_cost"));

        const GpuContext ctx = workloadGpuContext(resolved, ev, build.workloads.front());
        QCOMPARE(ctx.link, Interconnect::NvlinkSwitch);
        QCOMPARE(collectiveTopology(ctx.link, ctx.gpu->gpuLink), CollectiveTopology::NvSwitch);
    }

    void allReduceOnEightH100()
    {
        // 8 x H100 over NVSwitch, the shipped defaults: latency 22 us at 8 GPUs (PyTorch-level 20-25 us,
        // marin#6736), bus bandwidth 450 GB/s x 0.80 = 360 GB/s (nccl-tests ring busbw ~365-370,
        // NVIDIA/nccl#1455). All-reduce moves 2 x 7/8 = 1.75 x the buffer.
        const Assumptions as;
        const double link = 450e9 * as.nvlinkEfficiency;
        // One decode step's all-reduce for a 70B model (hidden 8192 x BF16 = 16 KiB per token):
        // 22 us + 1.75 x 16384 / 360e9 = 22 us + 0.0796 us = 22.0796 us.
        const double small =
            collectiveSeconds(Collective::AllReduce, 16384, 8, CollectiveTopology::NvSwitch, link, as);
        QVERIFY(qAbs(small - 22.0796e-6) < 1e-10);
        // 1 GiB: 22 us + 1.75 x 1,073,741,824 / 360e9 = 22 us + 5,219.58 us = 5.24158 ms.
        const double big =
            collectiveSeconds(Collective::AllReduce, 1073741824.0, 8, CollectiveTopology::NvSwitch, link, as);
        QVERIFY(qAbs(big - 5.24158e-3) < 1e-8);
    }

    void oamIsInfinityFabricMesh()
    {
        ResolvedBuild resolved;
        const Evaluation ev = evaluated(boardBuild("T-OAM", "MI300X", 8), resolved);
        QCOMPARE(ev.gpu.interconnect, Interconnect::InfinityFabric);
        QCOMPARE(ev.gpu.p2pGBps, 448.0);
        const Finding *mesh = find(ev, "interconnect.infinity_fabric");
        QVERIFY(mesh);
        // 448 / 7 links = 64 GB/s each way per link.
        QCOMPARE(fixture::argValue(mesh, "per_link_gbps"), 64.0);
        QCOMPARE(fixture::argValue(mesh, "peers"), 7.0);
        QVERIFY(!find(ev, "interconnect.mesh_partial"));
        QVERIFY(!find(ev, "interconnect.no_nvlink"));
        QVERIFY(!find(ev, "vendor.baseboard_partial")); // the full board, as AMD sells it
    }

    // The optimizer tries the whole board only: 8 of 8 sites, or nothing when the spec caps GPUs below 8.
    void optimizerOffersFullBoardsOnly()
    {
        using optimize_detail::gpuCountsOffered;
        const Chassis &oam = *m_catalog.findChassis("T-OAM");
        const Gpu &module = *m_catalog.findGpu("MI300X");
        QCOMPARE(gpuCountsOffered(oam, module, 1, 0), std::vector<int>{8});
        QVERIFY(gpuCountsOffered(oam, module, 1, 4).empty());
        const Chassis &pcie = *m_catalog.findChassis("T-SP5-8G");
        QCOMPARE(gpuCountsOffered(pcie, *m_catalog.findGpu("RTX-PRO-6000-SE"), 2, 4),
                 (std::vector<int>{2, 3, 4}));
    }

    void halfFilledMesh()
    {
        // 4 of 8 sites: each GPU reaches 3 of its 7 links, 3/7 = 42.9 % of a full board's bandwidth.
        ResolvedBuild resolved;
        const Evaluation ev = evaluated(boardBuild("T-OAM", "MI300X", 4), resolved);
        const Finding *partial = find(ev, "interconnect.mesh_partial");
        QVERIFY(partial);
        QCOMPARE(partial->severity, Severity::Warning);
        QCOMPARE(fixture::argValue(partial, "links_used"), 3.0);
        QCOMPARE(fixture::argValue(partial, "links"), 7.0);
        QVERIFY(qAbs(fixture::argValue(partial, "bandwidth_share") - 42.86) < 0.01);
        // OAM modules are sold only as the full 8-GPU board: half a board is no box a vendor sells.
        const Finding *board = find(ev, "vendor.baseboard_partial");
        QVERIFY(board);
        QCOMPARE(board->severity, Severity::Blocking);
        QCOMPARE(board->slotIds.size(), std::size_t(4));
        QCOMPARE(fixture::argValue(board, "gpus"), 4.0);
        QCOMPARE(fixture::argValue(board, "sites"), 8.0);
        QCOMPARE(fixture::argText(board, "module_form"), std::string("OAM"));

        // All-reduce of 1 GiB among those 4 (rccl-tests: 8 GPUs at 313.7 GB/s busbw, latency 13.3-14.9 us):
        // bus bandwidth 448 x 0.70 x 3/7 = 134.4 GB/s; latency 3.5 + (14 - 3.5) x 6/14 = 8 us;
        // 8 us + 2 x 3/4 x 1,073,741,824 / 134.4e9 = 8 us + 11,983.73 us = 11.99173 ms.
        const Assumptions as;
        const double t =
            collectiveSeconds(Collective::AllReduce, 1073741824.0, 4, CollectiveTopology::InfinityFabric,
                              448e9 * as.infinityFabricEfficiency, as);
        QVERIFY(qAbs(t - 11.99173e-3) < 1e-8);
    }
};

QTEST_GUILESS_MAIN(TestBaseboard)
#include "tst_baseboard.moc"
