// SPDX-License-Identifier: MIT
#include "ui/document/remove_part_command.h"

#include "ui/document/part_text.h"

namespace np
{

RemovePartCommand::RemovePartCommand(BuildDocument *document, const std::vector<std::string> &slotIds)
    : SlotChangeCommand(document)
{
    for (const std::string &slotId : slotIds)
        if (!document->skuInSlot(slotId).empty())
            addChange(slotId, {});
    if (slotIds.size() == 1)
        setText(QObject::tr("Remove %1 from %2")
                    .arg(partShortName(*document, document->skuInSlot(slotIds.front())),
                         slotDisplayName(*document, slotIds.front())));
    else
        setText(QObject::tr("Remove %n part(s)", nullptr, static_cast<int>(slotIds.size())));
}

} // namespace np
