// SPDX-License-Identifier: MIT
// Findings about power: PSU capacity per redundancy mode and input voltage. Rule ids: docs/rules.md.
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include <algorithm>

namespace np::detail
{

namespace
{

std::string modeName(PsuRedundancy m, int psus)
{
    switch (m) {
    case PsuRedundancy::None:
        return "no redundancy";
    case PsuRedundancy::NPlus1:
        return psus > 1 ? "N+1 (" + std::to_string(psus - 1) + "+1)" : "N+1";
    case PsuRedundancy::NPlusN:
        return "N+N (" + std::to_string(psus / 2) + "+" + std::to_string(psus / 2) + ")";
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
                  num(pw.psuEfficiencyAtPeak * 100, 1), " % PSU efficiency), ", num(pw.wallVA), " VA, ",
                  num(pw.inputCurrentA, 1), " A at ", num(options.inputVolts), " V; typical ",
                  num(pw.typicalW), " W DC / ", num(pw.wallTypicalW), " W at the wall."}));

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
                 cat({first.info.name,
                      " is not rated for low-line input (100-127 V): the box needs a 200-240 V feed."}),
                 psuSlots);
        return;
    }

    // What the PSUs are sized for: the DC peak, or the vendor's larger maximum (rule power.vendor_max).
    const std::string sizedFor = pw.sizingBasis == PowerBasis::VendorMax
                                     ? " W the vendor's maximum system power needs (DC)."
                                     : " W peak.";
    const std::string n = std::to_string(pw.psuCount);
    const std::string mode = modeName(pw.redundancy, pw.psuCount);
    const std::string capacity =
        cat({n, " × ", num(pw.psuRatedW), " W at ", voltageName(options.inputVoltage), " = ",
             num(pw.psuTotalW), " W; ", mode, " leaves ", num(pw.psuUsableW), " W usable"});
    if (pw.psuStatus == Status::Blocking)
        weakness(ev, Subsystem::Power, Severity::Blocking, "power.psu_capacity_insufficient",
                 cat({capacity, ": even all PSUs together are ", num(pw.psuSizingW - pw.psuTotalW),
                      " W short of the ", num(pw.psuSizingW), sizedFor}),
                 psuSlots);
    else if (pw.psuStatus == Status::Warning)
        weakness(ev, Subsystem::Power, Severity::Warning, "power.psu_redundancy_insufficient",
                 cat({capacity, ", ", num(pw.psuSizingW - pw.psuUsableW), " W short of the ",
                      num(pw.psuSizingW), " W peak: the box runs with all PSUs but loses full load when ",
                      pw.redundancy == PsuRedundancy::NPlusN ? "one feed fails." : "one PSU fails."}),
                 psuSlots);
    else if (pw.redundancy == PsuRedundancy::None)
        weakness(ev, Subsystem::Power,
                 pw.psuAfterOneFailureW < pw.psuSizingW ? Severity::Warning : Severity::Info,
                 "power.no_redundancy",
                 cat({capacity, "; after one PSU fails ", num(pw.psuAfterOneFailureW), " W remain for a ",
                      num(pw.psuSizingW), sizedFor}),
                 psuSlots);
    else
        strength(ev, Subsystem::Power, "power.psu_redundancy_met",
                 cat({capacity, ", ", num(pw.psuUsableW - pw.psuSizingW), " W above the ", num(pw.psuSizingW),
                      sizedFor}));

    // The other modes, so a sales engineer sees what a 2+2 or 4+0 configuration would mean.
    {
        std::string modes;
        for (const PsuModeFigures &m : pw.psuModes)
            modes += cat({modes.empty() ? "" : "; ", modeName(m.mode, pw.psuCount), " ", num(m.usableW),
                          " W (", m.status == Status::Ok ? "holds" : "short", ")"});
        weakness(ev, Subsystem::Power, Severity::Info, "power.psu_modes",
                 cat({"Usable PSU capacity by redundancy mode at ", voltageName(options.inputVoltage), ": ",
                      modes, "."}));
    }
    if (options.inputVoltage == InputVoltage::HighLine) {
        const std::vector<double> low = ratings(parts, InputVoltage::LowLine);
        const double lowUsable = psuUsableW(low, options.psuRedundancy);
        if (*std::min_element(low.begin(), low.end()) <= 0)
            weakness(ev, Subsystem::Power, Severity::Info, "power.low_line",
                     cat({first.info.name,
                          " is not rated for low-line input (100-127 V): the box needs a 200-240 V feed."}));
        else if (lowUsable < pw.peakW)
            weakness(ev, Subsystem::Power, Severity::Info, "power.low_line",
                     cat({"On a low-line feed (100-127 V) each PSU gives ", num(low.front()), " W: ", mode,
                          " leaves ", num(lowUsable), " W, short of the ", num(pw.peakW), " W peak."}));
        else
            strength(ev, Subsystem::Power, "power.low_line",
                     cat({"Even on a low-line feed (100-127 V) ", mode, " leaves ", num(lowUsable),
                          " W for the ", num(pw.peakW), " W peak."}));
    }

    // GPU excursions: milliseconds above TDP that the PSUs must ride without tripping.
    const std::string transient =
        cat({"GPU power excursions (", num(build.build->assumptions.gpuTransientFactor, 1),
             "× GPU TDP for milliseconds) lift the peak to ", num(pw.transientW), " W"});
    if (pw.transientW <= pw.psuUsableW)
        strength(ev, Subsystem::Power, "power.transient_headroom",
                 cat({transient, ", within the ", num(pw.psuUsableW), " W usable under ", mode, "."}));
    else
        weakness(ev, Subsystem::Power, severityOf(pw.transientStatus), "power.transient_headroom",
                 cat({transient, ", above the ", num(pw.psuUsableW), " W usable under ", mode,
                      pw.transientStatus == Status::Ok
                          ? " (all PSUs together cover it; a degraded box may trip)."
                          : " and above all PSUs together: spikes may trip the PSUs."}),
                 psuSlots);

    if (!first.efficiencyRating.empty())
        strength(
            ev, Subsystem::Power, "power.psu_efficiency",
            cat({first.efficiencyRating, ": ", num(pw.psuEfficiencyAtPeak * 100, 1),
                 " % efficient at the peak load (", num(pw.psuTotalW > 0 ? pw.peakW / pw.psuTotalW * 100 : 0),
                 " % of PSU capacity); ", num(pw.wallW - pw.peakW), " W lost in conversion."}));
}

} // namespace np::detail
