// SPDX-License-Identifier: MIT
#include "charts/model_fit_chart.h"
#include "tests/charts/sample_evaluation.h"

#include <QTest>

using namespace np;

namespace
{

double valueAt(QCPBars *bars, int index)
{
    return (bars->data()->constBegin() + index)->value;
}
double keyAt(QCPBars *bars, int index)
{
    return (bars->data()->constBegin() + index)->key;
}

} // namespace

class TstModelFitChart : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // Chart labels follow the user's locale (NumberFormat::forGui); fix it so they compare on
        // any desktop.
        QLocale::setDefault(QLocale::c());
    }

    void barsEqualTheEvaluationsFigures()
    {
        auto session = testdata::makeReferenceLikeSession();
        ModelFitChart chart;
        chart.setInputs(session->inputs());
        const auto &workloads = session->evaluation.workloads;

        struct Expect {
            QString name;
            double MemoryBreakdown::*field;
        } expects[] = {
            {ModelFitChart::weightsName(), &MemoryBreakdown::weightsGiB},
            {ModelFitChart::kvCacheName(), &MemoryBreakdown::kvCacheGiB},
            {ModelFitChart::activationsName(), &MemoryBreakdown::activationsGiB},
            {ModelFitChart::gradientsName(), &MemoryBreakdown::gradientsGiB},
            {ModelFitChart::optimizerName(), &MemoryBreakdown::optimizerGiB},
            {ModelFitChart::overheadName(), &MemoryBreakdown::overheadGiB},
        };
        for (const Expect &expect : expects) {
            QCPBars *bars = chart.findPlottable<QCPBars>(expect.name);
            QVERIFY2(bars, qPrintable(expect.name));
            QCOMPARE(bars->data()->size(), int(workloads.size()));
            for (int i = 0; i < int(workloads.size()); ++i) {
                QCOMPARE(keyAt(bars, i), double(i));
                QCOMPARE(valueAt(bars, i), workloads[size_t(i)].perGpu.*(expect.field));
            }
        }
        // Stacked in order: KV cache sits on weights, overhead on top.
        QCOMPARE(chart.findPlottable<QCPBars>(ModelFitChart::kvCacheName())->barBelow(),
                 chart.findPlottable<QCPBars>(ModelFitChart::weightsName()));
        // 70B inference: 16.4 + 60.0 + 1.2 + 4.9 = 82.5 GiB, the evaluation's required figure.
        QCOMPARE(chart.findPlottable<QCPBars>(ModelFitChart::weightsName())->barAbove(),
                 chart.findPlottable<QCPBars>(ModelFitChart::kvCacheName()));

        QCPGraph *usable = chart.findPlottable<QCPGraph>(ModelFitChart::usableName());
        QVERIFY(usable);
        QCOMPARE(usable->data()->size(), int(workloads.size()));
        for (int i = 0; i < int(workloads.size()); ++i)
            QCOMPARE((usable->data()->constBegin() + i)->value, workloads[size_t(i)].perGpuAvailableGiB);
    }

    void verdictsCarryTheMargin()
    {
        auto session = testdata::makeReferenceLikeSession();
        // 86.03 - 82.5 = 3.53 -> "3.5 GiB spare"; 95.59 - 140.6 = -45.01 -> "45.0 GiB over".
        QCOMPARE(ModelFitChart::verdictText(session->evaluation.workloads[0]),
                 QStringLiteral("fits, 3.5 GiB spare"));
        QCOMPARE(ModelFitChart::verdictText(session->evaluation.workloads[3]),
                 QStringLiteral("does not fit, 45.0 GiB over"));
        ModelFitChart chart;
        chart.setInputs(session->inputs());
        QStringList texts;
        for (int i = 0; i < chart.itemCount(); ++i)
            if (auto *text = qobject_cast<QCPItemText *>(chart.item(i)))
                texts << text->text();
        QVERIFY(texts.contains(QStringLiteral("fits, 3.5 GiB spare")));
        QVERIFY(texts.contains(QStringLiteral("does not fit, 45.0 GiB over")));
    }

    void anUpdatedEvaluationUpdatesTheBars()
    {
        auto session = testdata::makeReferenceLikeSession();
        ModelFitChart chart;
        chart.setInputs(session->inputs());
        // The user doubles the 70B context: KV cache 60 -> 120 GiB and it no longer fits.
        WorkloadResult &w = session->evaluation.workloads[0];
        w.perGpu.kvCacheGiB = 120.0;
        w.perGpuRequiredGiB = 142.5;
        w.marginGiB = 86.03 - 142.5;
        w.fits = false;
        session->evaluation.workloads.pop_back();
        chart.setInputs(session->inputs());
        QCPBars *kv = chart.findPlottable<QCPBars>(ModelFitChart::kvCacheName());
        QCOMPARE(kv->data()->size(), 3);
        QCOMPARE(valueAt(kv, 0), 120.0);
        bool found = false;
        for (int i = 0; i < chart.itemCount(); ++i)
            if (auto *text = qobject_cast<QCPItemText *>(chart.item(i)))
                found = found || text->text() == QStringLiteral("does not fit, 56.5 GiB over");
        QVERIFY(found);
    }

    void emptyEvaluationDrawsNothingAndDoesNotCrash()
    {
        ModelFitChart chart;
        chart.setInputs({});
        QCOMPARE(chart.findPlottable<QCPBars>(ModelFitChart::weightsName())->data()->size(), 0);
        Evaluation none;
        chart.setInputs({&none, nullptr, nullptr});
        QCOMPARE(chart.findPlottable<QCPBars>(ModelFitChart::weightsName())->data()->size(), 0);
    }
};

QTEST_MAIN(TstModelFitChart)
#include "tst_model_fit_chart.moc"
