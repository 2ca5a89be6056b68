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
    const std::string heat = cat({num(pw.heatW), " W of heat at peak (", num(pw.btuPerH), " BTU/h), ",
                                  num(pw.wallTypicalW), " W typical"});
    const bool rated = chassis.airflowLimitW > 0;
    const std::string limit =
        rated ? cat({"the chassis' ", num(chassis.airflowLimitW), " W airflow rating at ",
                     num(chassis.maxInletTempC), " °C inlet"})
              : cat({"the ~", num(a.airCoolingPracticalLimitW), " W practical limit of a 4U air-cooled box"});
    if (pw.heatStatus == Status::Blocking)
        weakness(ev, Subsystem::Cooling, Severity::Blocking, "cooling.air_limit",
                 cat({heat, ": even typical load exceeds ", limit, "."}));
    else if (pw.heatStatus == Status::Warning)
        weakness(ev, Subsystem::Cooling, Severity::Warning, "cooling.air_limit",
                 cat({heat, ": the peak exceeds ", limit, "; sustained full load will throttle."}));
    else
        strength(ev, Subsystem::Cooling, "cooling.air_limit", cat({heat, ", within ", limit, "."}));

    // The practical limit is stated per 4U of fan wall; a taller box (an 8U HGX system) has more of it.
    const int units = std::max(4, chassis.rackUnits);
    const double practicalW = a.airCoolingPracticalLimitW * units / 4.0;
    if (rated && pw.heatW > practicalW)
        weakness(ev, Subsystem::Cooling, Severity::Warning, "cooling.practical_limit",
                 cat({num(pw.heatW), " W is above the ~", num(practicalW),
                      " W that air removes comfortably from one ", std::to_string(units),
                      "U box: fans run near full speed (loud, "
                      "sensitive to inlet temperature); keep the inlet at or below ",
                      num(chassis.maxInletTempC), " °C."}));
}

} // namespace np::detail
