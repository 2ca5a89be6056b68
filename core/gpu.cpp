// SPDX-License-Identifier: MIT
// Evaluation::gpu: count, usable memory per card and in all, bandwidth, compute, and the GPU
// context each workload is sized against.
#include "core/platform_steps.h"

#include "core/units.h"

#include <algorithm>

namespace np::detail
{

double usableMemoryGiB(const Gpu &gpu, const Assumptions &a)
{
    if (gpu.memoryUsableMiB > 0)
        return gpu.memoryUsableMiB / 1024.0;
    // Device memory is built from binary-sized DRAM: a "96 GB" card holds 96 GiB of which the
    // driver reports a little less (97,887 MiB of 98,304).
    return gpu.memoryNominalGB * a.usableMemoryFraction;
}

void computeGpu(const ResolvedBuild &build, const PartsByKind &parts, GpuFigures &out)
{
    out = GpuFigures{};
    out.count = static_cast<int>(parts.gpus.size());
    if (parts.gpus.empty())
        return;
    const Assumptions &a = build.build->assumptions;
    const Gpu &first = *parts.gpus.front()->gpu;
    out.model = first.info.name;
    double minUsable = usableMemoryGiB(first, a);
    double minHostLink = hostLinkGBps(*parts.gpus.front(), build.build->options);
    for (const PlacedPart *p : parts.gpus) {
        out.mixed = out.mixed || p->gpu != &first;
        minUsable = std::min(minUsable, usableMemoryGiB(*p->gpu, a));
        minHostLink = std::min(minHostLink, hostLinkGBps(*p, build.build->options));
        out.memoryTotalGiB += usableMemoryGiB(*p->gpu, a);
        out.bf16DenseTflopsTotal += p->gpu->bf16DenseTflops;
    }
    out.memoryPerGpuGB = first.memoryNominalGB;
    out.memoryPerGpuGiB = minUsable;
    out.memoryBandwidthPerGpuGBps = first.memoryBandwidthGBps;
    out.bf16DenseTflopsPerGpu = first.bf16DenseTflops;
    out.fp8DenseTflopsPerGpu = first.fp8DenseTflops;
    out.hostLinkGBps = minHostLink;

    if (parts.gpus.size() == 1) {
        out.interconnect = Interconnect::None;
        return;
    }
    const GpuPath worst = worstPath(build, parts, parts.gpus.size());
    out.p2pGBps = worst.gbps;
    // The box's interconnect is the best link any GPU pair has; p2pGBps is the worst pair's. A
    // baseboard fabric joins all its modules, so it is the box's link when neighbours share it.
    bool fabric = false;
    bool bridged = false;
    bool switched = false;
    Interconnect fabricKind = Interconnect::NvlinkSwitch;
    for (std::size_t i = 0; i + 1 < parts.gpus.size(); ++i) {
        const Interconnect k = gpuPath(build, parts, i, i + 1).kind;
        if (k == Interconnect::NvlinkSwitch || k == Interconnect::InfinityFabric) {
            fabric = true;
            fabricKind = k;
        }
        bridged = bridged || k == Interconnect::NvlinkBridge;
        switched = switched || k == Interconnect::PcieSwitch;
    }
    out.interconnect = fabric     ? fabricKind
                       : bridged  ? Interconnect::NvlinkBridge
                       : switched ? Interconnect::PcieSwitch
                                  : Interconnect::PcieHost;
}

GpuContext gpuContextFor(const ResolvedBuild &build, const PartsByKind &parts, const Evaluation &ev,
                         const Workload &workload)
{
    GpuContext ctx;
    ctx.gpuCount = static_cast<int>(parts.gpus.size());
    ctx.hostRamGiB = ev.hostMemory.capacityGiB;
    if (parts.gpus.empty())
        return ctx;
    ctx.gpu = parts.gpus.front()->gpu;
    ctx.usableMemoryGiB = ev.gpu.memoryPerGpuGiB;
    // Inference: tensor-parallel allreduce runs within one TP group (the first tp cards).
    // Training: gradient sync spans every GPU the job uses.
    const int tp = std::max(1, workload.tensorParallel);
    const int pp = std::max(1, workload.pipelineParallel);
    std::size_t span = static_cast<std::size_t>(tp);
    if (workload.mode != WorkloadMode::Inference)
        span = workload.dataParallel > 0 ? static_cast<std::size_t>(tp) * pp * workload.dataParallel
                                         : parts.gpus.size();
    if (span < 2) {
        // Single-GPU groups still report the box's link: the data-parallel gradient exchange uses it.
        ctx.link = ev.gpu.interconnect == Interconnect::None ? Interconnect::PcieHost : ev.gpu.interconnect;
        ctx.p2pGBps = ev.gpu.p2pGBps;
        if (ctx.link == Interconnect::NvlinkBridge) {
            const GpuPath worst = worstPath(build, parts, parts.gpus.size());
            ctx.link = worst.kind;
            ctx.p2pGBps = worst.gbps;
        }
        return ctx;
    }
    const GpuPath worst = worstPath(build, parts, span);
    ctx.link = worst.kind;
    ctx.p2pGBps = worst.gbps;
    return ctx;
}

} // namespace np::detail
