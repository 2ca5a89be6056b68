// SPDX-License-Identifier: MIT
#include "ui/document/change_workload_command.h"

namespace np
{

ChangeWorkloadsCommand::ChangeWorkloadsCommand(BuildDocument *document, std::vector<Workload> after,
                                               const QString &text, int index, const QString &mergeKey)
    : m_document(document), m_before(document->build().workloads), m_after(std::move(after)), m_index(index),
      m_mergeKey(mergeKey)
{
    setText(text);
}

void ChangeWorkloadsCommand::redo()
{
    m_document->applyWorkloads(m_after);
}

void ChangeWorkloadsCommand::undo()
{
    m_document->applyWorkloads(m_before);
}

bool ChangeWorkloadsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangeWorkloadsCommand *>(other);
    if (m_mergeKey.isEmpty() || next->m_document != m_document || next->m_index != m_index ||
        next->m_mergeKey != m_mergeKey)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace np
