// SPDX-License-Identifier: MIT
#pragma once

#include <string_view>

// The rack that builds compared side by side are counted per rack in (issue 25): named assumptions
// with their unit and source, printed beside the per-rack rows. A rack holds as many builds as the
// fewer of its rack units and its power budget allow.
namespace np
{

struct RackAssumption {
    std::string_view key; // snake_case, as in the compare JSON's "rack" object
    double value;
    std::string_view unit;
    std::string_view source; // why this value, and where it comes from
};

inline constexpr double kRackUnitsPerRack = 42;
inline constexpr double kRackPowerBudgetKw = 40;

RackAssumption rackUnitsAssumption();       // rack_units_per_rack, kRackUnitsPerRack U
RackAssumption rackPowerBudgetAssumption(); // rack_power_budget_kw, kRackPowerBudgetKw kW

} // namespace np
