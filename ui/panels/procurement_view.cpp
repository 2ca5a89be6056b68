// SPDX-License-Identifier: MIT
#include "ui/panels/procurement_view.h"

#include "charts/procurement_chart.h"
#include "presentation/display_names.h"
#include "presentation/figure_names.h"
#include "presentation/number_format.h"
#include "presentation/procurement_table.h"
#include "presentation/safe_write.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace np
{

// The filters: core decides what the user's choices keep (passesFilter); the proxy adds the
// free-text search. Rows carry the row index (RowRole); the proxy reads the part itself from the
// rows it is given.
class ProcurementFilterProxy : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    const std::vector<ProcurementRow> *rows = nullptr;
    QString search;
    ProcurementFilter filter;

    void refilter() { invalidateFilter(); }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &parent) const override
    {
        const QModelIndex name = sourceModel()->index(sourceRow, ProcurementView::Name, parent);
        const int index = name.data(ProcurementView::RowRole).toInt();
        if (!rows || index < 0 || std::size_t(index) >= rows->size())
            return false;
        const ProcurementRow &row = (*rows)[std::size_t(index)];
        const Gpu &g = row.gpu();
        if (!passesFilter(filter, row.figures, row.fitsChassis))
            return false;
        if (!search.isEmpty()) {
            const QString haystack =
                QString::fromStdString(g.info.name + ' ' + g.info.sku + ' ' + g.info.vendor + ' ' +
                                       g.architecture + ' ' + g.memoryType);
            for (const QString &word : search.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                if (!haystack.contains(word, Qt::CaseInsensitive))
                    return false;
        }
        return true;
    }
};

namespace
{

QStandardItem *textCell(const QString &text, const QString &toolTip = QString())
{
    auto *item = new QStandardItem(text);
    item->setData(text, ProcurementView::SortRole);
    item->setEditable(false);
    if (!toolTip.isEmpty())
        item->setToolTip(toolTip);
    return item;
}

// A number shown formatted, sorted by value; "—" (sorted last) when the catalog has no figure.
QStandardItem *numberCell(double value, const QString &text, bool known)
{
    auto *item = new QStandardItem(known ? text : QStringLiteral("—"));
    item->setData(known ? value : 1e300, ProcurementView::SortRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setEditable(false);
    return item;
}

// A core figure: its value, or "not available" with core's reason as tooltip (sorted last).
QStandardItem *figureCell(const ValueFigure &f, int decimals)
{
    auto *item = new QStandardItem(f.available ? NumberFormat::forGui().number(f.value, decimals)
                                               : ProcurementView::tr("not available"));
    item->setData(f.available ? f.value : 1e300, ProcurementView::SortRole);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    item->setEditable(false);
    if (!f.available)
        item->setToolTip(QString::fromStdString(f.reason));
    return item;
}

QString priceText(const Gpu &g)
{
    if (!g.info.price)
        return ProcurementView::tr("no price");
    return NumberFormat::forGui().money(g.info.price->amount, 0,
                                        QString::fromStdString(g.info.price->currency));
}

QString figureText(const ValueFigure &f, int decimals)
{
    return f.available ? NumberFormat::forGui().number(f.value, decimals)
                       : ProcurementView::tr("not available");
}

QComboBox *combo(const QString &accessibleName)
{
    auto *box = new QComboBox;
    box->setAccessibleName(accessibleName);
    box->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    return box;
}

} // namespace

ProcurementView::ProcurementView(QWidget *parent)
    : QWidget(parent), m_model(new QStandardItemModel(0, ColumnCount, this)),
      m_proxy(new ProcurementFilterProxy(this)), m_table(new QTableView), m_rankBy(combo(tr("Rank GPUs by"))),
      m_llm(combo(tr("Workload model"))), m_mode(combo(tr("Workload mode"))),
      m_precision(combo(tr("Workload precision"))), m_search(new QLineEdit),
      m_vendor(combo(tr("Vendor filter"))), m_memory(combo(tr("Memory filter"))),
      m_form(combo(tr("Form factor filter"))), m_priceKind(combo(tr("Price kind filter"))),
      m_onlyFitting(new QCheckBox(tr("Fits this c&hassis"))), m_copy(new QPushButton(tr("&Copy"))),
      m_export(new QPushButton(tr("E&xport CSV…"))), m_platform(new QLabel), m_compare(new QTableWidget),
      m_chart(new ProcurementChart)
{
    setUpTable();
    fillChoices();
    describeControls();
    layOutControls();
    connectControls();
    updateComparison();
}

// The ranked table: its columns and the proxy that filters and sorts it.
void ProcurementView::setUpTable()
{
    m_model->setHorizontalHeaderLabels(
        {tr("Rank"), tr("GPU"), tr("Vendor"), tr("Form factor"), tr("Memory (GB)"), tr("Bandwidth (GB/s)"),
         tr("TDP (W)"), tr("Price"), tr("Price date"), tr("Price kind"), tr("Price (€)"),
         displayName(ProcurementFigure::CardEurPerGb), displayName(ProcurementFigure::EurPerBf16Tflops),
         displayName(ProcurementFigure::EurPerFp8Tflops), displayName(ProcurementFigure::EurPerFp4Tflops),
         displayName(ProcurementFigure::WattsPerGb), displayName(ProcurementFigure::EurPerTokenPerS),
         tr("Pareto frontier"), tr("Fits chassis")});
    m_proxy->rows = &m_rows;
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(SortRole);
    m_table->setModel(m_proxy);
    m_table->setAccessibleName(tr("GPUs ranked for procurement"));
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setTabKeyNavigation(false); // Tab leaves the table for the buttons
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

// The fixed entries of the ranking, workload and filter boxes (vendors come with the catalog).
void ProcurementView::fillChoices()
{
    for (ProcurementFigure f : kProcurementFigures)
        m_rankBy->addItem(displayName(f), int(f));
    m_mode->addItem(displayName(WorkloadMode::Inference), int(WorkloadMode::Inference));
    m_mode->addItem(displayName(WorkloadMode::FullFineTune), int(WorkloadMode::FullFineTune));
    m_mode->addItem(displayName(WorkloadMode::Lora), int(WorkloadMode::Lora));
    m_mode->addItem(displayName(WorkloadMode::Qlora), int(WorkloadMode::Qlora));
    for (Precision p : {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8, Precision::Int4,
                        Precision::Fp4, Precision::Nf4, Precision::Fp32})
        m_precision->addItem(displayName(p), int(p));
    m_memory->addItem(tr("any memory"), 0.0);
    for (int gb : {24, 48, 80, 96, 141, 192, 256})
        m_memory->addItem(tr("at least %1 GB").arg(gb), double(gb));
    m_form->addItem(tr("any form factor"), -1);
    for (GpuFormFactor f : {GpuFormFactor::PcieCard, GpuFormFactor::Sxm, GpuFormFactor::Oam})
        m_form->addItem(displayName(f), int(f));
    m_priceKind->addItem(tr("any price kind"), QString());
    for (const char *kind : {"list", "street", "estimate"})
        m_priceKind->addItem(priceKindName(kind), QString::fromLatin1(kind));
    m_priceKind->addItem(tr("unpriced"), QString::fromLatin1(kUnpricedKind.data(), kUnpricedKind.size()));
}

// Placeholders, accessible names and tooltips.
void ProcurementView::describeControls()
{
    m_search->setPlaceholderText(tr("Search name, SKU, vendor, architecture…"));
    m_search->setAccessibleName(tr("Search GPUs"));
    m_search->setClearButtonEnabled(true);
    m_onlyFitting->setAccessibleName(tr("Only GPUs that fit this chassis"));
    m_copy->setAccessibleName(tr("Copy rows as tab-separated text"));
    m_copy->setToolTip(
        tr("Copies the selected rows, or every row shown, tab-separated (Ctrl+C in the table)"));
    m_export->setAccessibleName(tr("Export rows shown as CSV"));
    m_platform->setWordWrap(true);
    m_platform->setText(referencePlatformText());
    m_platform->setAccessibleName(tr("Reference platform for € per token/s"));
    m_compare->setAccessibleName(tr("Selected GPUs side by side"));
    m_compare->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_compare->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_compare->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

// The ranking row, the filter row, the reference platform, then the table over chart and comparison.
void ProcurementView::layOutControls()
{
    auto labelled = [](const QString &text, QWidget *buddy) {
        auto *label = new QLabel(text);
        label->setBuddy(buddy);
        return label;
    };
    auto *rankRow = new QHBoxLayout;
    rankRow->addWidget(labelled(tr("&Rank by"), m_rankBy));
    rankRow->addWidget(m_rankBy);
    rankRow->addSpacing(12);
    rankRow->addWidget(labelled(tr("&Workload"), m_llm));
    rankRow->addWidget(m_llm);
    rankRow->addWidget(m_mode);
    rankRow->addWidget(m_precision);
    rankRow->addStretch(1);
    rankRow->addWidget(m_copy);
    rankRow->addWidget(m_export);
    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(labelled(tr("&Search"), m_search));
    filterRow->addWidget(m_search, 1);
    filterRow->addWidget(labelled(tr("V&endor"), m_vendor));
    filterRow->addWidget(m_vendor);
    filterRow->addWidget(labelled(tr("&Memory"), m_memory));
    filterRow->addWidget(m_memory);
    filterRow->addWidget(labelled(tr("F&orm"), m_form));
    filterRow->addWidget(m_form);
    filterRow->addWidget(labelled(tr("&Price kind"), m_priceKind));
    filterRow->addWidget(m_priceKind);
    filterRow->addWidget(m_onlyFitting);

    auto *lower = new QSplitter(Qt::Horizontal);
    lower->addWidget(m_chart);
    lower->addWidget(m_compare);
    lower->setStretchFactor(0, 3);
    lower->setStretchFactor(1, 2);
    lower->setSizes({3000, 2000}); // proportions: the comparison needs room for several columns
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_table);
    split->addWidget(lower);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(rankRow);
    layout->addLayout(filterRow);
    layout->addWidget(m_platform);
    layout->addWidget(split, 1);
}

// Edits re-rank, re-evaluate or re-filter; changes made while filling the boxes (m_filling) do not.
void ProcurementView::connectControls()
{
    m_table->installEventFilter(this); // Ctrl+C copies whole rows, not the current cell
    connect(m_copy, &QPushButton::clicked, this, &ProcurementView::copyToClipboard);
    connect(m_export, &QPushButton::clicked, this, &ProcurementView::exportCsvWithDialog);
    connect(m_rankBy, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_filling)
            applyRanking();
    });
    auto workloadEdited = [this] {
        if (m_filling)
            return;
        m_workloadFromUser = true;
        m_workload = chosenWorkload();
        rebuildRows();
    };
    connect(m_llm, &QComboBox::currentIndexChanged, this, workloadEdited);
    connect(m_mode, &QComboBox::currentIndexChanged, this, workloadEdited);
    connect(m_precision, &QComboBox::currentIndexChanged, this, workloadEdited);
    auto filterEdited = [this] {
        if (!m_filling)
            filtersChanged();
    };
    connect(m_search, &QLineEdit::textChanged, this, filterEdited);
    connect(m_vendor, &QComboBox::currentIndexChanged, this, filterEdited);
    connect(m_memory, &QComboBox::currentIndexChanged, this, filterEdited);
    connect(m_form, &QComboBox::currentIndexChanged, this, filterEdited);
    connect(m_priceKind, &QComboBox::currentIndexChanged, this, filterEdited);
    connect(m_onlyFitting, &QCheckBox::toggled, this, filterEdited);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &ProcurementView::updateComparison);
}

bool ProcurementView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy)) {
        copyToClipboard();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

QAbstractItemModel *ProcurementView::proxy() const
{
    return m_proxy;
}

void ProcurementView::setOnlyFitting(bool onlyFitting)
{
    m_onlyFitting->setChecked(onlyFitting); // re-enters through toggled when it changes
    filtersChanged();
}

void ProcurementView::setRankFigure(ProcurementFigure figure)
{
    m_rankBy->setCurrentIndex(m_rankBy->findData(int(figure)));
}

void ProcurementView::setSearchText(const QString &text)
{
    m_search->setText(text);
}

void ProcurementView::setWorkload(const std::optional<ProcurementWorkload> &workload)
{
    m_workloadFromUser = true;
    m_workload = workload;
    rebuildRows();
}

std::optional<ProcurementWorkload> ProcurementView::chosenWorkload() const
{
    const QString sku = m_llm->currentData().toString();
    if (sku.isEmpty())
        return std::nullopt;
    return ProcurementWorkload{sku.toStdString(), WorkloadMode(m_mode->currentData().toInt()),
                               Precision(m_precision->currentData().toInt())};
}

void ProcurementView::setInputs(const ChartInputs &inputs)
{
    m_inputs = inputs;
    // Until the user picks one, the workload is the open build's first.
    if (!m_workloadFromUser) {
        const WorkloadRef first = workloadAt(inputs, 0);
        m_workload = first.workload
                         ? std::optional<ProcurementWorkload>(ProcurementWorkload{
                               first.workload->modelSku, first.workload->mode, first.workload->precision})
                         : std::nullopt;
    }
    m_chart->setInputs(inputs);
    rebuildRows();
}

void ProcurementView::rebuildRows()
{
    m_rows = procurementRows(m_inputs, m_workload);
    fillFilterChoices();
    fillModel();
    applyRanking();
    filtersChanged();
}

void ProcurementView::fillFilterChoices()
{
    m_filling = true;
    const QString vendor = m_vendor->currentData().toString();
    m_vendor->clear();
    m_vendor->addItem(tr("any vendor"), QString());
    std::set<std::string> vendors;
    for (const ProcurementRow &row : m_rows)
        vendors.insert(row.gpu().info.vendor);
    for (const std::string &v : vendors)
        m_vendor->addItem(QString::fromStdString(v), QString::fromStdString(v));
    m_vendor->setCurrentIndex(std::max(0, m_vendor->findData(vendor)));

    m_llm->clear();
    m_llm->addItem(tr("no workload"), QString());
    if (m_inputs.catalog)
        for (const Model &model : m_inputs.catalog->models)
            m_llm->addItem(QString::fromStdString(model.info.name.empty() ? model.info.sku : model.info.name),
                           QString::fromStdString(model.info.sku));
    if (m_workload) {
        m_llm->setCurrentIndex(std::max(0, m_llm->findData(QString::fromStdString(m_workload->modelSku))));
        m_mode->setCurrentIndex(std::max(0, m_mode->findData(int(m_workload->mode))));
        m_precision->setCurrentIndex(std::max(0, m_precision->findData(int(m_workload->precision))));
    } else {
        m_llm->setCurrentIndex(0);
    }
    m_mode->setEnabled(m_workload.has_value());
    m_precision->setEnabled(m_workload.has_value());
    const bool hasChassis = m_inputs.resolved && m_inputs.resolved->chassis;
    m_onlyFitting->setEnabled(hasChassis);
    m_onlyFitting->setToolTip(hasChassis
                                  ? tr("Only GPUs that fit a GPU slot of %1")
                                        .arg(QString::fromStdString(m_inputs.resolved->chassis->info.name))
                                  : tr("No build open: there is no chassis to fit"));
    m_filling = false;
}

void ProcurementView::fillModel()
{
    m_model->removeRows(0, m_model->rowCount());
    const NumberFormat nf = NumberFormat::forGui();
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        const ProcurementRow &row = m_rows[i];
        const Gpu &g = row.gpu();
        const GpuProcurement &f = row.figures;
        QList<QStandardItem *> cells(ColumnCount);
        cells[Rank] = numberCell(0, QString(), true);
        cells[Name] = textCell(QString::fromStdString(g.info.name), QString::fromStdString(g.info.sku));
        cells[Name]->setData(int(i), RowRole);
        cells[Name]->setData(row.fitsChassis, FitsRole);
        if (row.inBuild) {
            QFont font = cells[Name]->font();
            font.setBold(true);
            cells[Name]->setFont(font);
            cells[Name]->setToolTip(tr("%1 — the GPU of this build").arg(QString::fromStdString(g.info.sku)));
        }
        cells[Vendor] = textCell(QString::fromStdString(g.info.vendor));
        cells[FormFactor] = textCell(displayName(g.formFactor));
        cells[MemoryGB] =
            numberCell(g.memoryNominalGB, nf.number(g.memoryNominalGB, 0), g.memoryNominalGB > 0);
        cells[BandwidthGBps] =
            numberCell(g.memoryBandwidthGBps, nf.number(g.memoryBandwidthGBps, 0), g.memoryBandwidthGBps > 0);
        cells[TdpW] = numberCell(g.tdpW, nf.number(g.tdpW, 0), g.tdpW > 0);
        const bool hasPrice = g.info.price.has_value();
        cells[Price] = numberCell(hasPrice ? g.info.price->amount : 0, priceText(g), hasPrice);
        if (!hasPrice) {
            cells[Price]->setText(tr("no price"));
            cells[Price]->setToolTip(QString::fromStdString(f.value.unpricedReason));
        } else if (f.priceBasis == PriceBasis::BaseboardShare) {
            // A module is bought on a full baseboard: its price is its share of the baseboard's.
            cells[Price]->setText(tr("%1 per GPU").arg(priceText(g)));
            cells[Price]->setToolTip(QStringLiteral("%1\n%2").arg(
                priceBasisText(f.priceBasis), QString::fromStdString(g.info.price->source)));
        } else {
            cells[Price]->setToolTip(QString::fromStdString(g.info.price->source));
        }
        cells[PriceDate] =
            textCell(hasPrice ? QString::fromStdString(g.info.price->date) : QStringLiteral("—"));
        cells[PriceKind] = textCell(hasPrice ? priceKindName(g.info.price->kind) : QStringLiteral("—"));
        cells[PriceEur] = figureCell(f.value.priced ? ValueFigure{true, f.value.priceEur, {}}
                                                    : ValueFigure{false, 0, f.value.unpricedReason},
                                     0);
        cells[CardEurPerGb] = figureCell(f.value.cardEurPerGb, 2);
        cells[EurPerBf16] = figureCell(f.value.eurPerBf16Tflops, 2);
        cells[EurPerFp8] = figureCell(f.value.eurPerFp8Tflops, 2);
        cells[EurPerFp4] = figureCell(f.value.eurPerFp4Tflops, 2);
        cells[WattsPerGb] = figureCell(f.value.wattsPerGb, 2);
        cells[EurPerTokenPerS] = figureCell(f.eurPerTokenPerS, 2);
        if (f.throughput.available)
            cells[EurPerTokenPerS]->setToolTip(
                tr("%1: %2 on %3 cards")
                    .arg(QString::fromStdString(f.throughput.label), nf.tokensPerS(f.throughput.tokensPerS))
                    .arg(kReferenceGpuCount));
        cells[Frontier] = textCell(QString());
        cells[Fits] =
            textCell(row.fitsChassis ? tr("yes") : tr("no: %1").arg(QString::fromStdString(row.refusal)),
                     QString::fromStdString(row.refusal));
        m_model->appendRow(cells);
    }
}

void ProcurementView::applyRanking()
{
    const auto figure = ProcurementFigure(m_rankBy->currentData().toInt());
    std::vector<GpuProcurement> ranked;
    ranked.reserve(m_rows.size());
    for (const ProcurementRow &row : m_rows)
        ranked.push_back(row.figures);
    rankBy(ranked, figure);
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const Gpu *gpu = m_rows[std::size_t(m_model->item(r, Name)->data(RowRole).toInt())].figures.gpu;
        const auto it = std::find_if(ranked.begin(), ranked.end(),
                                     [gpu](const GpuProcurement &p) { return p.gpu == gpu; });
        const int rank = int(it - ranked.begin()) + 1;
        QStandardItem *cell = m_model->item(r, Rank);
        cell->setText(figureOf(*it, figure).available ? QString::number(rank) : tr("%1 (n/a)").arg(rank));
        cell->setData(rank, SortRole);
    }
    m_table->sortByColumn(Rank, Qt::AscendingOrder);
}

void ProcurementView::filtersChanged()
{
    m_proxy->search = m_search->text().trimmed();
    ProcurementFilter &filter = m_proxy->filter;
    filter.vendor = m_vendor->currentData().toString().toStdString();
    filter.minMemoryGB = m_memory->currentData().toDouble();
    const int form = m_form->currentData().toInt();
    filter.formFactor = form >= 0 ? std::optional<GpuFormFactor>(GpuFormFactor(form)) : std::nullopt;
    filter.priceKind = m_priceKind->currentData().toString().toStdString();
    filter.onlyFitting = m_onlyFitting->isEnabled() && m_onlyFitting->isChecked();
    m_proxy->refilter();
    // The frontier of what is shown: core marks it over exactly the rows the filters left.
    std::vector<ProcurementRow> shown = visibleRows();
    markFrontier(shown);
    std::set<const Gpu *> onFrontier;
    for (const ProcurementRow &row : shown)
        if (row.figures.onParetoFrontier)
            onFrontier.insert(row.figures.gpu);
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const std::size_t index = std::size_t(m_model->item(r, Name)->data(RowRole).toInt());
        const bool frontier = onFrontier.count(m_rows[index].figures.gpu) > 0;
        m_rows[index].figures.onParetoFrontier = frontier;
        m_model->item(r, Frontier)->setText(frontier ? tr("★ frontier") : QString());
        m_model->item(r, Frontier)->setData(frontier ? 0 : 1, SortRole);
    }
    m_chart->setRows(shown, int(m_rows.size() - shown.size()));
    updateComparison();
}

std::vector<ProcurementRow> ProcurementView::visibleRows() const
{
    std::vector<ProcurementRow> out;
    out.reserve(std::size_t(m_proxy->rowCount()));
    for (int r = 0; r < m_proxy->rowCount(); ++r)
        out.push_back(m_rows[std::size_t(m_proxy->index(r, Name).data(RowRole).toInt())]);
    return out;
}

std::vector<int> ProcurementView::selectedRowIndices() const
{
    std::vector<int> out;
    QModelIndexList selected = m_table->selectionModel()->selectedRows(Name);
    std::sort(selected.begin(), selected.end(),
              [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    for (const QModelIndex &index : selected)
        out.push_back(index.data(RowRole).toInt());
    return out;
}

QString ProcurementView::tabSeparated() const
{
    std::vector<GpuProcurement> rows;
    const std::vector<int> selected = selectedRowIndices();
    if (selected.empty())
        for (const ProcurementRow &row : visibleRows())
            rows.push_back(row.figures);
    else
        for (int index : selected)
            rows.push_back(m_rows[std::size_t(index)].figures);
    return procurementTsv(rows);
}

bool ProcurementView::exportCsv(const QString &path, QString *error) const
{
    std::vector<GpuProcurement> rows;
    for (const ProcurementRow &row : visibleRows())
        rows.push_back(row.figures);
    return writeFileSafely(path, procurementCsv(rows).toUtf8(), error);
}

void ProcurementView::copyToClipboard()
{
    QApplication::clipboard()->setText(tabSeparated());
}

void ProcurementView::exportCsvWithDialog()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export GPUs as CSV"), QStringLiteral("procurement.csv"), tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportCsv(path, &error))
        QMessageBox::warning(this, tr("Export CSV"), error);
}

void ProcurementView::updateComparison()
{
    const std::vector<int> selected = selectedRowIndices();
    QStringList selectedSkus;
    for (int index : selected)
        selectedSkus << QString::fromStdString(m_rows[std::size_t(index)].gpu().info.sku);
    m_chart->setLabelledSkus(selectedSkus);
    m_compare->clear();
    if (selected.size() < 2) {
        m_compare->setRowCount(1);
        m_compare->setColumnCount(1);
        m_compare->setHorizontalHeaderLabels({tr("Compare")});
        m_compare->setVerticalHeaderLabels({QString()});
        m_compare->setItem(0, 0,
                           new QTableWidgetItem(tr("Select two or more GPUs (Ctrl+click or\n"
                                                   "Shift+arrow keys) to see them side by side.")));
        return;
    }
    // One column per selected GPU; a figure core could not give shows "not available" with its reason.
    struct Line {
        QString name;
        QString text;
        const ValueFigure *figure = nullptr;
    };
    const NumberFormat nf = NumberFormat::forGui();
    QStringList names;
    for (std::size_t c = 0; c < selected.size(); ++c) {
        const ProcurementRow &row = m_rows[std::size_t(selected[c])];
        const Gpu &g = row.gpu();
        const GpuProcurement &f = row.figures;
        names << QString::fromStdString(g.info.name);
        std::vector<Line> lines{
            {tr("Price"), priceText(g)},
            {tr("Price basis"), priceBasisText(f.priceBasis)},
            {tr("Price date and kind"),
             g.info.price ? QStringLiteral("%1, %2").arg(QString::fromStdString(g.info.price->date),
                                                         priceKindName(g.info.price->kind))
                          : QString::fromStdString(f.value.unpricedReason)},
            {tr("Memory"), nf.gb(g.memoryNominalGB)},
            {tr("Bandwidth"), tr("%1 GB/s").arg(nf.number(g.memoryBandwidthGBps))},
            {tr("TDP"), nf.watts(g.tdpW)}};
        for (ProcurementFigure figure : kProcurementFigures)
            lines.push_back({displayName(figure), figureText(figureOf(f, figure), 2), &figureOf(f, figure)});
        lines.push_back(
            {tr("Layout on %1 cards").arg(kReferenceGpuCount),
             QString::fromStdString(f.throughput.available ? f.throughput.label : f.throughput.reason)});
        lines.push_back({tr("Pareto frontier"), f.onParetoFrontier ? tr("yes") : tr("no")});
        lines.push_back({tr("Fits chassis"), row.fitsChassis ? tr("yes") : tr("no")});
        if (c == 0) {
            m_compare->setRowCount(int(lines.size()));
            m_compare->setColumnCount(int(selected.size()));
            QStringList rowNames;
            for (const Line &line : lines)
                rowNames << line.name;
            m_compare->setVerticalHeaderLabels(rowNames);
        }
        for (std::size_t r = 0; r < lines.size(); ++r) {
            auto *item = new QTableWidgetItem(lines[r].text);
            if (lines[r].figure && !lines[r].figure->available)
                item->setToolTip(QString::fromStdString(lines[r].figure->reason));
            m_compare->setItem(int(r), int(c), item);
        }
    }
    m_compare->setHorizontalHeaderLabels(names);
}

} // namespace np
