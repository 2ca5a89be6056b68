// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_plot.h"

// Model fit: one horizontal stacked bar per workload of per-GPU memory (weights, KV cache,
// activations, gradients, optimizer states, runtime overhead), the usable memory per GPU as a
// marker across each bar, and a verdict "fits, 23.1 GiB spare" / "does not fit, 41 GiB over".
// Figures come from WorkloadResult::perGpu, perGpuAvailableGiB and marginGiB.
namespace np
{

class ModelFitChart : public ChartPlot
{
    Q_OBJECT
public:
    // Plottable names (the legend text), for tests and integration.
    static QString weightsName() { return tr("Weights"); }
    static QString kvCacheName() { return tr("KV cache"); }
    static QString activationsName() { return tr("Activations"); }
    static QString gradientsName() { return tr("Gradients"); }
    static QString optimizerName() { return tr("Optimizer states"); }
    static QString overheadName() { return tr("Runtime overhead"); }
    static QString usableName() { return tr("Usable memory per GPU"); }

    explicit ModelFitChart(QWidget *parent = nullptr);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("model-fit"); }

    // The verdict text for one workload, as drawn next to its bar.
    static QString verdictText(const WorkloadResult &result);
    // Workload label split over two lines for the axis ("model" / "mode · precision · TP").
    static QString axisLabel(const WorkloadResult &result);

protected:
    void rebuild() override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // Two-line axis labels need two text lines of height per bar; a short panel gets one line each.
    [[nodiscard]] bool roomForTwoLineLabels() const;
    void setUpWorkloadAxis(const std::vector<WorkloadResult> &workloads);
    void addMemorySegments(const std::vector<WorkloadResult> &workloads);
    double addUsableMarks(const std::vector<WorkloadResult> &workloads);
    void addVerdicts(const std::vector<WorkloadResult> &workloads);
    bool m_twoLineLabels = true;
};

} // namespace np
