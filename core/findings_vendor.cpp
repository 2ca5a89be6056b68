// SPDX-License-Identifier: MIT
// Findings about what a vendor sells: a full GPU baseboard, the chassis' own PSU set, a boot drive and a
// NIC, qualified GPUs, the chassis' CPU TDP limit, auxiliary power for cards that need it, the host
// memory vendors configure, and the vendor's maximum system power. They read the chassis' vendor
// configuration (catalog migration 0006); a chassis that states nothing gets no rule. Rule ids:
// docs/rules.md "Vendor configuration".
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include "core/baseboard.h"
#include "core/enums_text.h"

namespace np::detail
{

namespace
{

std::vector<std::string> slotsOf(const std::vector<const PlacedPart *> &parts)
{
    std::vector<std::string> out;
    for (const PlacedPart *p : parts)
        out.push_back(p->slot->id);
    return out;
}

// HGX and OAM GPUs come only as a full baseboard: NVIDIA and AMD sell the 8-GPU board, not modules.
void baseboardFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const Baseboard board = baseboardOf(*build.chassis);
    const int sites = static_cast<int>(board.sites.size());
    const int modules = static_cast<int>(parts.gpus.size());
    if (board.fabric == BaseboardFabric::None || modules == 0 || modules == sites)
        return;
    weakness(ev, Subsystem::Gpu, Severity::Blocking, "vendor.baseboard_partial",
             cat({std::to_string(modules), " of ", std::to_string(sites), " ", board.moduleForm,
                  " sites hold a GPU: ", board.moduleForm,
                  " modules are sold only as a full baseboard, so the box ships with ", std::to_string(sites),
                  "."}),
             slotsOf(parts.gpus));
}

void psuFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const VendorConfiguration &v = build.chassis->vendor;
    if (!v.psuSku.empty() && v.psuCount > 0) {
        int shipped = 0;
        for (const PlacedPart *p : parts.psus)
            shipped += p->psu->info.sku == v.psuSku ? 1 : 0;
        if (shipped != v.psuCount || static_cast<int>(parts.psus.size()) != v.psuCount)
            weakness(ev, Subsystem::Power, Severity::Warning, "vendor.psu_not_shipped",
                     cat({"The chassis ships with ", std::to_string(v.psuCount), " × ", v.psuSku,
                          "; the build has ", std::to_string(parts.psus.size()), " PSU(s), ",
                          std::to_string(shipped),
                          " of them that model: the vendor sells and supports its own PSU set."}),
                     slotsOf(parts.psus));
    }
    if (v.psuRedundancy && *v.psuRedundancy != build.build->options.psuRedundancy)
        weakness(
            ev, Subsystem::Power, Severity::Info, "vendor.psu_redundancy",
            cat({"The vendor ships the PSUs as ", std::string(toText(*v.psuRedundancy)),
                 "; the build plans for ", std::string(toText(build.build->options.psuRedundancy)), "."}));
}

// A vendor configures every system with a boot drive and at least one network port.
void bootAndNetworkFindings(const PartsByKind &parts, Evaluation &ev)
{
    if (parts.drives.empty())
        weakness(ev, Subsystem::Storage, Severity::Warning, "vendor.no_boot_drive",
                 "No drive to boot from: vendors configure every system with at least one boot drive.");
    if (parts.nics.empty())
        weakness(ev, Subsystem::Network, Severity::Warning, "vendor.no_nic",
                 "No NIC: vendors configure every system with at least one network card.");
}

void qualificationFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const VendorConfiguration &v = build.chassis->vendor;
    std::vector<const PlacedPart *> unqualified;
    for (const PlacedPart *p : parts.gpus)
        if (!v.qualifies(p->gpu->info.sku))
            unqualified.push_back(p);
    if (!unqualified.empty())
        weakness(ev, Subsystem::Gpu, Severity::Warning, "vendor.gpu_not_qualified",
                 cat({unqualified.front()->gpu->info.name, " is not on the chassis vendor's GPU list (",
                      joinIds(v.qualifiedGpuSkus),
                      "): cooling, power cabling and support are not validated for it."}),
                 slotsOf(unqualified));

    std::vector<const PlacedPart *> hot;
    for (const PlacedPart *p : parts.cpus)
        if (v.cpuTdpLimitW > 0 && p->cpu->tdpW > v.cpuTdpLimitW)
            hot.push_back(p);
    if (!hot.empty())
        weakness(ev, Subsystem::Cpu, Severity::Blocking, "vendor.cpu_tdp_over_limit",
                 cat({hot.front()->cpu->info.name, ": ", num(hot.front()->cpu->tdpW), " W TDP, above the ",
                      num(v.cpuTdpLimitW), " W the chassis is rated to cool."}),
                 slotsOf(hot));

    std::vector<const PlacedPart *> aux;
    for (const PlacedPart *p : parts.nics)
        if (p->nic->auxPowerW > p->nic->powerW)
            aux.push_back(p);
    if (!aux.empty())
        weakness(ev, Subsystem::Network, Severity::Warning, "vendor.nic_aux_power",
                 cat({aux.front()->nic->info.name, " draws up to ", num(aux.front()->nic->auxPowerW),
                      " W over an auxiliary power cable (the slot gives ", num(aux.front()->nic->powerW),
                      " W): the chassis must have that cable for each such card; the power figures count ",
                      num(aux.front()->nic->auxPowerW), " W."}),
                 slotsOf(aux));
}

void hostMemoryFinding(const ResolvedBuild &build, Evaluation &ev)
{
    const HostMemoryFigures &m = ev.hostMemory;
    const double advised = build.build->assumptions.vendorHostRamToVramRatio;
    if (ev.gpu.memoryTotalGiB <= 0 || m.capacityGiB <= 0 || m.ramToVramRatio >= advised)
        return;
    weakness(ev, Subsystem::Memory, Severity::Info, "vendor.host_memory",
             cat({num(m.capacityGiB), " GiB host memory is ", num(m.ramToVramRatio, 2),
                  "× the GPU memory; vendors configure at least ", num(advised, 1), "× (",
                  num(ev.gpu.memoryTotalGiB * advised), " GiB)."}));
}

// Which figure PSU sizing and circuits use, when the vendor states a maximum system power.
void systemPowerFinding(Evaluation &ev)
{
    const PowerFigures pw = ev.power;
    if (pw.vendorMaxSystemW <= 0)
        return;
    if (pw.sizingBasis == PowerBasis::VendorMax)
        weakness(ev, Subsystem::Power, Severity::Info, "power.vendor_max",
                 cat({"The vendor's maximum system power, ", num(pw.vendorMaxSystemW),
                      " W, is above NodePlan's ", num(pw.wallW), " W at the wall: PSU sizing (",
                      num(pw.psuSizingW), " W DC) and the circuit figures (", num(pw.wallVA), " VA, ",
                      num(pw.inputCurrentA, 1), " A) use the vendor's figure."}));
    else
        strength(ev, Subsystem::Power, "power.vendor_max",
                 cat({"NodePlan's ", num(pw.wallW),
                      " W at the wall is at or above the vendor's maximum system power, ",
                      num(pw.vendorMaxSystemW), " W: PSU sizing and circuits use NodePlan's sum."}));
}

} // namespace

void addVendorFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    baseboardFindings(build, parts, ev);
    psuFindings(build, parts, ev);
    bootAndNetworkFindings(parts, ev);
    qualificationFindings(build, parts, ev);
    hostMemoryFinding(build, ev);
    systemPowerFinding(ev);
}

} // namespace np::detail
