// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_inputs.h"

#include <QWidget>

class QComboBox;
class QTabWidget;

// The workload charts (model fit, KV capacity, throughput) in tabs, with a selector for the
// workload the throughput chart shows. Workloads are edited in the Workloads panel (ui/); the
// selector follows its selection and the other way round (currentWorkloadChanged).
namespace np
{

class KvCapacityChart;
class ModelFitChart;
class ThroughputChart;

class WorkloadChartsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit WorkloadChartsPanel(QWidget *parent = nullptr);
    void setInputs(const ChartInputs &inputs);

    [[nodiscard]] int currentWorkload() const;
    // Selects workload `index` for the throughput chart; emits currentWorkloadChanged on a change.
    void setCurrentWorkload(int index);

    [[nodiscard]] QComboBox *workloadSelector() const { return m_workload; }
    [[nodiscard]] ModelFitChart *modelFitChart() const { return m_modelFit; }
    [[nodiscard]] KvCapacityChart *kvCapacityChart() const { return m_kv; }
    [[nodiscard]] ThroughputChart *throughputChart() const { return m_throughput; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }

signals:
    void currentWorkloadChanged(int workloadIndex);

private:
    // The selected workload's whole label as the selector's tooltip and accessible description.
    void showFullName();

    QComboBox *m_workload;
    QTabWidget *m_tabs;
    ModelFitChart *m_modelFit;
    KvCapacityChart *m_kv;
    ThroughputChart *m_throughput;
    bool m_filling = false;
    // The workload asked for by the Workloads panel; a new one is asked for before the charts are
    // fed the evaluation that has it, so the selector takes it up when it gets there.
    int m_wanted = -1;
};

} // namespace np
