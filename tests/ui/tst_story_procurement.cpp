// SPDX-License-Identifier: MIT
// User story 2, "procurement compares GPUs", through the widgets: a buyer ranks RTX PRO 6000
// Server Edition, H200 NVL, H100 NVL, L40S and Gaudi 3 by € per GB and € per dense BF16 TFLOPS
// with each price's date in view, imports a distributor's CSV price list, sees which open quotes
// are now out of date, compares the two best builds side by side over three years of energy, and
// reads the cost panel in dollars.
#include "charts/figures_table.h"
#include "tests/ui/story_steps.h"
#include "tests/ui/ui_fixture.h"
#include "ui/document/build_document.h"
#include "ui/panels/assessment_panel.h"
#include "ui/panels/cost_panel.h"
#include "ui/panels/key_figures_widget.h"
#include "ui/panels/procurement_view.h"
#include "ui/pricing/price_update_dialog.h"
#include "ui/pricing/quote_dialog.h"
#include "ui/pricing/quotes_dock.h"
#include "ui/shell/compare_builds_dialog.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QPushButton>
#include <QTableView>
#include <QTableWidget>
#include <QtTest>

using namespace np;

namespace
{

QPushButton *buttonNamed(QWidget *parent, const QString &text)
{
    for (QPushButton *b : parent->findChildren<QPushButton *>())
        if (b->text().remove(QLatin1Char('&')) == text)
            return b;
    return nullptr;
}

// A table row as the user reads it: the text of every cell of the row whose GPU column is `gpu`.
QStringList procurementRow(const ProcurementView *view, const QString &gpu)
{
    const QAbstractItemModel *model = view->table()->model();
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, ProcurementView::Name).data().toString() != gpu)
            continue;
        QStringList cells;
        for (int c = 0; c < model->columnCount(); ++c)
            cells << model->index(r, c).data().toString();
        return cells;
    }
    return {};
}

} // namespace

class TestStoryProcurement : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<test::StoryApp> m_app;
    MainWindow *window() const { return m_app->window.get(); }
    ProcurementView *procurement() const { return window()->findChild<ProcurementView *>(); }
    QuotesPanel *quotes() const { return window()->findChild<QuotesPanel *>(); }

    void rankBy(const QString &figure)
    {
        auto *rank = procurement()->findChild<QComboBox *>();
        for (QComboBox *box : procurement()->findChildren<QComboBox *>())
            if (box->accessibleName() == QStringLiteral("Rank GPUs by"))
                rank = box;
        const int index = rank->findText(figure);
        QVERIFY2(index >= 0, qPrintable(figure));
        rank->setCurrentIndex(index);
    }

    int rankOf(const QString &gpu) const
    {
        return procurementRow(procurement(), gpu).value(ProcurementView::Rank).toInt();
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        m_app = test::startApp();
        QAction *example = test::menuAction(window(), {"File", "Open Example", "reference-8x-rtx-pro-6000"});
        QVERIFY(example);
        example->trigger();
        auto *dock = window()->findChild<QDockWidget *>(QStringLiteral("procurementDock"));
        QVERIFY(dock);
        dock->raise(); // its tab clicked
        QVERIFY(procurement()->isVisible());
    }

    void cleanupTestCase() { m_app.reset(); }

    void ranksGpusByEuroPerGbWithPriceDates()
    {
        rankBy(QStringLiteral("card € per GB"));
        // Catalog prices at 0.92 EUR per USD, per GB of the card's nominal memory:
        // RTX PRO 6000 SE $8,565 x 0.92 / 96 = 82.08; Gaudi 3 PCIe $15,000 x 0.92 / 128 = 107.81;
        // L40S $8,000 x 0.92 / 48 = 153.33; H200 NVL $30,000 x 0.92 / 141 = 195.74; H100 NVL $32,200
        // (street, 2026-09-26) x 0.92 / 94 = 315.15.
        const QString rtx = QStringLiteral("NVIDIA RTX PRO 6000 Blackwell Server Edition 96GB");
        const QString gaudi = QStringLiteral("Intel Gaudi 3 PCIe card HL-338 128GB");
        const QString l40s = QStringLiteral("NVIDIA L40S 48GB");
        const QString h200 = QStringLiteral("NVIDIA H200 NVL 141GB");
        const QString h100 = QStringLiteral("NVIDIA H100 NVL 94GB");
        const QStringList row = procurementRow(procurement(), rtx);
        QCOMPARE(row.value(ProcurementView::CardEurPerGb), QStringLiteral("82.08"));
        QCOMPARE(row.value(ProcurementView::PriceDate), QStringLiteral("2026-04-01"));
        QCOMPARE(procurementRow(procurement(), gaudi).value(ProcurementView::CardEurPerGb),
                 QStringLiteral("107.81"));
        QCOMPARE(procurementRow(procurement(), l40s).value(ProcurementView::CardEurPerGb),
                 QStringLiteral("153.33"));
        QCOMPARE(procurementRow(procurement(), h200).value(ProcurementView::CardEurPerGb),
                 QStringLiteral("195.74"));
        QCOMPARE(procurementRow(procurement(), h100).value(ProcurementView::CardEurPerGb),
                 QStringLiteral("315.15"));
        // Every row shows its price's date (every seed GPU has a price since issue 22).
        for (const QString &gpu : {rtx, gaudi, l40s, h200, h100})
            QVERIFY2(!procurementRow(procurement(), gpu).value(ProcurementView::PriceDate).isEmpty(),
                     qPrintable(gpu));
        QCOMPARE(procurementRow(procurement(), h100).value(ProcurementView::PriceDate),
                 QStringLiteral("2026-09-26"));
        QVERIFY(rankOf(rtx) < rankOf(gaudi));
        QVERIFY(rankOf(gaudi) < rankOf(l40s));
        QVERIFY(rankOf(l40s) < rankOf(h200));
        QVERIFY(rankOf(h200) < rankOf(h100));

        rankBy(QStringLiteral("€ per dense BF16 TFLOPS"));
        // Gaudi 3 PCIe 13,800 / 1,835 (Intel's peak) = 7.52; RTX PRO 6000 SE 7,879.80 / 500 = 15.76;
        // L40S 7,360 / 362 = 20.33; H200 NVL 27,600 / 835 = 33.05.
        QCOMPARE(procurementRow(procurement(), gaudi).value(ProcurementView::EurPerBf16),
                 QStringLiteral("7.52"));
        QCOMPARE(procurementRow(procurement(), rtx).value(ProcurementView::EurPerBf16),
                 QStringLiteral("15.76"));
        QCOMPARE(procurementRow(procurement(), l40s).value(ProcurementView::EurPerBf16),
                 QStringLiteral("20.33"));
        QCOMPARE(procurementRow(procurement(), h200).value(ProcurementView::EurPerBf16),
                 QStringLiteral("33.05"));
        QVERIFY(rankOf(gaudi) < rankOf(rtx));
        QVERIFY(rankOf(rtx) < rankOf(l40s));
        QVERIFY(rankOf(l40s) < rankOf(h200));
    }

    void importsAPriceListAndSeesStaleQuotes()
    {
        // An open quote of the reference build, made in the Quotes panel.
        QPushButton *create = buttonNamed(quotes(), QStringLiteral("New from build"));
        QVERIFY(create);
        test::whenModalOpens([](QWidget *dialog) {
            if (auto *q = qobject_cast<QuoteDialog *>(dialog))
                q->accept();
        });
        QTest::mouseClick(create, Qt::LeftButton);
        QCOMPARE(quotes()->table()->rowCount(), 1);
        const QString number = quotes()->table()->item(0, 0)->text();
        QCOMPARE(quotes()->table()->item(0, 7)->text(), QStringLiteral("current"));

        // The distributor's list: the RTX PRO 6000 SE at $7,900, dated yesterday.
        const QString date = QDate::currentDate().addDays(-1).toString(Qt::ISODate);
        const QString csv = m_app->dir.filePath(QStringLiteral("distributor.csv"));
        QFile file(csv);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral(
                       "sku,price_usd,price_date,source\nNVIDIA-RTX-PRO-6000-SE,7900,%1,distributor list\n")
                       .arg(date)
                       .toUtf8());
        file.close();

        QStringList changed, stale;
        // The file dialog first; the report of what changed opens when it closes.
        test::answerFileDialog(csv, [&](QWidget *report) {
            if (auto *d = qobject_cast<PriceUpdateDialog *>(report)) {
                for (int c = 0; c < d->changesTable()->columnCount(); ++c)
                    changed << d->changesTable()->item(0, c)->text();
                for (int r = 0; r < d->staleQuotesTable()->rowCount(); ++r)
                    stale << d->staleQuotesTable()->item(r, 0)->text();
                d->accept();
            }
        });
        QAction *import = test::menuAction(window(), {"File", "Import Price List…"});
        QVERIFY(import);
        import->trigger();
        QCOMPARE(changed.value(0), QStringLiteral("NVIDIA-RTX-PRO-6000-SE"));
        QCOMPARE(changed.value(2), QStringLiteral("USD 8,565"));
        QCOMPARE(changed.value(4), QStringLiteral("USD 7,900"));
        QCOMPARE(changed.value(6), QStringLiteral("-7.8 %")); // -665 / 8,565 = -7.76 %
        QCOMPARE(stale, QStringList{number});
        // The Quotes panel marks the quote too, and the open build is re-priced:
        // 8 x $7,900 x 0.92 = €58,144 instead of €63,038.40: €160,353.42 - 4,894.40 = €155,459.02.
        QCOMPARE(quotes()->table()->item(0, 7)->text(), QStringLiteral("newer in catalog"));
        QCOMPARE(window()->assessmentPanel()->keyFigures()->value(QStringLiteral("total_eur")),
                 QStringLiteral("€155,459"));
        QCOMPARE(
            procurementRow(procurement(), QStringLiteral("NVIDIA RTX PRO 6000 Blackwell Server Edition 96GB"))
                .value(ProcurementView::PriceDate),
            date);
    }

    void comparesTwoBuildsOverThreeYears()
    {
        QAction *compare = test::menuAction(window(), {"File", "Compare Builds…"});
        QVERIFY(compare);
        compare->trigger();
        auto *dialog = window()->findChild<CompareBuildsDialog *>();
        QVERIFY(dialog);
        QCOMPARE(dialog->buildCount(), 1); // the open build comes in by itself
        test::answerFileDialog(
            QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/nvlink-bridged.nodeplan"));
        QTest::mouseClick(buttonNamed(dialog, QStringLiteral("Add Files…")), Qt::LeftButton);
        QCOMPARE(dialog->buildCount(), 2);
        QTableWidget *table = dialog->table();
        int tco = -1;
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, 0) &&
                table->item(r, 0)->text() == QStringLiteral("Total cost of ownership, 3 years"))
                tco = r;
        QVERIFY(tco >= 0);
        // The reference build: €155,459.02 + 3 years x 56,984 kWh x €0.1902 (€10,838.37) = €187,974.12.
        // 8x H200 NVL bridged: GPUs 8 x $30,000, CPUs 2 x $12,460, memory 24 x $2,284.80, drives 4 x
        // $5,000, NICs 2 x $1,599, PSUs 4 x $194, chassis $3,386 = $347,115.20 x 0.92 = €319,345.98,
        // + 3 x 58,433 kWh x €0.1902 (€11,113.96) = €352,688. Both complete: every line is priced, so
        // core ranks the row (lower cost is better) and the cells carry its verdict.
        QCOMPARE(table->item(tco, 1)->text(), QStringLiteral("€187,974 · best"));
        QCOMPARE(table->item(tco, 2)->text(), QStringLiteral("€352,688 · worst"));
        dialog->close();
    }

    void costPanelInTheDisplayCurrency()
    {
        auto *dock = window()->findChild<QDockWidget *>(QStringLiteral("costDock"));
        dock->raise();
        auto *cost = window()->findChild<CostPanel *>();
        QVERIFY(cost && cost->isVisible());
        QCOMPARE(cost->figures()->valueOf(QStringLiteral("Total to the customer")),
                 QStringLiteral("€155,459.02"));
        QAction *usd = test::menuAction(window(), {"View", "Display Currency", "USD"});
        QVERIFY(usd);
        usd->trigger();
        // €155,459.02 / 0.92 EUR per USD = $168,977.20.
        QCOMPARE(cost->figures()->valueOf(QStringLiteral("Total to the customer")),
                 QStringLiteral("$168,977.20"));
        QCOMPARE(cost->bomTable()->horizontalHeaderItem(4)->text(), QStringLiteral("Unit (USD)"));
        test::menuAction(window(), {"View", "Display Currency", "EUR"})->trigger();
        QCOMPARE(cost->figures()->valueOf(QStringLiteral("Total to the customer")),
                 QStringLiteral("€155,459.02"));
    }
};

QTEST_MAIN(TestStoryProcurement)
#include "tst_story_procurement.moc"
