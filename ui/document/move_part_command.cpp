// SPDX-License-Identifier: MIT
#include "ui/document/move_part_command.h"

#include "ui/document/part_text.h"

namespace np
{

MovePartCommand::MovePartCommand(BuildDocument *document, const std::string &fromSlotId,
                                 const std::string &toSlotId)
    : SlotChangeCommand(document)
{
    const std::string moving = document->skuInSlot(fromSlotId);
    const std::string displaced = document->skuInSlot(toSlotId);
    addChange(fromSlotId, displaced);
    addChange(toSlotId, moving);
    setText(QObject::tr("Move %1 to %2")
                .arg(partShortName(*document, moving), slotDisplayName(*document, toSlotId)));
}

} // namespace np
