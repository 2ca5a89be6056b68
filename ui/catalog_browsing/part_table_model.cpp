// SPDX-License-Identifier: MIT
#include "ui/catalog_browsing/part_table_model.h"
#include "charts/kind_colors.h"
#include "presentation/display_names.h"
#include "presentation/money_text.h"
#include "presentation/number_format.h"

#include "ui/catalog_browsing/part_mime.h"
#include "ui/document/display_currency.h"
#include "ui/document/part_text.h"

#include <QMimeData>

namespace np
{

namespace
{

// The catalog browser shows prices in the display currency at the standard dated rate (the build's
// own rate may differ; the tooltip names the one used).
CurrencyConversion catalogConversion()
{
    return displayConversion(DisplayCurrency::instance().code(), kDefaultUsdToEur);
}

QString priceToolTip(const PartInfo &info)
{
    if (!info.price)
        return info.noPriceReason.empty()
                   ? PartTableModel::tr("No price in the catalog. Right-click ▸ Set Price… to enter one.")
                   : PartTableModel::tr("No price in the catalog: %1. Right-click ▸ Set Price… to enter one.")
                         .arg(QString::fromStdString(info.noPriceReason));
    const Price &p = *info.price;
    QString text = conversionText(p, catalogConversion(), kDefaultUsdToEur, NumberFormat::forGui());
    text += QLatin1Char('\n') +
            PartTableModel::tr("%1 price dated %2, from %3")
                .arg(p.kind.empty() ? PartTableModel::tr("catalog") : QString::fromStdString(p.kind),
                     QString::fromStdString(p.date), QString::fromStdString(p.source));
    return text;
}

} // namespace

PartTableModel::PartTableModel(QObject *parent) : QAbstractTableModel(parent)
{
    connect(&DisplayCurrency::instance(), &DisplayCurrency::changed, this, [this] {
        if (!m_rows.empty())
            emit dataChanged(index(0, PriceColumn), index(rowCount() - 1, PriceColumn));
    });
}

void PartTableModel::setCatalog(std::shared_ptr<const CatalogSnapshot> catalog)
{
    beginResetModel();
    m_catalog = std::move(catalog);
    m_rows.clear();
    if (m_catalog) {
        auto addAll = [this](const auto &items) {
            for (const auto &item : items) {
                const PartRef ref = m_catalog->find(item.info.sku);
                Row row{ref.kind, &item.info, keySpecs(ref), {}, ratedPowerW(ref)};
                row.searchText = QString(displayName(ref.kind) + QLatin1Char(' ') +
                                         QString::fromStdString(item.info.name) + QLatin1Char(' ') +
                                         QString::fromStdString(item.info.vendor) + QLatin1Char(' ') +
                                         QString::fromStdString(item.info.sku) + QLatin1Char(' ') + row.specs)
                                     .toCaseFolded();
                m_rows.push_back(std::move(row));
            }
        };
        addAll(m_catalog->gpus);
        addAll(m_catalog->cpus);
        addAll(m_catalog->memory);
        addAll(m_catalog->drives);
        addAll(m_catalog->nics);
        addAll(m_catalog->psus);
    }
    endResetModel();
}

int PartTableModel::rowOf(const std::string &sku) const
{
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].info->sku == sku)
            return static_cast<int>(i);
    return -1;
}

std::string PartTableModel::skuAt(int row) const
{
    return row >= 0 && static_cast<size_t>(row) < m_rows.size() ? m_rows[static_cast<size_t>(row)].info->sku
                                                                : std::string();
}

int PartTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int PartTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant PartTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[static_cast<size_t>(index.row())];
    const PartInfo &info = *row.info;
    switch (role) {
    case SkuRole:
        return QString::fromStdString(info.sku);
    case KindRole:
        return static_cast<int>(row.kind);
    case SearchTextRole:
        return row.searchText;
    case Qt::AccessibleDescriptionRole: // a name cut short by its column, read in full
    case Qt::ToolTipRole:
        if (index.column() == VerifiedColumn && !info.provenance.notes.empty())
            return QString::fromStdString(info.provenance.notes);
        if (index.column() == PriceColumn)
            return priceToolTip(info);
        return QString(QString::fromStdString(info.name) + QLatin1Char('\n') + row.specs);
    case Qt::DecorationRole:
        return index.column() == KindColumn ? QVariant(colors::forPart(row.kind)) : QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == PowerColumn || index.column() == PriceColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case Qt::DisplayRole:
    case SortRole:
        break;
    default:
        return {};
    }
    const bool sort = role == SortRole;
    switch (index.column()) {
    case KindColumn:
        return sort ? QVariant(static_cast<int>(row.kind)) : QVariant(displayName(row.kind));
    case NameColumn:
        return QString::fromStdString(info.name);
    case SpecsColumn:
        return row.specs;
    case PowerColumn:
        if (sort)
            return row.powerW;
        return row.powerW > 0 ? NumberFormat::forGui().number(row.powerW) : QString();
    case PriceColumn: {
        if (!info.price)
            return sort ? QVariant(-1.0) : QVariant(tr("on request"));
        // Sorted and shown in the display currency, so USD and EUR prices compare.
        const std::optional<double> amount = priceIn(*info.price, catalogConversion(), kDefaultUsdToEur);
        if (sort)
            return amount.value_or(-1.0);
        return amount ? NumberFormat::forGui().money(*amount, 0,
                                                     QString::fromStdString(catalogConversion().currency))
                      : QString(NumberFormat::forGui().number(info.price->amount) + QLatin1Char(' ') +
                                QString::fromStdString(info.price->currency));
    }
    case PriceDateColumn:
        return info.price ? QString::fromStdString(info.price->date) : QString();
    case VerifiedColumn:
        if (sort)
            return info.provenance.verified;
        return info.provenance.verified ? tr("verified") : tr("unverified");
    default:
        return {};
    }
}

QVariant PartTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case KindColumn:
        return tr("Kind");
    case NameColumn:
        return tr("Name");
    case SpecsColumn:
        return tr("Key specs");
    case PowerColumn:
        return tr("Power (W)");
    case PriceColumn:
        return tr("Price");
    case PriceDateColumn:
        return tr("Price date");
    case VerifiedColumn:
        return tr("Source");
    default:
        return {};
    }
}

Qt::ItemFlags PartTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsDragEnabled | Qt::ItemNeverHasChildren;
}

QStringList PartTableModel::mimeTypes() const
{
    return {mime::kSku};
}

QMimeData *PartTableModel::mimeData(const QModelIndexList &indexes) const
{
    if (indexes.isEmpty())
        return nullptr;
    auto *data = new QMimeData;
    const std::string sku = skuAt(indexes.first().row());
    data->setData(mime::kSku, QByteArray::fromStdString(sku));
    data->setText(QString::fromStdString(sku));
    return data;
}

Qt::DropActions PartTableModel::supportedDragActions() const
{
    return Qt::CopyAction;
}

} // namespace np
