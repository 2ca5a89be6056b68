// SPDX-License-Identifier: MIT
// Findings about power, cooling and cost. Rule ids: docs/rules.md.
#include "findings_text.h"
#include "platform_steps.h"

#include <algorithm>

namespace np::detail {

namespace {

std::string modeName(PsuRedundancy m, int psus)
{
    switch (m) {
    case PsuRedundancy::None: return "no redundancy";
    case PsuRedundancy::NPlus1: return psus > 1 ? "N+1 (" + std::to_string(psus - 1) + "+1)" : "N+1";
    case PsuRedundancy::NPlusN: return "N+N (" + std::to_string(psus / 2) + "+" + std::to_string(psus / 2) + ")";
    }
    return "";
}

std::string voltageName(InputVoltage v)
{
    return v == InputVoltage::LowLine ? "low-line (100-127 V)" : "high-line (200-240 V)";
}

std::vector<double> ratings(const PartsByKind &parts, InputVoltage v)
{
    std::vector<double> out;
    for (const PlacedPart *p : parts.psus)
        out.push_back(psuRatedW(*p->psu, v));
    return out;
}

} // namespace

void addPowerFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const PowerFigures &pw = ev.power;
    const BuildOptions &options = build.build->options;
    std::vector<std::string> psuSlots;
    for (const PlacedPart *p : parts.psus)
        psuSlots.push_back(p->slot->id);

    // Where the watts go, and what reaches the wall.
    std::string breakdown;
    for (const PowerItem &item : pw.items)
        if (item.group != "Conversion loss")
            breakdown += cat({breakdown.empty() ? "" : ", ", item.group, " ", num(item.peakW)});
    weakness(ev, Subsystem::Power, Severity::Info, "power.draw",
             cat({"Peak ", num(pw.peakW), " W DC (", breakdown, " W) = ", num(pw.wallW), " W at the wall (",
                  num(pw.psuEfficiencyAtPeak * 100, 1), " % PSU efficiency), ", num(pw.wallVA), " VA, ", num(pw.inputCurrentA, 1),
                  " A at ", num(options.inputVolts), " V; typical ", num(pw.typicalW), " W DC / ", num(pw.wallTypicalW),
                  " W at the wall."}));

    if (parts.psus.empty()) {
        weakness(ev, Subsystem::Power, Severity::Blocking, "power.no_psu", "No PSU is placed.");
        return;
    }
    const Psu &first = *parts.psus.front()->psu;
    for (const PlacedPart *p : parts.psus)
        if (p->psu != &first) {
            weakness(ev, Subsystem::Power, Severity::Warning, "power.mixed_psus",
                     "Mixed PSU models: current sharing is uneven and most chassis refuse them.", psuSlots);
            break;
        }
    if (pw.psuRatedW <= 0 && options.inputVoltage == InputVoltage::LowLine) {
        weakness(ev, Subsystem::Power, Severity::Blocking, "power.psu_not_rated_low_line",
                 cat({first.info.name, " is not rated for low-line input (100-127 V): the box needs a 200-240 V feed."}),
                 psuSlots);
        return;
    }

    const std::string n = std::to_string(pw.psuCount);
    const std::string mode = modeName(pw.redundancy, pw.psuCount);
    const std::string capacity = cat({n, " × ", num(pw.psuRatedW), " W at ", voltageName(options.inputVoltage), " = ",
                                      num(pw.psuTotalW), " W; ", mode, " leaves ", num(pw.psuUsableW), " W usable"});
    if (pw.peakW > pw.psuTotalW)
        weakness(ev, Subsystem::Power, Severity::Blocking, "power.psu_capacity_insufficient",
                 cat({capacity, ": even all PSUs together are ", num(pw.peakW - pw.psuTotalW), " W short of the ",
                      num(pw.peakW), " W peak."}),
                 psuSlots);
    else if (!pw.redundancyMet && pw.redundancy != PsuRedundancy::None)
        weakness(ev, Subsystem::Power, Severity::Warning, "power.psu_redundancy_insufficient",
                 cat({capacity, ", ", num(pw.peakW - pw.psuUsableW), " W short of the ", num(pw.peakW),
                      " W peak: the box runs with all PSUs but loses full load when ",
                      pw.redundancy == PsuRedundancy::NPlusN ? "one feed fails." : "one PSU fails."}),
                 psuSlots);
    else if (pw.redundancy == PsuRedundancy::None)
        weakness(ev, Subsystem::Power, pw.psuAfterOneFailureW < pw.peakW ? Severity::Warning : Severity::Info,
                 "power.no_redundancy",
                 cat({capacity, "; after one PSU fails ", num(pw.psuAfterOneFailureW), " W remain for a ", num(pw.peakW), " W peak."}),
                 psuSlots);
    else
        strength(ev, Subsystem::Power, "power.psu_redundancy_met",
                 cat({capacity, ", ", num(pw.psuUsableW - pw.peakW), " W above the ", num(pw.peakW), " W peak."}));

    // The other modes, so a sales engineer sees what a 2+2 or 4+0 configuration would mean.
    {
        const std::vector<double> r = ratings(parts, options.inputVoltage);
        std::string modes;
        for (PsuRedundancy m : {PsuRedundancy::None, PsuRedundancy::NPlus1, PsuRedundancy::NPlusN}) {
            const double usable = psuUsableW(r, m);
            modes += cat({modes.empty() ? "" : "; ", modeName(m, pw.psuCount), " ", num(usable), " W (",
                          usable >= pw.peakW ? "holds" : "short", ")"});
        }
        weakness(ev, Subsystem::Power, Severity::Info, "power.psu_modes",
                 cat({"Usable PSU capacity by redundancy mode at ", voltageName(options.inputVoltage), ": ", modes, "."}));
    }
    if (options.inputVoltage == InputVoltage::HighLine) {
        const std::vector<double> low = ratings(parts, InputVoltage::LowLine);
        const double lowUsable = psuUsableW(low, options.psuRedundancy);
        if (*std::min_element(low.begin(), low.end()) <= 0)
            weakness(ev, Subsystem::Power, Severity::Info, "power.low_line",
                     cat({first.info.name, " is not rated for low-line input (100-127 V): the box needs a 200-240 V feed."}));
        else if (lowUsable < pw.peakW)
            weakness(ev, Subsystem::Power, Severity::Info, "power.low_line",
                     cat({"On a low-line feed (100-127 V) each PSU gives ", num(low.front()), " W: ", mode, " leaves ",
                          num(lowUsable), " W, short of the ", num(pw.peakW), " W peak."}));
        else
            strength(ev, Subsystem::Power, "power.low_line",
                     cat({"Even on a low-line feed (100-127 V) ", mode, " leaves ", num(lowUsable), " W for the ", num(pw.peakW),
                          " W peak."}));
    }

    // GPU excursions: milliseconds above TDP that the PSUs must ride without tripping.
    const std::string transient = cat({"GPU power excursions (", num(build.build->assumptions.gpuTransientFactor, 1),
                                       "× GPU TDP for milliseconds) lift the peak to ", num(pw.transientW), " W"});
    if (pw.transientW <= pw.psuUsableW)
        strength(ev, Subsystem::Power, "power.transient_headroom",
                 cat({transient, ", within the ", num(pw.psuUsableW), " W usable under ", mode, "."}));
    else
        weakness(ev, Subsystem::Power, pw.transientW <= pw.psuTotalW ? Severity::Info : Severity::Warning,
                 "power.transient_headroom",
                 cat({transient, ", above the ", num(pw.psuUsableW), " W usable under ", mode,
                      pw.transientW <= pw.psuTotalW ? " (all PSUs together cover it; a degraded box may trip)."
                                                    : " and above all PSUs together: spikes may trip the PSUs."}),
                 psuSlots);

    if (!first.efficiencyRating.empty())
        strength(ev, Subsystem::Power, "power.psu_efficiency",
                 cat({first.efficiencyRating, ": ", num(pw.psuEfficiencyAtPeak * 100, 1), " % efficient at the peak load (",
                      num(pw.psuTotalW > 0 ? pw.peakW / pw.psuTotalW * 100 : 0), " % of PSU capacity); ",
                      num(pw.wallW - pw.peakW), " W lost in conversion."}));
}

void addCoolingFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    (void)parts;
    const PowerFigures &pw = ev.power;
    const Chassis &chassis = *build.chassis;
    const Assumptions &a = build.build->assumptions;
    const std::string heat = cat({num(pw.heatW), " W of heat at peak (", num(pw.btuPerH), " BTU/h), ", num(pw.wallTypicalW),
                                  " W typical"});
    const bool rated = chassis.airflowLimitW > 0;
    const std::string limit = rated ? cat({"the chassis' ", num(chassis.airflowLimitW), " W airflow rating at ",
                                           num(chassis.maxInletTempC), " °C inlet"})
                                    : cat({"the ~", num(a.airCoolingPracticalLimitW), " W practical limit of a 4U air-cooled box"});
    if (pw.wallTypicalW > pw.airflowLimitW)
        weakness(ev, Subsystem::Cooling, Severity::Blocking, "cooling.air_limit",
                 cat({heat, ": even typical load exceeds ", limit, "."}));
    else if (pw.heatW > pw.airflowLimitW)
        weakness(ev, Subsystem::Cooling, Severity::Warning, "cooling.air_limit",
                 cat({heat, ": the peak exceeds ", limit, "; sustained full load will throttle."}));
    else
        strength(ev, Subsystem::Cooling, "cooling.air_limit", cat({heat, ", within ", limit, "."}));

    if (rated && pw.heatW > a.airCoolingPracticalLimitW)
        weakness(ev, Subsystem::Cooling, Severity::Warning, "cooling.practical_limit",
                 cat({num(pw.heatW), " W is above the ~", num(a.airCoolingPracticalLimitW),
                      " W that air removes comfortably from one 4U box: fans run near full speed (loud, "
                      "sensitive to inlet temperature); keep the inlet at or below ", num(chassis.maxInletTempC), " °C."}));
}

void addCostFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    (void)parts;
    const CostFigures &c = ev.cost;
    const BuildOptions &options = build.build->options;
    std::string oldest, newest;
    for (const BomLine &line : c.bom)
        if (line.priced) {
            if (oldest.empty() || line.priceDate < oldest)
                oldest = line.priceDate;
            if (newest.empty() || line.priceDate > newest)
                newest = line.priceDate;
        }
    strength(ev, Subsystem::Cost, "cost.bom",
             cat({"Hardware € ", num(c.hardwareEur), " (", std::to_string(c.bom.size()), " lines",
                  oldest.empty() ? "" : cat({", prices dated ", oldest, oldest == newest ? "" : " to " + newest}),
                  "); customer price € ", num(c.totalEur), " after discount, margin and VAT."}));
    if (c.unpricedLines > 0) {
        std::string skus;
        for (const BomLine &line : c.bom)
            if (!line.priced)
                skus += (skus.empty() ? "" : ", ") + line.sku;
        weakness(ev, Subsystem::Cost, Severity::Warning, "cost.unpriced",
                 cat({std::to_string(c.unpricedLines), " BOM line(s) have no price in the catalog (", skus,
                      "): the totals understate the cost."}));
    }
    if (ev.gpu.count > 0)
        strength(ev, Subsystem::Cost, "cost.value",
                 cat({"€ ", num(c.eurPerGbGpuMemory), " per GB of GPU memory (", num(ev.gpu.memoryPerGpuGB * ev.gpu.count),
                      " GB nominal), € ", num(c.eurPerDenseBf16Tflops), " per dense BF16 TFLOPS."}));
    weakness(ev, Subsystem::Cost, Severity::Info, "cost.energy",
             cat({num(c.energyKwhPerYear), " kWh a year (", num(options.utilization * 100),
                  " % of hours at typical load, idle otherwise, PUE ", num(options.pue, 2), ") = € ", num(c.energyEurPerYear),
                  " a year at € ", num(options.electricityEurPerKwh, 4), "/kWh; ", std::to_string(options.years),
                  "-year total cost € ", num(c.tcoEur), "."}));
}

} // namespace np::detail
