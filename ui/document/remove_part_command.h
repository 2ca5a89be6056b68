// SPDX-License-Identifier: MIT
#pragma once

#include "ui/document/slot_change_command.h"

namespace np
{

// Empties one or more slots.
class RemovePartCommand : public SlotChangeCommand
{
public:
    RemovePartCommand(BuildDocument *document, const std::vector<std::string> &slotIds);
};

} // namespace np
