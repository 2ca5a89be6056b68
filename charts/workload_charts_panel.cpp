// SPDX-License-Identifier: MIT
#include "charts/workload_charts_panel.h"

#include "charts/kv_capacity_chart.h"
#include "charts/model_fit_chart.h"
#include "charts/throughput_chart.h"
#include "charts/workload_controls.h"

#include <QHBoxLayout>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabWidget>

namespace np
{

WorkloadChartsPanel::WorkloadChartsPanel(QWidget *parent)
    : QWidget(parent), m_controls(new WorkloadControls), m_tabs(new QTabWidget),
      m_modelFit(new ModelFitChart), m_kv(new KvCapacityChart), m_throughput(new ThroughputChart)
{
    m_tabs->addTab(m_modelFit, tr("Model fit"));
    m_tabs->addTab(m_kv, tr("KV capacity"));
    m_tabs->addTab(m_throughput, tr("Throughput"));
    // The fields scroll rather than hold the panel (and the window) taller than a small screen.
    auto *controlsScroll = new QScrollArea;
    controlsScroll->setWidget(m_controls);
    controlsScroll->setWidgetResizable(true);
    controlsScroll->setFrameShape(QFrame::NoFrame);
    controlsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    controlsScroll->setMinimumWidth(m_controls->sizeHint().width() +
                                    controlsScroll->verticalScrollBar()->sizeHint().width());
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(controlsScroll);
    layout->addWidget(m_tabs, 1);
    connect(m_controls, &WorkloadControls::workloadEditRequested, this,
            &WorkloadChartsPanel::workloadEditRequested);
    connect(m_controls, &WorkloadControls::currentWorkloadChanged, m_throughput,
            &ThroughputChart::setWorkloadIndex);
}

void WorkloadChartsPanel::setInputs(const ChartInputs &inputs)
{
    m_controls->setInputs(inputs);
    m_modelFit->setInputs(inputs);
    m_kv->setInputs(inputs);
    m_throughput->setInputs(inputs);
    if (m_throughput->workloadIndex() != m_controls->currentWorkload())
        m_throughput->setWorkloadIndex(m_controls->currentWorkload());
}

} // namespace np
