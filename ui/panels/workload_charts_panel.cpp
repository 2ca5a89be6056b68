// SPDX-License-Identifier: MIT
#include "ui/panels/workload_charts_panel.h"

#include "charts/kv_capacity_chart.h"
#include "charts/model_fit_chart.h"
#include "charts/throughput_chart.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace np
{

WorkloadChartsPanel::WorkloadChartsPanel(QWidget *parent)
    : QWidget(parent), m_workload(new QComboBox), m_tabs(new QTabWidget), m_modelFit(new ModelFitChart),
      m_kv(new KvCapacityChart), m_throughput(new ThroughputChart)
{
    m_tabs->addTab(m_modelFit, tr("Model fit"));
    m_tabs->addTab(m_kv, tr("KV capacity"));
    m_tabs->addTab(m_throughput, tr("Throughput"));
    m_workload->setObjectName(QStringLiteral("chartWorkloadSelector"));
    m_workload->setAccessibleName(tr("Workload shown in the throughput chart"));
    m_workload->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_workload->setMinimumContentsLength(24);
    auto *label = new QLabel(tr("Throughput of:"));
    label->setBuddy(m_workload);
    auto *selector = new QHBoxLayout;
    selector->addWidget(label);
    selector->addWidget(m_workload);
    selector->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(selector);
    layout->addWidget(m_tabs, 1);
    connect(m_workload, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_filling)
            return;
        m_wanted = index;
        m_throughput->setWorkloadIndex(index);
        showFullName();
        emit currentWorkloadChanged(index);
    });
}

void WorkloadChartsPanel::showFullName()
{
    const QString name = m_workload->currentText();
    m_workload->setToolTip(name);
    m_workload->setAccessibleDescription(name);
}

int WorkloadChartsPanel::currentWorkload() const
{
    return m_workload->currentIndex();
}

void WorkloadChartsPanel::setCurrentWorkload(int index)
{
    m_wanted = index;
    if (index >= 0 && index < m_workload->count())
        m_workload->setCurrentIndex(index);
}

void WorkloadChartsPanel::setInputs(const ChartInputs &inputs)
{
    const int keep = m_wanted >= 0 ? m_wanted : m_workload->currentIndex();
    m_filling = true;
    m_workload->clear();
    const size_t count = workloadCount(inputs);
    for (size_t i = 0; i < count; ++i) {
        const WorkloadRef ref = workloadAt(inputs, i);
        const QString name = ref.result ? QString::fromStdString(ref.result->label)
                                        : QString::fromStdString(ref.workload ? ref.workload->modelSku : "");
        m_workload->addItem(name);
        // The box may be narrower than the label: the whole label on hover and for screen readers.
        m_workload->setItemData(m_workload->count() - 1, name, Qt::ToolTipRole);
        m_workload->setItemData(m_workload->count() - 1, name, Qt::AccessibleDescriptionRole);
    }
    m_workload->setCurrentIndex(count == 0 ? -1 : std::clamp(keep, 0, static_cast<int>(count) - 1));
    m_workload->setEnabled(count > 0);
    m_filling = false;
    showFullName();
    m_modelFit->setInputs(inputs);
    m_kv->setInputs(inputs);
    m_throughput->setInputs(inputs);
    if (m_throughput->workloadIndex() != m_workload->currentIndex())
        m_throughput->setWorkloadIndex(m_workload->currentIndex());
}

} // namespace np
