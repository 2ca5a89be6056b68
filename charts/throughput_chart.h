// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_inputs.h"
#include "charts/chart_plot.h"

#include <vector>

// Throughput: aggregate decode tokens/s against batch size for one inference workload (core's
// decodeAtBatch), on the build's own GPU link and on an NVLink bridge for comparison. Solid
// lines where decode is memory-bandwidth-bound, dashed where it is compute-bound; the
// compute-bound range of the build's own link is shaded. Per-sequence tokens/s on the right axis.
// Throughput under load (prefill counted, core's throughputUnderLoad) beside it, and the workload's
// own points with error bars of the expected error (core/expected_error.h).
namespace np
{

struct BridgeWhatIf;

class ThroughputChart : public ChartPlot
{
    Q_OBJECT
public:
    // Object names of the series (QObject::objectName), stable for tests and integration.
    static QString ownBandwidthBoundId() { return QStringLiteral("own-bandwidth-bound"); }
    static QString ownComputeBoundId() { return QStringLiteral("own-compute-bound"); }
    static QString nvlinkBandwidthBoundId() { return QStringLiteral("nvlink-bandwidth-bound"); }
    static QString nvlinkComputeBoundId() { return QStringLiteral("nvlink-compute-bound"); }
    static QString ownPerSequenceId() { return QStringLiteral("own-per-sequence"); }

    explicit ThroughputChart(QWidget *parent = nullptr);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("throughput"); }

    // Which build workload to plot; -1 (default) = the first inference workload.
    void setWorkloadIndex(int index);
    [[nodiscard]] int workloadIndex() const { return m_workloadIndex; }
    // The workload actually shown after the last rebuild, -1 if none.
    [[nodiscard]] int shownWorkloadIndex() const { return m_shownIndex; }

    static std::vector<int> sweepBatches(); // 1, 2, 3, 4, 6, 8, ... 256

protected:
    void rebuild() override;
    void resizeEvent(QResizeEvent *event) override;

private:
    [[nodiscard]] int pickShownWorkload() const;
    void setUpAxes();
    [[nodiscard]] QString bridgedSeriesName(const BridgeWhatIf &whatIf, const WorkloadRef &ref,
                                            const GpuContext &own) const;
    double addPerSequenceSeries(const std::vector<int> &batches, const std::vector<DecodePoint> &ownPoints,
                                const std::vector<DecodePoint> &bridgedPoints, const QColor &ownColor);
    void shadeComputeBound(const std::vector<int> &batches, const std::vector<DecodePoint> &ownPoints,
                           double top);
    void markKvCacheLimit(const WorkloadRef &ref, double top);
    void markCurrentSetting(const WorkloadRef &ref, const QColor &ownColor);
    void addUnderLoadSeries(const WorkloadRef &ref, const GpuContext &context, const Assumptions &assumptions,
                            const std::vector<int> &batches);
    // A narrow chart labels every other power of two (1, 4, 16, ...) so the labels never run together.
    [[nodiscard]] bool wantsSparseTicks() const;
    void applyBatchTicks();

    int m_workloadIndex = -1;
    int m_shownIndex = -1;
    bool m_sparseTicks = false;
};

} // namespace np
