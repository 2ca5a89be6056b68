// SPDX-License-Identifier: MIT
// The main window on a team catalog: another desktop's price import (as TeamLiveUpdates reports it)
// re-prices the open build and marks the quote it makes stale, without a restart; a lost server shows
// "Team catalog unreachable — reconnecting" in the status bar and the Quotes panel; File ▸ Connect to
// Team Catalog… is in the File menu. (The notifications themselves: tests/team/tst_team_live.)
#include "catalog/price_entry.h"
#include "tests/ui/story_steps.h"
#include "tests/ui/ui_fixture.h"
#include "ui/document/build_document.h"
#include "ui/pricing/quotes_dock.h"
#include "ui/shell/main_window.h"
#include "ui/shell/team_catalog_switch.h"

#include <QAction>
#include <QLabel>
#include <QMenu>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>

using namespace np;

class TestTeamCatalogWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }

    void anotherDesktopsImportRepricesTheBuildAndMarksTheQuote()
    {
        auto app = test::startApp();
        MainWindow &window = *app->window;
        window.document()->resetBuild(test::referenceBuild());
        const Build build = window.document()->build();
        QString error;
        QVERIFY2(app->store->createQuote(quoteForBuild(build), window.document()->catalog(), &error),
                 qPrintable(error));
        auto *quotes = window.findChild<QuotesPanel *>();
        QVERIFY(quotes);
        quotes->refresh();
        QCOMPARE(quotes->table()->rowCount(), 1);
        const int pricesColumn = quotes->table()->columnCount() - 1;
        QCOMPARE(quotes->table()->item(0, pricesColumn)->text(), QStringLiteral("current"));

        // Another desk prices the build's GPU; this window hears of it.
        std::string gpu;
        for (const Placement &p : build.placements)
            if (window.document()->catalog().findGpu(p.sku))
                gpu = p.sku;
        QVERIFY(!gpu.empty());
        catalog::PriceEntry entry;
        entry.sku = QString::fromStdString(gpu);
        entry.amount = 12345;
        entry.kind = QStringLiteral("list");
        entry.source = QStringLiteral("pricing desk");
        QStringList errors;
        QVERIFY2(app->store->setPartPrice(entry, &errors), qPrintable(errors.join(u'\n')));
        QVERIFY(window.document()->catalog().findGpu(gpu)->info.price->amount != 12345.0);
        window.catalogChangedElsewhere({entry.sku});
        QCOMPARE(window.document()->catalog().findGpu(gpu)->info.price->amount, 12345.0);
        QCOMPARE(quotes->table()->item(0, pricesColumn)->text(), QStringLiteral("newer in catalog"));
        QVERIFY2(window.statusBar()->currentMessage().contains(entry.sku),
                 qPrintable(window.statusBar()->currentMessage()));
        window.document()->markSaved();
    }

    void aLostServerIsShownUntilItIsBack()
    {
        auto app = test::startApp();
        MainWindow &window = *app->window;
        auto *quotes = window.findChild<QuotesPanel *>();
        window.setTeamCatalogReachable(false);
        auto *state = window.findChild<QLabel *>(QStringLiteral("teamCatalogState"));
        QVERIFY(state);
        QVERIFY(state->isVisible());
        QCOMPARE(state->text(), QStringLiteral("Team catalog unreachable — reconnecting"));
        QVERIFY(!quotes->connectionState()->isHidden());
        QCOMPARE(quotes->connectionState()->text(),
                 QStringLiteral("Team catalog unreachable — reconnecting"));
        window.setTeamCatalogReachable(true);
        QVERIFY(state->isHidden());
        QVERIFY(quotes->connectionState()->isHidden());
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Team catalog reachable again"));
    }

    void connectToTeamCatalogIsInTheFileMenu()
    {
        auto app = test::startApp();
        addConnectTeamCatalogAction(app->window.get());
        auto *action = app->window->findChild<QAction *>(QStringLiteral("connectTeamCatalogAction"));
        QVERIFY(action);
        QVERIFY(app->window->fileMenu()->actions().contains(action));
        QCOMPARE(test::menuAction(app->window.get(), {"File", "Connect to Team Catalog…"}), action);
    }
};

QTEST_MAIN(TestTeamCatalogWindow)
#include "tst_team_catalog_window.moc"
