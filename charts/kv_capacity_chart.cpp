// SPDX-License-Identifier: MIT
#include "charts/kv_capacity_chart.h"

#include "charts/error_bars.h"
#include "charts/kind_colors.h"
#include "presentation/error_band_text.h"
#include "presentation/number_format.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace np
{

namespace
{

// Distinct, colour-blind-friendlier line colours for up to eight workloads.
QColor curveColor(size_t i)
{
    static const QColor palette[] = {colors::weights(),   colors::kvCache(),   colors::activations(),
                                     colors::gradients(), colors::optimizer(), colors::nic(),
                                     colors::fans(),      colors::board()};
    return palette[i % (sizeof(palette) / sizeof(palette[0]))];
}

} // namespace

KvCapacityChart::KvCapacityChart(QWidget *parent) : ChartPlot(parent)
{
    setWindowTitle(tr("KV-cache capacity"));
}

std::vector<int> KvCapacityChart::sweepContexts(int modelMaxContextTokens)
{
    std::vector<int> contexts;
    const int limit = modelMaxContextTokens > 0 ? std::min(modelMaxContextTokens, 131072) : 131072;
    for (int c = 1024; c <= limit; c *= 2) {
        contexts.push_back(c);
        if (c + c / 2 <= limit && c * 2 <= 131072)
            contexts.push_back(c + c / 2);
    }
    return contexts;
}

void KvCapacityChart::setUpAxes()
{
    xAxis->setScaleType(QCPAxis::stLogarithmic);
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int c = 1024; c <= 131072; c *= 2)
        ticker->addTick(c, NumberFormat::forGui().contextTokens(c));
    xAxis->setTicker(ticker);
    xAxis->setSubTicks(false);
    xAxis->setRange(1024 / 1.15, 131072 * 1.15);
    xAxis->setLabel(tr("Context length per sequence (tokens, log scale)"));
    yAxis->setLabel(tr("Concurrent sequences"));
    yAxis->setScaleType(QCPAxis::stLogarithmic);
    auto yTicker = QSharedPointer<QCPAxisTickerLog>::create();
    yTicker->setLogBase(10);
    yTicker->setSubTickCount(8);
    yAxis->setTicker(yTicker);
    yAxis->setNumberFormat(QStringLiteral("f"));
    yAxis->setNumberPrecision(0);
    yAxis->grid()->setSubGridVisible(true);
    legend->setVisible(true);
    legend->setWrap(2); // long series names
}

bool KvCapacityChart::addWorkloadCurve(size_t index, size_t curveIndex, double &top,
                                       std::vector<MarkerLabel> &labels)
{
    const WorkloadRef ref = workloadAt(inputs(), index);
    if (!ref.sweepable() || ref.workload->mode != WorkloadMode::Inference)
        return false;
    const GpuContext context = workloadContext(inputs(), index);
    if (!context.gpu)
        return false;
    const Assumptions &assumptions = assumptionsOf(inputs());
    const QColor color = curveColor(curveIndex);
    auto *graph = new QCPGraph(xAxis, yAxis);
    graph->setName(QString::fromStdString(ref.result->label));
    graph->setPen(QPen(color, 2.5));
    for (int c : sweepContexts(ref.model->arch.maxContextTokens)) {
        const int sequences = concurrentSequencesAt(*ref.model, *ref.workload, context, assumptions, c);
        // Zero cannot sit on a log axis: the curve ends where not even one sequence fits.
        if (sequences <= 0)
            break;
        graph->addData(c, sequences);
        top = std::max(top, double(sequences));
    }
    // The workload's own setting, from the evaluation.
    if (ref.result->maxConcurrentSequences > 0) {
        auto *marker = new QCPGraph(xAxis, yAxis);
        marker->setName(graph->name() + markerSuffix());
        marker->setLineStyle(QCPGraph::lsNone);
        marker->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, color, theme().background, 11));
        marker->addData(ref.workload->contextTokens, ref.result->maxConcurrentSequences);
        marker->removeFromLegend();
        const ErrorBand error = expectedErrorOf(*ref.result, WorkloadFigure::MaxConcurrentSequences);
        addExpectedErrorBars(marker, error);
        labels.push_back({double(ref.workload->contextTokens), double(ref.result->maxConcurrentSequences),
                          tr("%1 × %2 (%3)")
                              .arg(ref.result->maxConcurrentSequences)
                              .arg(NumberFormat::forGui().contextTokens(ref.workload->contextTokens),
                                   errorBandShortText(error, NumberFormat::forGui())),
                          color});
    }
    return true;
}

// Markers at the same context sit close on the log axis: the higher one's label goes above
// its marker, the next one's below, the third and fourth to the left, so none overlap.
void KvCapacityChart::placeMarkerLabels(std::vector<MarkerLabel> labels)
{
    std::stable_sort(labels.begin(), labels.end(), [](const MarkerLabel &a, const MarkerLabel &b) {
        return a.context != b.context ? a.context < b.context : a.sequences > b.sequences;
    });
    for (size_t i = 0; i < labels.size(); ++i) {
        size_t rank = 0;
        while (rank < i && labels[i - rank - 1].context == labels[i].context)
            ++rank;
        const bool above = rank % 2 == 0;
        const bool right = rank < 2;
        addNote(labels[i].text, labels[i].context, labels[i].sequences,
                (right ? Qt::AlignLeft : Qt::AlignRight) | (above ? Qt::AlignBottom : Qt::AlignTop),
                labels[i].color)
            ->setPadding(QMargins(right ? 7 : 0, above ? 0 : 5, right ? 0 : 7, above ? 5 : 0));
    }
}

void KvCapacityChart::rebuild()
{
    setTitle(tr("Concurrent sequences that fit, by context length"));
    setUpAxes();

    double top = 10;
    size_t curves = 0;
    std::vector<MarkerLabel> labels;
    for (size_t i = 0; i < workloadCount(inputs()); ++i)
        if (addWorkloadCurve(i, curves, top, labels))
            ++curves;
    if (curves == 0) {
        showEmptyState(tr("No inference workload in this build.\n"
                          "Add one to see how many sequences fit at each context length."));
        return;
    }
    placeMarkerLabels(std::move(labels));
    yAxis->setRange(0.8, std::pow(10.0, std::ceil(std::log10(top * 1.5))));
}

} // namespace np
