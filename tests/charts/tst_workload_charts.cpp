// SPDX-License-Identifier: MIT
// KV capacity and throughput plot exactly what core's sweep functions return, and the workload
// selector picks what the throughput chart shows.
#include "charts/kv_capacity_chart.h"
#include "charts/throughput_chart.h"
#include "core/workload/bridge_what_if.h"
#include "tests/charts/sample_evaluation.h"
#include "ui/panels/workload_charts_panel.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QTest>

using namespace np;

class TstWorkloadCharts : public QObject
{
    Q_OBJECT
private slots:
    void kvCurvesAreCoreSweeps()
    {
        auto s = testdata::makeReferenceLikeSession();
        KvCapacityChart chart;
        chart.setInputs(s->inputs());
        // Two inference workloads -> two curves named by their labels.
        for (size_t i = 0; i < 2; ++i) {
            const WorkloadResult &r = s->evaluation.workloads[i];
            QCPGraph *graph = chart.findPlottable<QCPGraph>(QString::fromStdString(r.label));
            QVERIFY2(graph, r.label.c_str());
            QVERIFY(graph->data()->size() > 5);
            const GpuContext ctx = workloadContext(s->inputs(), i);
            const ResolvedWorkload &rw = s->resolved.workloads[i];
            for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
                const int expected =
                    concurrentSequencesAt(*rw.model, *rw.workload, ctx, s->build.assumptions, int(it->key));
                QCOMPARE(it->value, double(expected));
            }
            QCOMPARE(graph->data()->constBegin()->key, 1024.0);
        }
        // Training workloads get no curve.
        QVERIFY(!chart.findPlottable<QCPGraph>(QString::fromStdString(s->evaluation.workloads[2].label)));
    }

    void sweepContextsStopAtTheModelsMaximum()
    {
        const std::vector<int> all = KvCapacityChart::sweepContexts(131072);
        QCOMPARE(all.front(), 1024);
        QCOMPARE(all.back(), 131072);
        QCOMPARE(KvCapacityChart::sweepContexts(8192).back(), 8192);
    }

    void throughputIsDecodeAtBatchOnBothLinks()
    {
        auto s = testdata::makeReferenceLikeSession();
        ThroughputChart chart;
        chart.setInputs(s->inputs());
        QCOMPARE(chart.shownWorkloadIndex(), 0);
        const ResolvedWorkload &rw = s->resolved.workloads[0];
        const GpuContext own = workloadContext(s->inputs(), 0);
        const BridgeWhatIf whatIf =
            bridgeWhatIf(own, rw.workload->tensorParallel, assumptionsOf(s->inputs()));
        // RTX PRO 6000 has no bridge of its own: the comparison uses core's nominal 450 GB/s.
        QCOMPARE(whatIf.bridgeGBps, 450.0);
        const GpuContext &bridged = whatIf.context;
        int checked = 0;
        for (const auto &[prefix, context] :
             {std::pair{QStringLiteral("own"), own}, std::pair{QStringLiteral("nvlink"), bridged}}) {
            for (const QString &kind :
                 {QStringLiteral("-bandwidth-bound"), QStringLiteral("-compute-bound")}) {
                auto *graph = chart.findChild<QCPGraph *>(prefix + kind);
                QVERIFY(graph);
                for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
                    const DecodePoint p =
                        decodeAtBatch(*rw.model, *rw.workload, context, s->build.assumptions, int(it->key));
                    QCOMPARE(it->value, p.tokensPerSAggregate);
                    ++checked;
                }
            }
        }
        QVERIFY(checked >= 2 * int(ThroughputChart::sweepBatches().size()));
        auto *perSequence = chart.findChild<QCPGraph *>(ThroughputChart::ownPerSequenceId());
        QCOMPARE(perSequence->data()->size(), int(ThroughputChart::sweepBatches().size()));
        QCOMPARE(perSequence->data()->constBegin()->value,
                 decodeAtBatch(*rw.model, *rw.workload, own, s->build.assumptions, 1).tokensPerSPerSequence);
    }

    void throughputFollowsTheChosenWorkload()
    {
        auto s = testdata::makeReferenceLikeSession();
        ThroughputChart chart;
        chart.setInputs(s->inputs());
        chart.setWorkloadIndex(1);
        QCOMPARE(chart.shownWorkloadIndex(), 1);
        QVERIFY(chart.title().contains(QLatin1String("405B")));
        chart.setWorkloadIndex(3); // training: falls back to the first inference workload
        QCOMPARE(chart.shownWorkloadIndex(), 0);
    }

    void selectorFollowsTheSelectionAcrossReevaluations()
    {
        auto s = testdata::makeReferenceLikeSession();
        WorkloadChartsPanel panel;
        panel.setInputs(s->inputs());
        QSignalSpy spy(&panel, &WorkloadChartsPanel::currentWorkloadChanged);
        QCOMPARE(panel.workloadSelector()->count(), int(s->evaluation.workloads.size()));
        QCOMPARE(panel.workloadSelector()->itemText(1),
                 QString::fromStdString(s->evaluation.workloads[1].label));
        panel.workloadSelector()->setCurrentIndex(1);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toInt(), 1);
        QCOMPARE(panel.throughputChart()->shownWorkloadIndex(), 1);
        // The document re-evaluates and feeds the panel again: the selection stays, nothing is emitted.
        panel.setInputs(s->inputs());
        QCOMPARE(panel.currentWorkload(), 1);
        QCOMPARE(panel.throughputChart()->shownWorkloadIndex(), 1);
        QCOMPARE(spy.count(), 1);
        // The Workloads panel selects another workload: the throughput chart follows.
        panel.setCurrentWorkload(0);
        QCOMPARE(panel.throughputChart()->shownWorkloadIndex(), 0);
    }
};

QTEST_MAIN(TstWorkloadCharts)
#include "tst_workload_charts.moc"
