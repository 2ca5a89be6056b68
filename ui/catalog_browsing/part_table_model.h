// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace np
{

// Every placeable part of a catalog snapshot (GPUs, CPUs, memory, drives, NICs, PSUs) as one
// table. Rows drag out as the SKU MIME type. Columns carry their units in the header; the sort
// role gives numbers, so sorting by price or power is numeric.
class PartTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        KindColumn,
        NameColumn,
        SpecsColumn,
        PowerColumn,
        PriceColumn,
        PriceDateColumn,
        VerifiedColumn,
        ColumnCount
    };
    enum Role {
        SkuRole = Qt::UserRole + 1, // QString
        KindRole,                   // int(PartKind)
        SortRole,                   // number or text to sort by
        SearchTextRole,             // everything the search box matches against
    };

    explicit PartTableModel(QObject *parent = nullptr);

    void setCatalog(std::shared_ptr<const CatalogSnapshot> catalog);
    [[nodiscard]] const CatalogSnapshot *catalog() const { return m_catalog.get(); }
    // Row of a SKU, -1 if absent.
    [[nodiscard]] int rowOf(const std::string &sku) const;
    [[nodiscard]] std::string skuAt(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QStringList mimeTypes() const override;
    QMimeData *mimeData(const QModelIndexList &indexes) const override;
    Qt::DropActions supportedDragActions() const override;

private:
    struct Row {
        PartKind kind;
        const PartInfo *info;
        QString specs;
        QString searchText;
        double powerW;
    };
    std::shared_ptr<const CatalogSnapshot> m_catalog;
    std::vector<Row> m_rows;
};

} // namespace np
