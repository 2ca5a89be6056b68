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

std::string pcieName(int gen, int lanes)
{
    return "PCIe " + std::to_string(gen) + ".0 x" + std::to_string(lanes);
}

// The baseboard fabric: NVSwitch all-to-all, or the Infinity Fabric mesh, whose collectives reach only
// part of the GPU's links when sites are empty (ROCm/rccl#1270).
void addBaseboardFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev, double host,
                          const std::string &hostLink)
{
    const GpuFigures &g = ev.gpu;
    const Gpu &first = *parts.gpus.front()->gpu;
    const Baseboard board = baseboardOf(*build.chassis);
    const int sites = static_cast<int>(board.sites.size());
    const std::string against =
        cat({", against ", num(host, 1), " GB/s each way over ", hostLink, " to the host."});
    if (g.interconnect == Interconnect::NvlinkSwitch) {
        strength(ev, Subsystem::Interconnect, "interconnect.nvswitch",
                 cat({"NVSwitch on the ", board.moduleForm,
                      " baseboard joins every GPU to every other: ", num(first.gpuLinkGBpsPerDirection),
                      " GB/s each way per GPU (", num(2 * first.gpuLinkGBpsPerDirection),
                      " GB/s bidirectional) to any peer, at any tensor-parallel size", against}));
        return;
    }
    const int peers = std::max(1, sites - 1);
    strength(
        ev, Subsystem::Interconnect, "interconnect.infinity_fabric",
        cat({"The OAM baseboard's Infinity Fabric mesh gives every GPU a direct link to each of the other ",
             std::to_string(peers), " sites: ", num(first.gpuLinkGBpsPerDirection / peers),
             " GB/s each way per link, ", num(first.gpuLinkGBpsPerDirection), " GB/s each way per GPU in all",
             against}));
    if (g.count < sites)
        weakness(ev, Subsystem::Interconnect, Severity::Warning, "interconnect.mesh_partial",
                 cat({"Only ", std::to_string(g.count), " of the ", std::to_string(sites),
                      " OAM sites hold GPUs: a collective among them uses ", std::to_string(g.count - 1),
                      " of each GPU's ", std::to_string(peers),
                      " Infinity Fabric links, so all-reduce bandwidth drops to ",
                      num(100.0 * (g.count - 1) / peers), " % of a full board."}));
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
                     cat({p->slot->id, " runs ", pcieName(gen, lanes), " instead of ",
                          pcieName(p->gpu->pcieGen, p->gpu->pcieLanes), ": ",
                          num(pcieGBpsPerDirection(gen, lanes), 1), " GB/s each way to the host instead of ",
                          num(pcieGBpsPerDirection(p->gpu->pcieGen, p->gpu->pcieLanes), 1), "."}),
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
    const std::string n = std::to_string(g.count);

    if (g.interconnect == Interconnect::NvlinkSwitch || g.interconnect == Interconnect::InfinityFabric) {
        addBaseboardFindings(build, parts, ev, host, pcieName(gen, lanes));
        return;
    }
    if (g.interconnect == Interconnect::NvlinkBridge) {
        const int group = first.gpuLinkGroupSize;
        strength(ev, Subsystem::Interconnect, "interconnect.nvlink_bridge",
                 cat({"NVLink bridges join the GPUs in groups of ", std::to_string(group), ": ",
                      num(first.gpuLinkGBpsPerDirection), " GB/s each way within a group (",
                      num(2 * first.gpuLinkGBpsPerDirection), " GB/s bidirectional), against ", num(host, 1),
                      " GB/s each way over ", pcieName(gen, lanes), "."}));
        if (g.count > group)
            weakness(ev, Subsystem::Interconnect, Severity::Warning, "interconnect.nvlink_partial",
                     cat({"Between bridge groups, GPU traffic goes over PCIe (worst pair ", num(g.p2pGBps, 1),
                          " GB/s each way): tensor parallelism beyond ", std::to_string(group),
                          " GPUs runs at the PCIe pair's pace; keep TP within a bridge group and use PP/DP "
                          "across groups."}));
        return;
    }

    const bool throughHost = g.interconnect == Interconnect::PcieHost || g.p2pGBps < host * 0.99;
    strength(ev, Subsystem::Interconnect, "interconnect.pcie_p2p",
             cat({pcieName(gen, lanes), " per GPU: ", num(host, 1), " GB/s each way (", num(2 * host),
                  " GB/s bidirectional), enough for "
                  "single-GPU jobs, data-parallel LoRA and inference where no gradients are synchronised."}));
    if (g.interconnect == Interconnect::PcieSwitch)
        strength(ev, Subsystem::Interconnect, "interconnect.pcie_switch",
                 "GPUs under a common PCIe switch exchange data peer-to-peer without crossing the CPU.");
    if (first.gpuLink == GpuLinkKind::None)
        weakness(ev, Subsystem::Interconnect, Severity::Warning, "interconnect.no_nvlink",
                 cat({"No NVLink: GPU-to-GPU traffic goes over PCIe",
                      throughHost ? cat({" through the CPU root complex, about ", num(g.p2pGBps, 1),
                                         " GB/s each way for the worst pair"})
                                  : cat({" at ", num(g.p2pGBps, 1), " GB/s each way"}),
                      "; NVLink 4 on SXM boards gives 450 GB/s each way (900 GB/s bidirectional). "
                      "Tensor-parallel training "
                      "across ",
                      n,
                      " GPUs is bandwidth-bound; data-parallel LoRA and small-batch inference suffer much "
                      "less."}));
    else if (first.gpuLink == GpuLinkKind::NvlinkBridge)
        weakness(ev, Subsystem::Interconnect, Severity::Warning, "interconnect.nvlink_unbridged",
                 "The GPUs support NVLink bridges but none pair up here (odd count or mixed cards): traffic "
                 "goes over PCIe.");
}

} // namespace np::detail
