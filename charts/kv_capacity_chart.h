// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_plot.h"

#include <vector>

// KV capacity: concurrent sequences that fit against context length, 1k to 128k tokens on a
// log2 axis, one curve per inference workload (core's concurrentSequencesAt), with each
// workload's own setting marked (WorkloadResult::maxConcurrentSequences at its context).
namespace np
{

class KvCapacityChart : public ChartPlot
{
    Q_OBJECT
public:
    explicit KvCapacityChart(QWidget *parent = nullptr);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("kv-capacity"); }

    // Context lengths swept: 1k, 1.5k, 2k, 3k, ... 128k (within the model's maximum).
    static std::vector<int> sweepContexts(int modelMaxContextTokens);
    // Name of the curve graph for build workload `index` (its label); the marker is "<name> (set)".
    static QString markerSuffix() { return tr(" (current setting)"); }

protected:
    void rebuild() override;

private:
    // A workload's own-setting label, placed once all are known so that neighbours do not overlap.
    struct MarkerLabel {
        double context;
        double sequences;
        QString text;
        QColor color;
    };
    void setUpAxes();
    // Workload `index`'s curve and own-setting marker in the `curveIndex`th colour, raising `top` to
    // its highest point; false (nothing drawn) unless it is a sweepable inference workload on a GPU.
    bool addWorkloadCurve(size_t index, size_t curveIndex, double &top, std::vector<MarkerLabel> &labels);
    void placeMarkerLabels(std::vector<MarkerLabel> labels);
};

} // namespace np
