// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"

#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

class QComboBox;
class QLineEdit;
class QTableView;
class QTextBrowser;
class QLabel;

namespace np
{

class PartFilterModel;
class PartTableModel;

// The catalog dock: search as you type, filter by kind, sortable columns with units, and a
// detail pane with every spec, the price with its date and source, and whether the figures are
// verified. Rows drag onto the chassis view.
class CatalogBrowser : public QWidget
{
    Q_OBJECT
public:
    using PriceHistoryProvider = std::function<std::vector<Price>(const std::string &sku)>;

    explicit CatalogBrowser(QWidget *parent = nullptr);

    void setCatalog(std::shared_ptr<const CatalogSnapshot> catalog);
    // Where the detail pane gets a part's older prices (the catalog database); optional.
    void setPriceHistoryProvider(PriceHistoryProvider provider);

    [[nodiscard]] PartTableModel *model() const { return m_model; }
    [[nodiscard]] PartFilterModel *filterModel() const { return m_filter; }
    [[nodiscard]] QTableView *table() const { return m_table; }
    [[nodiscard]] QLineEdit *searchField() const { return m_search; }
    [[nodiscard]] QComboBox *kindFilter() const { return m_kind; }
    [[nodiscard]] QString detailText() const;
    [[nodiscard]] std::string currentSku() const;

public slots:
    // Selects the row of `sku` (clearing the filters if they hide it); empty clears the selection.
    void selectSku(const QString &sku);
    void focusSearch();

signals:
    void currentSkuChanged(const QString &sku);
    // Enter (or a double click) on a row: put this part into the build.
    void placeRequested(const QString &sku);

protected:
    // Down in the search field moves into the results, so a part is found and placed by keyboard.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setUpFilters();
    void setUpTable();
    void setUpDetailsAndCount();
    void layOut();
    void showDetails(const std::string &sku);
    void onCurrentChanged();

    PartTableModel *m_model;
    PartFilterModel *m_filter;
    QLineEdit *m_search;
    QComboBox *m_kind;
    QTableView *m_table;
    QTextBrowser *m_details;
    QLabel *m_count;
    PriceHistoryProvider m_priceHistory;
    bool m_selecting = false;
};

} // namespace np
