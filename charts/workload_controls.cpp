// SPDX-License-Identifier: MIT
#include "charts/workload_controls.h"

#include "presentation/display_names.h"

#include <QComboBox>
#include <QFormLayout>
#include <QSpinBox>

namespace np
{

namespace
{

const std::vector<Workload> &buildWorkloads(const ChartInputs &inputs)
{
    static const std::vector<Workload> none;
    return inputs.resolved && inputs.resolved->build ? inputs.resolved->build->workloads : none;
}

void addModes(QComboBox *box)
{
    for (WorkloadMode mode :
         {WorkloadMode::Inference, WorkloadMode::FullFineTune, WorkloadMode::Lora, WorkloadMode::Qlora})
        box->addItem(displayName(mode), int(mode));
}

void addPrecisions(QComboBox *box)
{
    for (Precision precision : {Precision::Fp32, Precision::Bf16, Precision::Fp16, Precision::Fp8,
                                Precision::Int8, Precision::Int4, Precision::Nf4, Precision::Fp4})
        box->addItem(displayName(precision), int(precision));
}

QSpinBox *spin(int min, int max)
{
    auto *s = new QSpinBox;
    s->setRange(min, max);
    s->setKeyboardTracking(false); // one edit per value, not per keystroke
    s->setAccelerated(true);
    return s;
}

void selectData(QComboBox *box, int value)
{
    box->setCurrentIndex(std::max(0, box->findData(value)));
}

} // namespace

WorkloadControls::WorkloadControls(QWidget *parent)
    : QWidget(parent), m_workload(new QComboBox), m_mode(new QComboBox), m_precision(new QComboBox),
      m_kvPrecision(new QComboBox), m_context(spin(128, 1048576)), m_batch(spin(1, 4096)), m_tp(spin(1, 64)),
      m_pp(spin(1, 64))
{
    addModes(m_mode);
    addPrecisions(m_precision);
    addPrecisions(m_kvPrecision);
    m_context->setSuffix(tr(" tokens"));
    m_context->setSingleStep(1024);
    m_context->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_context->setGroupSeparatorShown(true);
    m_workload->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_workload->setMinimumContentsLength(18);

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Workload"), m_workload);
    form->addRow(tr("&Mode"), m_mode);
    form->addRow(tr("&Precision"), m_precision);
    form->addRow(tr("&KV cache"), m_kvPrecision);
    form->addRow(tr("&Context"), m_context);
    form->addRow(tr("&Batch"), m_batch);
    form->addRow(tr("&Tensor parallel"), m_tp);
    form->addRow(tr("P&ipeline parallel"), m_pp);

    connect(m_workload, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (m_filling)
            return;
        showWorkload(index);
        emit currentWorkloadChanged(index);
    });
    for (QComboBox *box : {m_mode, m_precision, m_kvPrecision})
        connect(box, &QComboBox::currentIndexChanged, this, &WorkloadControls::requestEdit);
    for (QSpinBox *s : {m_context, m_batch, m_tp, m_pp})
        connect(s, &QSpinBox::valueChanged, this, &WorkloadControls::requestEdit);
    setEnabled(false);
}

int WorkloadControls::currentWorkload() const
{
    return m_workload->currentIndex();
}

void WorkloadControls::setCurrentWorkload(int index)
{
    m_workload->setCurrentIndex(index);
}

void WorkloadControls::setInputs(const ChartInputs &inputs)
{
    m_inputs = inputs;
    const std::vector<Workload> &workloads = buildWorkloads(inputs);
    const int keep = m_workload->currentIndex();
    m_filling = true;
    m_workload->clear();
    for (size_t i = 0; i < workloads.size(); ++i) {
        const WorkloadRef ref = workloadAt(inputs, i);
        QString label = ref.result && !ref.result->label.empty()
                            ? QString::fromStdString(ref.result->label)
                            : QString::fromStdString(workloads[i].label.empty() ? workloads[i].modelSku
                                                                                : workloads[i].label);
        m_workload->addItem(label);
    }
    const int index = workloads.empty() ? -1 : std::clamp(keep, 0, int(workloads.size()) - 1);
    m_workload->setCurrentIndex(index);
    m_filling = false;
    setEnabled(!workloads.empty());
    showWorkload(index);
}

void WorkloadControls::showWorkload(int index)
{
    const std::vector<Workload> &workloads = buildWorkloads(m_inputs);
    if (index < 0 || size_t(index) >= workloads.size())
        return;
    const Workload &w = workloads[size_t(index)];
    m_filling = true;
    selectData(m_mode, int(w.mode));
    selectData(m_precision, int(w.precision));
    selectData(m_kvPrecision, int(w.kvPrecision));
    m_context->setValue(w.contextTokens);
    m_batch->setValue(w.batch);
    m_tp->setValue(w.tensorParallel);
    m_pp->setValue(w.pipelineParallel);
    m_filling = false;
}

void WorkloadControls::requestEdit()
{
    if (m_filling)
        return;
    const std::vector<Workload> &workloads = buildWorkloads(m_inputs);
    const int index = m_workload->currentIndex();
    if (index < 0 || size_t(index) >= workloads.size())
        return;
    Workload edited = workloads[size_t(index)];
    edited.mode = WorkloadMode(m_mode->currentData().toInt());
    edited.precision = Precision(m_precision->currentData().toInt());
    edited.kvPrecision = Precision(m_kvPrecision->currentData().toInt());
    edited.contextTokens = m_context->value();
    edited.batch = m_batch->value();
    edited.tensorParallel = m_tp->value();
    edited.pipelineParallel = m_pp->value();
    emit workloadEditRequested(index, edited);
}

} // namespace np
