// SPDX-License-Identifier: MIT
#include "core/input_volts.h"

namespace np
{

double nominalInputVolts(InputVoltage voltage, const Assumptions &assumptions)
{
    return voltage == InputVoltage::LowLine ? assumptions.lowLineNominalVolts
                                            : assumptions.highLineNominalVolts;
}

} // namespace np
