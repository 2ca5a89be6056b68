// SPDX-License-Identifier: MIT
#include "charts/kv_capacity_chart.h"

#include "charts/error_bars.h"
#include "charts/kind_colors.h"
#include "presentation/number_format.h"

#include <algorithm>
#include <cmath>

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

void KvCapacityChart::rebuild()
{
    setTitle(tr("Concurrent sequences that fit, by context length"));
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

    const Assumptions &assumptions = assumptionsOf(inputs());
    double top = 10;
    int curves = 0;
    for (size_t i = 0; i < workloadCount(inputs()); ++i) {
        const WorkloadRef ref = workloadAt(inputs(), i);
        if (!ref.sweepable() || ref.workload->mode != WorkloadMode::Inference)
            continue;
        const GpuContext context = workloadContext(inputs(), i);
        if (!context.gpu)
            continue;
        const QColor color = curveColor(size_t(curves++));
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
            const ExpectedError error = expectedError(EstimateKind::KvCacheTokens);
            addExpectedErrorBars(marker, error);
            addNote(tr("%1 × %2 %3")
                        .arg(ref.result->maxConcurrentSequences)
                        .arg(NumberFormat::forGui().contextTokens(ref.workload->contextTokens),
                             NumberFormat::forGui().plusMinusPercent(error.medianAbsPct)),
                    ref.workload->contextTokens, ref.result->maxConcurrentSequences,
                    Qt::AlignLeft | Qt::AlignBottom, color)
                ->setPadding(QMargins(7, 0, 0, 5));
        }
    }
    if (curves == 0)
        addNote(tr("No inference workload to show"), 8192, 3, Qt::AlignCenter, theme().subtleText);
    yAxis->setRange(0.8, std::pow(10.0, std::ceil(std::log10(top * 1.5))));
}

} // namespace np
