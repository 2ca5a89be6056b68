// SPDX-License-Identifier: MIT
#include "charts/throughput_chart.h"

#include "charts/error_bars.h"
#include "charts/kind_colors.h"
#include "core/baseboard.h"
#include "core/workload/bridge_what_if.h"
#include "core/workload/load_throughput.h"
#include "presentation/display_names.h"
#include "presentation/error_band_text.h"
#include "presentation/number_format.h"

#include <algorithm>

namespace np
{

namespace
{

struct Series {
    QCPGraph *bandwidthBound;
    QCPGraph *computeBound;
};

// Two graphs for one link: solid while bandwidth-bound, dashed once compute-bound. The dashed
// part starts at the last bandwidth-bound point so the curve stays continuous.
Series addLinkSeries(QCustomPlot *plot, const QString &name, const QString &idPrefix, const QColor &color,
                     const std::vector<int> &batches, const std::vector<DecodePoint> &points)
{
    Series s{new QCPGraph(plot->xAxis, plot->yAxis), new QCPGraph(plot->xAxis, plot->yAxis)};
    s.bandwidthBound->setObjectName(idPrefix + QStringLiteral("-bandwidth-bound"));
    s.computeBound->setObjectName(idPrefix + QStringLiteral("-compute-bound"));
    s.bandwidthBound->setName(name + QObject::tr(", bandwidth-bound"));
    s.computeBound->setName(name + QObject::tr(", compute-bound"));
    s.bandwidthBound->setPen(QPen(color, 2.5, Qt::SolidLine));
    s.computeBound->setPen(QPen(color, 2.5, Qt::DashLine));
    bool seenCompute = false;
    for (size_t i = 0; i < batches.size(); ++i) {
        const DecodePoint &p = points[i];
        if (p.bandwidthBound && !seenCompute) {
            s.bandwidthBound->addData(batches[i], p.tokensPerSAggregate);
        } else {
            if (!seenCompute && i > 0)
                s.computeBound->addData(batches[i - 1], points[i - 1].tokensPerSAggregate);
            seenCompute = true;
            s.computeBound->addData(batches[i], p.tokensPerSAggregate);
        }
    }
    if (s.computeBound->data()->isEmpty())
        s.computeBound->removeFromLegend();
    return s;
}

} // namespace

// Output tokens/s with each request's prefill counted (continuous batching, the workload's prompt in
// and the rest of its context out), over the same concurrencies; the workload's own point carries
// the expected error of throughput under load.
void ThroughputChart::addUnderLoadSeries(const WorkloadRef &ref, const GpuContext &context,
                                         const Assumptions &assumptions, const std::vector<int> &batches)
{
    const LoadRequest own = loadRequestOf(*ref.workload);
    auto *load = new QCPGraph(xAxis, yAxis);
    load->setObjectName(QStringLiteral("under-load"));
    load->setName(tr("under load, %1 in / %2 out (prefill counted)")
                      .arg(NumberFormat::forGui().integer(own.inputTokens),
                           NumberFormat::forGui().integer(own.outputTokens)));
    const QColor color = colors::psu();
    load->setPen(QPen(color, 2, Qt::DashDotLine));
    for (int b : batches) {
        LoadRequest request = own;
        request.concurrency = b;
        const LoadThroughput t =
            throughputUnderLoad(*ref.model, *ref.workload, context, assumptions, request);
        if (t.concurrency == b) // beyond the KV cache the engine queues: the curve ends there
            load->addData(b, t.outputTokensPerS);
    }
    const LoadThroughput &current = ref.result->underLoad;
    if (current.concurrency <= 0)
        return;
    const ErrorBand error = expectedErrorOf(*ref.result, WorkloadFigure::LoadThroughput);
    auto *point = new QCPGraph(xAxis, yAxis);
    point->setObjectName(QStringLiteral("under-load-current"));
    point->setName(tr("under load at %1 in flight (%2)")
                       .arg(current.concurrency)
                       .arg(errorBandShortText(error, NumberFormat::forGui())));
    point->setLineStyle(QCPGraph::lsNone);
    point->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, color, theme().background, 11));
    point->addData(current.concurrency, current.outputTokensPerS);
    addExpectedErrorBars(point, error);
}

ThroughputChart::ThroughputChart(QWidget *parent) : ChartPlot(parent)
{
    setWindowTitle(tr("Decode throughput"));
}

void ThroughputChart::setWorkloadIndex(int index)
{
    m_workloadIndex = index;
    setInputs(inputs());
}

bool ThroughputChart::wantsSparseTicks() const
{
    // Nine batch labels need about 60 px each with the axes' margins; below that every other one.
    return isVisible() && width() < 540;
}

void ThroughputChart::applyBatchTicks()
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int b = 1; b <= 256; b *= m_sparseTicks ? 4 : 2)
        ticker->addTick(b, QString::number(b));
    xAxis->setTicker(ticker);
}

void ThroughputChart::resizeEvent(QResizeEvent *event)
{
    if (m_shownIndex >= 0 && wantsSparseTicks() != m_sparseTicks) {
        m_sparseTicks = !m_sparseTicks;
        applyBatchTicks();
    }
    ChartPlot::resizeEvent(event);
}

std::vector<int> ThroughputChart::sweepBatches()
{
    std::vector<int> batches;
    for (int b = 1; b <= 256; b *= 2) {
        batches.push_back(b);
        if (b >= 2 && b < 256)
            batches.push_back(b + b / 2);
    }
    return batches;
}

// The chosen workload if it is a sweepable inference workload, else the first one that is; -1 if none.
int ThroughputChart::pickShownWorkload() const
{
    const size_t count = workloadCount(inputs());
    auto usable = [this](size_t i) {
        const WorkloadRef ref = workloadAt(inputs(), i);
        return ref.sweepable() && ref.workload->mode == WorkloadMode::Inference;
    };
    if (m_workloadIndex >= 0 && size_t(m_workloadIndex) < count && usable(size_t(m_workloadIndex)))
        return m_workloadIndex;
    for (size_t i = 0; i < count; ++i)
        if (usable(i))
            return int(i);
    return -1;
}

void ThroughputChart::setUpAxes()
{
    xAxis->setScaleType(QCPAxis::stLogarithmic);
    m_sparseTicks = wantsSparseTicks();
    applyBatchTicks();
    xAxis->setSubTicks(false);
    xAxis->setRange(0.85, 256 * 1.15);
    xAxis->setLabel(tr("Batch (concurrent sequences, log scale)"));
    yAxis->setLabel(tr("Decode, all sequences (tokens/s)"));
    yAxis2->setVisible(true);
    yAxis2->setTickLabels(true);
    yAxis2->setLabel(tr("Decode, per sequence (tokens/s)"));
    legend->setVisible(true);
    legend->setWrap(2); // long series names
}

QString ThroughputChart::bridgedSeriesName(const BridgeWhatIf &whatIf, const WorkloadRef &ref,
                                           const GpuContext &own) const
{
    const QString bandwidth = NumberFormat::forGui().number(whatIf.bridgeGBps, 0);
    QString name = whatIf.nominalBandwidth ? tr("NVLink bridge, %1 GB/s (nominal)").arg(bandwidth)
                                           : tr("NVLink bridge, %1 GB/s (the GPU's)").arg(bandwidth);
    if (whatIf.crossesOwnLink) // the same line as the own link's: say why
        name += tr(": joins %1 GPUs, TP%2 still crosses %3")
                    .arg(whatIf.bridgeGpus)
                    .arg(ref.workload->tensorParallel)
                    .arg(displayName(own.link));
    return name;
}

// Per-sequence speed on the build's own link, right axis; both axes scaled to the highest point.
// Returns the top of the left axis' data, which the notes are placed against.
double ThroughputChart::addPerSequenceSeries(const std::vector<int> &batches,
                                             const std::vector<DecodePoint> &ownPoints,
                                             const std::vector<DecodePoint> &bridgedPoints,
                                             const QColor &ownColor)
{
    auto *perSequence = new QCPGraph(xAxis, yAxis2);
    perSequence->setObjectName(ownPerSequenceId());
    perSequence->setName(tr("per sequence (right axis)"));
    perSequence->setPen(QPen(ownColor, 1.5, Qt::DotLine));
    double top = 1, topPerSequence = 1;
    for (size_t i = 0; i < batches.size(); ++i) {
        perSequence->addData(batches[i], ownPoints[i].tokensPerSPerSequence);
        topPerSequence = std::max(topPerSequence, ownPoints[i].tokensPerSPerSequence);
        top = std::max(top, ownPoints[i].tokensPerSAggregate);
        if (i < bridgedPoints.size())
            top = std::max(top, bridgedPoints[i].tokensPerSAggregate);
    }
    yAxis->setRange(0, top * 1.15);
    yAxis2->setRange(0, topPerSequence * 1.15);
    return top;
}

// Shade where the build's own link is compute-bound.
void ThroughputChart::shadeComputeBound(const std::vector<int> &batches,
                                        const std::vector<DecodePoint> &ownPoints, double top)
{
    auto firstCompute = std::find_if(ownPoints.begin(), ownPoints.end(),
                                     [](const DecodePoint &p) { return !p.bandwidthBound; });
    if (firstCompute == ownPoints.end())
        return;
    const double from = batches[size_t(firstCompute - ownPoints.begin())];
    auto *shade = new QCPItemRect(this);
    shade->topLeft->setType(QCPItemPosition::ptPlotCoords);
    shade->topLeft->setCoords(from, top * 1.15);
    shade->bottomRight->setCoords(256 * 1.15, 0);
    QColor fill = theme().text;
    fill.setAlphaF(0.06f);
    shade->setBrush(fill);
    shade->setPen(Qt::NoPen);
    shade->setLayer(QStringLiteral("background"));
    addNote(tr("compute-bound"), from, top * 1.12, Qt::AlignLeft | Qt::AlignTop, theme().subtleText)
        ->setPadding(QMargins(5, 0, 0, 0));
    addNote(tr("bandwidth-bound"), 1, top * 1.12, Qt::AlignLeft | Qt::AlignTop, theme().subtleText)
        ->setPadding(QMargins(5, 0, 0, 0));
}

// Where the KV cache runs out at this context.
void ThroughputChart::markKvCacheLimit(const WorkloadRef &ref, double top)
{
    const WorkloadResult &result = *ref.result;
    if (result.maxConcurrentSequences <= 0 || result.maxConcurrentSequences > 256)
        return;
    auto *limit = new QCPItemStraightLine(this);
    limit->point1->setCoords(result.maxConcurrentSequences, 0);
    limit->point2->setCoords(result.maxConcurrentSequences, 1);
    limit->setPen(QPen(colors::psu(), 1.5, Qt::DashDotLine));
    addNote(tr("KV cache full at %1 × %2")
                .arg(result.maxConcurrentSequences)
                .arg(NumberFormat::forGui().contextTokens(ref.workload->contextTokens)),
            result.maxConcurrentSequences, top * 0.55, Qt::AlignRight | Qt::AlignVCenter, colors::psu())
        ->setPadding(QMargins(0, 0, 6, 0));
}

// The workload's own batch, with the expected error of decode speed.
void ThroughputChart::markCurrentSetting(const WorkloadRef &ref, const QColor &ownColor)
{
    const WorkloadResult &result = *ref.result;
    if (result.decodeTokensPerSAggregate <= 0)
        return;
    const ErrorBand error = expectedErrorOf(result, WorkloadFigure::Decode);
    auto *own = new QCPGraph(xAxis, yAxis);
    own->setObjectName(QStringLiteral("current-setting"));
    own->setName(tr("current batch %1, decode (%2)")
                     .arg(ref.workload->batch)
                     .arg(errorBandShortText(error, NumberFormat::forGui())));
    own->setLineStyle(QCPGraph::lsNone);
    own->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, ownColor, theme().background, 11));
    own->addData(ref.workload->batch, result.decodeTokensPerSAggregate);
    addExpectedErrorBars(own, error);
}

void ThroughputChart::rebuild()
{
    m_shownIndex = pickShownWorkload();
    if (m_shownIndex < 0) {
        setTitle(tr("Decode throughput"));
        showEmptyState(
            tr("No inference workload in this build.\nAdd one to see its decode speed by batch size."));
        return;
    }
    setUpAxes();

    const WorkloadRef ref = workloadAt(inputs(), size_t(m_shownIndex));
    setTitle(tr("Decode throughput: %1").arg(QString::fromStdString(ref.result->label)));
    const Assumptions &assumptions = assumptionsOf(inputs());
    const GpuContext own = workloadContext(inputs(), size_t(m_shownIndex));
    const bool ownIsNvlink = isGpuFabric(own.link); // a GPU fabric already: no "what if bridged" series
    const BridgeWhatIf whatIf = bridgeWhatIf(own, ref.workload->tensorParallel, assumptions);

    const std::vector<int> batches = sweepBatches();
    std::vector<DecodePoint> ownPoints, bridgedPoints;
    for (int b : batches) {
        ownPoints.push_back(decodeAtBatch(*ref.model, *ref.workload, own, assumptions, b));
        if (!ownIsNvlink)
            bridgedPoints.push_back(decodeAtBatch(*ref.model, *ref.workload, whatIf.context, assumptions, b));
    }

    QColor ownColor = colors::cpu();
    QColor nvColor = colors::gpu();
    if (theme().isDark()) {
        ownColor = ownColor.lighter(150);
        nvColor = nvColor.lighter(140);
    }
    const QString ownName =
        tr("%1, %2 GB/s").arg(displayName(own.link), NumberFormat::forGui().number(own.p2pGBps, 0));
    addLinkSeries(this, ownName, QStringLiteral("own"), ownColor, batches, ownPoints);
    if (!ownIsNvlink)
        addLinkSeries(this, bridgedSeriesName(whatIf, ref, own), QStringLiteral("nvlink"), nvColor, batches,
                      bridgedPoints);

    const double top = addPerSequenceSeries(batches, ownPoints, bridgedPoints, ownColor);
    shadeComputeBound(batches, ownPoints, top);
    markKvCacheLimit(ref, top);
    markCurrentSetting(ref, ownColor);
    addUnderLoadSeries(ref, own, assumptions, batches);
}

} // namespace np
