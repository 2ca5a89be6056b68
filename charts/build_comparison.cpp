// SPDX-License-Identifier: MIT
#include "charts/build_comparison.h"

#include "charts/kind_colors.h"
#include "presentation/display_names.h"
#include "presentation/figure_names.h"
#include "presentation/number_format.h"

#include <QHeaderView>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace np
{

namespace
{

constexpr size_t kMaxBuilds = 4;

std::vector<ComparedBuild> validBuilds(const std::vector<ComparedBuild> &builds)
{
    std::vector<ComparedBuild> out;
    for (const ComparedBuild &b : builds)
        if (b.evaluation && out.size() < kMaxBuilds)
            out.push_back(b);
    return out;
}

// Key figures of the table: a name and the figure's text for one evaluation.
struct KeyFigure {
    QString name;
    std::function<QString(const Evaluation &)> text;
};

std::vector<KeyFigure> keyFigures()
{
    using E = const Evaluation &;
    return {
        {QObject::tr("Chassis"), [](E e) -> QString { return QString::fromStdString(e.chassis); }},
        {QObject::tr("GPUs"),
         [](E e) -> QString {
             return QStringLiteral("%1 × %2").arg(e.gpu.count).arg(QString::fromStdString(e.gpu.model));
         }},
        {QObject::tr("Usable memory per GPU"),
         [](E e) -> QString { return NumberFormat::forGui().gib(e.gpu.memoryPerGpuGiB); }},
        {QObject::tr("GPU memory, all GPUs"),
         [](E e) -> QString { return NumberFormat::forGui().gib(e.gpu.memoryTotalGiB); }},
        {QObject::tr("Memory bandwidth per GPU"),
         [](E e) -> QString {
             return NumberFormat::forGui().number(e.gpu.memoryBandwidthPerGpuGBps) + QStringLiteral(" GB/s");
         }},
        {QObject::tr("BF16 dense, all GPUs"),
         [](E e) -> QString {
             return NumberFormat::forGui().number(e.gpu.bf16DenseTflopsTotal) + QStringLiteral(" TFLOPS");
         }},
        {QObject::tr("GPU link"), [](E e) -> QString { return displayName(e.gpu.interconnect); }},
        {QObject::tr("GPU-to-GPU, worst pair"),
         [](E e) -> QString {
             return NumberFormat::forGui().number(e.gpu.p2pGBps, 1) + QStringLiteral(" GB/s");
         }},
        {QObject::tr("CPU cores"), [](E e) -> QString { return QString::number(e.cpu.coresTotal); }},
        {QObject::tr("Host memory"),
         [](E e) -> QString { return NumberFormat::forGui().gib(e.hostMemory.capacityGiB); }},
        {QObject::tr("Peak power at the wall"),
         [](E e) -> QString { return NumberFormat::forGui().watts(e.power.wallW); }},
        {QObject::tr("PSU usable"),
         [](E e) -> QString { return NumberFormat::forGui().watts(e.power.psuUsableW); }},
        {QObject::tr("Redundancy met"),
         [](E e) -> QString { return e.power.redundancyMet ? QObject::tr("yes") : QObject::tr("no"); }},
        {QObject::tr("Heat"),
         [](E e) -> QString {
             return NumberFormat::forGui().number(e.power.btuPerH) + QStringLiteral(" BTU/h");
         }},
        {QObject::tr("Price to the customer"),
         [](E e) -> QString { return NumberFormat::forGui().money(e.cost.totalEur, 0); }},
        {buildEurPerGbGpuMemoryName(),
         [](E e) -> QString { return NumberFormat::forGui().money(e.cost.eurPerGbGpuMemory, 2); }},
        {perDenseBf16TflopsName(),
         [](E e) -> QString { return NumberFormat::forGui().money(e.cost.eurPerDenseBf16Tflops, 2); }},
        {QObject::tr("Energy per year"),
         [](E e) -> QString { return NumberFormat::forGui().money(e.cost.energyEurPerYear, 0); }},
        {QObject::tr("Total cost of ownership"),
         [](E e) -> QString { return NumberFormat::forGui().money(e.cost.tcoEur, 0); }},
        {QObject::tr("Blocking findings"),
         [](E e) -> QString {
             return QString::number(std::count_if(e.findings.begin(), e.findings.end(), [](const Finding &f) {
                 return f.severity == Severity::Blocking;
             }));
         }},
    };
}

// Workload labels across builds, in order of first appearance.
QStringList workloadLabels(const std::vector<ComparedBuild> &builds)
{
    QStringList labels;
    for (const ComparedBuild &b : builds)
        for (const WorkloadResult &w : b.evaluation->workloads)
            if (!labels.contains(QString::fromStdString(w.label)))
                labels << QString::fromStdString(w.label);
    return labels;
}

const WorkloadResult *findWorkload(const Evaluation &e, const QString &label)
{
    for (const WorkloadResult &w : e.workloads)
        if (QString::fromStdString(w.label) == label)
            return &w;
    return nullptr;
}

} // namespace

QColor comparisonColor(size_t buildIndex)
{
    static const QColor palette[] = {QColor(0x2F, 0x6D, 0xB5), QColor(0xD9, 0x8C, 0x1F),
                                     QColor(0x8E, 0x5E, 0xA2), QColor(0x1F, 0x9E, 0x9E)};
    return palette[buildIndex % 4];
}

// --- What the overlays share ---------------------------------------------------------------------

void ComparisonChart::setBuilds(const std::vector<ComparedBuild> &builds)
{
    m_builds = validBuilds(builds);
    setInputs({});
}

void ComparisonChart::setCategories(const QStringList &categories)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < categories.size(); ++i) {
        QString label = categories[i];
        label.replace(QStringLiteral(" · "), QStringLiteral("\n"));
        ticker->addTick(i, label);
    }
    xAxis->setTicker(ticker);
    xAxis->setSubTicks(false);
    xAxis->grid()->setVisible(false);
    xAxis->setRange(-0.6, std::max<double>(0.6, categories.size() - 0.4));
}

QCPBars *ComparisonChart::addBuildBars(size_t build, QCPBarsGroup *group, const QBrush &brush)
{
    auto *bars = new QCPBars(xAxis, yAxis);
    bars->setName(m_builds[build].name);
    bars->setWidth(0.8 / std::max<size_t>(1, m_builds.size()));
    bars->setBrush(brush);
    bars->setPen(Qt::NoPen);
    bars->setBarsGroup(group);
    return bars;
}

void ComparisonChart::forEachWorkload(size_t build, const QStringList &labels,
                                      const std::function<void(int, const WorkloadResult &)> &add) const
{
    for (int i = 0; i < labels.size(); ++i)
        if (const WorkloadResult *w = findWorkload(*m_builds[build].evaluation, labels[i]))
            add(i, *w);
}

// --- Model fit overlay ---------------------------------------------------------------------------

ComparisonFitChart::ComparisonFitChart(QWidget *parent) : ComparisonChart(parent)
{
    setWindowTitle(tr("Model fit, builds compared"));
}

void ComparisonFitChart::rebuild()
{
    setTitle(tr("Memory per GPU needed (filled) and usable (outline), by build"));
    yAxis->setLabel(tr("Memory per GPU (GiB)"));
    legend->setVisible(true);
    const QStringList labels = workloadLabels(builds());
    setCategories(labels);

    // Two groups with the same geometry: the outline bars land exactly on the filled ones.
    auto *needGroup = new QCPBarsGroup(this);
    auto *usableGroup = new QCPBarsGroup(this);
    double top = 1;
    for (size_t b = 0; b < builds().size(); ++b) {
        const QColor color = comparisonColor(b);
        QColor fill = color;
        fill.setAlphaF(0.8f);
        QCPBars *need = addBuildBars(b, needGroup, fill);
        QCPBars *usable = addBuildBars(b, usableGroup, Qt::NoBrush);
        usable->setName(builds()[b].name + tr(" usable"));
        usable->setPen(QPen(color.darker(130), 2, Qt::DashLine));
        usable->removeFromLegend();
        forEachWorkload(b, labels, [&](int i, const WorkloadResult &w) {
            need->addData(i, w.perGpuRequiredGiB);
            usable->addData(i, w.perGpuAvailableGiB);
            top = std::max({top, w.perGpuRequiredGiB, w.perGpuAvailableGiB});
        });
    }
    yAxis->setRange(0, top * 1.1);
}

// --- Power overlay -------------------------------------------------------------------------------

ComparisonPowerChart::ComparisonPowerChart(QWidget *parent) : ComparisonChart(parent)
{
    setWindowTitle(tr("Power, builds compared"));
}

void ComparisonPowerChart::rebuild()
{
    setTitle(tr("Peak power by group, and usable PSU capacity (lines), by build"));
    yAxis->setLabel(tr("Power at peak (W)"));
    legend->setVisible(true);
    // One entry per line (set before the entries are added): build names are long, and side by
    // side they would overlap.
    legend->setWrap(1);
    QStringList groups;
    for (const ComparedBuild &b : builds())
        for (const PowerItem &item : b.evaluation->power.items)
            if (!groups.contains(QString::fromStdString(item.group)))
                groups << QString::fromStdString(item.group);
    setCategories(groups);

    auto *group = new QCPBarsGroup(this);
    double top = 1;
    for (size_t b = 0; b < builds().size(); ++b) {
        const QColor color = comparisonColor(b);
        const PowerFigures &p = builds()[b].evaluation->power;
        QCPBars *bars = addBuildBars(b, group, color);
        for (const PowerItem &item : p.items) {
            bars->addData(groups.indexOf(QString::fromStdString(item.group)), item.peakW);
            top = std::max(top, item.peakW);
        }
        if (p.psuUsableW > 0) {
            auto *line = new QCPGraph(xAxis, yAxis);
            line->setName(
                tr("%1: PSU usable %2").arg(builds()[b].name, NumberFormat::forGui().watts(p.psuUsableW)));
            line->setPen(QPen(color, 2, Qt::DashLine));
            line->addData(-0.6, p.psuUsableW);
            line->addData(groups.size() - 0.4, p.psuUsableW);
            top = std::max(top, p.psuUsableW);
        }
    }
    yAxis->setRange(0, top * 1.1);
}

// --- Throughput overlay --------------------------------------------------------------------------

ComparisonThroughputChart::ComparisonThroughputChart(QWidget *parent) : ComparisonChart(parent)
{
    setWindowTitle(tr("Throughput, builds compared"));
}

void ComparisonThroughputChart::rebuild()
{
    setTitle(tr("Decode speed, all sequences at the workload's batch, by build"));
    yAxis->setLabel(tr("Tokens per second"));
    legend->setVisible(true);
    // Only serving workloads decode; a training run or one that could not be evaluated has no bar.
    QStringList labels;
    for (const ComparedBuild &b : builds())
        for (const WorkloadResult &w : b.evaluation->workloads)
            if (w.decodeTokensPerSAggregate > 0 && !labels.contains(QString::fromStdString(w.label)))
                labels << QString::fromStdString(w.label);
    setCategories(labels);

    auto *group = new QCPBarsGroup(this);
    double top = 1;
    for (size_t b = 0; b < builds().size(); ++b) {
        QCPBars *bars = addBuildBars(b, group, comparisonColor(b));
        forEachWorkload(b, labels, [&](int i, const WorkloadResult &w) {
            if (w.decodeTokensPerSAggregate <= 0)
                return;
            bars->addData(i, w.decodeTokensPerSAggregate);
            top = std::max(top, w.decodeTokensPerSAggregate);
        });
    }
    yAxis->setRange(0, top * 1.1);
}

// --- The view ------------------------------------------------------------------------------------

BuildComparisonView::BuildComparisonView(QWidget *parent)
    : QWidget(parent), m_table(new QTableWidget), m_fit(new ComparisonFitChart),
      m_power(new ComparisonPowerChart)
{
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setAccessibleName(tr("Builds side by side"));
    auto *charts = new QTabWidget;
    charts->setAccessibleName(tr("Comparison charts"));
    charts->addTab(m_fit, tr("Model fit"));
    charts->addTab(m_power, tr("Power"));
    auto *split = new QSplitter(Qt::Vertical);
    split->addWidget(m_table);
    split->addWidget(charts);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
}

bool BuildComparisonView::isHighlighted(int row, int build) const
{
    const QTableWidgetItem *item = m_table->item(row, build);
    return item && item->data(Qt::UserRole).toBool();
}

void BuildComparisonView::setBuilds(const std::vector<ComparedBuild> &input)
{
    const std::vector<ComparedBuild> builds = validBuilds(input);
    m_fit->setBuilds(builds);
    m_power->setBuilds(builds);

    const std::vector<KeyFigure> figures = keyFigures();
    const QStringList workloads = workloadLabels(builds);
    m_table->clear();
    m_table->setColumnCount(int(builds.size()));
    m_table->setRowCount(int(figures.size()) + int(workloads.size()));
    QStringList headers, rowNames;
    for (const ComparedBuild &b : builds)
        headers << b.name;
    m_table->setHorizontalHeaderLabels(headers);

    QColor highlight = palette().color(QPalette::Highlight);
    highlight.setAlphaF(0.25f);
    auto setRow = [&](int row, const QString &name, const std::function<QString(const Evaluation &)> &text) {
        rowNames << name;
        QString first;
        for (size_t b = 0; b < builds.size(); ++b) {
            const QString value = text(*builds[b].evaluation);
            auto *item = new QTableWidgetItem(value);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (b == 0)
                first = value;
            const bool differs = b > 0 && value != first;
            item->setData(Qt::UserRole, differs);
            if (differs) {
                item->setBackground(highlight);
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            m_table->setItem(row, int(b), item);
        }
    };
    int row = 0;
    for (const KeyFigure &f : figures)
        setRow(row++, f.name, f.text);
    for (const QString &label : workloads)
        setRow(row++, label, [label](const Evaluation &e) {
            const WorkloadResult *w = findWorkload(e, label);
            if (!w)
                return QObject::tr("not in this build");
            if (!w->error.empty())
                return QObject::tr("not evaluated");
            return w->fits
                       ? QObject::tr("fits, %1 spare").arg(NumberFormat::forGui().gib(w->marginGiB))
                       : QObject::tr("does not fit, %1 over").arg(NumberFormat::forGui().gib(-w->marginGiB));
        });
    m_table->setVerticalHeaderLabels(rowNames);
}

} // namespace np
