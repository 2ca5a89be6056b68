// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace np
{

// Which field of BuildOptions an edit changes. Undo merges consecutive edits of the same option
// (spin-box steps) by this id, so merging never depends on a translated string.
enum class BuildOption {
    InputVoltage,
    PsuRedundancy,
    RaidLevel,
    XgmiLinks,
    Bifurcation,
    EnergyPrice,
    Pue,
    Utilization,
    Years,
    ExchangeRate,
    Margin,
    Discount,
    Vat,
};

// The option's name in undo texts ("Change PSU redundancy").
QString displayName(BuildOption option);

} // namespace np
