// SPDX-License-Identifier: MIT
// User story 1, "a request for quote", through the widgets of the desktop application: a customer
// wants a box to LoRA-fine-tune a 70B model and serve Llama 3.1 405B in INT4, in one 4U, on a
// 208 V feed, for about €150k. The sales engineer opens the reference build, reads the fit of both
// workloads, sets the customer's feed and redundancy, swaps two parts and watches the price and the
// findings follow, saves a quote and exports the PDF build sheet.
#include "tests/report/pdf_tools.h"
#include "tests/ui/story_steps.h"
#include "tests/ui/ui_fixture.h"
#include "ui/catalog_browsing/catalog_browser.h"
#include "ui/chassis/chassis_view.h"
#include "ui/document/build_document.h"
#include "ui/panels/assessment_panel.h"
#include "ui/panels/findings_view.h"
#include "ui/panels/key_figures_widget.h"
#include "ui/panels/workloads_panel.h"
#include "ui/pricing/quote_dialog.h"
#include "ui/pricing/quotes_dock.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTableWidget>
#include <QTreeWidget>
#include <QtTest>

using namespace np;

namespace
{

// The widget of the options toolbar a screen reader announces as `name`.
template <typename Widget> Widget *named(QWidget *window, const QString &name)
{
    for (Widget *w : window->findChildren<Widget *>())
        if (w->accessibleName() == name)
            return w;
    return nullptr;
}

int column(const QTreeWidget *tree, const QString &header)
{
    for (int c = 0; c < tree->columnCount(); ++c)
        if (tree->headerItem()->text(c) == header)
            return c;
    return -1;
}

} // namespace

class TestStoryRequestForQuote : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<test::StoryApp> m_app;
    MainWindow *window() const { return m_app->window.get(); }
    BuildDocument *doc() const { return window()->document(); }
    QStringList findings() const { return test::findingTexts(window()->assessmentPanel()->findings()); }

    // A click on the slot, then the part found in the catalog and placed with Enter.
    void placeByKeyboard(const std::string &slotId, const QString &search)
    {
        ChassisView *view = window()->chassisView();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->slotViewportPos(slotId));
        QCOMPARE(view->currentSlotId(), slotId);
        CatalogBrowser *catalog = window()->catalogBrowser();
        catalog->searchField()->clear();
        QTest::keyClicks(catalog->searchField(), search);
        QTest::keyClick(catalog->searchField(), Qt::Key_Down);
        QTest::keyClick(catalog->table(), Qt::Key_Return);
    }

private slots:
    void initTestCase()
    {
        test::isolateSettings();
        m_app = test::startApp();
    }

    void cleanupTestCase() { m_app.reset(); }

    void opensTheReferenceBuild()
    {
        QAction *example = test::menuAction(window(), {"File", "Open Example", "reference-8x-rtx-pro-6000"});
        QVERIFY(example);
        example->trigger();
        QCOMPARE(doc()->build().name, std::string("Fine-tuning server (8× RTX PRO 6000 Blackwell 96GB)"));
        QCOMPARE(window()->assessmentPanel()->keyFigures()->value(QStringLiteral("gpus")).left(3),
                 QStringLiteral("8 ×"));
    }

    void serves405BInInt4AtTp8WithRoomForConcurrentSequences()
    {
        QTreeWidget *list = window()->workloadsPanel()->list();
        QCOMPARE(list->topLevelItem(1)->text(0), QStringLiteral("Llama 3.1 405B · inference · INT4 · TP8"));
        QCOMPARE(list->topLevelItem(1)->text(column(list, QStringLiteral("Fit"))), QStringLiteral("fits"));
        // Weights INT4 (group 128) and runtime: 27.5 GiB per GPU at TP8 with one 8k sequence. KV cache:
        // 126 layers x 8 KV heads x 128 x 2 (K, V) x 2 bytes (FP16) = 516,096 B per token, an eighth per
        // GPU at TP8 = 64,512 B; x 8,192 tokens = 0.49 GiB per sequence per GPU. The engine may use
        // 0.90 x 95.2 GiB = 85.6 GiB: (85.6 - (27.5 - 0.49)) / 0.49 = 119.2, so 119 sequences.
        const QString fit = test::firstContaining(
            findings(),
            QStringLiteral("Llama 3.1 405B · inference · INT4 · TP8: 27.5 GiB of 85.6 GiB per GPU"));
        QVERIFY2(!fit.isEmpty(), qPrintable(findings().join(QLatin1Char('\n'))));
        QVERIFY2(fit.contains(QStringLiteral("119 concurrent sequences at 8,192 tokens")), qPrintable(fit));
    }

    void lora70BFitsPerGpu()
    {
        QTreeWidget *list = window()->workloadsPanel()->list();
        QCOMPARE(list->topLevelItem(2)->text(0),
                 QStringLiteral("Llama 3.1 70B · LoRA r16 · BF16 · ZeRO-3 × 8"));
        QCOMPARE(list->topLevelItem(2)->text(column(list, QStringLiteral("Fit"))), QStringLiteral("fits"));
        // ZeRO-3 shards the 70.6 B BF16 weights 8 ways (16.4 GiB per GPU) plus adapters, optimizer
        // state, activations at 4k with checkpointing and runtime: 29.5 of the 95.6 GiB usable.
        const QString fit = test::firstContaining(
            findings(),
            QStringLiteral("Llama 3.1 70B · LoRA r16 · BF16 · ZeRO-3 × 8: 29.5 GiB of 95.6 GiB per GPU"));
        QVERIFY2(!fit.isEmpty(), qPrintable(findings().join(QLatin1Char('\n'))));
    }

    void psuVerdictAtTheCustomersFeedAndRedundancy()
    {
        // The customer's 208 V feed, typed into the options toolbar.
        auto *volts = named<QSpinBox>(window(), QStringLiteral("Feed voltage"));
        QVERIFY(volts);
        QCOMPARE(volts->value(), 230);
        volts->setFocus();
        volts->selectAll();
        QTest::keyClicks(volts, QStringLiteral("208"));
        QTest::keyClick(volts, Qt::Key_Return);
        QCOMPARE(doc()->build().options.inputVolts, 208.0);
        // 7,082 W at the wall at 0.99 power factor = 7,154 VA; 7,154 VA / 208 V = 34.4 A (31.1 A at 230 V).
        const QString draw = test::firstContaining(findings(), QStringLiteral(" W at the wall ("));
        QVERIFY2(draw.contains(QStringLiteral("7,154 VA, 34.4 A at 208 V")), qPrintable(draw));

        // N+N redundancy (two feeds): 2 of the 4 × 3,200 W PSUs carry the load, 6,400 W < 6,778 W peak.
        auto *redundancy = named<QComboBox>(window(), QStringLiteral("PSU redundancy"));
        QVERIFY(redundancy);
        redundancy->setFocus();
        QTest::keyClick(redundancy, Qt::Key_Down); // N+1 -> N+N
        QCOMPARE(doc()->build().options.psuRedundancy, PsuRedundancy::NPlusN);
        const QString short_ = test::firstContaining(findings(), QStringLiteral("N+N (2+2) leaves"));
        QVERIFY2(short_.contains(QStringLiteral("6,400 W usable, 378 W short of the 6,778 W peak")),
                 qPrintable(short_));
        // Back to N+1: 3 × 3,200 = 9,600 W usable, 9,600 - 6,778 = 2,822 W to spare.
        QTest::keyClick(redundancy, Qt::Key_Up);
        QCOMPARE(doc()->build().options.psuRedundancy, PsuRedundancy::NPlus1);
        const QString holds = test::firstContaining(findings(), QStringLiteral("N+1 (3+1) leaves"));
        QVERIFY2(holds.contains(QStringLiteral("9,600 W usable, 2,822 W above the 6,778 W peak")),
                 qPrintable(holds));
    }

    void swappingTwoPartsChangesPriceAndFindings()
    {
        KeyFiguresWidget *figures = window()->assessmentPanel()->keyFigures();
        // The seed catalog prices every line (issue 22): CPUs 2 x $11,791, memory 24 x $2,284.80, GPUs
        // 8 x $8,565, drives 4 x $5,000, NICs 2 x $1,599, PSUs 4 x $194 and the chassis $3,386 =
        // $174,297.20; at 0.92 EUR/USD €160,353.42, above the customer's €150k: the swap below is needed.
        QCOMPARE(figures->value(QStringLiteral("total_eur")), QStringLiteral("€160,353"));
        const QString peakBefore = test::firstContaining(findings(), QStringLiteral("Peak 6,778 W DC"));
        QVERIFY(!peakBefore.isEmpty());

        placeByKeyboard("cpu0", QStringLiteral("EPYC 9555"));
        QCOMPARE(doc()->skuInSlot("cpu0"), std::string("AMD-EPYC-9555"));
        // One EPYC 9575F ($11,791) for a 9555 ($9,826): -$1,965 x 0.92 EUR/USD = -€1,807.80.
        QCOMPARE(figures->value(QStringLiteral("total_eur")), QStringLiteral("€158,546"));
        placeByKeyboard("cpu1", QStringLiteral("EPYC 9555"));
        QCOMPARE(doc()->skuInSlot("cpu1"), std::string("AMD-EPYC-9555"));
        // Both: 160,353.42 - 2 x 1,807.80 = €156,737.82.
        QCOMPARE(figures->value(QStringLiteral("total_eur")), QStringLiteral("€156,738"));
        // The findings follow: CPUs 2 x 360 W TDP instead of 2 x 400 W (-80 W), and the fans, which
        // follow the heat they carry, 8 W less: peak 6,778 - 88 = 6,690 W DC, 7,056 VA at the wall,
        // 7,056 / 208 = 33.9 A.
        QVERIFY(test::firstContaining(findings(), QStringLiteral("Peak 6,778 W DC")).isEmpty());
        const QString draw = test::firstContaining(findings(), QStringLiteral(" W at the wall ("));
        QVERIFY2(draw.startsWith(QStringLiteral("Peak 6,690 W DC (GPUs 4,800, CPUs 720,")), qPrintable(draw));
        QVERIFY2(draw.contains(QStringLiteral("7,056 VA, 33.9 A at 208 V")), qPrintable(draw));
    }

    void savesAQuoteAndExportsTheBuildSheet()
    {
        auto *quotes = window()->findChild<QuotesPanel *>();
        QVERIFY(quotes);
        QPushButton *create = nullptr;
        for (QPushButton *b : quotes->findChildren<QPushButton *>())
            if (b->text().remove(QLatin1Char('&')) == QStringLiteral("New from build"))
                create = b;
        QVERIFY(create);
        QString dialogTitle;
        test::whenModalOpens([&](QWidget *dialog) {
            dialogTitle = dialog->windowTitle();
            if (auto *q = qobject_cast<QuoteDialog *>(dialog)) {
                auto *customer = q->findChildren<QLineEdit *>().value(0);
                customer->setText(QStringLiteral("Acme Research"));
                q->accept();
            }
        });
        QTest::mouseClick(create, Qt::LeftButton);
        QVERIFY2(!dialogTitle.isEmpty(), "no quote dialog opened");
        QCOMPARE(quotes->table()->rowCount(), 1);
        QCOMPARE(quotes->table()->item(0, 3)->text(), QStringLiteral("Acme Research"));

        const QString pdf = m_app->dir.filePath(QStringLiteral("rfq-build-sheet.pdf"));
        test::answerFileDialog(pdf);
        QAction *exportSheet = test::menuAction(window(), {"File", "Export", "Build Sheet (PDF)…"});
        QVERIFY(exportSheet);
        exportSheet->trigger();
        QFile file(pdf);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(pdf));
        QCOMPARE(file.read(5), QByteArray("%PDF-"));
        const QString text = test::pdfText(pdf);
        // The customer's sheet names the part (the catalog's SKU is an internal code, not printed).
        QVERIFY2(test::containsText(text, QStringLiteral("AMD EPYC 9555")), qPrintable(text.left(600)));
        QVERIFY(!text.contains(QStringLiteral("AMD-EPYC-9555")));
        // The sheet carries what the customer asked about, as the window showed it.
        for (const QString &expected :
             {QStringLiteral("7,056 VA, 33.9 A at 208 V"), QStringLiteral("9,600 W usable under N+1"),
              QStringLiteral("€156,737.82")})
            QVERIFY2(test::containsText(text, expected), qPrintable(expected));
        QVERIFY2(test::containsText(text, QStringLiteral("Llama 3.1 405B")), qPrintable(text.left(600)));
    }
};

QTEST_MAIN(TestStoryRequestForQuote)
#include "tst_story_request_for_quote.moc"
