// SPDX-License-Identifier: MIT
#include "charts/procurement_view.h"

#include "charts/procurement_chart.h"
#include "charts/procurement_rows.h"
#include "presentation/number_format.h"

#include <QCheckBox>
#include <QHeaderView>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace np
{

namespace
{

// Sorts by the numeric SortRole and hides rows that do not fit when asked to.
class FitFilterProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setOnlyFitting(bool only)
    {
        m_only = only;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        if (!m_only)
            return true;
        return sourceModel()
            ->index(row, ProcurementView::Name, parent)
            .data(ProcurementView::FitsRole)
            .toBool();
    }

private:
    bool m_only = false;
};

QStandardItem *textCell(const QString &text)
{
    auto *item = new QStandardItem(text);
    item->setData(text, ProcurementView::SortRole);
    item->setEditable(false);
    return item;
}

// A number shown formatted, sorted by value; "—" (sorted last) when the figure is missing.
QStandardItem *numberCell(double value, const QString &text, bool known = true)
{
    auto *item = new QStandardItem(known ? text : QStringLiteral("—"));
    item->setData(known ? value : 1e300, ProcurementView::SortRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setEditable(false);
    return item;
}

} // namespace

ProcurementView::ProcurementView(QWidget *parent)
    : QWidget(parent), m_model(new QStandardItemModel(0, ColumnCount, this)),
      m_proxy(new FitFilterProxy(this)), m_table(new QTableView),
      m_onlyFitting(new QCheckBox(tr("Only GPUs that fit the current chassis"))),
      m_chart(new ProcurementChart)
{
    m_model->setHorizontalHeaderLabels({tr("GPU"), tr("Vendor"), tr("Memory (GB)"), tr("Bandwidth (GB/s)"),
                                        tr("BF16 dense (TFLOPS)"), tr("TDP (W)"), tr("Price"),
                                        tr("Price date"), tr("Price (€)"), tr("€ per GB"), tr("€ per TFLOPS"),
                                        tr("Fits chassis")});
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(SortRole);
    m_table->setModel(m_proxy);
    m_table->setAccessibleName(tr("GPUs by value"));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(EurPerGb, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);

    connect(m_onlyFitting, &QCheckBox::toggled, this, &ProcurementView::setOnlyFitting);

    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_table);
    split->addWidget(m_chart);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_onlyFitting);
    layout->addWidget(split);
}

void ProcurementView::setOnlyFitting(bool onlyFitting)
{
    if (m_onlyFitting->isChecked() != onlyFitting)
        m_onlyFitting->setChecked(onlyFitting); // re-enters through toggled
    static_cast<FitFilterProxy *>(m_proxy)->setOnlyFitting(onlyFitting);
    if (m_chart->onlyFitting() != onlyFitting)
        m_chart->setOnlyFitting(onlyFitting);
}

void ProcurementView::setInputs(const ChartInputs &inputs)
{
    m_chart->setInputs(inputs);
    m_model->removeRows(0, m_model->rowCount());
    for (const ProcurementRow &row : procurementRows(inputs)) {
        const Gpu &g = *row.gpu;
        const GpuValue &v = row.value;
        QList<QStandardItem *> cells(ColumnCount);
        cells[Name] = textCell(QString::fromStdString(g.info.name));
        cells[Name]->setData(row.fitsChassis, FitsRole);
        cells[Name]->setToolTip(QString::fromStdString(g.info.sku));
        if (row.inBuild) {
            QFont f = cells[Name]->font();
            f.setBold(true);
            cells[Name]->setFont(f);
        }
        cells[Vendor] = textCell(QString::fromStdString(g.info.vendor));
        cells[MemoryGB] = numberCell(g.memoryNominalGB, NumberFormat::forGui().number(g.memoryNominalGB, 0),
                                     g.memoryNominalGB > 0);
        cells[BandwidthGBps] =
            numberCell(g.memoryBandwidthGBps, NumberFormat::forGui().number(g.memoryBandwidthGBps, 0),
                       g.memoryBandwidthGBps > 0);
        cells[Bf16Tflops] = numberCell(g.bf16DenseTflops, NumberFormat::forGui().number(g.bf16DenseTflops, 0),
                                       g.bf16DenseTflops > 0);
        cells[TdpW] = numberCell(g.tdpW, NumberFormat::forGui().number(g.tdpW, 0), g.tdpW > 0);
        const bool hasPrice = g.info.price.has_value();
        cells[Price] =
            numberCell(hasPrice ? g.info.price->amount : 0,
                       hasPrice ? NumberFormat::forGui().number(g.info.price->amount, 0) + QLatin1Char(' ') +
                                      QString::fromStdString(g.info.price->currency)
                                : QString(),
                       hasPrice);
        cells[PriceDate] =
            textCell(hasPrice ? QString::fromStdString(g.info.price->date) : QStringLiteral("—"));
        cells[PriceEur] = numberCell(v.priceEur, NumberFormat::forGui().number(v.priceEur, 0), v.priced);
        cells[EurPerGb] = numberCell(v.eurPerGbMemory, NumberFormat::forGui().number(v.eurPerGbMemory, 2),
                                     v.eurPerGbMemory > 0);
        cells[EurPerTflops] =
            numberCell(v.eurPerDenseBf16Tflops, NumberFormat::forGui().number(v.eurPerDenseBf16Tflops, 2),
                       v.eurPerDenseBf16Tflops > 0);
        cells[Fits] =
            textCell(row.fitsChassis ? tr("yes") : tr("no: %1").arg(QString::fromStdString(row.refusal)));
        cells[Fits]->setToolTip(QString::fromStdString(row.refusal));
        m_model->appendRow(cells);
    }
}

} // namespace np
