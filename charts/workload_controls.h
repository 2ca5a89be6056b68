// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_inputs.h"

#include <QWidget>

class QComboBox;
class QSpinBox;

// Controls beside the workload charts: pick a workload, change its mode, precision, KV-cache
// precision, context, batch and TP/PP. They never change the build themselves: each edit is
// requested with workloadEditRequested (the main window pushes it onto the undo stack), and the
// controls follow when the document re-evaluates and calls setInputs again.
namespace np
{

class WorkloadControls : public QWidget
{
    Q_OBJECT
public:
    explicit WorkloadControls(QWidget *parent = nullptr);

    void setInputs(const ChartInputs &inputs);
    [[nodiscard]] int currentWorkload() const;
    void setCurrentWorkload(int index);

    // The widgets, for tests and keyboard navigation.
    [[nodiscard]] QComboBox *workloadBox() const { return m_workload; }
    [[nodiscard]] QComboBox *modeBox() const { return m_mode; }
    [[nodiscard]] QComboBox *precisionBox() const { return m_precision; }
    [[nodiscard]] QComboBox *kvPrecisionBox() const { return m_kvPrecision; }
    [[nodiscard]] QSpinBox *contextSpin() const { return m_context; }
    [[nodiscard]] QSpinBox *batchSpin() const { return m_batch; }
    [[nodiscard]] QSpinBox *tensorParallelSpin() const { return m_tp; }
    [[nodiscard]] QSpinBox *pipelineParallelSpin() const { return m_pp; }

signals:
    void workloadEditRequested(int workloadIndex, const np::Workload &newValue);
    void currentWorkloadChanged(int workloadIndex);

private:
    void showWorkload(int index); // fills the editors without emitting
    void requestEdit();           // builds the edited Workload and emits

    ChartInputs m_inputs;
    QComboBox *m_workload;
    QComboBox *m_mode;
    QComboBox *m_precision;
    QComboBox *m_kvPrecision;
    QSpinBox *m_context;
    QSpinBox *m_batch;
    QSpinBox *m_tp;
    QSpinBox *m_pp;
    bool m_filling = false;
};

} // namespace np
