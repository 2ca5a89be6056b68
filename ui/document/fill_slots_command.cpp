// SPDX-License-Identifier: MIT
#include "ui/document/fill_slots_command.h"

#include "ui/document/part_text.h"

namespace np
{

FillSlotsCommand::FillSlotsCommand(BuildDocument *document, const std::vector<std::string> &slotIds,
                                   const std::string &sku)
    : SlotChangeCommand(document)
{
    for (const std::string &slotId : slotIds)
        if (document->skuInSlot(slotId) != sku)
            addChange(slotId, sku);
    setText(QObject::tr("Fill %n slot(s) with %1", nullptr, static_cast<int>(slotIds.size()))
                .arg(partShortName(*document, sku)));
}

} // namespace np
