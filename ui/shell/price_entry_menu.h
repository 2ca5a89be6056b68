// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/price_entry.h"

#include <QObject>

#include <functional>
#include <string>

class QAbstractItemView;

// "Set Price…" on the catalog browser's rows and the cost panel's bill of materials. The price goes
// into the catalog through CatalogStore::setPartPrice (one transaction); the open build and the browser
// then get a fresh snapshot, so every total and tile updates. Catalog edits are not undoable.
namespace np
{

class CatalogStore;
class MainWindow;

class PriceEntryMenu : public QObject
{
    Q_OBJECT
public:
    // Adds the action to the window's catalog browser and cost panel (when it has one).
    // `store` (the catalog's) must outlive the menu.
    PriceEntryMenu(MainWindow *window, CatalogStore &store);

    // Asks for a price for `sku` and stores it; true when a price was stored.
    bool setPriceFor(const std::string &sku);
    // Stores `entry` and refreshes the views; on failure says why in *error.
    bool store(const catalog::PriceEntry &entry, QString *error);

private:
    void addAction(QAbstractItemView *view, const std::function<std::string()> &skuOfCurrentRow);

    MainWindow *m_window;
    CatalogStore &m_store;
};

} // namespace np
