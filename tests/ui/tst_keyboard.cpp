// SPDX-License-Identifier: MIT
// A build edited without a mouse: every step below is a key press (QTest::keyClick/keyClicks)
// on the widget that has the focus, as a keyboard user would type it.
#include "tests/ui/ui_fixture.h"
#include "ui/catalog_browsing/catalog_browser.h"
#include "ui/chassis/chassis_view.h"
#include "ui/chassis/scene/chassis_geometry.h"
#include "ui/chassis/scene/slot_item.h"
#include "ui/document/build_document.h"
#include "ui/shell/document_controller.h"
#include "ui/shell/main_window.h"

#include <QApplication>
#include <QLineEdit>
#include <QTableView>
#include <QUndoStack>
#include <QtTest>

using namespace np;

class TestKeyboard : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<MainWindow> m_window;
    BuildDocument *doc() const { return m_window->document(); }
    ChassisView *view() const { return m_window->chassisView(); }
    CatalogBrowser *catalog() const { return m_window->catalogBrowser(); }

    // Key presses go to whichever widget has the focus, as they do for a user.
    static void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget *target = QApplication::focusWidget();
        QVERIFY(target);
        QTest::keyClick(target, key, modifiers);
    }

    // Ctrl+F, type the search, Down into the results.
    void findInCatalog(const QString &text)
    {
        press(Qt::Key_F, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget(), catalog()->searchField());
        QTest::keyClicks(catalog()->searchField(), text);
        press(Qt::Key_Down);
        QCOMPARE(QApplication::focusWidget(), catalog()->table());
    }

    // Tab from the catalog table into the chassis, Home to its first slot, then Tab on through
    // the slots to `slotId`.
    void tabToSlot(const std::string &slotId)
    {
        press(Qt::Key_Tab);
        QCOMPARE(QApplication::focusWidget(), view());
        press(Qt::Key_Home);
        for (int i = 0; i < 200 && view()->focusedSlotId() != slotId; ++i)
            press(Qt::Key_Tab);
        QCOMPARE(view()->focusedSlotId(), slotId);
    }

private slots:
    void initTestCase() { test::isolateSettings(); }

    void init()
    {
        m_window = std::make_unique<MainWindow>(test::seedCatalog(), test::seedCatalogPath());
        m_window->resize(1600, 1000);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(m_window->documentController()->openFile(DocumentController::referenceBuildPath(), true));
        QCoreApplication::processEvents();
    }

    void cleanup()
    {
        doc()->markSaved();
        m_window.reset();
    }

    void removeAndPlaceWithKeysOnly()
    {
        findInCatalog(QStringLiteral("L40S"));
        QCOMPARE(catalog()->currentSku(), std::string("NVIDIA-L40S"));
        tabToSlot("gpu0");
        QVERIFY(view()->slotItem("gpu0")->isSelected()); // the selection follows the focus

        // Delete empties the focused slot, as one undo step.
        const int steps = doc()->undoStack()->count();
        press(Qt::Key_Delete);
        QVERIFY(doc()->skuInSlot("gpu0").empty());
        QCOMPARE(doc()->undoStack()->count(), steps + 1);

        // Enter on the catalog row puts the part into the focused slot.
        findInCatalog(QStringLiteral("L40S"));
        press(Qt::Key_Return);
        QCOMPARE(doc()->skuInSlot("gpu0"), std::string("NVIDIA-L40S"));
        QCOMPARE(doc()->undoStack()->count(), steps + 2);

        // Ctrl+Z takes it out again, Ctrl+Z puts the original GPU back.
        press(Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(doc()->skuInSlot("gpu0").empty());
        press(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(doc()->skuInSlot("gpu0"), std::string("NVIDIA-RTX-PRO-6000-SE"));
    }

    void enterFillsTheFirstEmptySlotThatTakesThePart()
    {
        // gpu3 emptied, then the focus on a drive bay (which takes no GPU): Enter on a GPU row
        // goes to the first empty GPU slot instead.
        findInCatalog(QStringLiteral("L40S"));
        tabToSlot("gpu3");
        press(Qt::Key_Delete);
        findInCatalog(QStringLiteral("L40S"));
        tabToSlot("bay2");
        findInCatalog(QStringLiteral("L40S"));
        press(Qt::Key_Return);
        QCOMPARE(doc()->skuInSlot("gpu3"), std::string("NVIDIA-L40S"));
        QVERIFY(doc()->skuInSlot("bay2").empty());
        // Every GPU slot full now: the next Enter changes nothing and says why.
        const int steps = doc()->undoStack()->count();
        press(Qt::Key_Return);
        QCOMPARE(doc()->undoStack()->count(), steps);
    }

    void arrowKeysMoveToTheNearestSlotInThatDirection()
    {
        findInCatalog(QStringLiteral("L40S"));
        tabToSlot("gpu0");
        const QPointF from = chassis_geometry::toScene(view()->slotItem("gpu0")->slot().geometry).center();
        press(Qt::Key_Right);
        const std::string right = view()->focusedSlotId();
        QVERIFY(view()->slotItem(right));
        QVERIFY(right != "gpu0");
        const QPointF at = chassis_geometry::toScene(view()->slotItem(right)->slot().geometry).center();
        QVERIFY(at.x() > from.x());
        QVERIFY(view()->slotItem(right)->isSelected()); // Delete would act on it
        press(Qt::Key_Left);
        const std::string left = view()->focusedSlotId();
        QVERIFY(view()->slotItem(left));
        QVERIFY(chassis_geometry::toScene(view()->slotItem(left)->slot().geometry).center().x() < at.x());
    }
};

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
