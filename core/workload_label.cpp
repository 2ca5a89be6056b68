// SPDX-License-Identifier: MIT
#include "core/workload_label.h"

namespace np
{

std::string labelAfterEdit(const Workload &before, const std::string &defaultBefore, const Workload &after)
{
    if (after.label != before.label)
        return after.label == defaultBefore ? std::string() : after.label;
    if (before.label.empty() || before.label == defaultBefore)
        return {};
    return before.label;
}

} // namespace np
