// SPDX-License-Identifier: MIT
#pragma once

#include "core/assumptions.h"
#include "core/build.h"

namespace np
{

// The nominal feed voltage of an input class (230 V high line, 120 V low line by default), which a
// build takes as its input_volts when the user picks the class.
double nominalInputVolts(InputVoltage voltage, const Assumptions &assumptions);

// The input class of a feed voltage the user types: up to 160 V low line (100-127 V feeds),
// above it high line (200-240 V feeds, 208 V among them); 160 V lies between the two bands.
InputVoltage inputVoltageOf(double volts);

} // namespace np
