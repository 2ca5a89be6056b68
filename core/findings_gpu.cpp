// SPDX-License-Identifier: MIT
// Findings about the GPUs themselves. Rule ids are listed in docs/rules.md.
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include <algorithm>
#include <set>

namespace np::detail
{

namespace
{

std::vector<std::string> slotsOf(const std::vector<const PlacedPart *> &parts)
{
    std::vector<std::string> ids;
    ids.reserve(parts.size());
    for (const PlacedPart *p : parts)
        ids.push_back(p->slot->id);
    return ids;
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
                 cat({info->name, ": some figures are not confirmed by a primary source",
                      notesExcerpt(info->provenance.notes)}),
                 {p.slot->id});
    }

    if (parts.gpus.empty()) {
        weakness(ev, Subsystem::Gpu, Severity::Blocking, "gpu.none",
                 "No GPU is placed: nothing to run models on.");
        return;
    }
    const Gpu &first = *parts.gpus.front()->gpu;
    const std::vector<std::string> gpuSlots = slotsOf(parts.gpus);
    const std::string n = std::to_string(g.count);

    std::string usable =
        first.memoryUsableMiB > 0
            ? cat({"the driver reports ", num(first.memoryUsableMiB), " MiB = ", num(g.memoryPerGpuGiB, 1),
                   " GiB usable"})
            : cat({"about ", num(g.memoryPerGpuGiB, 1), " GiB usable (", num(a.usableMemoryFraction * 100, 1),
                   " % of nominal, no measured figure in the catalog)"});
    strength(
        ev, Subsystem::Gpu, "gpu.usable_memory",
        cat({n, " × ", num(g.memoryPerGpuGB), " GB ", first.memoryType, " per GPU; ", usable, ". ", n, " × ",
             num(g.memoryPerGpuGiB, 1), " GiB = ", num(g.memoryTotalGiB, 1),
             " GiB in all, but GPU memory is per GPU, never one pool: a model larger than one GPU is sharded "
             "by tensor/pipeline parallelism (see the workloads)."}),
        gpuSlots);

    strength(ev, Subsystem::Gpu, "gpu.memory_bandwidth",
             cat({num(g.memoryBandwidthPerGpuGBps), " GB/s memory bandwidth per GPU (", first.memoryType,
                  "); decode speed is bound by it."}));

    std::string compute = cat(
        {"Dense tensor throughput per GPU (without sparsity): ", num(first.bf16DenseTflops), " TFLOPS BF16"});
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
        weakness(
            ev, Subsystem::Gpu, Severity::Warning, "gpu.mixed",
            cat({"Mixed GPU models: a TP/PP group runs at the pace of its slowest card and is limited to the "
                 "smallest memory (",
                 num(g.memoryPerGpuGiB, 1), " GiB)."}),
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
        strength(
            ev, Subsystem::Gpu, "gpu.cooling",
            cat({first.info.name, " is passively cooled (no fan of its own): it is built for server chassis "
                                  "whose fan wall pushes air through it."}));
        break;
    case Cooling::ActiveBlower:
        strength(ev, Subsystem::Gpu, "gpu.cooling",
                 cat({first.info.name,
                      " has a blower fan that exhausts out of the back: it suits dense multi-GPU boxes."}));
        break;
    case Cooling::ActiveOpenAir:
        weakness(ev, Subsystem::Gpu, Severity::Warning, "gpu.cooling",
                 cat({first.info.name,
                      " has an open-air cooler that blows its heat into the chassis: not meant for "
                      "dense 8-GPU servers."}),
                 gpuSlots);
        break;
    }
}

} // namespace np::detail
