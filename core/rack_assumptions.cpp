// SPDX-License-Identifier: MIT
#include "core/rack_assumptions.h"

#include "core/translatable.h"

namespace np
{

RackAssumption rackUnitsAssumption()
{
    return {"rack_units_per_rack", kRackUnitsPerRack, "U",
            NP_TRANSLATABLE("np::Assumptions", "A standard 42U rack (EIA-310); switches and PDUs left out")};
}

RackAssumption rackPowerBudgetAssumption()
{
    return {"rack_power_budget_kw", kRackPowerBudgetKw, "kW",
            NP_TRANSLATABLE("np::Assumptions",
                            "NVIDIA's DGX H100 reference of 4 systems x 10.2 kW = 40.8 kW per rack; average "
                            "racks stay below 8-10 kW and air cooling tops out near 20-25 kW (Uptime "
                            "Institute 2024, hardware-facts S38, S39)")};
}

} // namespace np
