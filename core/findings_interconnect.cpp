// SPDX-License-Identifier: MIT
// Findings about the GPU-to-GPU path. Rule ids are listed in docs/rules.md.
#include "core/baseboard.h"
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include <algorithm>
#include <set>

namespace np::detail
{

namespace
{

// The PCIe link a GPU runs to the host: generation, width and bandwidth each way.
FindingArgs hostLink(int gen, int lanes)
{
    return {count("host_gen", gen), quantity("host_lanes", lanes, U::Lanes),
            quantity("host_gbps", pcieGBpsPerDirection(gen, lanes), U::GBps, 1)};
}

FindingArgs joined(FindingArgs args, const FindingArgs &more)
{
    args.insert(args.end(), more.begin(), more.end());
    return args;
}

// The baseboard fabric: NVSwitch all-to-all, or the Infinity Fabric mesh, whose collectives reach only
// part of the GPU's links when sites are empty (ROCm/rccl#1270).
void addBaseboardFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev,
                          const FindingArgs &host)
{
    const GpuFigures &g = ev.gpu;
    const Gpu &first = *parts.gpus.front()->gpu;
    const Baseboard board = baseboardOf(*build.chassis);
    const int sites = static_cast<int>(board.sites.size());
    if (g.interconnect == Interconnect::NvlinkSwitch) {
        strength(ev, Subsystem::Interconnect, "interconnect.nvswitch",
                 joined({text("module_form", board.moduleForm),
                         quantity("link_gbps", first.gpuLinkGBpsPerDirection, U::GBps),
                         quantity("link_gbps_bidirectional", 2 * first.gpuLinkGBpsPerDirection, U::GBps)},
                        host));
        return;
    }
    const int peers = std::max(1, sites - 1);
    strength(ev, Subsystem::Interconnect, "interconnect.infinity_fabric",
             joined({count("peers", peers),
                     quantity("per_link_gbps", first.gpuLinkGBpsPerDirection / peers, U::GBps),
                     quantity("link_gbps", first.gpuLinkGBpsPerDirection, U::GBps)},
                    host));
    if (g.count < sites)
        weakness(ev, Subsystem::Interconnect, Severity::Warning, "interconnect.mesh_partial",
                 {count("gpus", g.count), count("sites", sites), count("links_used", g.count - 1),
                  count("links", peers),
                  quantity("bandwidth_share", 100.0 * (g.count - 1) / peers, U::Percent)});
}

} // namespace

void addInterconnectFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const BuildOptions &options = build.build->options;
    // Links narrower or slower than the card can run.
    for (const PlacedPart *p : parts.gpus) {
        const int lanes = linkLanes(*p, options);
        const int gen = linkGen(*p);
        if (lanes < p->gpu->pcieLanes || gen < p->gpu->pcieGen)
            weakness(ev, Subsystem::Pcie, Severity::Warning, "pcie.gpu_link_narrowed",
                     joined({text("slot", p->slot->id), count("card_gen", p->gpu->pcieGen),
                             quantity("card_lanes", p->gpu->pcieLanes, U::Lanes),
                             quantity("card_gbps", pcieGBpsPerDirection(p->gpu->pcieGen, p->gpu->pcieLanes),
                                      U::GBps, 1)},
                            hostLink(gen, lanes)),
                     {p->slot->id});
    }
    if (parts.gpus.size() < 2)
        return;
    const GpuFigures &g = ev.gpu;
    const Gpu &first = *parts.gpus.front()->gpu;
    const PlacedPart &firstPart = *parts.gpus.front();
    const int gen = linkGen(firstPart);
    const int lanes = linkLanes(firstPart, options);
    const double host = pcieGBpsPerDirection(gen, lanes);
    const FindingArgs link = hostLink(gen, lanes);

    if (g.interconnect == Interconnect::NvlinkSwitch || g.interconnect == Interconnect::InfinityFabric) {
        addBaseboardFindings(build, parts, ev, link);
        return;
    }
    if (g.interconnect == Interconnect::NvlinkBridge) {
        const int group = first.gpuLinkGroupSize;
        strength(ev, Subsystem::Interconnect, "interconnect.nvlink_bridge",
                 joined({count("group", group), quantity("link_gbps", first.gpuLinkGBpsPerDirection, U::GBps),
                         quantity("link_gbps_bidirectional", 2 * first.gpuLinkGBpsPerDirection, U::GBps)},
                        link));
        if (g.count > group)
            weakness(ev, Subsystem::Interconnect, Severity::Warning, "interconnect.nvlink_partial",
                     {quantity("p2p_gbps", g.p2pGBps, U::GBps, 1), count("group", group)});
        return;
    }

    const bool throughHost = g.interconnect == Interconnect::PcieHost || g.p2pGBps < host * 0.99;
    strength(ev, Subsystem::Interconnect, "interconnect.pcie_p2p",
             joined({quantity("host_gbps_bidirectional", 2 * host, U::GBps)}, link));
    if (g.interconnect == Interconnect::PcieSwitch)
        strength(ev, Subsystem::Interconnect, "interconnect.pcie_switch");
    if (first.gpuLink == GpuLinkKind::None)
        weakness(ev, Subsystem::Interconnect, Severity::Warning, "interconnect.no_nvlink",
                 // `through_host` 1: the worst pair's traffic turns around in the CPU root complex.
                 {count("through_host", throughHost ? 1 : 0), quantity("p2p_gbps", g.p2pGBps, U::GBps, 1),
                  quantity("nvlink_gbps", 450, U::GBps), quantity("nvlink_gbps_bidirectional", 900, U::GBps),
                  count("gpus", g.count)});
    else if (first.gpuLink == GpuLinkKind::NvlinkBridge)
        weakness(ev, Subsystem::Interconnect, Severity::Warning, "interconnect.nvlink_unbridged");
}

} // namespace np::detail
