// SPDX-License-Identifier: MIT
// Findings about the GPUs themselves and the GPU-to-GPU path. Rule ids are listed in docs/rules.md.
#include "findings_text.h"
#include "platform_steps.h"

#include <algorithm>
#include <set>

namespace np::detail {

namespace {

std::vector<std::string> slotsOf(const std::vector<const PlacedPart *> &parts)
{
    std::vector<std::string> ids;
    ids.reserve(parts.size());
    for (const PlacedPart *p : parts)
        ids.push_back(p->slot->id);
    return ids;
}

std::string pcieName(int gen, int lanes)
{
    return "PCIe " + std::to_string(gen) + ".0 x" + std::to_string(lanes);
}

// The part of a provenance note that says what is unverified, short enough for one finding.
std::string notesExcerpt(const std::string &notes)
{
    if (notes.empty())
        return ".";
    std::size_t start = notes.find("Unverified");
    if (start == std::string::npos)
        start = 0;
    std::string text = notes.substr(start);
    if (text.size() > 220) {
        std::size_t cut = text.rfind(' ', 220);
        text = text.substr(0, cut == std::string::npos ? 220 : cut) + " …";
    }
    return " (" + text + ")" + (text.back() == '.' ? "" : ".");
}

Subsystem subsystemOf(const PlacedPart &p)
{
    if (p.gpu)
        return Subsystem::Gpu;
    if (p.cpu)
        return Subsystem::Cpu;
    if (p.memory)
        return Subsystem::Memory;
    if (p.drive)
        return Subsystem::Storage;
    if (p.nic)
        return Subsystem::Network;
    return Subsystem::Power;
}

} // namespace

void addGpuFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const Assumptions &a = build.build->assumptions;
    const GpuFigures &g = ev.gpu;

    // Figures a primary source does not confirm, once per part (every kind; GPUs come first).
    std::set<const PartInfo *> seen;
    if (!build.chassis->info.provenance.verified)
        weakness(ev, Subsystem::Cooling, Severity::Info, "catalog.unverified_figures",
                 cat({build.chassis->info.name, ": some figures are not confirmed by a primary source",
                      notesExcerpt(build.chassis->info.provenance.notes)}));
    for (const PlacedPart &p : build.parts) {
        const PartInfo *info = p.info();
        if (!info || info->provenance.verified || !seen.insert(info).second)
            continue;
        weakness(ev, subsystemOf(p), Severity::Info, "catalog.unverified_figures",
                 cat({info->name, ": some figures are not confirmed by a primary source", notesExcerpt(info->provenance.notes)}),
                 {p.slot->id});
    }

    if (parts.gpus.empty()) {
        weakness(ev, Subsystem::Gpu, Severity::Blocking, "gpu.none", "No GPU is placed: nothing to run models on.");
        return;
    }
    const Gpu &first = *parts.gpus.front()->gpu;
    const std::vector<std::string> gpuSlots = slotsOf(parts.gpus);
    const std::string n = std::to_string(g.count);

    std::string usable = first.memoryUsableMiB > 0
                             ? cat({"the driver reports ", num(first.memoryUsableMiB), " MiB = ", num(g.memoryPerGpuGiB, 1), " GiB usable"})
                             : cat({"about ", num(g.memoryPerGpuGiB, 1), " GiB usable (", num(a.usableMemoryFraction * 100, 1),
                                    " % of nominal, no measured figure in the catalog)"});
    strength(ev, Subsystem::Gpu, "gpu.usable_memory",
             cat({n, " × ", num(g.memoryPerGpuGB), " GB ", first.memoryType, " per GPU; ", usable, ". ", n, " × ",
                  num(g.memoryPerGpuGiB, 1), " GiB = ", num(g.memoryTotalGiB, 1),
                  " GiB in all, but GPU memory is per GPU, never one pool: a model larger than one GPU is sharded "
                  "by tensor/pipeline parallelism (see the workloads)."}),
             gpuSlots);

    strength(ev, Subsystem::Gpu, "gpu.memory_bandwidth",
             cat({num(g.memoryBandwidthPerGpuGBps), " GB/s memory bandwidth per GPU (", first.memoryType,
                  "); decode speed is bound by it."}));

    std::string compute = cat({"Dense tensor throughput per GPU (without sparsity): ", num(first.bf16DenseTflops), " TFLOPS BF16"});
    if (first.fp8DenseTflops > 0)
        compute += cat({", ", num(first.fp8DenseTflops), " FP8"});
    if (first.fp4DenseTflops > 0)
        compute += cat({", ", num(first.fp4DenseTflops), " FP4"});
    if (first.int8DenseTops > 0)
        compute += cat({", ", num(first.int8DenseTops), " INT8 TOPS"});
    if (first.fp32Tflops > 0)
        compute += cat({"; ", num(first.fp32Tflops), " TFLOPS FP32"});
    compute += cat({". ", num(g.bf16DenseTflopsTotal), " BF16 TFLOPS in the box."});
    strength(ev, Subsystem::Gpu, "gpu.compute", compute);

    if (g.mixed)
        weakness(ev, Subsystem::Gpu, Severity::Warning, "gpu.mixed",
                 cat({"Mixed GPU models: a TP/PP group runs at the pace of its slowest card and is limited to the "
                      "smallest memory (", num(g.memoryPerGpuGiB, 1), " GiB)."}),
                 gpuSlots);

    double tdp = 0;
    for (const PlacedPart *p : parts.gpus)
        tdp += p->gpu->tdpW;
    weakness(ev, Subsystem::Gpu, Severity::Info, "gpu.power",
             cat({n, " × ", num(first.tdpW), " W = ", num(tdp), " W of GPU power, ",
                  num(ev.power.peakW > 0 ? tdp / ev.power.peakW * 100 : 0), " % of the box's peak DC load."}),
             gpuSlots);

    switch (first.cooling) {
    case Cooling::Passive:
        strength(ev, Subsystem::Gpu, "gpu.cooling",
                 cat({first.info.name, " is passively cooled (no fan of its own): it is built for server chassis "
                                       "whose fan wall pushes air through it."}));
        break;
    case Cooling::ActiveBlower:
        strength(ev, Subsystem::Gpu, "gpu.cooling",
                 cat({first.info.name, " has a blower fan that exhausts out of the back: it suits dense multi-GPU boxes."}));
        break;
    case Cooling::ActiveOpenAir:
        weakness(ev, Subsystem::Gpu, Severity::Warning, "gpu.cooling",
                 cat({first.info.name, " has an open-air cooler that blows its heat into the chassis: not meant for "
                                       "dense 8-GPU servers."}),
                 gpuSlots);
        break;
    }
}

void addInterconnectFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const BuildOptions &options = build.build->options;
    // Links narrower or slower than the card can run.
    for (const PlacedPart *p : parts.gpus) {
        const int lanes = linkLanes(*p, options);
        const int gen = linkGen(*p);
        if (lanes < p->gpu->pcieLanes || gen < p->gpu->pcieGen)
            weakness(ev, Subsystem::Pcie, Severity::Warning, "pcie.gpu_link_narrowed",
                     cat({p->slot->id, " runs ", pcieName(gen, lanes), " instead of ", pcieName(p->gpu->pcieGen, p->gpu->pcieLanes),
                          ": ", num(pcieGBpsPerDirection(gen, lanes), 1), " GB/s each way to the host instead of ",
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
                      num(first.gpuLinkGBpsPerDirection), " GB/s each way within a group (", num(2 * first.gpuLinkGBpsPerDirection),
                      " GB/s bidirectional), against ", num(host, 1), " GB/s each way over ", pcieName(gen, lanes), "."}));
        if (g.count > group)
            weakness(ev, Subsystem::Interconnect, Severity::Warning, "interconnect.nvlink_partial",
                     cat({"Between bridge groups, GPU traffic goes over PCIe (worst pair ", num(g.p2pGBps, 1),
                          " GB/s each way): tensor parallelism beyond ", std::to_string(group),
                          " GPUs runs at the PCIe pair's pace; keep TP within a bridge group and use PP/DP across groups."}));
        return;
    }

    const bool throughHost = g.interconnect == Interconnect::PcieHost || g.p2pGBps < host * 0.99;
    strength(ev, Subsystem::Interconnect, "interconnect.pcie_p2p",
             cat({pcieName(gen, lanes), " per GPU: ", num(host, 1), " GB/s each way (", num(2 * host), " GB/s bidirectional), enough for "
                  "single-GPU jobs, data-parallel LoRA and inference where no gradients are synchronised."}));
    if (g.interconnect == Interconnect::PcieSwitch)
        strength(ev, Subsystem::Interconnect, "interconnect.pcie_switch",
                 "GPUs under a common PCIe switch exchange data peer-to-peer without crossing the CPU.");
    if (first.gpuLink == GpuLinkKind::None)
        weakness(ev, Subsystem::Interconnect, Severity::Warning, "interconnect.no_nvlink",
                 cat({"No NVLink: GPU-to-GPU traffic goes over PCIe",
                      throughHost ? cat({" through the CPU root complex, about ", num(g.p2pGBps, 1), " GB/s each way for the worst pair"})
                                  : cat({" at ", num(g.p2pGBps, 1), " GB/s each way"}),
                      "; NVLink 4 on SXM boards gives 450 GB/s each way (900 GB/s bidirectional). Tensor-parallel training "
                      "across ",
                      n, " GPUs is bandwidth-bound; data-parallel LoRA and small-batch inference suffer much less."}));
    else if (first.gpuLink == GpuLinkKind::NvlinkBridge)
        weakness(ev, Subsystem::Interconnect, Severity::Warning, "interconnect.nvlink_unbridged",
                 "The GPUs support NVLink bridges but none pair up here (odd count or mixed cards): traffic goes over PCIe.");
}

} // namespace np::detail
