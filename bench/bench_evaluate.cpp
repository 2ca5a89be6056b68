// SPDX-License-Identifier: MIT
// evaluate() on the reference build with all six workloads, against the shipped seed catalog.
// Resolution happens once, outside the timed loop (the auto-configure search will do the same).
// Target: under 1 ms per evaluation on one core.
#include "bench/seed_catalog.h"
#include "core/evaluator.h"
#include "presentation/build_file.h"

#include <QCoreApplication>

#include <benchmark/benchmark.h>

#include <cstdio>

namespace
{

struct Loaded {
    const np::CatalogSnapshot *catalog = nullptr; // the seed's, alive until the program ends
    np::Build build;
    np::ResolvedBuild resolved;
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
        if (!np::readBuildFile(np::bench::examplePath("reference-8x-rtx-pro-6000.nodeplan"), x.build,
                               &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return x;
        }
        x.ok = np::resolveBuild(x.build, *x.catalog, x.resolved).empty();
        return x;
    }();
    return l;
}

void BM_EvaluateReference(benchmark::State &state)
{
    Loaded &l = loaded();
    if (!l.ok) {
        state.SkipWithError("reference build did not load");
        return;
    }
    for (auto _ : state) {
        np::Evaluation ev = np::evaluate(l.resolved);
        benchmark::DoNotOptimize(ev);
    }
    state.counters["workloads"] = static_cast<double>(l.resolved.workloads.size());
}
BENCHMARK(BM_EvaluateReference)->Unit(benchmark::kMicrosecond);

void BM_ResolveReference(benchmark::State &state)
{
    Loaded &l = loaded();
    if (!l.ok) {
        state.SkipWithError("reference build did not load");
        return;
    }
    for (auto _ : state) {
        np::ResolvedBuild r;
        benchmark::DoNotOptimize(np::resolveBuild(l.build, *l.catalog, r));
    }
}
BENCHMARK(BM_ResolveReference)->Unit(benchmark::kMicrosecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // Qt SQL loads its SQLite driver as a plugin
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
