// SPDX-License-Identifier: MIT
// Help menu: the user guide comes from the resources, the shortcut list from the window's actions
// and the assumptions from core's catalogue of them.
#include "core/assumptions.h"
#include "tests/ui/ui_fixture.h"
#include "ui/document/build_document.h"
#include "ui/shell/help_window.h"
#include "ui/shell/main_window.h"

#include <QAction>
#include <QMenuBar>
#include <QTextBrowser>
#include <QtTest>

using namespace np;

class TestHelp : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateSettings(); }

    void userGuideCoversTheFiveWalkThroughs()
    {
        const QString guide = userGuideMarkdown();
        for (int n = 1; n <= 5; ++n)
            QVERIFY2(guide.contains(QStringLiteral("## Walk-through %1").arg(n)),
                     qPrintable(QString::number(n)));
        QVERIFY(guide.contains(QStringLiteral("## How the figures are computed")));
    }

    void helpMenuOpensEachPage()
    {
        MainWindow window(test::seedCatalog(), test::seedCatalogPath());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const char *name : {"userGuideAction", "shortcutsAction", "assumptionsAction"}) {
            auto *action = window.findChild<QAction *>(QLatin1String(name));
            QVERIFY2(action, name);
            action->trigger();
        }
        auto *guide = window.findChild<HelpWindow *>(QStringLiteral("userGuideWindow"));
        QVERIFY(guide && guide->isVisible());
        QVERIFY(guide->browser()->toPlainText().contains(QStringLiteral("Walk-through 3")));
        auto *keys = window.findChild<HelpWindow *>(QStringLiteral("shortcutsWindow"));
        QVERIFY(keys);
        // Read from the actions: Undo's key as the platform writes it, and the chassis keys.
        QVERIFY(keys->browser()->toPlainText().contains(
            QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
        QVERIFY(keys->browser()->toPlainText().contains(QStringLiteral("Tab, Shift+Tab")));
        QVERIFY(window.findChild<HelpWindow *>(QStringLiteral("assumptionsWindow")));
        window.document()->markSaved();
    }

    void assumptionsListEveryKeyWithItsReason()
    {
        Assumptions changed;
        changed.pcieEfficiency = 0.7;
        const QString html = assumptionsHtml(changed);
        for (const AssumptionInfo &info : assumptionCatalog()) {
            QVERIFY2(html.contains(QString::fromLatin1(info.key.data(), qsizetype(info.key.size()))),
                     info.key.data());
            QVERIFY(!info.reason.empty());
        }
        // The build's own value is shown, with the default beside it: 0.7 here, 0.8 by default.
        QVERIFY(html.contains(QStringLiteral("0.7<br><i>default 0.8</i>")));
    }
};

QTEST_MAIN(TestHelp)
#include "tst_help.moc"
