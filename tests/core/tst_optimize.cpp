// SPDX-License-Identifier: MIT
// Auto-configure against brute force: on a small catalog, every candidate of the search space is
// built, resolved and judged with the full evaluate() and specViolation(); the Pareto front of what
// passes must be exactly the optimizer's front, with pruning on and off. Every returned build must
// evaluate with no Blocking finding and meet every target.
#include "core/evaluator.h"
#include "core/optimize/optimizer.h"
#include "core/optimize/search_tables.h"
#include "core/workload/load_throughput.h"
#include "tests/core/tst_evaluator_fixture.h"

#include <QTest>

#include <algorithm>
#include <set>
#include <tuple>

using namespace np;

namespace
{

// A small catalog: two chassis (switched SP5, direct Xeon 2DPC), two GPUs, four CPUs, two DIMMs, one
// drive, two NICs, two PSUs. Everything priced or allowed unpriced at 0.
CatalogSnapshot smallCatalog()
{
    CatalogSnapshot c = fixture::catalog();
    c.chassis.resize(2);
    c.gpus = {fixture::rtxPro6000(), fixture::h200Nvl()};
    c.gpus[0].info.price = Price{8000, "EUR", "2026-06-01", "test", "list"};
    c.gpus[1].info.price = Price{30000, "USD", "2026-06-01", "test", "list"};
    c.drives.resize(1);
    // Every build carries a boot drive and a NIC (issue 22): one of each is priced.
    c.drives.front().info.price = Price{1500, "EUR", "2026-06-01", "test", "street"};
    c.nics.front().info.price = Price{1200, "EUR", "2026-06-01", "test", "street"};
    for (Cpu &cpu : c.cpus)
        cpu.info.price = Price{1000.0 + cpu.cores * 50, "USD", "2026-06-01", "test", "list"};
    return c;
}

OptimizeSpec smallSpec()
{
    OptimizeSpec s;
    s.name = "test";
    SpecWorkload w;
    w.workload = fixture::workload("llama-3.1-70b", WorkloadMode::Inference, Precision::Fp8, 0);
    w.workload.kvPrecision = Precision::Fp8;
    w.workload.batch = 8;
    w.targets.minConcurrentSequences = 8;
    w.targets.minDecodeTokensPerS = 10;
    s.workloads.push_back(w);
    s.limits.unpricedAllowed = {PartKind::Chassis, PartKind::Drive, PartKind::Nic, PartKind::Psu};
    s.limits.maxGpus = 2;
    s.maxResults = 1000;
    return s;
}

using Key = std::tuple<std::string, std::vector<std::string>>;

Key keyOf(const Build &b)
{
    std::vector<std::string> skus;
    for (const Placement &p : b.placements)
        skus.push_back(p.sku);
    std::sort(skus.begin(), skus.end());
    return {b.chassisSku, skus};
}

struct Judged {
    Key key;
    double price = 0, throughput = 0, wall = 0;
    std::tuple<int, int, int, int, int, int, int, int> tie; // parts, then table indices
};

// Brute force: every candidate of the space through the full evaluator.
std::set<Key> bruteForceFront(const OptimizeSpec &spec, const CatalogSnapshot &catalog, std::uint64_t &space)
{
    using namespace optimize_detail;
    const SearchTables t = buildSearchTables(spec, catalog);
    std::vector<Judged> feasible;
    space = 0;
    for (std::size_t c = 0; c < t.chassis.size(); ++c) {
        const ChassisTable &ct = t.chassis[c];
        for (std::size_t g = 0; g < ct.gpus.size(); ++g)
            for (std::size_t cpu = 0; cpu < ct.cpus.size(); ++cpu)
                for (std::size_t m = 0; m < ct.dimms.size(); ++m)
                    for (std::size_t d = 0; d < ct.drives.size(); ++d)
                        for (std::size_t n = 0; n < ct.nics.size(); ++n)
                            for (std::size_t p = 0; p < ct.psus.size(); ++p) {
                                ++space;
                                const CandidateIndex i{int(c), int(g), int(cpu), int(m),
                                                       int(d), int(n), int(p)};
                                const Build b = buildOf(t, i);
                                ResolvedBuild r;
                                if (!resolveBuild(b, catalog, r).empty())
                                    continue;
                                const Evaluation ev = evaluate(r);
                                if (!specViolation(spec, ev).empty())
                                    continue;
                                feasible.push_back({keyOf(b),
                                                    ev.cost.totalEur,
                                                    workloadThroughput(ev.workloads.front()),
                                                    ev.power.wallW,
                                                    {int(b.placements.size()), i.chassis, i.gpu, i.cpu,
                                                     i.dimm, i.drive, i.nic, i.psu}});
                            }
    }
    // Non-dominated, and among builds equal in all three objectives the one with the fewest parts
    // (then the lowest table indices), as the optimizer documents.
    std::set<Key> front;
    for (const Judged &a : feasible) {
        bool out = false;
        for (const Judged &b : feasible) {
            const bool same = b.price == a.price && b.throughput == a.throughput && b.wall == a.wall;
            out = out || (b.price <= a.price && b.throughput >= a.throughput && b.wall <= a.wall && !same) ||
                  (same && b.tie < a.tie);
        }
        if (!out)
            front.insert(a.key);
    }
    return front;
}

std::set<Key> frontOf(const OptimizeOutcome &o)
{
    std::set<Key> keys;
    for (const OptimizeResult &r : o.results)
        keys.insert(keyOf(r.build));
    return keys;
}

} // namespace

class TestOptimize : public QObject
{
    Q_OBJECT

private:
    void compareWithBruteForce(const OptimizeSpec &spec, const CatalogSnapshot &catalog = smallCatalog())
    {
        std::uint64_t space = 0;
        const std::set<Key> expected = bruteForceFront(spec, catalog, space);
        QVERIFY(!expected.empty());

        const OptimizeOutcome pruned = optimize(spec, catalog);
        QVERIFY2(pruned.error.empty(), pruned.error.c_str());
        QCOMPARE(pruned.stats.spaceSize, space);
        // Every candidate is either judged one by one or inside a pruned subtree.
        QCOMPARE(pruned.stats.evaluated + pruned.stats.pruned, space);
        QVERIFY(frontOf(pruned) == expected);

        OptimizeControl all;
        all.prune = false;
        all.threads = 1;
        const OptimizeOutcome exhaustive = optimize(spec, catalog, all);
        QCOMPARE(exhaustive.stats.evaluated, space);
        QCOMPARE(exhaustive.stats.pruned, std::uint64_t(0));
        QVERIFY(frontOf(exhaustive) == expected);

        for (const OptimizeResult &r : pruned.results) {
            QVERIFY2(r.verified, r.verification.c_str());
            QVERIFY(!r.bindingLimit.empty());
            QVERIFY(!r.nextCheaper.empty());
            // Each build on its own: resolves, no Blocking finding, meets every target.
            ResolvedBuild resolved;
            QVERIFY(resolveBuild(r.build, catalog, resolved).empty());
            const Evaluation ev = evaluate(resolved);
            for (const Finding &f : ev.findings)
                QVERIFY2(f.severity != Severity::Blocking, f.rule.c_str());
            QVERIFY(specViolation(spec, ev).empty());
            QVERIFY(ev.workloads.front().maxConcurrentSequences >= 8);
            QVERIFY(ev.workloads.front().decodeTokensPerS >= 10);
        }
    }

private slots:
    void frontWithoutLimitsMatchesBruteForce() { compareWithBruteForce(smallSpec()); }

    void frontUnderBudgetAndPowerMatchesBruteForce()
    {
        // Limits that bind: a budget that rules out two H200 NVL (2 x 27,600 EUR = 55,200 EUR before
        // the rest) and a wall-power cap below what two 600 W cards with an EPYC 9575F pair draw.
        OptimizeSpec spec = smallSpec();
        spec.limits.budgetEur = 50000;
        spec.limits.maxWallW = 2500;
        compareWithBruteForce(spec);
    }

    // A time limit that has run out before the first task: nothing is searched, the outcome says it
    // stopped (timed_out, 0 % searched) and a note tells the user what that front is. Without a limit
    // the same spec searches the whole space and is not marked. (A limit of 1 ns has passed by the
    // time the workers start; no test here depends on how fast the machine is.)
    void timeLimitStopsTheSearchAndSaysSo()
    {
        OptimizeControl expired;
        expired.timeLimitSeconds = 1e-9;
        const OptimizeOutcome stopped = optimize(smallSpec(), smallCatalog(), expired);
        QVERIFY(stopped.timedOut);
        QCOMPARE(stopped.searchedShare, 0.0);
        QCOMPARE(stopped.stats.evaluated, std::uint64_t(0));
        QVERIFY(stopped.results.empty());
        QVERIFY(!stopped.notes.empty());
        QVERIFY2(stopped.notes.back().rfind("stopped at the time limit of 0 s after 0 % of the search space",
                                            0) == 0,
                 stopped.notes.back().c_str());

        const OptimizeOutcome full = optimize(smallSpec(), smallCatalog());
        QVERIFY(!full.timedOut);
        QCOMPARE(full.searchedShare, 1.0);
        QVERIFY(!full.results.empty());
    }

    // Issue 24 item 3: the cheapest DIMM is a DDR4 module, which none of the fixture's DDR5 CPUs drives.
    // The search never pairs them (its front still matches the brute force, which judges every build
    // with the full evaluator and its memory.generation_mismatch rule).
    void ddr4ModulesNeverGoWithDdr5Cpus()
    {
        CatalogSnapshot catalog = smallCatalog();
        MemoryModule ddr4 = fixture::rdimm(64, 3200, 10, "T-DDR4-64G");
        ddr4.type = "DDR4 RDIMM";
        ddr4.info.price = Price{100, "USD", "2026-06-01", "test", "list"};
        catalog.memory.push_back(ddr4);
        compareWithBruteForce(smallSpec(), catalog);
        const OptimizeOutcome o = optimize(smallSpec(), catalog);
        QVERIFY(!o.results.empty());
        for (const OptimizeResult &r : o.results)
            for (const Placement &p : r.build.placements)
                QVERIFY(p.sku != "T-DDR4-64G");
    }

    void unpricedPartsAreNotBuyableByDefault()
    {
        // Only the SP5 chassis, the 3200 W PSU, the GPUs, CPUs, DIMMs, the drive and the 1-port NIC carry
        // a price; the Xeon chassis, the 2-port NIC and the 2000 W PSU do not. Without allow_unpriced every
        // result is made of priced parts only, and the notes name what was left out.
        OptimizeSpec spec = smallSpec();
        spec.limits.unpricedAllowed.clear();
        compareWithBruteForce(spec);
        const OptimizeOutcome o = optimize(spec, smallCatalog());
        QVERIFY(!o.results.empty());
        for (const OptimizeResult &r : o.results) {
            QCOMPARE(r.unpricedLines, 0);
            QCOMPARE(r.build.chassisSku, std::string("T-SP5-8G"));
        }
        bool noted = false;
        for (const std::string &n : o.notes)
            noted = noted || n.find("not buyable") != std::string::npos;
        QVERIFY(noted);
    }

    // Issue 22: a chassis that states what its vendor sells gets only that: its qualified GPUs, its own
    // PSU set, and always a boot drive and a NIC.
    void returnsOnlyWhatTheVendorSells()
    {
        CatalogSnapshot c = smallCatalog();
        VendorConfiguration &vendor = c.chassis.front().vendor;
        vendor.qualifiedGpuSkus = {"H200-NVL"};
        vendor.psuSku = "PSU-3200-TI";
        vendor.psuCount = 4;
        OptimizeSpec spec = smallSpec();
        spec.limits.chassis = {"T-SP5-8G"};
        const OptimizeOutcome o = optimize(spec, c);
        QVERIFY(!o.results.empty());
        for (const OptimizeResult &r : o.results) {
            QVERIFY2(r.verified, r.verification.c_str());
            int psus = 0, drives = 0, nics = 0;
            for (const Placement &p : r.build.placements) {
                if (const Gpu *g = c.findGpu(p.sku))
                    QCOMPARE(g->info.sku, std::string("H200-NVL"));
                psus += p.sku == "PSU-3200-TI" ? 1 : 0;
                QVERIFY(p.sku != "PSU-2000-TI");
                drives += c.findDrive(p.sku) ? 1 : 0;
                nics += c.findNic(p.sku) ? 1 : 0;
            }
            QCOMPARE(psus, 4);
            QVERIFY(drives >= 1);
            QVERIFY(nics >= 1);
            // The drive, NIC, PSU and chassis lines are allowed unpriced; each is named.
            QCOMPARE(r.unpricedSkus.size(), std::size_t(r.unpricedLines));
        }
    }

    // The system's support line counts with its chassis: included costs nothing, on request is as
    // unpriced as a chassis without a price (left out by default, named when chassis may be unpriced).
    void supportOnRequestCountsAsAnUnpricedChassis()
    {
        CatalogSnapshot c = smallCatalog();
        c.chassis.front().support = SupportOffer{0, "vendor support", false, {}, "no public price", "test"};
        OptimizeSpec spec = smallSpec();
        spec.limits.chassis = {"T-SP5-8G"};
        spec.limits.unpricedAllowed.clear();
        const OptimizeOutcome strict = optimize(spec, c);
        QVERIFY(strict.results.empty());
        bool noted = false;
        for (const std::string &n : strict.notes)
            noted = noted || (n.find("not buyable") != std::string::npos &&
                              n.find("T-SP5-8G/support") != std::string::npos);
        QVERIFY(noted);
        spec.limits.unpricedAllowed = {PartKind::Chassis};
        const OptimizeOutcome allowed = optimize(spec, c);
        QVERIFY(!allowed.results.empty());
        for (const OptimizeResult &r : allowed.results) {
            QVERIFY2(r.verified, r.verification.c_str());
            QCOMPARE(r.unpricedSkus, std::vector<std::string>{"T-SP5-8G/support"});
        }
        // Included in the system price: a fully priced build, as without a support line.
        c.chassis.front().support = SupportOffer{3, "parts and labour", true, {}, {}, "test"};
        spec.limits.unpricedAllowed.clear();
        const OptimizeOutcome included = optimize(spec, c);
        QVERIFY(!included.results.empty());
        for (const OptimizeResult &r : included.results)
            QCOMPARE(r.unpricedLines, 0);
    }

    void chassisLeftOutSaysWhy()
    {
        CatalogSnapshot c = smallCatalog();
        c.chassis.front().vendor.qualifiedGpuSkus = {"SOME-OTHER-GPU"};
        OptimizeSpec spec = smallSpec();
        spec.limits.chassis = {"T-SP5-8G"};
        const OptimizeOutcome o = optimize(spec, c);
        QVERIFY(o.results.empty());
        const std::string why =
            "chassis T-SP5-8G left out: no buyable GPU it is qualified for in a count the "
            "vendor sells (full baseboards only)";
        QVERIFY(std::find(o.notes.begin(), o.notes.end(), why) != o.notes.end());
    }

    void unknownModelIsAnError()
    {
        OptimizeSpec spec = smallSpec();
        spec.workloads.front().workload.modelSku = "no-such-model";
        const OptimizeOutcome o = optimize(spec, smallCatalog());
        QCOMPARE(o.error, std::string("workloads[0]: unknown model 'no-such-model'"));
    }
};

QTEST_APPLESS_MAIN(TestOptimize)
#include "tst_optimize.moc"
