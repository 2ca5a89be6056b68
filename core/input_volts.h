// SPDX-License-Identifier: MIT
#pragma once

#include "core/assumptions.h"
#include "core/build.h"

namespace np
{

// The nominal feed voltage of an input class (230 V high line, 120 V low line by default), which a
// build takes as its input_volts when the user picks the class.
double nominalInputVolts(InputVoltage voltage, const Assumptions &assumptions);

} // namespace np
