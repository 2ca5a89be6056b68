// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/price_changes.h"

#include <QDialog>

class QTableWidget;

// What a price-list import changed: each part's price old -> new, and the saved quotes now using
// out-of-date prices (the same lists `nodeplan catalog import` prints).
namespace np
{

class PriceUpdateDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PriceUpdateDialog(const catalog::PriceImportReport &report, QWidget *parent = nullptr);

    [[nodiscard]] QTableWidget *changesTable() const { return m_changes; }
    [[nodiscard]] QTableWidget *staleQuotesTable() const { return m_staleQuotes; }

private:
    QTableWidget *m_changes;
    QTableWidget *m_staleQuotes;
};

} // namespace np
