// SPDX-License-Identifier: MIT
#include "ui/shell/price_entry_menu.h"

#include "catalog/catalog_store.h"
#include "presentation/message_limits.h"
#include "presentation/number_format.h"
#include "ui/catalog_browsing/catalog_browser.h"
#include "ui/document/build_document.h"
#include "ui/document/display_currency.h"
#include "ui/document/part_text.h"
#include "ui/panels/cost_panel.h"
#include "ui/pricing/set_price_dialog.h"
#include "ui/shell/main_window.h"

#include <QAction>
#include <QDate>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>

namespace np
{

PriceEntryMenu::PriceEntryMenu(MainWindow *window, CatalogStore &store)
    : QObject(window), m_window(window), m_store(store)
{
    CatalogBrowser *browser = window->catalogBrowser();
    addAction(browser->table(), [browser] { return browser->currentSku(); });
    if (auto *cost = window->findChild<CostPanel *>()) {
        QTableWidget *bom = cost->bomTable();
        addAction(bom, [bom] {
            const QTableWidgetItem *sku = bom->currentRow() < 0 ? nullptr : bom->item(bom->currentRow(), 1);
            return sku ? sku->text().toStdString() : std::string();
        });
    }
}

void PriceEntryMenu::addAction(QAbstractItemView *view, const std::function<std::string()> &skuOfCurrentRow)
{
    auto *action = new QAction(tr("Set &Price…"), view);
    action->setObjectName(QStringLiteral("setPriceAction"));
    action->setToolTip(tr("Enter a price for this part (stored in the catalog with today's date)"));
    connect(action, &QAction::triggered, this, [this, skuOfCurrentRow] {
        if (const std::string sku = skuOfCurrentRow(); !sku.empty())
            setPriceFor(sku);
    });
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    view->addAction(action);
}

bool PriceEntryMenu::setPriceFor(const std::string &sku)
{
    const PartRef part = m_window->document()->catalog().find(sku);
    if (!part.info)
        return false;
    SetPriceDialog dialog(*part.info, DisplayCurrency::instance().code(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    // Saved only over the price this dialog showed: one changed meanwhile (another desk on a team
    // catalog) is refused with who changed it, not overwritten.
    catalog::PriceEntry entry = dialog.entry();
    entry.checkSeenPrice = true;
    entry.seenPrice = part.info->price;
    QString error;
    if (!store(entry, &error)) {
        QMessageBox::warning(m_window, tr("Set Price"), error);
        return false;
    }
    return true;
}

bool PriceEntryMenu::store(const catalog::PriceEntry &entry, QString *error)
{
    QStringList errors;
    if (!m_store.setPartPrice(entry, &errors)) {
        if (error)
            *error = capped(errors).join(QLatin1Char('\n'));
        return false;
    }
    // The open build and the browser use the new price from now on.
    const std::string name = m_window->document()->catalog().name;
    auto snapshot = std::make_shared<const CatalogSnapshot>(
        m_store.snapshot(QString::fromStdString(name), QDate::currentDate().toString(Qt::ISODate)));
    m_window->document()->setCatalog(snapshot);
    m_window->catalogBrowser()->setCatalog(snapshot);
    m_window->statusBar()->showMessage(
        tr("Stored a price for %1: %2")
            .arg(entry.sku, NumberFormat::forGui().money(entry.amount, 2, entry.currency)),
        5000);
    return true;
}

} // namespace np
