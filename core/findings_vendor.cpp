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
             {count("gpus", modules), count("sites", sites), text("module_form", board.moduleForm)},
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
                     {count("vendor_psus", v.psuCount), text("vendor_psu", v.psuSku),
                      count("psus", static_cast<double>(parts.psus.size())), count("matching_psus", shipped)},
                     slotsOf(parts.psus));
    }
    if (v.psuRedundancy && *v.psuRedundancy != build.build->options.psuRedundancy)
        weakness(ev, Subsystem::Power, Severity::Info, "vendor.psu_redundancy",
                 {text("vendor_mode", std::string(toText(*v.psuRedundancy))),
                  text("mode", std::string(toText(build.build->options.psuRedundancy)))});
}

// A vendor configures every system with a boot drive and at least one network port.
void bootAndNetworkFindings(const PartsByKind &parts, Evaluation &ev)
{
    if (parts.drives.empty())
        weakness(ev, Subsystem::Storage, Severity::Warning, "vendor.no_boot_drive");
    if (parts.nics.empty())
        weakness(ev, Subsystem::Network, Severity::Warning, "vendor.no_nic");
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
                 {text("gpu", unqualified.front()->gpu->info.name),
                  text("qualified", joinIds(v.qualifiedGpuSkus))},
                 slotsOf(unqualified));

    std::vector<const PlacedPart *> hot;
    for (const PlacedPart *p : parts.cpus)
        if (v.cpuTdpLimitW > 0 && p->cpu->tdpW > v.cpuTdpLimitW)
            hot.push_back(p);
    if (!hot.empty())
        weakness(ev, Subsystem::Cpu, Severity::Blocking, "vendor.cpu_tdp_over_limit",
                 {text("cpu", hot.front()->cpu->info.name),
                  quantity("tdp_w", hot.front()->cpu->tdpW, U::Watt),
                  quantity("limit_w", v.cpuTdpLimitW, U::Watt)},
                 slotsOf(hot));

    std::vector<const PlacedPart *> aux;
    for (const PlacedPart *p : parts.nics)
        if (p->nic->auxPowerW > p->nic->powerW)
            aux.push_back(p);
    if (!aux.empty())
        weakness(ev, Subsystem::Network, Severity::Warning, "vendor.nic_aux_power",
                 {text("nic", aux.front()->nic->info.name),
                  quantity("aux_w", aux.front()->nic->auxPowerW, U::Watt),
                  quantity("slot_w", aux.front()->nic->powerW, U::Watt)},
                 slotsOf(aux));
}

void hostMemoryFinding(const ResolvedBuild &build, Evaluation &ev)
{
    const HostMemoryFigures &m = ev.hostMemory;
    const double advised = build.build->assumptions.vendorHostRamToVramRatio;
    if (ev.gpu.memoryTotalGiB <= 0 || m.capacityGiB <= 0 || m.ramToVramRatio >= advised)
        return;
    weakness(ev, Subsystem::Memory, Severity::Info, "vendor.host_memory",
             {quantity("capacity_gib", m.capacityGiB, U::GiB),
              quantity("ratio", m.ramToVramRatio, U::Factor, 2), quantity("advised", advised, U::Factor, 1),
              quantity("advised_gib", ev.gpu.memoryTotalGiB * advised, U::GiB)});
}

// Which figure PSU sizing and circuits use, when the vendor states a maximum system power.
void systemPowerFinding(Evaluation &ev)
{
    const PowerFigures pw = ev.power;
    if (pw.vendorMaxSystemW <= 0)
        return;
    if (pw.sizingBasis == PowerBasis::VendorMax)
        weakness(ev, Subsystem::Power, Severity::Info, "power.vendor_max",
                 {quantity("vendor_max_w", pw.vendorMaxSystemW, U::Watt),
                  quantity("wall_w", pw.wallW, U::Watt), quantity("sizing_w", pw.psuSizingW, U::Watt),
                  quantity("wall_va", pw.wallVA, U::VoltAmpere),
                  quantity("current_a", pw.inputCurrentA, U::Ampere, 1)});
    else
        strength(
            ev, Subsystem::Power, "power.vendor_max",
            {quantity("wall_w", pw.wallW, U::Watt), quantity("vendor_max_w", pw.vendorMaxSystemW, U::Watt)});
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
