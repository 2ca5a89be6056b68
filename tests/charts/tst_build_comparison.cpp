// SPDX-License-Identifier: MIT
#include "charts/build_comparison.h"
#include "tests/charts/sample_evaluation.h"

#include <QTableWidget>
#include <QTest>

using namespace np;

class TstBuildComparison : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // Chart text follows the user's locale (NumberFormat::forGui); fix it so "12,000 W" compares
        // on any desktop.
        QLocale::setDefault(QLocale::c());
    }

    void differencesAreHighlightedAndChartsOverlaid()
    {
        auto a = testdata::makeReferenceLikeSession();
        auto b = testdata::makeReferenceLikeSession();
        // The second build: 2 x 3,000 W more PSU capacity and a cheaper total.
        b->evaluation.power.psuUsableW = 12000;
        b->evaluation.cost.totalEur = 90000;
        b->evaluation.workloads[3].perGpuRequiredGiB = 90.0;
        b->evaluation.workloads[3].marginGiB = 5.59;
        b->evaluation.workloads[3].fits = true;

        BuildComparisonView view;
        view.setBuilds({{QStringLiteral("A"), &a->evaluation}, {QStringLiteral("B"), &b->evaluation}});
        QTableWidget *t = view.table();
        QCOMPARE(t->columnCount(), 2);
        int usableRow = -1, chassisRow = -1, fullRow = -1;
        for (int r = 0; r < t->rowCount(); ++r) {
            const QString name = t->verticalHeaderItem(r)->text();
            if (name == QLatin1String("PSU usable"))
                usableRow = r;
            if (name == QLatin1String("Chassis"))
                chassisRow = r;
            if (name.contains(QLatin1String("full fine-tune")))
                fullRow = r;
        }
        QVERIFY(usableRow >= 0 && chassisRow >= 0 && fullRow >= 0);
        QCOMPARE(t->item(usableRow, 1)->text(), QStringLiteral("12,000 W"));
        QVERIFY(view.isHighlighted(usableRow, 1));
        QVERIFY(!view.isHighlighted(usableRow, 0));
        QVERIFY(!view.isHighlighted(chassisRow, 1));
        QCOMPARE(t->item(fullRow, 1)->text(), QStringLiteral("fits, 5.6 GiB spare"));
        QVERIFY(view.isHighlighted(fullRow, 1));

        // Overlaid model fit: one bar set per build, heights = perGpuRequiredGiB.
        QCPBars *barsB = view.fitChart()->findPlottable<QCPBars>(QStringLiteral("B"));
        QVERIFY(barsB);
        QCOMPARE(barsB->data()->size(), 4);
        QCOMPARE((barsB->data()->constBegin() + 3)->value, 90.0);
        // Overlaid power: PSU usable line per build.
        QCPGraph *line = view.powerChart()->findPlottable<QCPGraph>(QStringLiteral("B: PSU usable 12,000 W"));
        QVERIFY(line);
        QCOMPARE(line->data()->constBegin()->value, 12000.0);
    }

    void throughputOverlaysTheServingWorkloads()
    {
        // Both builds serve the two inference workloads at 344 tokens/s; B's 405B at 500. The LoRA and
        // full fine-tune runs decode nothing and get no category.
        auto a = testdata::makeReferenceLikeSession();
        auto b = testdata::makeReferenceLikeSession();
        b->evaluation.workloads[1].decodeTokensPerSAggregate = 500;
        ComparisonThroughputChart chart;
        chart.setBuilds({{QStringLiteral("A"), &a->evaluation}, {QStringLiteral("B"), &b->evaluation}});
        QCOMPARE(chart.plottableCount(), 2);
        QCPBars *barsA = chart.findPlottable<QCPBars>(QStringLiteral("A"));
        QCPBars *barsB = chart.findPlottable<QCPBars>(QStringLiteral("B"));
        QVERIFY(barsA && barsB);
        QCOMPARE(barsB->data()->size(), 2);
        QCOMPARE(barsA->data()->constBegin()->value, 344.0);
        QCOMPARE((barsB->data()->constBegin() + 1)->key, 1.0);
        QCOMPARE((barsB->data()->constBegin() + 1)->value, 500.0);
        // Side by side: each build's bars half of 0.8 wide, in its own colour.
        QCOMPARE(barsA->width(), 0.4);
        QCOMPARE(barsB->brush().color(), comparisonColor(1));
        QCOMPARE(chart.xAxis->range().upper, 1.6); // 2 categories - 0.4
    }

    void moreThanFourBuildsAreCapped()
    {
        auto s = testdata::makeReferenceLikeSession();
        std::vector<ComparedBuild> five(5, ComparedBuild{QStringLiteral("x"), &s->evaluation});
        BuildComparisonView view;
        view.setBuilds(five);
        QCOMPARE(view.table()->columnCount(), 4);
    }
};

QTEST_MAIN(TstBuildComparison)
#include "tst_build_comparison.moc"
