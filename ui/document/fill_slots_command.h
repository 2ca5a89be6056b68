// SPDX-License-Identifier: MIT
#pragma once

#include "ui/document/slot_change_command.h"

namespace np
{

// Puts the same part into every listed slot (the caller picks the slots of one kind that can
// take it), as one undo step.
class FillSlotsCommand : public SlotChangeCommand
{
public:
    FillSlotsCommand(BuildDocument *document, const std::vector<std::string> &slotIds,
                     const std::string &sku);
};

} // namespace np
