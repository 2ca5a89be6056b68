// SPDX-License-Identifier: MIT
// The main window on a small screen: its minimum size fits 1280 × 800 and 1366 × 768 (less a title
// bar and a panel), so no dock, field, tab or the status bar is pushed off the bottom.
#include "tests/ui/ui_fixture.h"
#include "ui/document/build_document.h"
#include "ui/shell/document_controller.h"
#include "ui/shell/main_window.h"

#include <QDockWidget>
#include <QStatusBar>
#include <QtTest>

using namespace np;

class TestSmallScreen : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateSettings(); }

    void minimumSizeFitsA768PixelScreen()
    {
        MainWindow window(test::seedCatalog(), test::seedCatalogPath());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.documentController()->openFile(DocumentController::referenceBuildPath(), true));
        QCoreApplication::processEvents();
        // 768 px less about 60 px for a title bar and a desktop panel.
        const QSize minimum = window.minimumSizeHint();
        QString docks;
        for (const QDockWidget *dock : window.findChildren<QDockWidget *>())
            docks += QStringLiteral("%1 %2×%3; ")
                         .arg(dock->objectName())
                         .arg(dock->minimumSizeHint().width())
                         .arg(dock->minimumSizeHint().height());
        QVERIFY2(minimum.height() <= 708 && minimum.width() <= 1280,
                 qPrintable(QStringLiteral("window minimum %1×%2; docks: %3")
                                .arg(minimum.width())
                                .arg(minimum.height())
                                .arg(docks)));

        // At 1280 × 740 the status bar is inside the window.
        window.resize(1280, 740);
        QCoreApplication::processEvents();
        QCOMPARE(window.size(), QSize(1280, 740));
        QVERIFY(window.statusBar()->geometry().bottom() < window.height());
        window.document()->markSaved();
    }
};

QTEST_MAIN(TestSmallScreen)
#include "tst_small_screen.moc"
