// SPDX-License-Identifier: MIT
#include "ui/document/place_part_command.h"

#include "ui/document/part_text.h"

namespace np
{

PlacePartCommand::PlacePartCommand(BuildDocument *document, const std::string &slotId, const std::string &sku)
    : SlotChangeCommand(document)
{
    const bool replacing = !document->skuInSlot(slotId).empty();
    addChange(slotId, sku);
    setText((replacing ? QObject::tr("Replace %1 in %2") : QObject::tr("Place %1 in %2"))
                .arg(partShortName(*document, sku), slotDisplayName(*document, slotId)));
}

} // namespace np
