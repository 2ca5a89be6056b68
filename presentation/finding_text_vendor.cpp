// SPDX-License-Identifier: MIT
// Sentences of the vendor-configuration findings (core/findings_vendor.cpp).
#include "core/enums_text.h"
#include "presentation/display_names.h"
#include "presentation/finding_text_parts.h"

namespace np::findingtext
{

namespace
{

QString modeName(const std::string &mode)
{
    const std::optional<PsuRedundancy> m = parsePsuRedundancy(mode);
    return m ? displayName(*m) : QString::fromStdString(mode);
}

QString baseboardPartial(const Args &a)
{
    return Tr::tr(
               "%1 of %2 %3 sites hold a GPU: %3 modules are sold only as a full baseboard, so the box ships "
               "with %2.")
        .arg(a["gpus"], a["sites"], a.text("module_form"));
}

QString psuNotShipped(const Args &a)
{
    return Tr::
        tr("The chassis ships with %1 × %2; the build has %3, %4 of them that model: the vendor sells and "
           "supports its own PSU set.")
            .arg(a["vendor_psus"], a.text("vendor_psu"), Tr::tr("%n PSU(s)", nullptr, a.count("psus")),
                 a["matching_psus"]);
}

QString psuRedundancy(const Args &a)
{
    return Tr::tr("The vendor ships the PSUs as %1; the build plans for %2.")
        .arg(modeName(a.id("vendor_mode")), modeName(a.id("mode")));
}

QString noBootDrive(const Args &)
{
    return Tr::tr("No drive to boot from: vendors configure every system with at least one boot drive.");
}

QString noNic(const Args &)
{
    return Tr::tr("No NIC: vendors configure every system with at least one network card.");
}

QString gpuNotQualified(const Args &a)
{
    return Tr::tr(
               "%1 is not on the chassis vendor's GPU list (%2): cooling, power cabling and support are not "
               "validated for it.")
        .arg(a.text("gpu"), a.text("qualified"));
}

QString cpuTdpOverLimit(const Args &a)
{
    return Tr::tr("%1: %2 TDP, above the %3 the chassis is rated to cool.")
        .arg(a.text("cpu"), a["tdp_w"], a["limit_w"]);
}

QString nicAuxPower(const Args &a)
{
    return Tr::
        tr("%1 draws up to %2 over an auxiliary power cable (the slot gives %3): the chassis must have that "
           "cable for each such card; the power figures count %2.")
            .arg(a.text("nic"), a["aux_w"], a["slot_w"]);
}

QString hostMemory(const Args &a)
{
    return Tr::tr("%1 host memory is %2 the GPU memory; vendors configure at least %3 (%4).")
        .arg(a["capacity_gib"], a["ratio"], a["advised"], a["advised_gib"]);
}

} // namespace

void addVendorSentences(Sentences &out)
{
    out.insert({{"vendor.baseboard_partial", baseboardPartial},
                {"vendor.psu_not_shipped", psuNotShipped},
                {"vendor.psu_redundancy", psuRedundancy},
                {"vendor.no_boot_drive", noBootDrive},
                {"vendor.no_nic", noNic},
                {"vendor.gpu_not_qualified", gpuNotQualified},
                {"vendor.cpu_tdp_over_limit", cpuTdpOverLimit},
                {"vendor.nic_aux_power", nicAuxPower},
                {"vendor.host_memory", hostMemory}});
}

} // namespace np::findingtext
