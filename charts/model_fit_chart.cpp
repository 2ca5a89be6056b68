// SPDX-License-Identifier: MIT
#include "charts/model_fit_chart.h"

#include "charts/kind_colors.h"
#include "charts/status_colors.h"
#include "presentation/finding_text.h"
#include "presentation/number_format.h"

#include <QFontMetrics>

#include <algorithm>

namespace np
{

namespace
{

struct Segment {
    QString name;
    QColor color;
    double MemoryBreakdown::*field;
};

constexpr double kBarWidth = 0.6;

} // namespace

ModelFitChart::ModelFitChart(QWidget *parent) : ChartPlot(parent)
{
    setWindowTitle(tr("Model fit per GPU"));
}

QString ModelFitChart::verdictText(const WorkloadResult &result)
{
    if (!result.error.empty())
        return tr("not evaluated: %1").arg(messageText(result.error, NumberFormat::forGui()));
    if (result.fits)
        return tr("fits, %1 spare").arg(NumberFormat::forGui().gib(result.marginGiB));
    if (result.marginGiB < 0)
        return tr("does not fit, %1 over").arg(NumberFormat::forGui().gib(-result.marginGiB));
    // GPU memory suffices but something else does not (host RAM for offload, context limit).
    return tr("does not fit: see findings");
}

QString ModelFitChart::axisLabel(const WorkloadResult &result)
{
    const QString label = QString::fromStdString(result.label.empty() ? result.model : result.label);
    const QString separator = QStringLiteral(" · ");
    const qsizetype cut = label.indexOf(separator);
    if (cut < 0)
        return label;
    return label.left(cut) + QLatin1Char('\n') + label.mid(cut + separator.size());
}

bool ModelFitChart::roomForTwoLineLabels() const
{
    const Evaluation *evaluation = inputs().evaluation;
    const size_t rows = evaluation ? evaluation->workloads.size() : 0;
    if (rows == 0)
        return true;
    // The plot area is the widget less the title, legend and value axis (about eight text lines).
    const int line = QFontMetrics(yAxis->tickLabelFont()).height();
    return height() - 8 * line >= int(rows) * 2 * line;
}

void ModelFitChart::resizeEvent(QResizeEvent *event)
{
    ChartPlot::resizeEvent(event);
    if (roomForTwoLineLabels() != m_twoLineLabels)
        setInputs(inputs()); // relabel for the new height
}

// Horizontal bars: key axis is y (one row per workload, first at the top), value axis x.
void ModelFitChart::setUpWorkloadAxis(const std::vector<WorkloadResult> &workloads)
{
    yAxis->setRangeReversed(true);
    xAxis->setLabel(tr("Memory per GPU (GiB)"));
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    m_twoLineLabels = roomForTwoLineLabels();
    for (size_t i = 0; i < workloads.size(); ++i) {
        const WorkloadResult &w = workloads[i];
        QString oneLine = QString::fromStdString(w.label.empty() ? w.model : w.label);
        if (oneLine.size() > 44)
            oneLine = oneLine.left(43) + QStringLiteral("…");
        ticker->addTick(double(i), m_twoLineLabels ? axisLabel(w) : oneLine);
    }
    yAxis->setTicker(ticker);
    yAxis->setSubTicks(false);
    yAxis->setTickLength(0, 4);
    yAxis->grid()->setVisible(false);
    yAxis->setRange(-0.6, std::max<double>(0.6, double(workloads.size()) - 0.4));
}

// One stacked bar per workload, a segment per kind of memory.
void ModelFitChart::addMemorySegments(const std::vector<WorkloadResult> &workloads)
{
    const Segment segments[] = {
        {weightsName(), colors::weights(), &MemoryBreakdown::weightsGiB},
        {kvCacheName(), colors::kvCache(), &MemoryBreakdown::kvCacheGiB},
        {activationsName(), colors::activations(), &MemoryBreakdown::activationsGiB},
        {gradientsName(), colors::gradients(), &MemoryBreakdown::gradientsGiB},
        {optimizerName(), colors::optimizer(), &MemoryBreakdown::optimizerGiB},
        {overheadName(), colors::overhead(), &MemoryBreakdown::overheadGiB},
    };
    legend->setVisible(true);
    QCPBars *below = nullptr;
    for (const Segment &segment : segments) {
        auto *bars = new QCPBars(yAxis, xAxis);
        bars->setName(segment.name);
        bars->setWidth(kBarWidth);
        bars->setBrush(segment.color);
        bars->setPen(Qt::NoPen);
        bars->setStackingGap(1); // a hairline of background between segments
        bool used = false;
        for (size_t i = 0; i < workloads.size(); ++i) {
            const double value = workloads[i].perGpu.*(segment.field);
            bars->addData(double(i), value);
            used = used || value > 0;
        }
        if (below)
            bars->moveAbove(below);
        below = bars;
        if (!used)
            bars->removeFromLegend(); // keep the bars (tests, overlays) but not an empty legend entry
    }
}

// Usable memory per GPU: a graph holding the figure, drawn as a bar across each row. Returns the
// furthest end of a bar or usable mark, which the x range is made from.
double ModelFitChart::addUsableMarks(const std::vector<WorkloadResult> &workloads)
{
    auto *usable = new QCPGraph(yAxis, xAxis);
    usable->setName(usableName());
    usable->setLineStyle(QCPGraph::lsNone);
    usable->setScatterStyle(QCPScatterStyle::ssNone);
    auto *marker = new QCPErrorBars(yAxis, xAxis);
    marker->setName(usableName());
    marker->setDataPlottable(usable);
    marker->setErrorType(QCPErrorBars::etKeyError);
    marker->setWhiskerWidth(0);
    marker->setSymbolGap(0);
    marker->setPen(QPen(theme().text, 2.5));
    usable->removeFromLegend();
    double maxEnd = 1;
    QVector<double> keyErrors;
    for (size_t i = 0; i < workloads.size(); ++i) {
        const WorkloadResult &result = workloads[i];
        usable->addData(double(i), result.perGpuAvailableGiB);
        keyErrors.append(kBarWidth / 2 + 0.08);
        maxEnd = std::max({maxEnd, result.perGpuRequiredGiB, result.perGpuAvailableGiB});
    }
    marker->setData(keyErrors);
    return maxEnd;
}

// Verdicts to the right of each bar.
void ModelFitChart::addVerdicts(const std::vector<WorkloadResult> &workloads)
{
    for (size_t i = 0; i < workloads.size(); ++i) {
        const WorkloadResult &result = workloads[i];
        const double end = std::max(result.perGpuRequiredGiB, result.perGpuAvailableGiB);
        const QColor color = colors::forStatus(result.fitStatus);
        QCPItemText *note =
            addNote(verdictText(result), end, double(i), Qt::AlignLeft | Qt::AlignVCenter, color);
        note->setPadding(QMargins(6, 0, 0, 0));
        QFont f = note->font();
        f.setBold(true);
        note->setFont(f);
    }
}

void ModelFitChart::rebuild()
{
    setTitle(tr("Memory per GPU by workload"));
    const Evaluation *evaluation = inputs().evaluation;
    const std::vector<WorkloadResult> empty;
    const std::vector<WorkloadResult> &workloads = evaluation ? evaluation->workloads : empty;

    setUpWorkloadAxis(workloads);
    addMemorySegments(workloads);
    const double maxEnd = addUsableMarks(workloads);
    addVerdicts(workloads);
    xAxis->setRange(0, maxEnd * 1.55); // room for the verdicts
}

} // namespace np
