// SPDX-License-Identifier: MIT
#include "core/input_volts.h"

namespace np
{

double nominalInputVolts(InputVoltage voltage, const Assumptions &assumptions)
{
    return voltage == InputVoltage::LowLine ? assumptions.lowLineNominalVolts
                                            : assumptions.highLineNominalVolts;
}

InputVoltage inputVoltageOf(double volts)
{
    return volts <= 160 ? InputVoltage::LowLine : InputVoltage::HighLine;
}

} // namespace np
