// SPDX-License-Identifier: MIT
#include "ui/change_workload_command.h"

namespace np
{

ChangeWorkloadCommand::ChangeWorkloadCommand(BuildDocument *document, int index, const Workload &workload)
    : m_document(document), m_index(index), m_after(workload)
{
    const auto &workloads = document->build().workloads;
    if (index >= 0 && static_cast<size_t>(index) < workloads.size())
        m_before = workloads[static_cast<size_t>(index)];
    const QString label = workload.label.empty() ? QString::fromStdString(workload.modelSku)
                                                 : QString::fromStdString(workload.label);
    setText(m_before ? QObject::tr("Change workload %1").arg(label)
                     : QObject::tr("Add workload %1").arg(label));
}

void ChangeWorkloadCommand::redo()
{
    m_document->applyWorkload(m_index, m_after);
}

void ChangeWorkloadCommand::undo()
{
    if (m_before)
        m_document->applyWorkload(m_index, *m_before);
    else
        m_document->removeWorkload(m_index);
}

bool ChangeWorkloadCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangeWorkloadCommand *>(other);
    if (next->m_document != m_document || next->m_index != m_index || !next->m_before)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace np
