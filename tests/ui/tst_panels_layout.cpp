// SPDX-License-Identifier: MIT
// The main window at 1280 × 800 with the reference build: key-figure tiles that reflow and are
// never clipped, a bill of materials that shows at least five rows and charts tall enough to read,
// chassis labels no smaller than 8 pt; and the keyboard path: Ctrl+F brings the catalog forward,
// Ctrl+Shift+M maximises and restores a panel, every slot is reached by Tab and announced (role and
// name) to screen readers; and a new workload that starts where it fits.
#include "charts/figures_table.h"
#include "charts/power_chart.h"
#include "charts/throughput_chart.h"
#include "core/evaluator.h"
#include "tests/ui/ui_fixture.h"
#include "ui/catalog_browsing/catalog_browser.h"
#include "ui/chassis/chassis_view.h"
#include "ui/chassis/scene/slot_item.h"
#include "ui/common/on_screen.h"
#include "ui/document/build_document.h"
#include "ui/panels/assessment_panel.h"
#include "ui/panels/cost_panel.h"
#include "ui/panels/key_figures_widget.h"
#include "ui/panels/power_panel.h"
#include "ui/panels/workload_charts_panel.h"
#include "ui/panels/workloads_panel.h"
#include "ui/shell/document_controller.h"
#include "ui/shell/main_window.h"
#include "ui/shell/panel_maximizer.h"

#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QTableWidget>
#include <QTreeWidget>
#include <QtTest>

using namespace np;

class TestPanelsLayout : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> m_window;

    QDockWidget *dock(const char *name) const
    {
        return m_window->findChild<QDockWidget *>(QString::fromLatin1(name));
    }

    void openAt(const QSize &size)
    {
        m_window = std::make_unique<MainWindow>(test::seedCatalog(), test::seedCatalogPath());
        m_window->resize(size);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(m_window->documentController()->openFile(DocumentController::referenceBuildPath(), true));
        QCoreApplication::processEvents();
    }

    static void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget *target = QApplication::focusWidget();
        QVERIFY(target);
        QTest::keyClick(target, key, modifiers);
        QCoreApplication::processEvents();
    }

    // Every tile's value label lies inside the visible part of the tiles' scroll area.
    void verifyTilesNotClipped()
    {
        KeyFiguresWidget *tiles = m_window->assessmentPanel()->keyFigures();
        auto *scroll = qobject_cast<QScrollArea *>(tiles->parentWidget()->parentWidget());
        QVERIFY(scroll);
        const int visibleWidth = scroll->viewport()->width();
        for (const QLabel *value :
             tiles->findChildren<QLabel *>(QRegularExpression(QStringLiteral("^figure\\.")))) {
            const QRect frame(value->parentWidget()->mapTo(scroll->viewport(), QPoint(0, 0)),
                              value->parentWidget()->size());
            QVERIFY2(frame.left() >= 0 && frame.right() < visibleWidth,
                     qPrintable(QStringLiteral("%1 at %2..%3 of %4")
                                    .arg(value->objectName())
                                    .arg(frame.left())
                                    .arg(frame.right())
                                    .arg(visibleWidth)));
            QVERIFY2(value->width() >= value->sizeHint().width(),
                     qPrintable(value->objectName() + value->text()));
        }
    }

private slots:
    void initTestCase() { test::isolateSettings(); }

    void cleanup()
    {
        if (m_window)
            m_window->document()->markSaved();
        m_window.reset();
    }

    void tilesReflowAndAreNeverClipped()
    {
        openAt(QSize(1280, 800));
        verifyTilesNotClipped();
        KeyFiguresWidget *tiles = m_window->assessmentPanel()->keyFigures();
        // The price and the PSU capacity are among them, readable in full.
        QVERIFY(!tiles->value(QStringLiteral("total_eur")).isEmpty());
        QVERIFY(!tiles->value(QStringLiteral("psu_usable_w")).isEmpty());
        // The first-start dock at 1280 × 800 holds two columns; a wider one more. Never clipped.
        QCOMPARE(tiles->columnCount(), 2);
        QDockWidget *assessment = dock("assessmentDock");
        m_window->resizeDocks({assessment}, {620}, Qt::Horizontal);
        QCoreApplication::processEvents();
        QVERIFY2(tiles->columnCount() >= 3, qPrintable(QString::number(tiles->columnCount())));
        verifyTilesNotClipped();
    }

    void tilesTakeOneColumnWhenOnlyOneFits()
    {
        KeyFiguresWidget tiles;
        tiles.setEvaluation(evaluate(ResolvedBuild{}));
        const int one = tiles.minimumSizeHint().width();
        tiles.resize(one, 800);
        QCOMPARE(tiles.columnCount(), 1);
        tiles.resize(2 * one + 20, 800);
        QCOMPARE(tiles.columnCount(), 2);
        // A layout's height follows its width: one column is about twice as tall as two.
        QVERIFY(tiles.heightForWidth(one) > tiles.heightForWidth(2 * one + 20) * 3 / 2);
    }

    void bomShowsFiveRowsAndChartsAreReadableAt1280x800()
    {
        openAt(QSize(1280, 800));
        dock("costDock")->raise();
        QCoreApplication::processEvents();
        auto *cost = m_window->findChild<CostPanel *>();
        QTableWidget *bom = cost->bomTable();
        QVERIFY(isOnScreen(bom));
        QVERIFY(bom->rowCount() >= 5);
        // Rows that fit below the header without scrolling.
        const int visibleRows = bom->viewport()->height() / bom->rowHeight(0);
        QVERIFY2(
            visibleRows >= 5,
            qPrintable(QStringLiteral("%1 rows in %2 px").arg(visibleRows).arg(bom->viewport()->height())));

        dock("workloadsDock")->raise();
        QCoreApplication::processEvents();
        auto *charts = m_window->findChild<WorkloadChartsPanel *>();
        charts->tabs()->setCurrentWidget(charts->throughputChart());
        QCoreApplication::processEvents();
        QVERIFY2(charts->throughputChart()->height() >= 220,
                 qPrintable(QString::number(charts->throughputChart()->height())));

        // The power chart gets the larger share of its panel's width, so its legend spreads over
        // columns and the plot keeps its height.
        dock("powerDock")->raise();
        QCoreApplication::processEvents();
        auto *power = m_window->findChild<PowerPanel *>();
        QVERIFY2(power->chart()->width() > power->figures()->width(),
                 qPrintable(QStringLiteral("chart %1, table %2")
                                .arg(power->chart()->width())
                                .arg(power->figures()->width())));
        QVERIFY(power->chart()->height() >= 220);
    }

    void slotLabelsAreAtLeast8PointOrLeftOut()
    {
        openAt(QSize(1280, 800));
        ChassisView *view = m_window->chassisView();
        view->grab(); // paint every slot at the window's zoom
        const double minPixels = SlotItem::kMinLabelPoints * view->logicalDpiY() / 72.0;
        int labelled = 0;
        for (const std::string &slotId : view->slotOrder()) {
            const SlotItem *item = view->slotItem(slotId);
            if (item->paintedLabel().isEmpty())
                continue;
            ++labelled;
            QVERIFY2(item->paintedLabelPixels() >= minPixels - 0.5,
                     qPrintable(QStringLiteral("%1: '%2' at %3 px")
                                    .arg(QString::fromStdString(slotId), item->paintedLabel())
                                    .arg(item->paintedLabelPixels())));
        }
        // The GPUs, CPUs and PSUs have room for a label at this size.
        QVERIFY2(!view->slotItem("gpu0")->paintedLabel().isEmpty(), "gpu0 has no label");
        QVERIFY(labelled >= 8);
    }

    void ctrlFBringsTheCatalogForward()
    {
        openAt(QSize(1280, 800));
        dock("workloadListDock")->raise(); // the catalog behind its tab
        QCoreApplication::processEvents();
        QVERIFY(!isOnScreen(m_window->catalogBrowser()->searchField()));
        m_window->chassisView()->setFocus();
        press(Qt::Key_F, Qt::ControlModifier);
        QVERIFY(isOnScreen(m_window->catalogBrowser()->searchField()));
        QCOMPARE(QApplication::focusWidget(), m_window->catalogBrowser()->searchField());
    }

    void ctrlShiftMMaximisesAndRestoresThePanelWithTheFocus()
    {
        openAt(QSize(1280, 800));
        QDockWidget *costDock = dock("costDock");
        costDock->raise();
        QCoreApplication::processEvents();
        auto *cost = m_window->findChild<CostPanel *>();
        cost->bomTable()->setFocus();
        const int heightBefore = costDock->height();
        press(Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(m_window->panelMaximizer()->isMaximized());
        QCOMPARE(m_window->panelMaximizer()->maximizedDock(), costDock);
        QVERIFY(!dock("assessmentDock")->isVisible());
        QVERIFY(!m_window->chassisView()->isVisible());
        // The panel takes (nearly) the whole window below the toolbars.
        QVERIFY2(costDock->width() >= m_window->width() - 20, qPrintable(QString::number(costDock->width())));
        QVERIFY2(costDock->height() > heightBefore * 2, qPrintable(QString::number(costDock->height())));
        // The menu action says what it does, for screen readers.
        auto *action = m_window->findChild<QAction *>(QStringLiteral("maximisePanelAction"));
        QVERIFY(action && action->isChecked());
        QVERIFY(!action->text().remove(QLatin1Char('&')).isEmpty());

        press(Qt::Key_M, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!m_window->panelMaximizer()->isMaximized());
        QVERIFY(dock("assessmentDock")->isVisible());
        QVERIFY(m_window->chassisView()->isVisible());
        QVERIFY(isOnScreen(cost->bomTable())); // its tab stays in front
        QVERIFY(!action->isChecked());
    }

    void everySlotIsReachedByTabAndAnnounced()
    {
        openAt(QSize(1280, 800));
        ChassisView *view = m_window->chassisView();
        QAccessibleInterface *chassis = QAccessible::queryAccessibleInterface(view);
        QVERIFY(chassis);
        const std::vector<std::string> order = view->slotOrder();
        QCOMPARE(chassis->childCount(), static_cast<int>(order.size()));
        for (int i = 0; i < chassis->childCount(); ++i) {
            QAccessibleInterface *slot = chassis->child(i);
            QVERIFY(slot && slot->isValid());
            QCOMPARE(slot->role(), QAccessible::ListItem);
            QCOMPARE(slot->text(QAccessible::Name), view->slotAccessibleName(order[std::size_t(i)]));
            QCOMPARE(chassis->indexOfChild(slot), i);
        }
        // Tab walks every slot in order; each one becomes the accessible focus child.
        view->setFocus(Qt::TabFocusReason);
        view->focusSlot(order.front());
        for (std::size_t i = 0; i < order.size(); ++i) {
            QCOMPARE(view->focusedSlotId(), order[i]);
            QAccessibleInterface *focused = chassis->focusChild();
            QVERIFY(focused);
            QVERIFY(focused->state().focused);
            QCOMPARE(focused->text(QAccessible::Name), view->slotAccessibleName(order[i]));
            if (i + 1 < order.size())
                press(Qt::Key_Tab);
        }
        // A filled GPU slot names its part; the name of the first GPU reads "<slot>: <part>".
        QVERIFY2(view->slotAccessibleName("gpu0").contains(QStringLiteral("RTX PRO 6000")),
                 qPrintable(view->slotAccessibleName("gpu0")));
    }

    void newWorkloadStartsWhereItFitsAndChartsFollowIt()
    {
        openAt(QSize(1280, 800));
        BuildDocument *doc = m_window->document();
        const int before = static_cast<int>(doc->build().workloads.size());
        dock("workloadsDock")->raise();
        m_window->workloadsPanel()->addWorkloadWithModel("llama-3.1-70b");
        QCoreApplication::processEvents();
        QCOMPARE(static_cast<int>(doc->build().workloads.size()), before + 1);
        const Workload &added = doc->build().workloads.back();
        // 70.6e9 parameters × 2 B = 141 GB of BF16 weights: more than one 96 GB card holds, half of
        // it (70.6 GB) fits one with room for the KV cache: BF16 at TP 2.
        QCOMPARE(added.precision, Precision::Bf16);
        QCOMPARE(added.tensorParallel, 2);
        QVERIFY(doc->evaluation().workloads.back().fits);
        // The list and the charts show the new one.
        QCOMPARE(m_window->workloadsPanel()->currentWorkload(), before);
        auto *charts = m_window->findChild<WorkloadChartsPanel *>();
        QCOMPARE(charts->currentWorkload(), before);
        QCOMPARE(charts->throughputChart()->workloadIndex(), before);
        // Its whole label is the selector's tooltip and accessible description.
        QCOMPARE(charts->workloadSelector()->toolTip(), charts->workloadSelector()->currentText());
        QCOMPARE(charts->workloadSelector()->accessibleDescription(),
                 charts->workloadSelector()->currentText());

        // 405B: 811 GB in BF16 is more than the box's 8 × 96 GB; in FP8 (405 GB) it fits at TP 8
        // (50.7 GB a card) but not at TP 4 (101 GB a card).
        m_window->workloadsPanel()->addWorkloadWithModel("llama-3.1-405b");
        QCoreApplication::processEvents();
        QCOMPARE(doc->build().workloads.back().precision, Precision::Fp8);
        QCOMPARE(doc->build().workloads.back().tensorParallel, 8);
        QCOMPARE(charts->currentWorkload(), before + 1);
    }
};

QTEST_MAIN(TestPanelsLayout)
#include "tst_panels_layout.moc"
