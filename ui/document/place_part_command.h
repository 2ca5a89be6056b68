// SPDX-License-Identifier: MIT
#pragma once

#include "ui/document/slot_change_command.h"

namespace np
{

// Puts a part into a slot, replacing whatever was there.
class PlacePartCommand : public SlotChangeCommand
{
public:
    PlacePartCommand(BuildDocument *document, const std::string &slotId, const std::string &sku);
};

} // namespace np
