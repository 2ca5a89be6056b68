// SPDX-License-Identifier: MIT
// Findings about heat and the chassis' airflow. Rule ids: docs/rules.md.
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include <algorithm>

namespace np::detail
{

void addCoolingFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    (void)parts;
    const PowerFigures &pw = ev.power;
    const Chassis &chassis = *build.chassis;
    const Assumptions &a = build.build->assumptions;
    const bool rated = chassis.airflowLimitW > 0;
    // The limit is the chassis' airflow rating (`airflow_limit_w` at `inlet_c`) or, unrated, the
    // practical limit of a 4U air-cooled box (`practical_limit_w`).
    FindingArgs heat{quantity("heat_w", pw.heatW, U::Watt), quantity("heat_btu_h", pw.btuPerH, U::BtuPerHour),
                     quantity("typical_w", pw.wallTypicalW, U::Watt)};
    if (rated)
        heat.insert(heat.end(), {quantity("airflow_limit_w", chassis.airflowLimitW, U::Watt),
                                 quantity("inlet_c", chassis.maxInletTempC, U::Celsius)});
    else
        heat.push_back(quantity("practical_limit_w", a.airCoolingPracticalLimitW, U::Watt));
    // Blocking: even typical load exceeds the limit; Warning: the peak does.
    if (pw.heatStatus == Status::Ok)
        strength(ev, Subsystem::Cooling, "cooling.air_limit", std::move(heat));
    else
        weakness(ev, Subsystem::Cooling, severityOf(pw.heatStatus), "cooling.air_limit", std::move(heat));

    // The practical limit is stated per 4U of fan wall; a taller box (an 8U HGX system) has more of it.
    const int units = std::max(4, chassis.rackUnits);
    const double practicalW = a.airCoolingPracticalLimitW * units / 4.0;
    if (rated && pw.heatW > practicalW)
        weakness(ev, Subsystem::Cooling, Severity::Warning, "cooling.practical_limit",
                 {quantity("heat_w", pw.heatW, U::Watt), quantity("practical_limit_w", practicalW, U::Watt),
                  count("rack_units", units), quantity("inlet_c", chassis.maxInletTempC, U::Celsius)});
}

} // namespace np::detail
