// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/price_changes.h"
#include "ui/pricing/stale_recent_builds.h"

#include <QDialog>

class QTableWidget;

// What a price-list import changed: each part's price old -> new, and the saved quotes now using
// out-of-date prices (the same lists `nodeplan catalog import` prints), and the recent builds that
// use a part whose price changed.
namespace np
{

class PriceUpdateDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PriceUpdateDialog(const catalog::PriceImportReport &report,
                               const std::vector<StaleRecentBuild> &recentBuilds = {},
                               QWidget *parent = nullptr);

    [[nodiscard]] QTableWidget *changesTable() const { return m_changes; }
    [[nodiscard]] QTableWidget *staleQuotesTable() const { return m_staleQuotes; }
    [[nodiscard]] QTableWidget *recentBuildsTable() const { return m_recentBuilds; }

private:
    QTableWidget *m_changes;
    QTableWidget *m_staleQuotes;
    QTableWidget *m_recentBuilds;
};

} // namespace np
