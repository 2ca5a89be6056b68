// SPDX-License-Identifier: MIT
#include "ui/document/slot_change_command.h"

namespace np
{

SlotChangeCommand::SlotChangeCommand(BuildDocument *document, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document)
{
}

void SlotChangeCommand::addChange(const std::string &slotId, const std::string &sku)
{
    m_before.push_back({slotId, m_document->skuInSlot(slotId)});
    m_after.push_back({slotId, sku});
}

void SlotChangeCommand::redo()
{
    m_document->applySlotChanges(m_after);
}

void SlotChangeCommand::undo()
{
    // Restore in reverse order so a slot touched twice ends with its original part.
    std::vector<BuildDocument::SlotChange> reversed(m_before.rbegin(), m_before.rend());
    m_document->applySlotChanges(reversed);
}

} // namespace np
