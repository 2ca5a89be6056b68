// SPDX-License-Identifier: MIT
// Findings about the GPUs themselves. Rule ids are listed in docs/rules.md.
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include "core/enums_text.h"

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
    std::size_t start = notes.find("Unverified");
    if (start == std::string::npos)
        start = 0;
    std::string text = notes.substr(start);
    if (text.size() > 220) {
        std::size_t cut = text.rfind(' ', 220);
        text = text.substr(0, cut == std::string::npos ? 220 : cut) + " …";
    }
    return text;
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

    // Figures a primary source does not confirm, once per part (every kind; GPUs come first). `notes`
    // quotes the catalog's sourcing note (empty when it has none).
    std::set<const PartInfo *> seen;
    if (!build.chassis->info.provenance.verified)
        weakness(ev, Subsystem::Cooling, Severity::Info, "catalog.unverified_figures",
                 {text("part", build.chassis->info.name),
                  text("notes", notesExcerpt(build.chassis->info.provenance.notes))});
    for (const PlacedPart &p : build.parts) {
        const PartInfo *info = p.info();
        if (!info || info->provenance.verified || !seen.insert(info).second)
            continue;
        weakness(ev, subsystemOf(p), Severity::Info, "catalog.unverified_figures",
                 {text("part", info->name), text("notes", notesExcerpt(info->provenance.notes))},
                 {p.slot->id});
    }

    if (parts.gpus.empty()) {
        weakness(ev, Subsystem::Gpu, Severity::Blocking, "gpu.none");
        return;
    }
    const Gpu &first = *parts.gpus.front()->gpu;
    const std::vector<std::string> gpuSlots = slotsOf(parts.gpus);

    // Usable memory as the driver reports it (`usable_mib`), else estimated (`usable_fraction`).
    FindingArgs memory{count("gpus", g.count), quantity("memory_gb", g.memoryPerGpuGB, U::GB),
                       text("memory_type", first.memoryType),
                       quantity("usable_gib", g.memoryPerGpuGiB, U::GiB, 1),
                       quantity("total_gib", g.memoryTotalGiB, U::GiB, 1)};
    if (first.memoryUsableMiB > 0)
        memory.push_back(quantity("usable_mib", first.memoryUsableMiB, U::MiB));
    else
        memory.push_back(quantity("usable_fraction", a.usableMemoryFraction * 100, U::Percent, 1));
    strength(ev, Subsystem::Gpu, "gpu.usable_memory", std::move(memory), gpuSlots);

    strength(
        ev, Subsystem::Gpu, "gpu.memory_bandwidth",
        {quantity("bandwidth", g.memoryBandwidthPerGpuGBps, U::GBps), text("memory_type", first.memoryType)});

    // Dense throughput per GPU; the precisions a GPU lacks are left out.
    FindingArgs compute{quantity("bf16_tflops", first.bf16DenseTflops, U::Tflops)};
    if (first.fp8DenseTflops > 0)
        compute.push_back(quantity("fp8_tflops", first.fp8DenseTflops, U::Tflops));
    if (first.fp4DenseTflops > 0)
        compute.push_back(quantity("fp4_tflops", first.fp4DenseTflops, U::Tflops));
    if (first.int8DenseTops > 0)
        compute.push_back(quantity("int8_tops", first.int8DenseTops, U::Tops));
    if (first.fp32Tflops > 0)
        compute.push_back(quantity("fp32_tflops", first.fp32Tflops, U::Tflops));
    compute.push_back(quantity("total_bf16_tflops", g.bf16DenseTflopsTotal, U::Tflops));
    strength(ev, Subsystem::Gpu, "gpu.compute", std::move(compute));

    if (g.mixed)
        weakness(ev, Subsystem::Gpu, Severity::Warning, "gpu.mixed",
                 {quantity("usable_gib", g.memoryPerGpuGiB, U::GiB, 1)}, gpuSlots);

    double tdp = 0;
    for (const PlacedPart *p : parts.gpus)
        tdp += p->gpu->tdpW;
    weakness(ev, Subsystem::Gpu, Severity::Info, "gpu.power",
             {count("gpus", g.count), quantity("tdp_w", first.tdpW, U::Watt),
              quantity("total_w", tdp, U::Watt),
              quantity("share", ev.power.peakW > 0 ? tdp / ev.power.peakW * 100 : 0, U::Percent)},
             gpuSlots);

    // `cooling` is core's id: passive and blower coolers suit a server, an open-air cooler does not.
    const FindingArgs cooling{text("gpu", first.info.name),
                              text("cooling", std::string(toText(first.cooling)))};
    if (first.cooling == Cooling::ActiveOpenAir)
        weakness(ev, Subsystem::Gpu, Severity::Warning, "gpu.cooling", cooling, gpuSlots);
    else
        strength(ev, Subsystem::Gpu, "gpu.cooling", cooling);
}

} // namespace np::detail
