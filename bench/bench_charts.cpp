// SPDX-License-Identifier: MIT
// One workload change -> np::evaluate -> every workload chart and the power chart replotted.
// Target: under 16 ms (one frame). Uses the example reference build with the embedded catalog.
#include "catalog/catalog_database.h"
#include "charts/chart_inputs.h"
#include "charts/kv_capacity_chart.h"
#include "charts/model_fit_chart.h"
#include "charts/power_chart.h"
#include "charts/throughput_chart.h"
#include "core/evaluator.h"
#include "presentation/build_file.h"

#include <QApplication>

#include <benchmark/benchmark.h>

#include <memory>

namespace
{

struct Fixture {
    std::unique_ptr<np::CatalogDatabase> db;
    np::CatalogSnapshot catalog;
    np::Build build;
    bool ok = false;

    Fixture()
    {
        QString error;
        if (!np::readBuildFile(
                QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/reference-8x-rtx-pro-6000.nodeplan"),
                build, &error))
            return;
        db = np::CatalogDatabase::open(QString(), &error);
        if (!db)
            return;
        catalog = db->snapshot();
        ok = !build.workloads.empty();
    }
};

void BM_WorkloadChangeToReplottedCharts(benchmark::State &state)
{
    static Fixture f;
    if (!f.ok) {
        state.SkipWithError("reference build or catalog not available");
        return;
    }
    np::ModelFitChart fit;
    np::KvCapacityChart kv;
    np::ThroughputChart throughput;
    np::PowerChart power;
    for (np::ChartPlot *chart : std::initializer_list<np::ChartPlot *>{&fit, &kv, &throughput, &power})
        chart->resize(900, 500);
    int step = 0;
    for (auto _ : state) {
        // The user changes the first workload's context (alternating, so every iteration changes it).
        f.build.workloads[0].contextTokens = (step++ % 2) ? 8192 : 16384;
        np::ResolvedBuild resolved;
        np::resolveBuild(f.build, f.catalog, resolved);
        const np::Evaluation evaluation = np::evaluate(resolved);
        const np::ChartInputs inputs{&evaluation, &resolved, &f.catalog};
        for (np::ChartPlot *chart : std::initializer_list<np::ChartPlot *>{&fit, &kv, &throughput, &power}) {
            chart->setInputs(inputs);
            chart->replot(QCustomPlot::rpImmediateRefresh); // draw now, not on the next event loop turn
        }
        benchmark::DoNotOptimize(evaluation.workloads.size());
    }
}
BENCHMARK(BM_WorkloadChangeToReplottedCharts)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
