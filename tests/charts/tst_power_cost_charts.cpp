// SPDX-License-Identifier: MIT
// Power, cost, TCO and procurement: what each chart and panel shows equals the evaluation's figures.
#include "charts/cost_chart.h"
#include "charts/figures_table.h"
#include "charts/power_chart.h"
#include "charts/procurement_chart.h"
#include "charts/procurement_rows.h"
#include "charts/tco_chart.h"
#include "tests/charts/sample_evaluation.h"
#include "ui/panels/cost_panel.h"
#include "ui/panels/power_panel.h"
#include "ui/panels/procurement_view.h"

#include <QAbstractButton>
#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace np;

namespace
{

QVector<double> values(QCPBars *bars)
{
    QVector<double> out;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it)
        out << it->value;
    return out;
}

QVector<double> values(QCPGraph *graph)
{
    QVector<double> out;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        out << it->value;
    return out;
}

} // namespace

class TstPowerCostCharts : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // Chart text follows the user's locale (NumberFormat::forGui); fix it so "12,000 W" compares
        // on any desktop.
        QLocale::setDefault(QLocale::c());
    }

    void powerBarsAreTheGroupsTypicalAndPeak()
    {
        auto s = testdata::makeReferenceLikeSession();
        PowerChart chart;
        chart.setInputs(s->inputs());
        for (const PowerItem &item : s->evaluation.power.items) {
            QCPBars *bars = chart.findPlottable<QCPBars>(QString::fromStdString(item.group));
            QVERIFY2(bars, item.group.c_str());
            // Key 1 = typical, key 2 = peak; e.g. GPUs 3,840 W typical, 4,800 W peak.
            QCOMPARE(bars->data()->size(), 2);
            QCOMPARE(bars->data()->constBegin()->key, PowerChart::typicalKey);
            QCOMPARE(values(bars), (QVector<double>{item.typicalW, item.peakW}));
        }
    }

    void capacityLinesEqualPowerFigures()
    {
        auto s = testdata::makeReferenceLikeSession();
        PowerChart chart;
        chart.setInputs(s->inputs());
        const PowerFigures &p = s->evaluation.power;
        // 4 x 3,000 W = 12,000 W total; 9,000 W usable in N+1; 9,000 W after one failure.
        QCOMPARE(values(chart.findPlottable<QCPGraph>(PowerChart::psuTotalName())),
                 (QVector<double>{12000, 12000}));
        QCOMPARE(values(chart.findPlottable<QCPGraph>(PowerChart::psuUsableName())),
                 (QVector<double>{p.psuUsableW, p.psuUsableW}));
        QCOMPARE(values(chart.findPlottable<QCPGraph>(PowerChart::psuAfterFailureName())),
                 (QVector<double>{p.psuAfterOneFailureW, p.psuAfterOneFailureW}));
        QCOMPARE(values(chart.findPlottable<QCPGraph>(PowerChart::transientName())),
                 (QVector<double>{p.transientW, p.transientW}));
        QCOMPARE(values(chart.findPlottable<QCPGraph>(PowerChart::airflowName())),
                 (QVector<double>{p.airflowLimitW, p.airflowLimitW}));
        // The transient segment sits over the peak bar only.
        QCPGraph *transient = chart.findPlottable<QCPGraph>(PowerChart::transientName());
        QVERIFY(transient->data()->constBegin()->key > PowerChart::typicalKey);
    }

    void capacityLabelsDoNotOverlapAtTheSmallestChart()
    {
        // At its minimum size (320 × 220, what a 1280 × 800 window leaves it) the labels of the PSU
        // lines, 9,000 W usable and 12,000 W total among them, each keep a line of their own.
        auto s = testdata::makeReferenceLikeSession();
        PowerChart chart; // fed, then shown at its size, as the power panel does
        chart.setInputs(s->inputs());
        chart.resize(chart.minimumSize());
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        chart.replot();
        std::vector<QRectF> boxes;
        for (int i = 0; i < chart.itemCount(); ++i)
            if (auto *text = qobject_cast<QCPItemText *>(chart.item(i));
                text && text->text().contains(QStringLiteral(" W")))
                boxes.push_back(QRectF(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition()));
        QVERIFY(boxes.size() >= 3);
        for (std::size_t a = 0; a < boxes.size(); ++a)
            for (std::size_t b = a + 1; b < boxes.size(); ++b)
                QVERIFY2(!boxes[a].adjusted(0, 1, 0, -1).intersects(boxes[b].adjusted(0, 1, 0, -1)),
                         qPrintable(QStringLiteral("%1 overlaps %2").arg(a).arg(b)));
    }

    void anEditUpdatesThePowerChart()
    {
        auto s = testdata::makeReferenceLikeSession();
        PowerChart chart;
        chart.setInputs(s->inputs());
        // Switching to N+N with 4 PSUs: usable drops to 6,000 W.
        s->evaluation.power.psuUsableW = 6000;
        s->evaluation.power.items[0].peakW = 5000;
        chart.setInputs(s->inputs());
        QCOMPARE(values(chart.findPlottable<QCPGraph>(PowerChart::psuUsableName())),
                 (QVector<double>{6000, 6000}));
        QCOMPARE(values(chart.findPlottable<QCPBars>(QStringLiteral("GPUs")))[1], 5000.0);
    }

    void powerPanelTableShowsTheFigures()
    {
        auto s = testdata::makeReferenceLikeSession();
        PowerPanel panel;
        panel.setInputs(s->inputs());
        QCOMPARE(panel.figures()->valueOf(QStringLiteral("Heat")), QStringLiteral("24,498 BTU/h"));
        QCOMPARE(panel.figures()->valueOf(QStringLiteral("PSUs")), QStringLiteral("4 × 3,000 W"));
        QCOMPARE(panel.figures()->valueOf(QStringLiteral("Usable under N+1")), QStringLiteral("9,000 W"));
        QCOMPARE(panel.figures()->valueOf(QStringLiteral("Chassis airflow limit")),
                 QStringLiteral("6,500 W"));
        QCOMPARE(panel.figures()->valueOf(QStringLiteral("Input")),
                 QStringLiteral("230 V (high line, 200–240 V)"));
    }

    void costBarsAreTheBomLines()
    {
        auto s = testdata::makeReferenceLikeSession();
        CostChart chart;
        chart.setInputs(s->inputs());
        const auto &bom = s->evaluation.cost.bom;
        QCOMPARE(chart.plottableCount(), int(bom.size()));
        for (int i = 0; i < chart.plottableCount(); ++i) {
            auto *bars = qobject_cast<QCPBars *>(chart.plottable(i));
            QCOMPARE(bars->data()->constBegin()->key, double(i));
            QCOMPARE(bars->data()->constBegin()->value, bom[size_t(i)].extendedEur);
        }
    }

    void costPanelFlagsUnpricedLines()
    {
        auto s = testdata::makeReferenceLikeSession();
        CostPanel panel;
        panel.setInputs(s->inputs());
        QCOMPARE(panel.bomTable()->rowCount(), 7);
        // Row 5 is the NIC without a price.
        QCOMPARE(panel.bomTable()->item(5, 4)->text(), QStringLiteral("price on request"));
        QCOMPARE(panel.bomTable()->item(1, 6)->text(), QStringLiteral("2026-04-15"));
        QCOMPARE(panel.figures()->valueOf(QStringLiteral("Lines without a price")),
                 QStringLiteral("1 (price on request, left out of the totals)"));
        QCOMPARE(panel.figures()->valueOf(QStringLiteral("Total cost of ownership, 3 years")),
                 QStringLiteral("€135,549.00 — incomplete: 1 line(s) without price"));
    }

    void tcoLineIsTcoByYear()
    {
        auto s = testdata::makeReferenceLikeSession();
        TcoChart chart;
        chart.setInputs(s->inputs());
        QCPGraph *graph = chart.findPlottable<QCPGraph>(TcoChart::tcoName());
        QVERIFY(graph);
        QCOMPARE(values(graph), (QVector<double>{97320, 110063, 122806, 135549}));
        s->evaluation.cost.tcoByYearEur.push_back(148292);
        chart.setInputs(s->inputs());
        QCOMPARE(values(graph = chart.findPlottable<QCPGraph>(TcoChart::tcoName())).size(), 5);
    }

    void procurementRowsUseCoreValueAndFit()
    {
        auto s = testdata::makeReferenceLikeSession();
        const std::vector<ProcurementRow> rows = procurementRows(s->inputs());
        QCOMPARE(rows.size(), size_t(5));
        // RTX PRO 6000: $8,565 x 0.92 / 96 GB = 82.08 EUR/GB; it is the build's GPU.
        QVERIFY(qAbs(rows[0].figures.value.cardEurPerGb.value - 82.08125) < 1e-9);
        QVERIFY(rows[0].inBuild);
        QVERIFY(rows[0].fitsChassis);
        // Gaudi 3 is three slots wide; the chassis takes two.
        QVERIFY(!rows[4].fitsChassis);
        QVERIFY(!rows[4].refusal.empty());
        // H100 NVL has no price: every price-based figure is not available, never 0.
        QVERIFY(!rows[3].figures.value.priced);
        QVERIFY(!rows[3].figures.value.cardEurPerGb.available);
    }

    void procurementScatterAndTable()
    {
        auto s = testdata::makeReferenceLikeSession();
        ProcurementView view;
        view.setInputs(s->inputs());
        QCOMPARE(view.model()->rowCount(), 5);
        // Scatter: the four priced GPUs at (bandwidth, card EUR/GB), plus the frontier line.
        ProcurementChart *chart = view.chart();
        QCOMPARE(chart->plottableCount(), 5);
        QVERIFY(chart->findPlottable<QCPCurve>(ProcurementChart::frontierName()));
        auto *rtx = chart->findChild<QCPGraph *>(QStringLiteral("900-2G153-0000-000"));
        QVERIFY(rtx);
        QCOMPARE(rtx->data()->constBegin()->key, 1597.0);
        QVERIFY(qAbs(rtx->data()->constBegin()->value - 82.08125) < 1e-9);
        // Ranked by card EUR/GB: the RTX PRO 6000 first, the unpriced H100 NVL last.
        QCOMPARE(view.proxy()->index(0, ProcurementView::Name).data().toString(),
                 QStringLiteral("RTX PRO 6000 Blackwell Server Edition"));
        QCOMPARE(view.proxy()->index(0, ProcurementView::Rank).data().toString(), QStringLiteral("1"));
        QCOMPARE(view.proxy()->index(4, ProcurementView::Name).data().toString(), QStringLiteral("H100 NVL"));
        QCOMPARE(view.proxy()->index(4, ProcurementView::CardEurPerGb).data().toString(),
                 QStringLiteral("not available"));
        // Only what fits: Gaudi 3 leaves table and scatter.
        view.setOnlyFitting(true);
        QCOMPARE(view.proxy()->rowCount(), 4);
        QCOMPARE(view.visibleRows().size(), std::size_t(4));
        // Search narrows to one card; every control has an accessible name.
        view.setSearchText(QStringLiteral("h100 nvl"));
        QCOMPARE(view.proxy()->rowCount(), 1);
        view.setSearchText(QString());
        // Every control has an accessible name (parts of a control, such as a line edit's clear button
        // or a table's corner button, belong to it).
        auto partOfAControl = [&view](const QWidget *w) {
            for (const QWidget *p = w->parentWidget(); p && p != &view; p = p->parentWidget())
                if (qobject_cast<const QLineEdit *>(p) || qobject_cast<const QComboBox *>(p) ||
                    qobject_cast<const QAbstractItemView *>(p))
                    return true;
            return false;
        };
        for (QWidget *w : view.findChildren<QWidget *>()) {
            if (partOfAControl(w))
                continue;
            if (qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w) ||
                qobject_cast<QLineEdit *>(w) || qobject_cast<QTableView *>(w))
                QVERIFY2(!w->accessibleName().isEmpty(), w->metaObject()->className());
        }
    }

    void procurementCopyAndCompare()
    {
        auto s = testdata::makeReferenceLikeSession();
        ProcurementView view;
        view.setInputs(s->inputs());
        // Copy without a selection: header and the five rows, tab-separated.
        const QStringList lines = view.tabSeparated().trimmed().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 6);
        QVERIFY(lines.first().startsWith(QStringLiteral("rank\tsku\tgpu\t")));
        QVERIFY(lines[1].contains(QStringLiteral("\t82.08\t")));
        // Two rows selected: copy holds those two and the comparison shows them side by side.
        view.table()->selectionModel()->select(view.proxy()->index(0, 0),
                                               QItemSelectionModel::Select | QItemSelectionModel::Rows);
        view.table()->selectionModel()->select(view.proxy()->index(1, 0),
                                               QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QCOMPARE(view.tabSeparated().trimmed().split(QLatin1Char('\n')).size(), 3);
        QCOMPARE(view.comparison()->columnCount(), 2);
        QCOMPARE(view.comparison()->horizontalHeaderItem(0)->text(),
                 QStringLiteral("RTX PRO 6000 Blackwell Server Edition"));
        // CSV export through the safe writer; a formula-like name would be quoted as text.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("gpus.csv"));
        QString error;
        QVERIFY2(view.exportCsv(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll().count("\r\n"), 6);
    }
};

QTEST_MAIN(TstPowerCostCharts)
#include "tst_power_cost_charts.moc"
