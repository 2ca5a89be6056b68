// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"

#include <QDialog>

#include <string>

class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

namespace np
{

// Edit ▸ Add Workload…: the catalog's models (name, parameters, family) with a search box. Typing
// filters, the arrow and page keys move through the list while the search box keeps the focus,
// Enter picks the selected model, Escape cancels.
class ModelPickerDialog : public QDialog
{
    Q_OBJECT
public:
    explicit ModelPickerDialog(const CatalogSnapshot &catalog, QWidget *parent = nullptr);

    // The SKU of the chosen model, empty if none is selected.
    [[nodiscard]] std::string selectedSku() const;
    [[nodiscard]] QLineEdit *searchField() const { return m_search; }
    [[nodiscard]] QTableView *modelList() const { return m_list; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void selectFirstIfNone();

    QLineEdit *m_search;
    QTableView *m_list;
    QStandardItemModel *m_models;
    QSortFilterProxyModel *m_filter;
};

} // namespace np
