// SPDX-License-Identifier: MIT
// Power and heat: DC load per component (idle, typical, peak), GPU transients, wall power through
// the PSUs' efficiency curve at the real load, PSU capacity by input voltage and redundancy mode.
#include "core/platform_steps.h"

#include "core/units.h"

#include <algorithm>
#include <array>
#include <string_view>

namespace np::detail
{

double psuRatedW(const Psu &psu, InputVoltage voltage)
{
    return voltage == InputVoltage::LowLine ? psu.outputLowLineW : psu.outputHighLineW;
}

namespace
{

// 80 PLUS 230 V internal redundant minimums at 10/20/50/100 % load (hardware-facts §6), used when a
// PSU row carries only its rating. Platinum has no 10 % point there: Intel's server figure (82 %).
std::array<double, 4> curveOf(const Psu &psu)
{
    if (psu.efficiency50 > 0)
        return {psu.efficiency10 > 0 ? psu.efficiency10 : psu.efficiency20,
                psu.efficiency20 > 0 ? psu.efficiency20 : psu.efficiency50, psu.efficiency50,
                psu.efficiency100 > 0 ? psu.efficiency100 : psu.efficiency50};
    const std::string_view r = psu.efficiencyRating;
    if (r.find("Titanium") != std::string_view::npos)
        return {0.90, 0.94, 0.96, 0.91};
    if (r.find("Platinum") != std::string_view::npos)
        return {0.82, 0.90, 0.94, 0.91};
    if (r.find("Gold") != std::string_view::npos)
        return {0.80, 0.88, 0.92, 0.88};
    return {0.80, 0.85, 0.88, 0.85};
}

} // namespace

double psuEfficiencyAt(const Psu &psu, double loadFraction)
{
    const std::array<double, 4> eff = curveOf(psu);
    constexpr std::array<double, 4> load{0.10, 0.20, 0.50, 1.00};
    if (loadFraction <= load[0])
        return eff[0];
    for (std::size_t i = 1; i < load.size(); ++i)
        if (loadFraction <= load[i]) {
            const double t = (loadFraction - load[i - 1]) / (load[i] - load[i - 1]);
            return eff[i - 1] + t * (eff[i] - eff[i - 1]);
        }
    return eff[3];
}

double psuUsableW(const std::vector<double> &ratedW, PsuRedundancy mode)
{
    if (ratedW.empty())
        return 0;
    double total = 0;
    for (double w : ratedW)
        total += w;
    switch (mode) {
    case PsuRedundancy::None:
        return total;
    case PsuRedundancy::NPlus1: // the largest PSU is the spare
        return ratedW.size() < 2 ? 0 : total - *std::max_element(ratedW.begin(), ratedW.end());
    case PsuRedundancy::NPlusN: { // either half (one feed) must carry the load: count the smaller half
        std::vector<double> sorted = ratedW;
        std::sort(sorted.begin(), sorted.end());
        double smaller = 0;
        for (std::size_t i = 0; i < sorted.size() / 2; ++i)
            smaller += sorted[i];
        return smaller;
    }
    }
    return total;
}

PsuModeFigures psuModeFigures(const std::vector<double> &ratedW, PsuRedundancy mode, double peakW,
                              bool chosen)
{
    PsuModeFigures m;
    m.mode = mode;
    m.chosen = chosen;
    const int n = static_cast<int>(ratedW.size());
    m.psusCounted = mode == PsuRedundancy::None     ? n
                    : mode == PsuRedundancy::NPlus1 ? (n >= 2 ? n - 1 : 0)
                                                    : n / 2;
    m.usableW = psuUsableW(ratedW, mode);
    m.headroomW = m.usableW - peakW;
    const double totalW = psuUsableW(ratedW, PsuRedundancy::None);
    m.status = m.usableW > 0 && peakW <= m.usableW ? Status::Ok
               : totalW > 0 && peakW <= totalW     ? Status::Warning
                                                   : Status::Blocking;
    return m;
}

namespace
{

// DC load per component group (idle, typical, peak), per slot, with the fans last. Returns the GPUs'
// TDP sum, which the transient figure scales.
double addDcLoad(const ResolvedBuild &build, const PartsByKind &parts, PowerFigures &out)
{
    const Assumptions &a = build.build->assumptions;
    const Chassis &chassis = *build.chassis;
    auto item = [&out](const char *group, double idle, double typical, double peak) {
        if (peak <= 0 && typical <= 0)
            return;
        out.items.push_back({group, typical, peak});
        out.idleW += idle;
        out.typicalW += typical;
        out.peakW += peak;
    };
    double gpuTdp = 0, gpuIdle = 0;
    for (const PlacedPart *p : parts.gpus) {
        gpuTdp += p->gpu->tdpW;
        gpuIdle += p->gpu->idleW;
        out.perSlot.push_back({p->slot->id, p->gpu->tdpW});
    }
    item("GPUs", gpuIdle, gpuTdp * a.gpuTypicalFraction, gpuTdp);

    double cpuTdp = 0;
    for (const PlacedPart *p : parts.cpus) {
        cpuTdp += p->cpu->tdpW;
        out.perSlot.push_back({p->slot->id, p->cpu->tdpW});
    }
    item("CPUs", cpuTdp * a.cpuIdleFraction, cpuTdp * a.cpuTypicalFraction, cpuTdp);

    double memW = 0;
    for (const PlacedPart *p : parts.dimms) {
        const double w = p->memory->powerW > 0 ? p->memory->powerW : a.memoryWPerDimm;
        memW += w;
        out.perSlot.push_back({p->slot->id, w});
    }
    item("Memory", memW * a.memoryIdleFraction, memW, memW);

    double driveW = 0, driveIdle = 0;
    for (const PlacedPart *p : parts.drives) {
        driveW += p->drive->powerW;
        driveIdle += p->drive->idleW;
        out.perSlot.push_back({p->slot->id, p->drive->powerW});
    }
    item("Drives", driveIdle, driveW, driveW);

    double nicW = 0;
    for (const PlacedPart *p : parts.nics) {
        nicW += p->nic->peakPowerW();
        out.perSlot.push_back({p->slot->id, p->nic->peakPowerW()});
    }
    item("NICs", nicW, nicW, nicW);

    double switchW = 0;
    for (const PcieSwitch &sw : chassis.switches)
        switchW += sw.powerW;
    item("PCIe switches", switchW, switchW, switchW);
    item("Board", chassis.basePowerW, chassis.basePowerW, chassis.basePowerW);

    // Fans move the heat of everything else: a share of the IT load, up to what the fan wall can draw.
    auto fans = [&](double load) {
        const double w = load * a.fanShareOfLoad;
        return chassis.fanPowerMaxW > 0 ? std::min(w, chassis.fanPowerMaxW) : w;
    };
    const double fanIdle = fans(out.idleW), fanTypical = fans(out.typicalW), fanPeak = fans(out.peakW);
    item("Fans", fanIdle, fanTypical, fanPeak);
    return gpuTdp;
}

// The PSU set at the chosen input voltage: capacity, redundancy modes, sizing basis. Returns the
// largest PSU (its efficiency curve stands for the set), nullptr without PSUs.
const Psu *addPsuFigures(const ResolvedBuild &build, const PartsByKind &parts, PowerFigures &out)
{
    const BuildOptions &options = build.build->options;
    std::vector<double> rated;
    const Psu *largest = nullptr;
    for (const PlacedPart *p : parts.psus) {
        rated.push_back(psuRatedW(*p->psu, options.inputVoltage));
        if (!largest || psuRatedW(*p->psu, options.inputVoltage) > psuRatedW(*largest, options.inputVoltage))
            largest = p->psu;
    }
    out.psuCount = static_cast<int>(rated.size());
    out.redundancy = options.psuRedundancy;
    for (double w : rated)
        out.psuTotalW += w;
    out.psuRatedW = rated.empty() ? 0 : *std::max_element(rated.begin(), rated.end());
    out.psuUsableW = psuUsableW(rated, options.psuRedundancy);
    out.psuAfterOneFailureW = out.psuTotalW - out.psuRatedW;
    // The vendor's maximum system power is AC at the wall; the PSUs deliver it as DC at their efficiency.
    out.vendorMaxSystemW = build.chassis->vendor.maxSystemPowerW;
    const double vendorDcW =
        largest && out.psuTotalW > 0
            ? out.vendorMaxSystemW * psuEfficiencyAt(*largest, out.vendorMaxSystemW / out.psuTotalW)
            : 0;
    out.sizingBasis = vendorDcW > out.peakW ? PowerBasis::VendorMax : PowerBasis::OwnSum;
    out.psuSizingW = std::max(out.peakW, vendorDcW);
    out.redundancyMet = out.psuUsableW > 0 && out.psuSizingW <= out.psuUsableW;
    for (PsuRedundancy mode : {PsuRedundancy::None, PsuRedundancy::NPlus1, PsuRedundancy::NPlusN})
        out.psuModes.push_back(psuModeFigures(rated, mode, out.psuSizingW, mode == options.psuRedundancy));
    for (const PsuModeFigures &m : out.psuModes)
        if (m.chosen)
            out.psuStatus = m.status;
    // Excursions within the usable or at least the total capacity are a note; above all PSUs a risk.
    out.transientStatus = out.transientW <= out.psuTotalW ? Status::Ok : Status::Warning;
    return largest;
}

// From DC to the wall: conversion loss through the PSUs' curve, the circuit, heat and airflow.
void addWallFigures(const ResolvedBuild &build, const Psu *largest, PowerFigures &out)
{
    const Assumptions &a = build.build->assumptions;
    const BuildOptions &options = build.build->options;
    const Chassis &chassis = *build.chassis;
    // Active-active PSUs share the load; efficiency follows the per-PSU load fraction.
    const double capacity = out.psuTotalW;
    auto wall = [&](double dc) {
        if (!largest || capacity <= 0)
            return dc / 0.90; // no PSU to go by: a generic 90 %
        return dc / psuEfficiencyAt(*largest, dc / capacity);
    };
    out.psuEfficiencyAtPeak =
        largest && capacity > 0 ? psuEfficiencyAt(*largest, out.peakW / capacity) : 0.90;
    out.wallW = wall(out.peakW);
    out.wallTypicalW = wall(out.typicalW);
    out.wallIdleW = wall(out.idleW);
    out.items.push_back({"Conversion loss", out.wallTypicalW - out.typicalW, out.wallW - out.peakW});
    out.circuitW = std::max(out.wallW, out.vendorMaxSystemW);
    if (out.circuitW > out.wallW)
        out.sizingBasis = PowerBasis::VendorMax; // circuits go by the vendor's figure even without PSUs
    out.wallVA = out.circuitW / a.psuPowerFactor;
    out.inputCurrentA = options.inputVolts > 0 ? out.wallVA / options.inputVolts : 0;
    out.btuPerH = out.wallW * units::btuPerHourPerWatt;
    out.heatW = out.wallW;
    out.airflowLimitW = chassis.airflowLimitW > 0 ? chassis.airflowLimitW : a.airCoolingPracticalLimitW;
    out.heatStatus = out.wallTypicalW > out.airflowLimitW ? Status::Blocking
                     : out.heatW > out.airflowLimitW      ? Status::Warning
                                                          : Status::Ok;
}

} // namespace

void computePower(const ResolvedBuild &build, const PartsByKind &parts, PowerFigures &out)
{
    out = PowerFigures{};
    const double gpuTdp = addDcLoad(build, parts, out);
    // GPU excursions above TDP: ms-scale, the PSUs must ride them without tripping.
    out.transientW = out.peakW + gpuTdp * (build.build->assumptions.gpuTransientFactor - 1.0);
    const Psu *largest = addPsuFigures(build, parts, out);
    addWallFigures(build, largest, out);
}

} // namespace np::detail
