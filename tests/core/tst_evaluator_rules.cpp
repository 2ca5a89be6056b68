// SPDX-License-Identifier: MIT
// One test per rule: take the reference build, break one thing, and check the rule fires (and
// that resolveBuild refuses what cannot be built, naming the slot or field).
#include "core/evaluator.h"
#include "core/memory_generation.h"
#include "tests/core/tst_evaluator_fixture.h"

#include <QTest>

using namespace np;

namespace
{

struct Run {
    CatalogSnapshot catalog = fixture::catalog();
    Build build = fixture::referenceBuild();
    ResolvedBuild resolved;
    std::vector<BuildError> errors;
    Evaluation ev;

    Run &go()
    {
        errors = resolveBuild(build, catalog, resolved);
        if (errors.empty())
            ev = evaluate(resolved);
        return *this;
    }
    const Finding *finding(const std::string &rule) const
    {
        for (const Finding &f : ev.findings)
            if (f.rule == rule)
                return &f;
        return nullptr;
    }
    bool error(const char *field, const char *message) const
    {
        for (const BuildError &e : errors)
            if (e.field.find(field) != std::string::npos && e.message.find(message) != std::string::npos)
                return true;
        return false;
    }
};

void removeSku(Build &b, const std::string &sku, int howMany)
{
    for (auto it = b.placements.begin(); it != b.placements.end() && howMany > 0;) {
        if (it->sku == sku) {
            it = b.placements.erase(it);
            --howMany;
        } else {
            ++it;
        }
    }
}

void replaceSku(Build &b, const std::string &from, const std::string &to)
{
    for (Placement &p : b.placements)
        if (p.sku == from)
            p.sku = to;
}

} // namespace

class TestEvaluatorRules : public QObject
{
    Q_OBJECT
private slots:
    void psuRedundancyInsufficient()
    {
        Run r;
        removeSku(r.build, "PSU-3200-TI", 1);
        r.go();
        // 3 x 3200 = 9,600 W carries the 6,778 W peak, but N+1 leaves 6,400 W: 378 W short.
        QCOMPARE(r.ev.power.psuUsableW, 6400.0);
        QVERIFY(!r.ev.power.redundancyMet);
        const Finding *f = r.finding("power.psu_redundancy_insufficient");
        QVERIFY(f);
        QCOMPARE(f->severity, Severity::Warning);
        QCOMPARE(f->slotIds.size(), std::size_t(3));
        // Transient 9,178 W > 6,400 usable but <= 9,600 total: info.
        QCOMPARE(r.finding("power.transient_headroom")->kind, FindingKind::Weakness);
    }

    void psuCapacityInsufficient()
    {
        Run r;
        removeSku(r.build, "PSU-3200-TI", 2);
        r.go();
        // 2 x 3200 = 6,400 W < 6,778 W peak even without redundancy.
        QCOMPARE(r.finding("power.psu_capacity_insufficient")->severity, Severity::Blocking);
        // The blocking finding and the power verdicts agree: the chosen N+1 (1 of 2 = 3,200 W) and
        // every other mode fall short with all PSUs short too -> blocking; power subsystem blocking.
        QCOMPARE(r.ev.power.psuStatus, Status::Blocking);
        for (const PsuModeFigures &m : r.ev.power.psuModes)
            QCOMPARE(m.status, Status::Blocking);
        QCOMPARE(subsystemStatusOf(r.ev, Subsystem::Power), Status::Blocking);
        // Transient 9,178.2 W > 6,400 W for all PSUs together: warning.
        QCOMPARE(r.ev.power.transientStatus, Status::Warning);
        QCOMPARE(r.finding("power.transient_headroom")->severity, Severity::Warning);
    }

    void noPsuIsBlocking()
    {
        Run r;
        removeSku(r.build, "PSU-3200-TI", 4);
        r.go();
        QCOMPARE(r.finding("power.no_psu")->severity, Severity::Blocking);
        QCOMPARE(r.ev.power.psuStatus, Status::Blocking);
        QCOMPARE(subsystemStatusOf(r.ev, Subsystem::Power), Status::Blocking);
    }

    void psuModes_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<double>("usable");
        // 4 x 3200: none = 12,800; N+1 = 12,800 - 3,200 = 9,600; N+N = the smaller half = 2 x 3,200 = 6,400.
        QTest::newRow("none") << int(PsuRedundancy::None) << 12800.0;
        QTest::newRow("n+1") << int(PsuRedundancy::NPlus1) << 9600.0;
        QTest::newRow("n+n") << int(PsuRedundancy::NPlusN) << 6400.0;
    }
    void psuModes()
    {
        QFETCH(int, mode);
        QFETCH(double, usable);
        Run r;
        r.build.options.psuRedundancy = PsuRedundancy(mode);
        r.go();
        QCOMPARE(r.ev.power.psuUsableW, usable);
        // N+N: 6,400 W < 6,778 W peak -> the redundancy rule fires, and the PSU status is a warning
        // (all four PSUs, 12,800 W, still hold the peak).
        QCOMPARE(r.ev.power.redundancyMet, usable >= 6778.2);
        QCOMPARE(r.ev.power.psuStatus, usable >= 6778.2 ? Status::Ok : Status::Warning);
    }

    void lowLineInput()
    {
        Run r;
        r.build.options.inputVoltage = InputVoltage::LowLine;
        r.go();
        // The 3200 W PSU has no low-line rating.
        QCOMPARE(r.finding("power.psu_not_rated_low_line")->severity, Severity::Blocking);

        Run r2;
        replaceSku(r2.build, "PSU-3200-TI", "PSU-2000-TI");
        r2.build.options.inputVoltage = InputVoltage::LowLine;
        r2.go();
        // 4 x 1,000 W at low line = 4,000 W < 6,778 W peak.
        QCOMPARE(r2.ev.power.psuTotalW, 4000.0);
        QVERIFY(r2.finding("power.psu_capacity_insufficient"));
    }

    void dimmPopulationUnbalanced()
    {
        Run r;
        removeSku(r.build, "RDIMM-64G-6400", 4);
        r.go();
        // 20 DIMMs fill channels A-J on both sockets: 20 of 24 channels.
        QCOMPARE(r.ev.hostMemory.channelsPopulated, 20);
        QVERIFY(!r.ev.hostMemory.balanced);
        // Bandwidth follows the populated channels: 20 x 6400 x 8 = 1,024 GB/s.
        QVERIFY(qAbs(r.ev.hostMemory.bandwidthGBps - 1024.0) < 1e-9);
        QCOMPARE(r.finding("memory.dimm_population_unbalanced")->severity, Severity::Warning);
    }

    void mixedDimmsAreUnbalanced()
    {
        Run r;
        for (Placement &p : r.build.placements)
            if (p.sku == "RDIMM-64G-6400") {
                p.sku = "RDIMM-32G-6400";
                break;
            }
        r.go();
        QVERIFY(r.finding("memory.dimm_population_unbalanced"));
    }

    void twoDpcDowngrade()
    {
        Run r;
        r.build = fixture::xeon2dpcBuild();
        r.go();
        // 32 DIMMs on 2 x 8 channels = 2 DPC: Xeon 6767P runs 5,200 MT/s; 16 x 5200 x 8 = 665.6 GB/s.
        QCOMPARE(r.ev.hostMemory.speedMts, 5200);
        QVERIFY(r.finding("memory.2dpc_downclock"));
    }

    void lanesOversubscribed()
    {
        Run r;
        r.build.options.xgmiLinks = 4;
        r.go();
        // 4 xGMI links: 64 lanes per socket; cpu0 needs gpu0-3 (64) + sw0 (16) = 80.
        QCOMPARE(r.ev.pcie.lanesAvailable, 128);
        const Finding *f = r.finding("pcie.lanes_oversubscribed");
        QVERIFY(f);
        QCOMPARE(f->severity, Severity::Blocking);
        QCOMPARE(fixture::argValue(f, "fix_lanes"), 80.0); // with 3 xGMI links each socket has 80
        // 80 lanes on a 64-lane socket (1.25:1): that CPU uplink and the lane status are blocking.
        for (const PcieFigures::Uplink &u : r.ev.pcie.uplinks)
            QCOMPARE(u.status, u.id.isCpu() ? Status::Blocking : Status::Ok);
        QCOMPARE(r.ev.pcie.status, Status::Blocking);
        QCOMPARE(subsystemStatusOf(r.ev, Subsystem::Pcie), Status::Blocking);
    }

    void bifurcationHalvesTheLink()
    {
        Run r;
        r.build.options.bifurcation["gpu0"] = 8;
        r.go();
        // x8 Gen5 = 31.5 GB/s each way; the worst pair through the host: 31.5 x 0.5 = 15.75 GB/s.
        QVERIFY(qAbs(r.ev.gpu.hostLinkGBps - 31.508) < 0.001);
        QVERIFY(qAbs(r.ev.gpu.p2pGBps - 15.754) < 0.001);
        QVERIFY(r.finding("pcie.gpu_link_narrowed"));
    }

    void badBifurcationIsAnError()
    {
        Run r;
        r.build.options.bifurcation["gpu0"] = 32;
        r.build.options.bifurcation["bay0"] = 8;
        r.go();
        QVERIFY(r.error("options.bifurcation.gpu0", "1, 2, 4, 8 or 16"));
        QVERIFY(r.error("options.bifurcation.bay0", "wired x4"));
    }

    void sxmModuleIsRefused()
    {
        Run r;
        r.build.placements[0] = {"gpu0", "H100-SXM5"};
        r.go();
        QVERIFY(r.error("gpu0", "HGX/UBB"));
    }

    void unknownSkuNamesTheSlot()
    {
        Run r;
        r.build.placements.push_back({"bay3", "NO-SUCH-DRIVE"});
        r.build.placements.push_back({"", "NO-SUCH-PART"});
        r.go();
        QVERIFY(r.error("slot bay3", "unknown SKU 'NO-SUCH-DRIVE'"));
        QVERIFY(r.error("NO-SUCH-PART", "unknown SKU"));
    }

    void placementRefusals()
    {
        const CatalogSnapshot catalog = fixture::catalog();
        const Chassis &chassis = catalog.chassis.front();
        const Slot &gpu = *chassis.findSlot("gpu0");
        const Slot &cpu = *chassis.findSlot("cpu0");
        QVERIFY(placementRefusal(chassis, gpu, catalog, "RTX-PRO-6000-SE").empty());
        QVERIFY(placementRefusal(chassis, gpu, catalog, "WIDE-GPU").find("3 slots wide") !=
                std::string::npos);
        QVERIFY(placementRefusal(chassis, gpu, catalog, "HOT-GPU").find("at most 600 W") !=
                std::string::npos);
        QVERIFY(placementRefusal(chassis, gpu, catalog, "CX7-1x400").find("takes GPUs, not a NIC") !=
                std::string::npos);
        QVERIFY(placementRefusal(chassis, cpu, catalog, "XEON-6767P").find("LGA4710") != std::string::npos);
        QVERIFY(
            placementRefusal(chassis, *chassis.findSlot("bay0"), catalog, "MICRON-9550-E3S").find("E3.S") !=
            std::string::npos);
    }

    void unknownModelNamesTheWorkload()
    {
        Run r;
        r.build.workloads[2].modelSku = "gpt-9";
        r.go();
        QVERIFY(r.error("workloads[2].model", "gpt-9"));
    }

    void airflowExceeded()
    {
        Run r;
        r.catalog.chassis.front().airflowLimitW = 5000;
        r.go();
        // Typical wall 5,715 W > 5,000 W: blocking.
        QCOMPARE(r.finding("cooling.air_limit")->severity, Severity::Blocking);
        QCOMPARE(r.ev.power.heatStatus, Status::Blocking);
        QCOMPARE(subsystemStatusOf(r.ev, Subsystem::Cooling), Status::Blocking);
    }

    void heatStatusThreshold_data()
    {
        QTest::addColumn<double>("limitW");
        QTest::addColumn<int>("status");
        // Reference build: 7,082.4 W of heat at peak, 5,715 W typical at the wall.
        // Peak within the limit -> ok; peak above it but typical below -> warning;
        // typical above it -> blocking. No 90 % band: at 7,100 W (99.8 % used) it is ok.
        QTest::newRow("7100 W: ok") << 7100.0 << int(Status::Ok);
        QTest::newRow("7000 W: warning") << 7000.0 << int(Status::Warning);
        QTest::newRow("5800 W: warning") << 5800.0 << int(Status::Warning);
        QTest::newRow("5700 W: blocking") << 5700.0 << int(Status::Blocking);
    }
    void heatStatusThreshold()
    {
        QFETCH(double, limitW);
        QFETCH(int, status);
        Run r;
        r.catalog.chassis.front().airflowLimitW = limitW;
        r.go();
        QCOMPARE(r.ev.power.heatStatus, Status(status));
        QCOMPARE(statusOf(r.finding("cooling.air_limit")->severity), Status(status));
    }

    void coresPerGpuBelowGuideline()
    {
        Run r;
        replaceSku(r.build, "EPYC-9575F", "EPYC-9135");
        r.go();
        // 2 x 16 = 32 cores / 8 GPUs = 4 per GPU < 8.
        QCOMPARE(r.ev.cpu.coresPerGpu, 4.0);
        QCOMPARE(r.finding("cpu.cores_per_gpu")->kind, FindingKind::Weakness);
    }

    void mixedCpus()
    {
        Run r;
        for (Placement &p : r.build.placements)
            if (p.sku == "EPYC-9575F") {
                p.sku = "EPYC-9135";
                break;
            }
        r.go();
        QCOMPARE(r.finding("cpu.mixed")->severity, Severity::Blocking);
    }

    void emptySocketKillsItsSlots()
    {
        Run r;
        removeSku(r.build, "EPYC-9575F", 1);
        r.go();
        const Finding *f = r.finding("cpu.socket_empty");
        QVERIFY(f);
        QCOMPARE(f->severity, Severity::Blocking);
        // gpu4-7, nic1, bays 4-5 and the 12 DIMMs of socket 1 hang off the empty socket.
        QVERIFY(std::find(f->slotIds.begin(), f->slotIds.end(), "gpu4") != f->slotIds.end());
        QVERIFY(r.finding("memory.orphan_dimms"));
    }

    void dimmsByCountStayWithTheCpus()
    {
        Run r;
        removeSku(r.build, "EPYC-9575F", 1);
        removeSku(r.build, "RDIMM-64G-6400", 12);
        r.go();
        // One CPU in cpu0: the 12 DIMMs given by count fill socket 0's 12 channels, none on socket 1.
        QCOMPARE(r.ev.hostMemory.channelsPopulated, 12);
        QCOMPARE(r.ev.hostMemory.channelsTotal, 12);
        QVERIFY(r.ev.hostMemory.balanced);
        QVERIFY(!r.finding("memory.orphan_dimms"));
    }

    // Issue 24 item 3: a memory controller drives one DIMM generation. DDR4 modules on the fixture's
    // DDR5 EPYC block the build; the same modules on a CPU that drives DDR4 do not.
    void dimmGenerationMustMatchTheCpu()
    {
        QCOMPARE(ddrGeneration("DDR4 RDIMM"), 4);
        QCOMPARE(ddrGeneration("DDR5 MRDIMM"), 5);
        QCOMPARE(ddrGeneration(""), 0);
        Run plain;
        plain.go();
        QVERIFY(!plain.finding("memory.generation_mismatch")); // DDR5 modules, DDR5 CPU (the default)

        Run r;
        for (MemoryModule &m : r.catalog.memory)
            m.type = "DDR4 RDIMM";
        r.go();
        const Finding *f = r.finding("memory.generation_mismatch");
        QVERIFY(f);
        QCOMPARE(f->severity, Severity::Blocking);
        QCOMPARE(f->slotIds.size(), std::size_t(24)); // every DIMM of the reference build

        Run ddr4;
        for (MemoryModule &m : ddr4.catalog.memory)
            m.type = "DDR4 RDIMM";
        for (Cpu &c : ddr4.catalog.cpus)
            c.memoryType = "DDR4";
        ddr4.go();
        QVERIFY(!ddr4.finding("memory.generation_mismatch"));
    }

    void raidLevels()
    {
        Run r;
        r.build.options.raid = RaidLevel::Raid10;
        r.go();
        // RAID-10 over 4 x 15.36 TB = 30.72 TB usable, survives a failure.
        QVERIFY(qAbs(r.ev.storage.usableTB - 30.72) < 1e-9);
        QVERIFY(r.finding("storage.redundancy"));
        QVERIFY(!r.finding("storage.no_redundancy"));

        Run r5;
        r5.build.options.raid = RaidLevel::Raid5;
        removeSku(r5.build, "MICRON-9550-15T36", 2);
        r5.go();
        // RAID-5 needs three drives.
        QCOMPARE(r5.finding("storage.raid_invalid")->severity, Severity::Blocking);
    }

    void nicFasterThanItsSlot()
    {
        Run r;
        replaceSku(r.build, "CX7-1x400", "CX7-2x400");
        r.go();
        // 2 x 400 Gb/s = 100 GB/s > 63.0 GB/s of PCIe 5.0 x16.
        QVERIFY(r.finding("network.nic_pcie_limited"));
        QCOMPARE(r.ev.network.aggregateGbps, 1600.0);
    }

    void noNic()
    {
        Run r;
        removeSku(r.build, "CX7-1x400", 2);
        r.go();
        QVERIFY(r.finding("network.none"));
    }

    void tooManyGpusForAWorkload()
    {
        Run r;
        r.build.workloads[0].tensorParallel = 16;
        r.go();
        QVERIFY(r.finding("workload.too_many_gpus") || !r.ev.workloads[0].error.empty());
        // TP16 on 8 GPUs: the sizing refuses the layout (an error), so the fit status is the error's
        // warning, the same severity as the workload.error finding.
        QVERIFY(!r.ev.workloads[0].error.empty());
        QCOMPARE(r.ev.workloads[0].fitStatus, Status::Warning);
        QCOMPARE(r.finding("workload.error")->severity, Severity::Warning);
    }

    // An offline batch larger than the KV cache holds: the engine runs what fits and queues the rest, so
    // the throughput under load is that of the sequences that fit, flagged and said, never zero.
    void overFullBatchRunsWhatFits()
    {
        Run over;
        over.build.workloads[0].batch = 1000; // 70B FP16 TP8, 8,192 tokens each
        over.go();
        const WorkloadResult &r = over.ev.workloads[0];
        QVERIFY(!r.fits);
        // KV per token per GPU: 80 layers x 8 KV heads x 128 x 2 (K, V) x 2 B / TP8 = 40,960 B. About
        // 95.6 GiB x 0.9 - 16.4 GiB of weights - activations and runtime leaves some 60-65 GiB: at
        // 8,191 tokens (8,192 in + out, less one) that is 190-210 sequences.
        QVERIFY2(r.underLoad.concurrency > 150 && r.underLoad.concurrency < 230,
                 qPrintable(QString::number(r.underLoad.concurrency)));
        QVERIFY(r.underLoad.kvLimited);
        QVERIFY(r.underLoad.outputTokensPerS > 0);
        const Finding *note = over.finding("workload.kv_limited");
        QVERIFY(note);
        QCOMPARE(note->severity, Severity::Info);
        QCOMPARE(fixture::argValue(note, "batch"), 1000.0);
        QCOMPARE(fixture::argValue(note, "in_flight"), double(r.underLoad.concurrency));
        // The same figure as a batch of exactly what fits, which fits and has no such note.
        Run exact;
        exact.build.workloads[0].batch = r.underLoad.concurrency;
        exact.go();
        QCOMPARE(exact.ev.workloads[0].underLoad.outputTokensPerS, r.underLoad.outputTokensPerS);
        QVERIFY(!exact.ev.workloads[0].underLoad.kvLimited);
        QVERIFY(!exact.finding("workload.kv_limited"));
        // Weights alone too large (405B BF16 on TP2: about 378 GiB per GPU): not one sequence, no rate.
        Run none;
        none.build.workloads[1].precision = Precision::Bf16;
        none.build.workloads[1].tensorParallel = 2;
        none.go();
        QCOMPARE(none.ev.workloads[1].underLoad.concurrency, 0);
        QCOMPARE(none.ev.workloads[1].underLoad.outputTokensPerS, 0.0);
    }

    void slotGivenTwice()
    {
        Run r;
        r.build.placements.push_back({"gpu0", "RTX-PRO-6000-SE"});
        r.go();
        QVERIFY(r.error("gpu0", "given twice") || r.error("", "no free"));
    }

    void tooManyPartsForTheChassis()
    {
        Run r;
        fixture::place(r.build, "RTX-PRO-6000-SE", 1);
        r.go();
        QVERIFY(r.error("RTX-PRO-6000-SE", "no free gpu slot"));
    }

    void morePartsThanSlotsIsOneError()
    {
        // 1,000 extra GPUs in a chassis of a few dozen slots: one error, not one per part.
        Run r;
        fixture::place(r.build, "RTX-PRO-6000-SE", 1000);
        r.go();
        const std::size_t slotCount = r.catalog.findChassis(r.build.chassisSku)->allSlots.size();
        QCOMPARE(r.errors.size(), std::size_t(1));
        QCOMPARE(r.errors.front().field, std::string("parts"));
        QCOMPARE(r.errors.front().message, std::to_string(r.build.placements.size()) +
                                               " parts, but chassis '" + r.build.chassisSku + "' has only " +
                                               std::to_string(slotCount) + " slots");
    }
};

QTEST_GUILESS_MAIN(TestEvaluatorRules)
#include "tst_evaluator_rules.moc"
