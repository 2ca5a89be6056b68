// SPDX-License-Identifier: MIT
#pragma once

// "History…" on the catalog browser's rows: the part's and its prices' changes on a team catalog
// (ChangeHistoryDialog), read through the catalog's store.
namespace np
{

class CatalogStore;
class MainWindow;

// Adds the action to the window's catalog browser; `store` must outlive the window.
void addPartHistoryAction(MainWindow *window, const CatalogStore &store);

} // namespace np
