// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/change_history.h"

#include <QDialog>

#include <vector>

class QTableWidget;

// A part's or a quote's history on a team catalog (issue 26, item 3): one row per recorded change —
// when, who, what happened to which table, and the fields it changed (before → after) — read from
// the change log through the catalog's store.
namespace np
{

class CatalogStore;

class ChangeHistoryDialog : public QDialog
{
    Q_OBJECT
public:
    // `subject` names what the history is of ("part X", "quote Q-…"), for the title.
    ChangeHistoryDialog(const QString &subject, const std::vector<catalog::ChangeEntry> &entries,
                        QWidget *parent = nullptr);

    [[nodiscard]] QTableWidget *table() const { return m_table; }

    // Shows the history of `key` (a SKU or a quote number) from `store`; when the store has none (a
    // catalog file keeps no change log) or nothing is recorded, a message says so instead.
    static void showFor(QWidget *parent, const CatalogStore &store, const QString &key,
                        const QString &subject);

    // The fields an entry changed, one "field: before → after" per line (an update), or the row it
    // added or removed.
    static QString changesText(const catalog::ChangeEntry &entry);

private:
    QTableWidget *m_table;
};

} // namespace np
