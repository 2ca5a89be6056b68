// SPDX-License-Identifier: MIT
#include "ui/shell/part_history_action.h"

#include "ui/catalog_browsing/catalog_browser.h"
#include "ui/pricing/change_history_dialog.h"
#include "ui/shell/main_window.h"

#include <QAction>
#include <QTableView>

namespace np
{

void addPartHistoryAction(MainWindow *window, const CatalogStore &store)
{
    CatalogBrowser *browser = window->catalogBrowser();
    auto *action = new QAction(MainWindow::tr("&History…"), browser->table());
    action->setObjectName(QStringLiteral("partHistoryAction"));
    action->setToolTip(MainWindow::tr("Who changed this part and its prices, and when (team catalog)"));
    QObject::connect(action, &QAction::triggered, window, [window, browser, &store] {
        const QString sku = QString::fromStdString(browser->currentSku());
        if (!sku.isEmpty())
            ChangeHistoryDialog::showFor(window, store, sku, MainWindow::tr("part %1").arg(sku));
    });
    browser->table()->setContextMenuPolicy(Qt::ActionsContextMenu);
    browser->table()->addAction(action);
}

} // namespace np
