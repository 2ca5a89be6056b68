// SPDX-License-Identifier: MIT
// Sentences of the power and cooling findings (core/findings_power.cpp, core/findings_cooling.cpp).
#include "core/enums_text.h"
#include "presentation/core_names.h"
#include "presentation/finding_text_parts.h"

#include <QStringList>

namespace np::findingtext
{

namespace
{

QString mode(const Args &a)
{
    return psuModeName(a.id("mode"), a.count("psus"));
}

// "4 × 3,200 W at high line, 200–240 V = 12,800 W; N+1 (3+1) leaves 9,600 W usable"
QString capacity(const Args &a)
{
    return Tr::tr("%1 × %2 at %3 = %4; %5 leaves %6 usable")
        .arg(a["psus"], a["psu_w"], inputVoltageName(a.id("input_voltage")), a["total_w"], mode(a),
             a["usable_w"]);
}

// What the PSUs are sized for: the DC peak, or the vendor's larger maximum (power.vendor_max).
QString sizedFor(const Args &a)
{
    return a.id("basis") == toText(PowerBasis::VendorMax)
               ? Tr::tr("%1 the vendor's maximum system power needs (DC)").arg(a["sizing_w"])
               : Tr::tr("%1 peak").arg(a["sizing_w"]);
}

QString draw(const Args &a)
{
    QStringList groups;
    const std::vector<const FindingArg *> names = a.all("group");
    const std::vector<const FindingArg *> watts = a.all("group_w");
    for (std::size_t i = 0; i < names.size() && i < watts.size(); ++i)
        groups << QStringLiteral("%1 %2").arg(powerGroupName(names[i]->text),
                                              a.format().number(watts[i]->value));
    // The groups' watts as bare numbers, the unit once at the end: "(GPUs 4,800, CPUs 720, … 600 W)".
    return Tr::tr(
               "Peak %1 DC (%2 W) = %3 at the wall (%4 PSU efficiency), %5, %6 at %7; typical %8 DC / %9 at "
               "the wall.")
        .arg(a["peak_w"], groups.join(QStringLiteral(", ")), a["wall_w"], a["efficiency"], a["wall_va"],
             a["current_a"], a["input_v"], a["typical_w"], a["wall_typical_w"]);
}

QString noPsu(const Args &)
{
    return Tr::tr("No PSU is placed.");
}

QString mixedPsus(const Args &)
{
    return Tr::tr("Mixed PSU models: current sharing is uneven and most chassis refuse them.");
}

QString notRatedLowLine(const Args &a)
{
    return Tr::tr("%1 is not rated for low-line input (100-127 V): the box needs a 200-240 V feed.")
        .arg(a.text("psu"));
}

QString capacityInsufficient(const Args &a)
{
    return Tr::tr("%1: even all PSUs together are %2 short of the %3.")
        .arg(capacity(a), a["short_w"], sizedFor(a));
}

QString redundancyInsufficient(const Args &a)
{
    return a.id("mode") == toText(PsuRedundancy::NPlusN)
               ? Tr::tr(
                     "%1, %2 short of the %3 peak: the box runs with all PSUs but loses full load when one "
                     "feed fails.")
                     .arg(capacity(a), a["short_w"], a["sizing_w"])
               : Tr::tr(
                     "%1, %2 short of the %3 peak: the box runs with all PSUs but loses full load when one "
                     "PSU fails.")
                     .arg(capacity(a), a["short_w"], a["sizing_w"]);
}

QString noRedundancy(const Args &a)
{
    return Tr::tr("%1; after one PSU fails %2 remain for a %3.")
        .arg(capacity(a), a["after_failure_w"], sizedFor(a));
}

QString redundancyMet(const Args &a)
{
    return Tr::tr("%1, %2 above the %3.").arg(capacity(a), a["above_w"], sizedFor(a));
}

QString psuModes(const Args &a)
{
    QStringList modes;
    const std::vector<const FindingArg *> names = a.all("mode");
    const std::vector<const FindingArg *> usable = a.all("mode_usable_w");
    const std::vector<const FindingArg *> status = a.all("mode_status");
    for (std::size_t i = 0; i < names.size() && i < usable.size() && i < status.size(); ++i)
        modes << Tr::tr("%1 %2 (%3)", "PSU mode, usable watts, holds or short")
                     .arg(psuModeName(names[i]->text, a.count("psus")), a.format(*usable[i]),
                          status[i]->text == toText(Status::Ok) ? Tr::tr("holds") : Tr::tr("short"));
    return Tr::tr("Usable PSU capacity by redundancy mode at %1: %2.")
        .arg(inputVoltageName(a.id("input_voltage")), modes.join(QStringLiteral("; ")));
}

QString lowLine(const Args &a)
{
    if (a.has("psu"))
        return notRatedLowLine(a);
    if (a.strength())
        return Tr::tr("Even on a low-line feed (100-127 V) %1 leaves %2 for the %3 peak.")
            .arg(mode(a), a["low_line_usable_w"], a["peak_w"]);
    return Tr::tr("On a low-line feed (100-127 V) each PSU gives %1: %2 leaves %3, short of the %4 peak.")
        .arg(a["low_line_psu_w"], mode(a), a["low_line_usable_w"], a["peak_w"]);
}

QString transient(const Args &a)
{
    if (a.strength())
        return Tr::tr("GPU power excursions (%1 GPU TDP for milliseconds) lift the peak to %2, within the %3 "
                      "usable under %4.")
            .arg(a["transient_factor"], a["transient_w"], a["usable_w"], mode(a));
    if (a.severity() == Severity::Info)
        return Tr::tr("GPU power excursions (%1 GPU TDP for milliseconds) lift the peak to %2, above the %3 "
                      "usable under %4 (all PSUs together cover it; a degraded box may trip).")
            .arg(a["transient_factor"], a["transient_w"], a["usable_w"], mode(a));
    return Tr::tr(
               "GPU power excursions (%1 GPU TDP for milliseconds) lift the peak to %2, above the %3 usable "
               "under %4 and above all PSUs together: spikes may trip the PSUs.")
        .arg(a["transient_factor"], a["transient_w"], a["usable_w"], mode(a));
}

QString efficiency(const Args &a)
{
    return Tr::tr("%1: %2 efficient at the peak load (%3 of PSU capacity); %4 lost in conversion.")
        .arg(a.text("rating"), a["efficiency"], a["load"], a["loss_w"]);
}

QString vendorMax(const Args &a)
{
    if (a.strength())
        return Tr::
            tr("NodePlan's %1 at the wall is at or above the vendor's maximum system power, %2: PSU sizing "
               "and circuits use NodePlan's sum.")
                .arg(a["wall_w"], a["vendor_max_w"]);
    return Tr::
        tr("The vendor's maximum system power, %1, is above NodePlan's %2 at the wall: PSU sizing (%3 DC) "
           "and the circuit figures (%4, %5) use the vendor's figure.")
            .arg(a["vendor_max_w"], a["wall_w"], a["sizing_w"], a["wall_va"], a["current_a"]);
}

// The limit heat is held against: the chassis' airflow rating, or the practical limit of air.
QString coolingLimit(const Args &a)
{
    return a.has("airflow_limit_w")
               ? Tr::tr("the chassis' %1 airflow rating at %2 inlet").arg(a["airflow_limit_w"], a["inlet_c"])
               : Tr::tr("the ~%1 practical limit of a 4U air-cooled box").arg(a["practical_limit_w"]);
}

QString airLimit(const Args &a)
{
    const QString heat =
        Tr::tr("%1 of heat at peak (%2), %3 typical").arg(a["heat_w"], a["heat_btu_h"], a["typical_w"]);
    if (a.strength())
        return Tr::tr("%1, within %2.").arg(heat, coolingLimit(a));
    if (a.severity() == Severity::Blocking)
        return Tr::tr("%1: even typical load exceeds %2.").arg(heat, coolingLimit(a));
    return Tr::tr("%1: the peak exceeds %2; sustained full load will throttle.").arg(heat, coolingLimit(a));
}

QString practicalLimit(const Args &a)
{
    return Tr::tr(
               "%1 is above the ~%2 that air removes comfortably from one %3U box: fans run near full speed "
               "(loud, sensitive to inlet temperature); keep the inlet at or below %4.")
        .arg(a["heat_w"], a["practical_limit_w"], a["rack_units"], a["inlet_c"]);
}

} // namespace

void addPowerSentences(Sentences &out)
{
    out.insert({{"power.draw", draw},
                {"power.no_psu", noPsu},
                {"power.mixed_psus", mixedPsus},
                {"power.psu_not_rated_low_line", notRatedLowLine},
                {"power.psu_capacity_insufficient", capacityInsufficient},
                {"power.psu_redundancy_insufficient", redundancyInsufficient},
                {"power.no_redundancy", noRedundancy},
                {"power.psu_redundancy_met", redundancyMet},
                {"power.psu_modes", psuModes},
                {"power.low_line", lowLine},
                {"power.transient_headroom", transient},
                {"power.psu_efficiency", efficiency},
                {"power.vendor_max", vendorMax},
                {"cooling.air_limit", airLimit},
                {"cooling.practical_limit", practicalLimit}});
}

} // namespace np::findingtext
