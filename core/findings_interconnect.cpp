// SPDX-License-Identifier: MIT
// Findings about the GPU-to-GPU path. Rule ids are listed in docs/rules.md.
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
