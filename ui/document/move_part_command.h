// SPDX-License-Identifier: MIT
#pragma once

#include "ui/document/slot_change_command.h"

namespace np
{

// Moves a part from one slot to another; if the target holds a part, the two swap places.
class MovePartCommand : public SlotChangeCommand
{
public:
    MovePartCommand(BuildDocument *document, const std::string &fromSlotId, const std::string &toSlotId);
};

} // namespace np
