// SPDX-License-Identifier: MIT
// The auto-configure search on the shipped seed catalog and example spec
// (resources/examples/optimize-70b-fp8-64-sessions.json). Target: >= 1,000,000 candidate builds
// evaluated per second on the 2-core build machine.
//
// How candidates are counted: "evaluated" are candidates the search judged one by one (every rule,
// limit and target checked). Candidates inside a subtree that a bound or dominance ruled out count
// as "pruned", not as evaluated. BM_OptimizeExhaustive turns pruning off, so its rate is the raw
// rate of judging candidates; BM_OptimizeExample is the real search with pruning, reporting the
// space size and both counts. Times are the search's own (manual time): building the per-part
// tables (one full evaluate() per GPU option) is reported separately as table_s.
#include "bench/seed_catalog.h"
#include "core/optimize/optimizer.h"
#include "presentation/optimize_json.h"

#include <QCoreApplication>

#include <benchmark/benchmark.h>

#include <cstdio>

namespace
{

struct Loaded {
    const np::CatalogSnapshot *catalog = nullptr; // the seed's, alive until the program ends
    np::OptimizeSpec spec;
    bool ok = false;
};

Loaded &loaded()
{
    static Loaded l = [] {
        Loaded x;
        const np::bench::SeedCatalog *seed = np::bench::seedCatalog();
        if (!seed)
            return x;
        x.catalog = &seed->snapshot;
        QString error;
        x.ok = np::readOptimizeSpecFile(np::bench::examplePath("optimize-70b-fp8-64-sessions.json"), x.spec,
                                        &error);
        if (!x.ok)
            std::fprintf(stderr, "%s\n", qPrintable(error));
        return x;
    }();
    return l;
}

void report(benchmark::State &state, const np::OptimizeOutcome &o)
{
    state.SetIterationTime(o.stats.seconds);
    state.counters["space"] = double(o.stats.spaceSize);
    state.counters["evaluated"] = double(o.stats.evaluated);
    state.counters["pruned"] = double(o.stats.pruned);
    state.counters["front"] = double(o.frontSize);
    state.counters["table_s"] = o.stats.tableSeconds;
    state.counters["threads"] = double(o.stats.threads);
    state.counters["evaluated_per_s"] = o.stats.seconds > 0 ? double(o.stats.evaluated) / o.stats.seconds : 0;
}

// Every candidate of one chassis with every GPU judged one by one, on both cores: the raw rate.
void BM_OptimizeExhaustive(benchmark::State &state)
{
    Loaded &l = loaded();
    if (!l.ok) {
        state.SkipWithError("seed catalog or example spec did not load");
        return;
    }
    np::OptimizeSpec spec = l.spec;
    spec.limits.chassis = {"AS-4125GS-TNRT"};
    np::OptimizeControl control;
    control.prune = false;
    for (auto _ : state)
        report(state, np::optimize(spec, *l.catalog, control));
}
BENCHMARK(BM_OptimizeExhaustive)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);

// The same space with no targets and no limits: no candidate is turned away by its GPU choice
// before the lane, power, PSU and heat arithmetic runs, so this is the rate of the full check.
void BM_OptimizeExhaustiveFullCheck(benchmark::State &state)
{
    Loaded &l = loaded();
    if (!l.ok) {
        state.SkipWithError("seed catalog or example spec did not load");
        return;
    }
    np::OptimizeSpec spec = l.spec;
    spec.limits = np::SpecLimits{};
    spec.limits.chassis = {"AS-4125GS-TNRT"};
    spec.limits.unpricedAllowed = l.spec.limits.unpricedAllowed;
    spec.workloads.front().targets = np::WorkloadTargets{};
    spec.workloads.front().targets.mustFit = false;
    np::OptimizeControl control;
    control.prune = false;
    for (auto _ : state)
        report(state, np::optimize(spec, *l.catalog, control));
}
BENCHMARK(BM_OptimizeExhaustiveFullCheck)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);

// The example spec as `nodeplan optimize` runs it: all chassis, pruning on.
void BM_OptimizeExample(benchmark::State &state)
{
    Loaded &l = loaded();
    if (!l.ok) {
        state.SkipWithError("seed catalog or example spec did not load");
        return;
    }
    for (auto _ : state)
        report(state, np::optimize(l.spec, *l.catalog));
}
BENCHMARK(BM_OptimizeExample)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(3);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // Qt SQL loads its SQLite driver as a plugin
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
