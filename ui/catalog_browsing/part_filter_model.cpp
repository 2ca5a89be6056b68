// SPDX-License-Identifier: MIT
#include "ui/catalog_browsing/part_filter_model.h"

#include "ui/catalog_browsing/part_table_model.h"

namespace np
{

PartFilterModel::PartFilterModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(PartTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void PartFilterModel::setSearchText(const QString &text)
{
    const QStringList words = text.toCaseFolded().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words == m_words)
        return;
    m_words = words;
    invalidateFilter();
}

void PartFilterModel::setKind(std::optional<PartKind> kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    invalidateFilter();
}

bool PartFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_kind && index.data(PartTableModel::KindRole).toInt() != static_cast<int>(*m_kind))
        return false;
    const QString haystack = index.data(PartTableModel::SearchTextRole).toString();
    for (const QString &word : m_words)
        if (!haystack.contains(word))
            return false;
    return true;
}

} // namespace np
