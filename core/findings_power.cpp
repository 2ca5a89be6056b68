// SPDX-License-Identifier: MIT
// Findings about power: PSU capacity per redundancy mode and input voltage. Rule ids: docs/rules.md.
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include "core/enums_text.h"

#include <algorithm>

namespace np::detail
{

namespace
{

std::vector<double> ratings(const PartsByKind &parts, InputVoltage v)
{
    std::vector<double> out;
    for (const PlacedPart *p : parts.psus)
        out.push_back(psuRatedW(*p->psu, v));
    return out;
}

// Where the watts go, and what reaches the wall. Each group is a `group` (core's power-group id)
// followed by its `group_w`.
void drawFinding(const PowerFigures &pw, const BuildOptions &options, Evaluation &ev)
{
    FindingArgs draw{quantity("peak_w", pw.peakW, U::Watt)};
    for (const PowerItem &item : pw.items)
        if (item.group != "Conversion loss") {
            draw.push_back(text("group", item.group));
            draw.push_back(quantity("group_w", item.peakW, U::Watt));
        }
    draw.insert(draw.end(), {quantity("wall_w", pw.wallW, U::Watt),
                             quantity("efficiency", pw.psuEfficiencyAtPeak * 100, U::Percent, 1),
                             quantity("wall_va", pw.wallVA, U::VoltAmpere),
                             quantity("current_a", pw.inputCurrentA, U::Ampere, 1),
                             quantity("input_v", options.inputVolts, U::Volt),
                             quantity("typical_w", pw.typicalW, U::Watt),
                             quantity("wall_typical_w", pw.wallTypicalW, U::Watt)});
    weakness(ev, Subsystem::Power, Severity::Info, "power.draw", std::move(draw));
}

// The PSU set under the chosen mode, and what the PSUs are sized for: the DC peak, or the vendor's
// larger maximum (`basis`, rule power.vendor_max).
void capacityFinding(const PowerFigures &pw, const BuildOptions &options,
                     const std::vector<std::string> &psuSlots, Evaluation &ev)
{
    const FindingArgs capacity{count("psus", pw.psuCount),
                               quantity("psu_w", pw.psuRatedW, U::Watt),
                               text("input_voltage", std::string(toText(options.inputVoltage))),
                               quantity("total_w", pw.psuTotalW, U::Watt),
                               text("mode", std::string(toText(pw.redundancy))),
                               quantity("usable_w", pw.psuUsableW, U::Watt),
                               text("basis", std::string(toText(pw.sizingBasis))),
                               quantity("sizing_w", pw.psuSizingW, U::Watt)};
    const auto with = [&capacity](const FindingArg &more) {
        FindingArgs out = capacity;
        out.push_back(more);
        return out;
    };
    if (pw.psuStatus == Status::Blocking)
        weakness(ev, Subsystem::Power, Severity::Blocking, "power.psu_capacity_insufficient",
                 with(quantity("short_w", pw.psuSizingW - pw.psuTotalW, U::Watt)), psuSlots);
    else if (pw.psuStatus == Status::Warning)
        weakness(ev, Subsystem::Power, Severity::Warning, "power.psu_redundancy_insufficient",
                 with(quantity("short_w", pw.psuSizingW - pw.psuUsableW, U::Watt)), psuSlots);
    else if (pw.redundancy == PsuRedundancy::None)
        weakness(ev, Subsystem::Power,
                 pw.psuAfterOneFailureW < pw.psuSizingW ? Severity::Warning : Severity::Info,
                 "power.no_redundancy", with(quantity("after_failure_w", pw.psuAfterOneFailureW, U::Watt)),
                 psuSlots);
    else
        strength(ev, Subsystem::Power, "power.psu_redundancy_met",
                 with(quantity("above_w", pw.psuUsableW - pw.psuSizingW, U::Watt)));
}

// The other modes, so a sales engineer sees what a 2+2 or 4+0 configuration would mean: each is a
// `mode` followed by its `mode_usable_w` and `mode_status` (core's status id).
void modesFinding(const PowerFigures &pw, const BuildOptions &options, Evaluation &ev)
{
    FindingArgs modes{text("input_voltage", std::string(toText(options.inputVoltage))),
                      count("psus", pw.psuCount)};
    for (const PsuModeFigures &m : pw.psuModes) {
        modes.push_back(text("mode", std::string(toText(m.mode))));
        modes.push_back(quantity("mode_usable_w", m.usableW, U::Watt));
        modes.push_back(text("mode_status", std::string(toText(m.status))));
    }
    weakness(ev, Subsystem::Power, Severity::Info, "power.psu_modes", std::move(modes));
}

// What the same PSUs give on a low-line feed. Not rated at all: the finding names the PSU (`psu`).
void lowLineFinding(const PartsByKind &parts, const PowerFigures &pw, const BuildOptions &options,
                    Evaluation &ev)
{
    const std::vector<double> low = ratings(parts, InputVoltage::LowLine);
    const double lowUsable = psuUsableW(low, options.psuRedundancy);
    const FindingArgs lowLine{count("psus", pw.psuCount), text("mode", std::string(toText(pw.redundancy))),
                              quantity("low_line_psu_w", low.front(), U::Watt),
                              quantity("low_line_usable_w", lowUsable, U::Watt),
                              quantity("peak_w", pw.peakW, U::Watt)};
    if (*std::min_element(low.begin(), low.end()) <= 0)
        weakness(ev, Subsystem::Power, Severity::Info, "power.low_line",
                 {text("psu", parts.psus.front()->psu->info.name)});
    else if (lowUsable < pw.peakW)
        weakness(ev, Subsystem::Power, Severity::Info, "power.low_line", lowLine);
    else
        strength(ev, Subsystem::Power, "power.low_line", lowLine);
}

// GPU excursions: milliseconds above TDP that the PSUs must ride without tripping. A weakness of
// severity Info: all PSUs together still cover them.
void transientFinding(const ResolvedBuild &build, const PowerFigures &pw,
                      const std::vector<std::string> &psuSlots, Evaluation &ev)
{
    const FindingArgs transient{
        quantity("transient_factor", build.build->assumptions.gpuTransientFactor, U::Factor, 1),
        quantity("transient_w", pw.transientW, U::Watt), quantity("usable_w", pw.psuUsableW, U::Watt),
        count("psus", pw.psuCount), text("mode", std::string(toText(pw.redundancy)))};
    if (pw.transientW <= pw.psuUsableW)
        strength(ev, Subsystem::Power, "power.transient_headroom", transient);
    else
        weakness(ev, Subsystem::Power, severityOf(pw.transientStatus), "power.transient_headroom", transient,
                 psuSlots);
}

} // namespace

void addPowerFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const PowerFigures &pw = ev.power;
    const BuildOptions &options = build.build->options;
    std::vector<std::string> psuSlots;
    for (const PlacedPart *p : parts.psus)
        psuSlots.push_back(p->slot->id);

    drawFinding(pw, options, ev);
    if (parts.psus.empty()) {
        weakness(ev, Subsystem::Power, Severity::Blocking, "power.no_psu");
        return;
    }
    const Psu &first = *parts.psus.front()->psu;
    for (const PlacedPart *p : parts.psus)
        if (p->psu != &first) {
            weakness(ev, Subsystem::Power, Severity::Warning, "power.mixed_psus", {}, psuSlots);
            break;
        }
    if (pw.psuRatedW <= 0 && options.inputVoltage == InputVoltage::LowLine) {
        weakness(ev, Subsystem::Power, Severity::Blocking, "power.psu_not_rated_low_line",
                 {text("psu", first.info.name)}, psuSlots);
        return;
    }
    capacityFinding(pw, options, psuSlots, ev);
    modesFinding(pw, options, ev);
    if (options.inputVoltage == InputVoltage::HighLine)
        lowLineFinding(parts, pw, options, ev);
    transientFinding(build, pw, psuSlots, ev);
    if (!first.efficiencyRating.empty())
        strength(ev, Subsystem::Power, "power.psu_efficiency",
                 {text("rating", first.efficiencyRating),
                  quantity("efficiency", pw.psuEfficiencyAtPeak * 100, U::Percent, 1),
                  quantity("load", pw.psuTotalW > 0 ? pw.peakW / pw.psuTotalW * 100 : 0, U::Percent),
                  quantity("loss_w", pw.wallW - pw.peakW, U::Watt)});
}

} // namespace np::detail
