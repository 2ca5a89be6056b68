// SPDX-License-Identifier: MIT
// The Optimize dialog: spec fields, a worker thread running optimize(), and the front as a table and
// a scatter. Every figure shown comes from the OptimizeOutcome; the dialog only formats and colours.
#include "ui/shell/optimize_dialog.h"

#include "presentation/display_names.h"
#include "presentation/number_format.h"
#include "presentation/optimize_json.h"
#include "ui/common/accessible_names.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <algorithm>

namespace np
{

namespace
{

QString partsText(const Build &b)
{
    return partCountLines(b, QStringLiteral("×")).join(QStringLiteral(", "));
}

} // namespace

OptimizeDialog::OptimizeDialog(const CatalogSnapshot &catalog, std::function<void(const Build &)> openBuild,
                               QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_openBuild(std::move(openBuild))
{
    setWindowTitle(tr("Optimize"));
    // Made in reading order, which is also the Tab order.
    QFormLayout *form = createRequirementsForm();
    QFormLayout *limits = createLimitsForm();
    QHBoxLayout *runRow = createRunRow();
    QSplitter *results = createResults();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    auto *forms = new QHBoxLayout;
    forms->addLayout(form, 1);
    forms->addLayout(limits, 1);
    layout->addLayout(forms);
    layout->addLayout(runRow);
    layout->addWidget(m_summary);
    layout->addWidget(results, 1);
    layout->addWidget(buttons);
    resize(1100, 800);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_run, &QPushButton::clicked, this, &OptimizeDialog::run);
    connect(m_cancel, &QPushButton::clicked, this, &OptimizeDialog::cancel);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { openResult(row); });
    connect(m_plot, &QCustomPlot::plottableDoubleClick, this,
            [this](QCPAbstractPlottable *p, int, QMouseEvent *) { openResult(p->property("row").toInt()); });
    connect(m_plot, &QCustomPlot::plottableClick, this, [this](QCPAbstractPlottable *p, int, QMouseEvent *) {
        m_table->selectRow(p->property("row").toInt());
    });
    nameBuiltInControls(this);
}

// What the search must meet: model, precision, sessions, context, speed, budget, wall power, redundancy.
QFormLayout *OptimizeDialog::createRequirementsForm()
{
    auto *form = new QFormLayout;
    m_model = new QComboBox(this);
    for (const Model &m : m_catalog.models)
        m_model->addItem(QString::fromStdString(m.info.name), QString::fromStdString(m.info.sku));
    m_model->setCurrentIndex(std::max(0, m_model->findData(QStringLiteral("llama-3.3-70b"))));
    form->addRow(tr("Model"), m_model);
    m_precision = new QComboBox(this);
    for (Precision p :
         {Precision::Fp8, Precision::Bf16, Precision::Fp16, Precision::Int8, Precision::Int4, Precision::Fp4})
        m_precision->addItem(displayName(p), static_cast<int>(p));
    form->addRow(tr("Weights and KV cache"), m_precision);
    m_sessions = new QSpinBox(this);
    m_sessions->setRange(1, 100000);
    m_sessions->setValue(64);
    form->addRow(tr("Concurrent sessions"), m_sessions);
    m_context = new QSpinBox(this);
    m_context->setRange(1, 10'000'000);
    m_context->setValue(8192);
    m_context->setSuffix(tr(" tokens"));
    form->addRow(tr("Context per session"), m_context);
    m_decode = new QDoubleSpinBox(this);
    m_decode->setRange(0, 100000);
    m_decode->setValue(20);
    m_decode->setSuffix(tr(" tokens/s"));
    form->addRow(tr("Minimum decode speed per session"), m_decode);
    m_budget = new QDoubleSpinBox(this);
    m_budget->setRange(0, 1e9);
    m_budget->setDecimals(0);
    m_budget->setValue(120000);
    m_budget->setSuffix(tr(" EUR"));
    m_budget->setSpecialValueText(tr("no limit"));
    form->addRow(tr("Budget"), m_budget);
    m_wall = new QDoubleSpinBox(this);
    m_wall->setRange(0, 1e6);
    m_wall->setDecimals(0);
    m_wall->setValue(6000);
    m_wall->setSuffix(tr(" W"));
    m_wall->setSpecialValueText(tr("no limit"));
    form->addRow(tr("Maximum power at the wall"), m_wall);
    m_redundancy = new QComboBox(this);
    for (PsuRedundancy r : {PsuRedundancy::NPlus1, PsuRedundancy::NPlusN, PsuRedundancy::None})
        m_redundancy->addItem(displayName(r), static_cast<int>(r));
    form->addRow(tr("PSU redundancy"), m_redundancy);
    return form;
}

// The box's limits beyond the workload, as the spec file's "limits" (docs/optimize.md): GPU count,
// storage, network, parts every result must contain, and whether unpriced parts may count at 0.
QFormLayout *OptimizeDialog::createLimitsForm()
{
    auto *form = new QFormLayout;
    m_minGpus = new QSpinBox(this);
    m_minGpus->setRange(1, 16);
    m_minGpus->setValue(1);
    m_minGpus->setAccessibleName(tr("Minimum GPUs"));
    form->addRow(tr("Minimum GPUs"), m_minGpus);
    m_storage = new QDoubleSpinBox(this);
    m_storage->setRange(0, 10000);
    m_storage->setDecimals(1);
    m_storage->setSuffix(tr(" TB"));
    m_storage->setSpecialValueText(tr("no drive needed"));
    m_storage->setAccessibleName(tr("Minimum local NVMe storage"));
    form->addRow(tr("Minimum local NVMe storage"), m_storage);
    m_network = new QDoubleSpinBox(this);
    m_network->setRange(0, 100000);
    m_network->setDecimals(0);
    m_network->setSuffix(tr(" Gb/s"));
    m_network->setSpecialValueText(tr("no NIC needed"));
    m_network->setAccessibleName(tr("Minimum network bandwidth"));
    form->addRow(tr("Minimum network bandwidth"), m_network);
    m_rdma = new QCheckBox(tr("At least one RDMA-capable NIC"), this);
    form->addRow(QString(), m_rdma);
    m_required = new QLineEdit(this);
    m_required->setPlaceholderText(tr("SKUs, separated by spaces or commas"));
    m_required->setAccessibleName(tr("Required parts"));
    form->addRow(tr("Required parts"), m_required);
    m_unpriced = new QCheckBox(tr("Count chassis, drives, NICs and PSUs without a price at 0 EUR"), this);
    m_unpriced->setChecked(false); // as the spec file: nothing unpriced unless asked for
    form->addRow(QString(), m_unpriced);
    return form;
}

// Search, Cancel and the progress of the running search.
QHBoxLayout *OptimizeDialog::createRunRow()
{
    m_run = new QPushButton(tr("&Search"), this);
    m_cancel = new QPushButton(tr("&Cancel Search"), this);
    m_cancel->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1000);
    auto *runRow = new QHBoxLayout;
    runRow->addWidget(m_run);
    runRow->addWidget(m_cancel);
    runRow->addWidget(m_progress, 1);
    return runRow;
}

// The builds found: the summary line, and the table over the price/throughput plot.
QSplitter *OptimizeDialog::createResults()
{
    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_table = new QTableWidget(0, 8, this);
    m_table->setHorizontalHeaderLabels({tr("Price"), tr("Throughput"), tr("Wall power"), tr("Chassis"),
                                        tr("Parts"), tr("Binding limit"), tr("Next cheaper variant"),
                                        tr("Verified")});
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setAccessibleName(tr("Cheapest builds found"));
    m_plot = new QCustomPlot(this);
    m_plot->setAccessibleName(tr("Price against throughput of the builds found"));
    m_plot->xAxis->setLabel(tr("Price (EUR)"));
    m_plot->yAxis->setLabel(tr("Throughput (tokens/s)"));
    m_plot->setMinimumHeight(220);
    m_leftOut = new QListWidget(this);
    m_leftOut->setAccessibleName(tr("Left out of the search, and why"));
    m_leftOut->setToolTip(tr("Chassis and parts the search left out, and why"));
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_plot);
    split->addWidget(m_leftOut);
    return split;
}

OptimizeDialog::~OptimizeDialog()
{
    stopWorker();
}

void OptimizeDialog::stopWorker()
{
    m_cancelFlag = true;
    if (m_worker.joinable())
        m_worker.join();
}

OptimizeSpec OptimizeDialog::specFromFields() const
{
    OptimizeSpec spec;
    spec.name = tr("%1 for %2 sessions").arg(m_model->currentText()).arg(m_sessions->value()).toStdString();
    SpecWorkload w;
    w.workload.modelSku = m_model->currentData().toString().toStdString();
    w.workload.mode = WorkloadMode::Inference;
    w.workload.precision = static_cast<Precision>(m_precision->currentData().toInt());
    w.workload.kvPrecision = w.workload.precision;
    w.workload.contextTokens = m_context->value();
    w.workload.batch = m_sessions->value();
    w.workload.tensorParallel = 0;
    w.targets.minConcurrentSequences = m_sessions->value();
    w.targets.minDecodeTokensPerS = m_decode->value();
    spec.workloads.push_back(w);
    spec.limits.budgetEur = m_budget->value();
    spec.limits.maxWallW = m_wall->value();
    spec.limits.psuRedundancy = static_cast<PsuRedundancy>(m_redundancy->currentData().toInt());
    if (m_unpriced->isChecked())
        spec.limits.unpricedAllowed = {PartKind::Chassis, PartKind::Drive, PartKind::Nic, PartKind::Psu};
    spec.limits.minGpus = m_minGpus->value();
    spec.limits.minStorageTB = m_storage->value();
    spec.limits.minNetworkGbps = m_network->value();
    spec.limits.requireRdma = m_rdma->isChecked();
    QStringList unknown;
    requiredParts(spec.limits.mustHave, unknown);
    spec.maxResults = 200;
    return spec;
}

bool OptimizeDialog::requiredParts(std::vector<std::string> &skus, QStringList &unknown) const
{
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    skus.clear();
    for (const QString &sku : m_required->text().split(separators, Qt::SkipEmptyParts)) {
        if (!m_catalog.find(sku.toStdString()).info)
            unknown << sku;
        skus.push_back(sku.toStdString());
    }
    return unknown.isEmpty();
}

void OptimizeDialog::run()
{
    // A SKU the catalog does not hold would silently match nothing: say so and search nothing.
    std::vector<std::string> skus;
    QStringList unknown;
    if (!requiredParts(skus, unknown)) {
        m_summary->setText(tr("Not in the catalog: %1. Correct the required parts and search again.")
                               .arg(unknown.join(QStringLiteral(", "))));
        return;
    }
    stopWorker();
    m_cancelFlag = false;
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setValue(0);
    m_summary->setText(tr("Searching…"));
    const OptimizeSpec spec = specFromFields();
    m_worker = std::thread([this, spec] {
        OptimizeControl control;
        control.cancel = &m_cancelFlag;
        control.progress = [this](double share) {
            QMetaObject::invokeMethod(
                m_progress, [bar = m_progress, share] { bar->setValue(static_cast<int>(share * 1000)); },
                Qt::QueuedConnection);
        };
        OptimizeOutcome outcome = optimize(spec, m_catalog, control);
        QMetaObject::invokeMethod(
            this, [this, outcome = std::move(outcome)] { showOutcome(outcome); }, Qt::QueuedConnection);
    });
}

void OptimizeDialog::cancel()
{
    m_cancelFlag = true;
    m_cancel->setEnabled(false);
}

void OptimizeDialog::showOutcome(const OptimizeOutcome &outcome)
{
    if (m_worker.joinable())
        m_worker.join();
    m_run->setEnabled(true);
    m_cancel->setEnabled(false);
    const NumberFormat f = NumberFormat::forGui();
    m_results = outcome.results;
    m_table->setRowCount(0);
    m_plot->clearPlottables();
    m_leftOut->clear();
    for (const std::string &note : outcome.notes)
        m_leftOut->addItem(QString::fromStdString(note));
    if (!outcome.error.empty()) {
        m_summary->setText(QString::fromStdString(outcome.error));
        return;
    }
    if (outcome.cancelled) {
        m_summary->setText(tr("Search cancelled."));
        return;
    }
    m_progress->setValue(1000);
    const OptimizeStats &st = outcome.stats;
    m_summary->setText(
        tr("%1 candidate builds: %2 evaluated, %3 in pruned subtrees, %4 s. Front: %5 builds "
           "(plot colour: wall power, blue lowest to red highest; double-click opens a build).")
            .arg(f.integer(static_cast<long long>(st.spaceSize)),
                 f.integer(static_cast<long long>(st.evaluated)),
                 f.integer(static_cast<long long>(st.pruned)), f.number(st.seconds, 2))
            .arg(outcome.frontSize) +
        (m_results.empty() ? tr(" No build meets the spec.") : QString()));
    double lo = 1e300, hi = -1e300;
    for (const OptimizeResult &r : m_results) {
        lo = std::min(lo, r.wallW);
        hi = std::max(hi, r.wallW);
    }
    QCPColorGradient gradient(QCPColorGradient::gpJet);
    for (std::size_t i = 0; i < m_results.size(); ++i) {
        const OptimizeResult &r = m_results[i];
        const int row = static_cast<int>(i);
        m_table->insertRow(row);
        const QStringList cells{f.money(r.priceEur, 0),
                                f.tokensPerS(r.throughput),
                                f.watts(r.wallW),
                                QString::fromStdString(r.build.chassisSku),
                                partsText(r.build),
                                QString::fromStdString(r.bindingLimit),
                                QString::fromStdString(r.nextCheaper),
                                r.verified ? tr("yes") : QString::fromStdString(r.verification)};
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(row, c, new QTableWidgetItem(cells.at(c)));
        QCPGraph *point = m_plot->addGraph();
        point->setProperty("row", row);
        point->setLineStyle(QCPGraph::lsNone);
        const QColor colour = gradient.color(r.wallW, QCPRange(lo, hi > lo ? hi : lo + 1));
        point->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, colour, colour, 9));
        point->addData(r.priceEur, r.throughput);
    }
    m_table->resizeColumnsToContents();
    m_plot->rescaleAxes();
    m_plot->xAxis->scaleRange(1.1);
    m_plot->yAxis->scaleRange(1.1);
    m_plot->replot();
}

void OptimizeDialog::openResult(int row)
{
    if (row < 0 || row >= static_cast<int>(m_results.size()) || !m_openBuild)
        return;
    m_openBuild(m_results[static_cast<std::size_t>(row)].build);
}

void showOptimizeDialog(QWidget *parent, const CatalogSnapshot &catalog,
                        std::function<void(const Build &)> openBuild)
{
    auto *dialog = new OptimizeDialog(catalog, std::move(openBuild), parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

} // namespace np
