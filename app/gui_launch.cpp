// SPDX-License-Identifier: MIT
// The desktop application's start: QApplication, the catalog, the first build, the main window.
#include "app/cli_context.h"
#include "app/ui_language.h"

#include "catalog/catalog_database.h"
#include "catalog/sqlite_catalog_store.h"
#include "catalog/team_live_updates.h"
#include "ui/document/settings_keys.h"
#include "ui/shell/display_currency_menu.h"
#include "ui/shell/document_controller.h"
#include "ui/shell/main_window.h"
#include "ui/shell/part_history_action.h"
#include "ui/shell/price_entry_menu.h"
#include "ui/shell/team_catalog_switch.h"
#include "ui/shell/ui_resources.h"

#include <QApplication>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>

namespace np::app
{

int runGui(int argc, char **argv, const QString &catalogPath, const QString &language,
           const QString &buildPath)
{
    QApplication app(argc, argv);
    installTranslations(language);
    QCoreApplication::setOrganizationName(QStringLiteral("NodePlan"));
    QCoreApplication::setApplicationName(QStringLiteral("nodeplan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NODEPLAN_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("NodePlan"));
    QGuiApplication::setDesktopFileName(QStringLiteral("nodeplan"));
    initUiResources();
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/nodeplan.svg")));

    QString error;
    // Without --catalog, the team catalog chosen with File ▸ Connect to Team Catalog… (if any).
    const QString remembered =
        catalogPath.isEmpty() ? QSettings().value(settings::kTeamCatalog).toString() : QString();
    std::unique_ptr<CatalogDatabase> database =
        CatalogDatabase::open(remembered.isEmpty() ? catalogPath : remembered, &error);
    if (!database && !remembered.isEmpty()) {
        // A server that cannot be reached must not lock the user out: the local catalog instead.
        QMessageBox::warning(nullptr, QObject::tr("Team Catalog"),
                             QObject::tr("<p>The team catalog could not be opened; NodePlan uses the local "
                                         "catalog.</p><p>%1</p>")
                                 .arg(error.toHtmlEscaped()));
        database = CatalogDatabase::open(catalogPath, &error);
    }
    if (!database) {
        QMessageBox::critical(
            nullptr, QObject::tr("NodePlan cannot start"),
            QObject::tr("<p>The component catalog could not be opened.</p><p>%1</p>"
                        "<p>Start NodePlan with <tt>--catalog PATH</tt> to use another catalog file.</p>")
                .arg(error.toHtmlEscaped()));
        return kExitBadInput;
    }
    auto snapshot = std::make_shared<const CatalogSnapshot>(database->snapshot());

    // The window reaches the catalog file only through its store (no database connection in ui/).
    SqliteCatalogStore store(database->database());
    MainWindow window(snapshot, database->path());
    window.setPriceHistoryProvider([&store](const std::string &sku) { return store.priceHistory(sku); });
    window.attachQuotes(store);
    window.attachModelImport(store);
    // Money in one display currency, and prices entered by hand into the same catalog database.
    addDisplayCurrencyMenu(window.viewMenu());
    new PriceEntryMenu(&window, store);
    addPartHistoryAction(&window, store);
    addConnectTeamCatalogAction(&window);
    // A team catalog tells this window of other desktops' imports and of a lost server.
    if (database->isTeamCatalog()) {
        auto *live = new catalog::TeamLiveUpdates(database->database(), &window);
        QObject::connect(live, &catalog::TeamLiveUpdates::catalogChanged, &window,
                         &MainWindow::catalogChangedElsewhere);
        QObject::connect(live, &catalog::TeamLiveUpdates::stateChanged, &window,
                         [&window](catalog::TeamLiveUpdates::State state) {
                             window.setTeamCatalogReachable(state ==
                                                            catalog::TeamLiveUpdates::State::Listening);
                         });
        if (!live->start(&error))
            QMessageBox::warning(
                &window, QObject::tr("Team Catalog"),
                QObject::tr("Other desktops' price imports will show only after a restart: %1").arg(error));
    }
    window.show();
    window.documentController()->openStartBuild(buildPath);
    return QApplication::exec();
}

} // namespace np::app
