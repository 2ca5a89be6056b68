// SPDX-License-Identifier: MIT
#pragma once

#include "core/parts.h"

#include <QSortFilterProxyModel>
#include <QStringList>

#include <optional>

namespace np
{

// Search-as-you-type over the parts table: every word of the search text must appear in the
// row's name, vendor, SKU or specs; optionally only one kind of part.
class PartFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit PartFilterModel(QObject *parent = nullptr);
    void setSearchText(const QString &text);
    void setKind(std::optional<PartKind> kind);
    [[nodiscard]] std::optional<PartKind> kind() const { return m_kind; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QStringList m_words;
    std::optional<PartKind> m_kind;
};

} // namespace np
