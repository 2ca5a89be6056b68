// SPDX-License-Identifier: MIT
// The main window driven as a user would: drop catalog rows on chassis slots (real drag events on
// the view's viewport), refused drops with their reason, selection following between the views,
// findings highlighting slots, title and modified marker, save and reopen.
#include "presentation/build_file.h"
#include "tests/ui/ui_fixture.h"
#include "ui/catalog_browsing/catalog_browser.h"
#include "ui/catalog_browsing/part_mime.h"
#include "ui/chassis/chassis_view.h"
#include "ui/chassis/scene/slot_item.h"
#include "ui/document/build_document.h"
#include "ui/document/editing.h"
#include "ui/document/settings_keys.h"
#include "ui/panels/assessment_panel.h"
#include "ui/panels/findings_view.h"
#include "ui/panels/key_figures_widget.h"
#include "ui/shell/build_properties_dialog.h"
#include "ui/shell/document_controller.h"
#include "ui/shell/main_window.h"

#include <QDockWidget>
#include <QDragEnterEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QToolBar>
#include <QUndoStack>
#include <QUrl>
#include <QtTest>

using namespace np;

namespace
{

std::unique_ptr<QMimeData> catalogRow(const std::string &sku)
{
    auto data = std::make_unique<QMimeData>();
    data->setData(mime::kSku, QByteArray::fromStdString(sku));
    return data;
}

// Sends enter, move and (if the move was accepted) drop to the viewport, as a real drag does.
// Returns whether the view accepted the drag over the slot.
bool dragAndDrop(ChassisView *view, const std::string &slotId, const QMimeData *data,
                 Qt::DropAction action = Qt::CopyAction)
{
    const QPoint pos = view->slotViewportPos(slotId);
    QDragEnterEvent enter(pos, action | Qt::MoveAction, data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &enter);
    if (!enter.isAccepted())
        return false;
    QDragMoveEvent move(pos, action | Qt::MoveAction, data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &move);
    if (!move.isAccepted()) {
        QDragLeaveEvent leave;
        QCoreApplication::sendEvent(view->viewport(), &leave);
        return false;
    }
    QDropEvent drop(QPointF(pos), action | Qt::MoveAction, data, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &drop);
    return drop.isAccepted();
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> m_window;
    BuildDocument *doc() const { return m_window->document(); }
    ChassisView *view() const { return m_window->chassisView(); }

private slots:
    void initTestCase() { test::isolateSettings(); }

    void init()
    {
        m_window = std::make_unique<MainWindow>(test::seedCatalog(), test::seedCatalogPath());
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QVERIFY(m_window->documentController()->openFile(DocumentController::referenceBuildPath(), true));
        QCoreApplication::processEvents();
    }

    void cleanup()
    {
        doc()->markSaved(); // no "unsaved changes" question when the test window closes
        m_window.reset();
    }

    void opensReferenceBuildInChassis()
    {
        QVERIFY(m_window->windowTitle().startsWith(QStringLiteral("Fine-tuning server")));
        QVERIFY(m_window->windowTitle().endsWith(QStringLiteral("[*] — NodePlan")));
        QVERIFY(!m_window->isWindowModified());
        // Every slot of the chassis is drawn; the filled ones show their part.
        QCOMPARE(view()->slotItem("gpu0")->sku(), std::string("NVIDIA-RTX-PRO-6000-SE"));
        QVERIFY(view()->slotItem("bay2")->sku().empty());
        QVERIFY(!m_window->assessmentPanel()->findings()->rules().isEmpty());
        QVERIFY(m_window->assessmentPanel()
                    ->keyFigures()
                    ->value(QStringLiteral("gpus"))
                    .startsWith(QStringLiteral("8 ×")));
    }

    void dropPlacesGpuThroughTheDropPath()
    {
        QVERIFY(removeParts(*doc(), {"gpu0"}));
        QVERIFY(view()->slotItem("gpu0")->sku().empty());
        QSignalSpy evaluated(doc(), &BuildDocument::evaluated);
        const auto data = catalogRow("NVIDIA-L40S");
        QVERIFY(dragAndDrop(view(), "gpu0", data.get()));
        QCOMPARE(evaluated.count(), 1);
        QCOMPARE(doc()->skuInSlot("gpu0"), std::string("NVIDIA-L40S"));
        QCOMPARE(view()->slotItem("gpu0")->sku(), std::string("NVIDIA-L40S"));
        QVERIFY(doc()->evaluation().gpu.mixed);
        QVERIFY(m_window->isWindowModified());
        doc()->undoStack()->undo();
        QVERIFY(doc()->skuInSlot("gpu0").empty());
        doc()->undoStack()->redo();
        QCOMPARE(doc()->skuInSlot("gpu0"), std::string("NVIDIA-L40S"));
    }

    void incompatibleDropIsRefusedWithReason()
    {
        const auto data = catalogRow("AMD-EPYC-9575F");
        const QString reason = view()->dropRefusal("gpu2", data.get());
        QVERIFY2(reason.contains(QStringLiteral("takes GPUs")), qPrintable(reason));
        QVERIFY(!dragAndDrop(view(), "gpu2", data.get()));
        QCOMPARE(doc()->skuInSlot("gpu2"), std::string("NVIDIA-RTX-PRO-6000-SE"));
        QCOMPARE(m_window->statusBar()->currentMessage(), reason);
        QCOMPARE(doc()->undoStack()->count(), 0);
        // An SXM module is refused by every GPU slot, with the reason.
        const auto sxm = catalogRow("NVIDIA-H100-SXM5");
        QVERIFY(view()->dropRefusal("gpu0", sxm.get()).contains(QStringLiteral("SXM")));
    }

    void dragBetweenSlotsMoves()
    {
        auto data = catalogRow("MICRON-9550PRO-15T36-U2");
        data->setData(mime::kSourceSlot, QByteArrayLiteral("bay0"));
        QVERIFY(dragAndDrop(view(), "bay3", data.get(), Qt::MoveAction));
        QVERIFY(doc()->skuInSlot("bay0").empty());
        QCOMPARE(doc()->skuInSlot("bay3"), std::string("MICRON-9550PRO-15T36-U2"));
        QCOMPARE(doc()->evaluation().storage.drives, 4);
    }

    void deleteKeyRemovesSelectedPart()
    {
        view()->setFocus();
        view()->slotItem("nic1")->setSelected(true);
        QTest::keyClick(view(), Qt::Key_Delete);
        QVERIFY(doc()->skuInSlot("nic1").empty());
        QCOMPARE(doc()->evaluation().network.nics, 1);
    }

    void selectionFollowsBetweenViewAndCatalog()
    {
        view()->scene()->clearSelection();
        view()->slotItem("cpu1")->setSelected(true);
        QCOMPARE(m_window->catalogBrowser()->currentSku(), std::string("AMD-EPYC-9575F"));
        m_window->catalogBrowser()->selectSku(QStringLiteral("PSU-3200W-TITANIUM"));
        emit m_window->catalogBrowser()->currentSkuChanged(QStringLiteral("PSU-3200W-TITANIUM"));
        QCOMPARE(view()->selectedSlotIds(), (std::vector<std::string>{"psu0", "psu1", "psu2", "psu3"}));
    }

    void findingHighlightsItsSlots()
    {
        // Removing three PSUs raises a power weakness naming the remaining PSU's slot.
        QVERIFY(removeParts(*doc(), {"psu1", "psu2", "psu3"}));
        FindingsView *findings = m_window->assessmentPanel()->findings();
        QVERIFY(findings->rules().contains(QStringLiteral("power.psu_capacity_insufficient")));
        QTreeWidgetItem *target = nullptr;
        for (int i = 0; i < findings->topLevelItemCount(); ++i)
            for (int j = 0; j < findings->topLevelItem(i)->childCount(); ++j)
                if (findings->topLevelItem(i)->child(j)->data(0, FindingsView::RuleRole).toString() ==
                    QLatin1String("power.psu_capacity_insufficient"))
                    target = findings->topLevelItem(i)->child(j);
        QVERIFY(target);
        findings->setCurrentItem(target);
        // The finding's slotIds are the placed PSUs: only psu0 is left.
        QVERIFY(target->data(0, FindingsView::SlotIdsRole).toStringList().contains(QStringLiteral("psu0")));
        QVERIFY(m_window->assessmentPanel()
                    ->keyFigures()
                    ->value(QStringLiteral("psu_usable_w"))
                    .contains(QStringLiteral("W")));
    }

    void saveAndReopen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("saved.nodeplan"));
        placePart(*doc(), "bay7", "MICRON-9550PRO-15T36-U2");
        QVERIFY(m_window->isWindowModified());
        QVERIFY(m_window->documentController()->saveTo(path));
        QVERIFY(!m_window->isWindowModified());
        const QByteArray saved = buildToJson(doc()->build());

        QVERIFY(m_window->documentController()->openFile(DocumentController::referenceBuildPath(), true));
        QVERIFY(doc()->skuInSlot("bay7").empty());
        QVERIFY(m_window->documentController()->openFile(path, true));
        QCOMPARE(buildToJson(doc()->build()), saved);
        QCOMPARE(doc()->skuInSlot("bay7"), std::string("MICRON-9550PRO-15T36-U2"));
        QCOMPARE(doc()->filePath(), path);
    }

    void optionsBarShowsTheDefaultFeedBeforeAnyFile()
    {
        // A window whose first file could not be read never evaluated a build: the feed voltage box
        // must still say the build's default 230 V, not its 90 V minimum (it did).
        MainWindow fresh(test::seedCatalog(), test::seedCatalogPath());
        QSpinBox *volts = nullptr;
        for (auto *box : fresh.findChildren<QSpinBox *>())
            if (box->accessibleName() == QLatin1String("Feed voltage"))
                volts = box;
        QVERIFY(volts);
        QCOMPARE(volts->value(), 230);
    }

    void damagedFileKeepsCurrentBuild()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.nodeplan"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"nodeplan-build\", \"version\": 99, ");
        file.close();
        QVERIFY(!m_window->documentController()->openFile(path, true));
        QCOMPARE(doc()->evaluation().gpu.count, 8); // the reference build is still open
        QVERIFY(!m_window->statusBar()->currentMessage().isEmpty());
    }

    void propertiesAreOneUndoableEdit()
    {
        const std::string original = doc()->build().name;
        const int steps = doc()->undoStack()->count();
        setProperties(*doc(), {"8× H200 NVL inference", "ACME Research", "Rack 4, 32 A feed"});
        QCOMPARE(doc()->undoStack()->count(), steps + 1);
        QCOMPARE(doc()->build().name, std::string("8× H200 NVL inference"));
        QCOMPARE(doc()->build().customer, std::string("ACME Research"));
        QCOMPARE(doc()->build().notes, std::string("Rack 4, 32 A feed"));
        QCOMPARE(m_window->windowTitle(), QStringLiteral("8× H200 NVL inference[*] — NodePlan"));
        // The build sheet and quotes read the evaluation's name.
        QCOMPARE(doc()->evaluation().buildName, std::string("8× H200 NVL inference"));
        QVERIFY(m_window->isWindowModified());

        doc()->undoStack()->undo();
        QCOMPARE(doc()->build().name, original);
        QVERIFY(doc()->build().customer.empty());
        QVERIFY(doc()->build().notes.empty());
        QVERIFY(m_window->windowTitle().startsWith(QString::fromStdString(original)));
        QVERIFY(!m_window->isWindowModified());

        // Setting the same properties again pushes nothing.
        setProperties(*doc(), BuildProperties::of(doc()->build()));
        QCOMPARE(doc()->undoStack()->count(), steps + 1);
    }

    void propertiesDialogFieldsAreNamedAndLabelled()
    {
        BuildPropertiesDialog dialog({"Node A", "ACME", "first line\nsecond line"}, m_window.get());
        QCOMPARE(dialog.nameEdit()->accessibleName(), QStringLiteral("Build name"));
        QCOMPARE(dialog.customerEdit()->accessibleName(), QStringLiteral("Customer"));
        QCOMPARE(dialog.notesEdit()->accessibleName(), QStringLiteral("Notes"));
        int buddies = 0;
        for (QLabel *label : dialog.findChildren<QLabel *>())
            if (label->buddy()) {
                ++buddies;
                QCOMPARE(label->accessibleName(), label->buddy()->accessibleName());
            }
        QCOMPARE(buddies, 3);
        dialog.nameEdit()->setText(QStringLiteral("  Node B  "));
        dialog.customerEdit()->clear();
        const BuildProperties edited = dialog.properties();
        QCOMPARE(edited.name, std::string("Node B")); // trimmed
        QVERIFY(edited.customer.empty());
        QCOMPARE(edited.notes, std::string("first line\nsecond line"));
    }

    void droppedBuildFileOpens()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dropped.nodeplan"));
        Build build = test::referenceBuild();
        build.name = "Dropped build";
        QString error;
        QVERIFY2(writeBuildFile(path, build, &error), qPrintable(error));

        // Another kind of file is not taken.
        QMimeData text;
        text.setUrls({QUrl::fromLocalFile(dir.filePath(QStringLiteral("notes.txt")))});
        QDragEnterEvent refused(QPoint(10, 10), Qt::CopyAction, &text, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &refused);
        QVERIFY(!refused.isAccepted());

        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QCoreApplication::sendEvent(m_window.get(), &drop);
        QVERIFY(drop.isAccepted());
        QCOMPARE(doc()->build().name, std::string("Dropped build"));
        QCOMPARE(doc()->filePath(), path);
        QCOMPARE(m_window->windowTitle(), QStringLiteral("Dropped build[*] — NodePlan"));
    }

    void resetLayoutPutsDocksAndToolbarsBack()
    {
        auto dock = [this](const char *name) {
            return m_window->findChild<QDockWidget *>(QString::fromLatin1(name));
        };
        // The user rearranges: the catalog floats, the assessment closes, the cost panel moves to
        // the left, the options toolbar goes to the left edge; the arrangement is saved.
        dock("catalogDock")->setFloating(true);
        dock("assessmentDock")->close();
        m_window->addDockWidget(Qt::LeftDockWidgetArea, dock("costDock"));
        auto *options = m_window->findChild<QToolBar *>(QStringLiteral("optionsToolBar"));
        m_window->addToolBar(Qt::LeftToolBarArea, options);
        options->hide();
        QSettings().setValue(settings::kWindowState, m_window->saveState(1));
        QSettings().setValue(settings::kWindowGeometry, m_window->saveGeometry());

        QAction *reset = nullptr;
        for (QAction *menu : m_window->menuBar()->actions())
            if (menu->text() == QStringLiteral("&View"))
                for (QAction *action : menu->menu()->actions())
                    if (action->text() == QStringLiteral("&Reset Layout"))
                        reset = action;
        QVERIFY(reset);
        reset->trigger();

        // As at first start: catalog and workload list tabbed on the left (catalog in front),
        // assessment on the right, the four chart panels tabbed at the bottom, toolbars on top.
        for (const char *name : {"catalogDock", "workloadListDock", "assessmentDock", "workloadsDock",
                                 "powerDock", "costDock", "procurementDock"}) {
            QVERIFY2(!dock(name)->isFloating(), name);
            QVERIFY2(!dock(name)->isHidden(), name);
        }
        QCOMPARE(m_window->dockWidgetArea(dock("catalogDock")), Qt::LeftDockWidgetArea);
        QCOMPARE(m_window->tabifiedDockWidgets(dock("catalogDock")),
                 QList<QDockWidget *>{dock("workloadListDock")});
        QCOMPARE(m_window->dockWidgetArea(dock("assessmentDock")), Qt::RightDockWidgetArea);
        QCOMPARE(m_window->dockWidgetArea(dock("costDock")), Qt::BottomDockWidgetArea);
        QCOMPARE(m_window->tabifiedDockWidgets(dock("workloadsDock")).size(), 3);
        QVERIFY(!dock("catalogDock")->visibleRegion().isEmpty()); // in front of its tab group
        QVERIFY(!dock("workloadsDock")->visibleRegion().isEmpty());
        for (QToolBar *bar : m_window->findChildren<QToolBar *>()) {
            QCOMPARE(m_window->toolBarArea(bar), Qt::TopToolBarArea);
            QVERIFY(bar->isVisible());
        }
        // Nothing saved is left to bring the old arrangement back at the next start.
        QVERIFY(!QSettings().contains(settings::kWindowState));
        QVERIFY(!QSettings().contains(settings::kWindowGeometry));
    }

    void overlaysDrawFromTheEvaluation()
    {
        view()->setOverlay(ChassisView::PcieOverlay, true);
        view()->setOverlay(ChassisView::PowerOverlay, true);
        view()->setOverlay(ChassisView::HeatOverlay, true);
        QCOMPARE(view()->overlays(),
                 ChassisView::Overlays(ChassisView::PcieOverlay | ChassisView::PowerOverlay |
                                       ChassisView::HeatOverlay));
        // Rendering with every overlay on must not crash and must paint something.
        QImage image(800, 500, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        view()->scene()->render(&painter);
        painter.end();
        QVERIFY(image.pixel(400, 250) != QColor(Qt::white).rgb() ||
                image.pixel(200, 200) != QColor(Qt::white).rgb());
        view()->setOverlay(ChassisView::PcieOverlay, false);
        view()->setOverlay(ChassisView::PowerOverlay, false);
        view()->setOverlay(ChassisView::HeatOverlay, false);
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
