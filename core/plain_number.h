// SPDX-License-Identifier: MIT
#pragma once

#include <string>

// Figures in core's own English notes (the optimizer's reasons). Findings carry numbers as data
// (core/finding_arg.h) and presentation formats them; this is for the few texts core still writes.
namespace np::detail
{

// 1597.3 -> "1,597"; num(95.59, 1) -> "95.6". Thousands separated by commas, as in the datasheets;
// independent of the process locale.
std::string num(double value, int decimals = 0);

} // namespace np::detail
