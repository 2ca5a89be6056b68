// SPDX-License-Identifier: MIT
#pragma once

#include "core/workload.h"

#include <string>

// Whose words name a workload. Core generates a label from the fields ("Llama 3.3 70B · inference ·
// FP8 · TP8", WorkloadResult::defaultLabel); a label the user typed replaces it. A stored label that
// merely repeats the generated one (as example files and older versions saved) is not the user's
// name: it must follow the fields, or FP8 would stay labelled "BF16" after an edit.
namespace np
{

// The label to store after `before` was edited into `after`. `defaultBefore` is the label core
// generated for `before`. Returns `after.label` when the edit changed the label itself (the user
// typed it); otherwise empty (follow the fields) when `before.label` was empty or equal to
// `defaultBefore`, else the user's label unchanged.
std::string labelAfterEdit(const Workload &before, const std::string &defaultBefore, const Workload &after);

} // namespace np
