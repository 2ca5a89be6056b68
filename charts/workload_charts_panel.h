// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_inputs.h"

#include <QWidget>

class QTabWidget;

// The workload charts (model fit, KV capacity, throughput) in tabs, with the workload controls
// beside them. The panel forwards the controls' edit requests; the throughput chart follows the
// workload selected in the controls.
namespace np
{

class KvCapacityChart;
class ModelFitChart;
class ThroughputChart;
class WorkloadControls;

class WorkloadChartsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit WorkloadChartsPanel(QWidget *parent = nullptr);
    void setInputs(const ChartInputs &inputs);

    [[nodiscard]] WorkloadControls *controls() const { return m_controls; }
    [[nodiscard]] ModelFitChart *modelFitChart() const { return m_modelFit; }
    [[nodiscard]] KvCapacityChart *kvCapacityChart() const { return m_kv; }
    [[nodiscard]] ThroughputChart *throughputChart() const { return m_throughput; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }

signals:
    void workloadEditRequested(int workloadIndex, const np::Workload &newValue);

private:
    WorkloadControls *m_controls;
    QTabWidget *m_tabs;
    ModelFitChart *m_modelFit;
    KvCapacityChart *m_kv;
    ThroughputChart *m_throughput;
};

} // namespace np
