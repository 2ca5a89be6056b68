// SPDX-License-Identifier: MIT
// User story 4, "why not NVLink?", through the widgets: a pre-sales architect shows, with numbers,
// what PCIe-only costs for tensor-parallel serving and full fine-tuning (allreduce time per step
// through the host against an NVLink-bridged build) and where it does not matter (LoRA with data
// parallelism, TP8 inference at small batches).
#include "charts/throughput_chart.h"
#include "tests/ui/story_steps.h"
#include "tests/ui/ui_fixture.h"
#include "ui/document/build_document.h"
#include "ui/panels/assessment_panel.h"
#include "ui/panels/findings_view.h"
#include "ui/panels/workload_charts_panel.h"
#include "ui/panels/workloads_panel.h"

#include <QAction>
#include <QTreeWidget>
#include <QtTest>

#include <qcustomplot.h>

using namespace np;

namespace
{

// The aggregate decode speed a series of the throughput chart draws at `batch`, 0 if it has none.
double seriesAt(const QCustomPlot *chart, const QString &id, double batch)
{
    for (int i = 0; i < chart->graphCount(); ++i)
        if (chart->graph(i)->objectName() == id)
            for (auto it = chart->graph(i)->data()->constBegin(); it != chart->graph(i)->data()->constEnd();
                 ++it)
                if (it->key == batch)
                    return it->value;
    return 0;
}

} // namespace

class TestStoryWhyNvlink : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<test::StoryApp> m_app;
    MainWindow *window() const { return m_app->window.get(); }
    QStringList findings() const { return test::findingTexts(window()->assessmentPanel()->findings()); }
    QString finding(const QString &needle) const
    {
        const QString text = test::firstContaining(findings(), needle);
        if (text.isEmpty())
            qWarning().noquote() << findings().join(QLatin1Char('\n'));
        return text;
    }
    void openExample(const char *name)
    {
        QAction *example = test::menuAction(window(), {"File", "Open Example", name});
        QVERIFY(example);
        example->trigger();
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        m_app = test::startApp();
    }

    void cleanupTestCase() { m_app.reset(); }

    void pcieThroughTheHostCostsTensorParallelServingAndFullFineTuning()
    {
        openExample("reference-8x-rtx-pro-6000");
        // TP8 of the 405B: 2 allreduces per layer x 126 layers = 252 per decoded token, each at least
        // the 48 us an 8-GPU allreduce through the host takes: 12.1 ms, plus 16,384 x 2 bytes of
        // activations moved 2 x 7/8 times at ~31.5 GB/s per allreduce: 12.7 ms per token.
        QCOMPARE(
            finding(QStringLiteral("405B · inference · INT4 · TP8: tensor-parallel allreduce")),
            QStringLiteral("Llama 3.1 405B · inference · INT4 · TP8: tensor-parallel allreduce over PCIe "
                           "costs 13 ms per decoded token."));
        // Full fine-tuning of the 70B with ZeRO-3: parameters gathered twice and gradients reduced
        // once per step, 3 x 141 GB over the host's PCIe: 14,695 ms per step.
        QVERIFY(!finding(QStringLiteral("70B · full fine-tune · BF16 · ZeRO-3 + optimizer offload: "
                                        "gradient/parameter exchange over PCIe costs 14,695 ms per step."))
                     .isEmpty());
        QVERIFY(
            !finding(QStringLiteral("8B · full fine-tune · BF16 · ZeRO-2 × 8: gradient/parameter exchange "
                                    "over PCIe costs 1,115 ms per step."))
                 .isEmpty());
    }

    void loraWithDataParallelismHardlyNotices()
    {
        // QLoRA with DP x 8 exchanges only the adapters' gradients: 29 ms per step, while one step of
        // 8 GPUs x 4,096 tokens = 32,768 tokens takes ~9.0 s: 0.3 % of it. The step: 6.56 s of matmuls
        // (4,995 tokens/s before QLoRA was costed on its own), + 80 layers x 2 ms of adapter kernels
        // (lora_layer_overhead_us) = 0.16 s, + the 4-bit base's dequantisation traffic, 3 passes x
        // 68.5 G parameters x 14 B (qlora_dequant_bytes_per_param) / (1,597 GB/s x 0.80) = 2.25 s:
        // 8.97 s, 32,768 / 8.97 = ~3,653 tokens/s.
        QVERIFY(
            !finding(QStringLiteral("70B · QLoRA r16 · NF4 · DP × 8: gradient/parameter exchange over PCIe "
                                    "costs 29 ms per step."))
                 .isEmpty());
        const QString fit =
            finding(QStringLiteral("70B · QLoRA r16 · NF4 · DP × 8: 51.7 GiB of 95.6 GiB per GPU"));
        QVERIFY2(fit.contains(QStringLiteral("~3,653 training tokens/s")), qPrintable(fit));
        QVERIFY(!finding(QStringLiteral("data-parallel LoRA and small-batch inference suffer much less"))
                     .isEmpty());
    }

    void smallBatchesAtTp8BarelyGainFromABridge()
    {
        // The 405B selected in the Workloads panel: the throughput chart draws its decode speed over
        // the build's PCIe and with an NVLink bridge.
        QTreeWidget *list = window()->workloadsPanel()->list();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(list->topLevelItem(1)).center());
        auto *charts = window()->findChild<WorkloadChartsPanel *>();
        QVERIFY(charts);
        ThroughputChart *chart = charts->throughputChart();
        QCOMPARE(chart->shownWorkloadIndex(), 1);
        // At batch 1 a token reads each GPU's eighth of the INT4 weights (~25 GB) at ~1.6 TB/s
        // (~24 ms; ~26 ms with int4 dequantisation at weight_only_int4_stream_efficiency 0.93) and
        // waits for the 12.7 ms of allreduces: ~38.5 ms, 26 tokens/s over PCIe. A bridge
        // does not help: it joins 2 cards (4 at most), so a TP8 ring still crosses PCIe between the
        // bridge groups and the what-if line is the PCIe line. Its legend says why.
        const double pcie1 = seriesAt(chart, ThroughputChart::ownBandwidthBoundId(), 1);
        const double bridge1 = seriesAt(chart, ThroughputChart::nvlinkBandwidthBoundId(), 1);
        QCOMPARE(qRound(pcie1), 26);
        QCOMPARE(bridge1, pcie1);
        auto *bridgeLine = chart->findChild<QCPGraph *>(ThroughputChart::nvlinkBandwidthBoundId());
        QVERIFY(bridgeLine);
        QVERIFY2(bridgeLine->name().contains(QStringLiteral("joins 2 GPUs, TP8 still crosses PCIe")),
                 qPrintable(bridgeLine->name()));
    }

    void anNvlinkBridgedBuildTakesTheSameFiguresOverItsFabric()
    {
        openExample("nvlink-bridged");
        // TP4 inside one 4-way bridge group: the allreduce runs over NVLink, 4.73 ms per token for the
        // 70B's 160 allreduces (2 per layer x 80) against 9.14 ms at TP8 over PCIe in either build.
        QVERIFY(!finding(QStringLiteral(
                             "TP4 (inside one bridge group): tensor-parallel allreduce over the GPU fabric "
                             "takes 4.73 ms per decoded token."))
                     .isEmpty());
        // TP8 spans two bridge groups: between them the traffic crosses PCIe, as in the PCIe build.
        QVERIFY(
            !finding(QStringLiteral("TP8 (across bridge groups): tensor-parallel allreduce over PCIe costs "
                                    "9.14 ms per decoded token."))
                 .isEmpty());
        // Full fine-tuning on all 8 GPUs spans both groups too: the same 14,695 ms per step.
        QVERIFY(!finding(QStringLiteral(
                             "full fine-tune · BF16 · ZeRO-3 × 8: gradient/parameter exchange over PCIe "
                             "costs 14,695 ms per step."))
                     .isEmpty());
    }
};

QTEST_MAIN(TestStoryWhyNvlink)
#include "tst_story_why_nvlink.moc"
