// SPDX-License-Identifier: MIT
// GPU figures and the GPU-to-GPU path: PCIe through the host root complex, through a PCIe switch,
// or over an NVLink bridge, worked out from the chassis wiring and the cards.
#include "platform_steps.h"

#include "units.h"

#include <algorithm>

namespace np::detail {

PartsByKind partsByKind(const ResolvedBuild &build)
{
    PartsByKind p;
    for (const PlacedPart &part : build.parts) {
        if (part.gpu)
            p.gpus.push_back(&part);
        else if (part.cpu)
            p.cpus.push_back(&part);
        else if (part.memory)
            p.dimms.push_back(&part);
        else if (part.drive)
            p.drives.push_back(&part);
        else if (part.nic)
            p.nics.push_back(&part);
        else if (part.psu)
            p.psus.push_back(&part);
    }
    return p;
}

double pcieGBpsPerDirection(int gen, int lanes)
{
    // Transfer rate per lane doubles each generation: Gen3 8 GT/s ... Gen6 64 GT/s.
    // Gen6 uses FLIT encoding (~242/256); using 128/130 for it too overstates it by ~4 %.
    double gtPerS = 0;
    switch (gen) {
    case 1: gtPerS = 2.5; break;
    case 2: gtPerS = 5; break;
    case 3: gtPerS = 8; break;
    case 4: gtPerS = 16; break;
    case 5: gtPerS = 32; break;
    default: gtPerS = gen >= 6 ? 64 : 0; break;
    }
    const double encoding = gen <= 2 ? 8.0 / 10.0 : 128.0 / 130.0;
    return gtPerS * lanes * encoding / 8.0;
}

int deviceLanes(const PlacedPart &part)
{
    if (part.gpu)
        return part.gpu->pcieLanes;
    if (part.nic)
        return part.nic->pcieLanes;
    if (part.drive)
        return part.drive->pcieLanes;
    return 0;
}

int linkLanes(const PlacedPart &part, const BuildOptions &options)
{
    int lanes = deviceLanes(part);
    if (part.slot && part.slot->pcieLanes > 0)
        lanes = std::min(lanes, part.slot->pcieLanes);
    if (part.slot) {
        const auto it = options.bifurcation.find(part.slot->id);
        if (it != options.bifurcation.end() && it->second > 0)
            lanes = std::min(lanes, it->second);
    }
    return lanes;
}

int linkGen(const PlacedPart &part)
{
    int gen = part.gpu ? part.gpu->pcieGen : part.nic ? part.nic->pcieGen : part.drive ? part.drive->pcieGen : 5;
    if (part.slot && part.slot->pcieGen > 0)
        gen = std::min(gen, part.slot->pcieGen);
    return gen;
}

double usableMemoryGiB(const Gpu &gpu, const Assumptions &a)
{
    if (gpu.memoryUsableMiB > 0)
        return gpu.memoryUsableMiB / 1024.0;
    // Device memory is built from binary-sized DRAM: a "96 GB" card holds 96 GiB of which the
    // driver reports a little less (97,887 MiB of 98,304).
    return gpu.memoryNominalGB * a.usableMemoryFraction;
}

namespace {

const PcieSwitch *switchOf(const Chassis &chassis, const Slot &slot)
{
    for (const PcieSwitch &sw : chassis.switches)
        if (sw.id == slot.uplink)
            return &sw;
    return nullptr;
}

double hostLinkGBps(const PlacedPart &gpu, const BuildOptions &options)
{
    return pcieGBpsPerDirection(linkGen(gpu), linkLanes(gpu, options));
}

// GPUs joined by one bridge: consecutive cards (in slot order) of the same bridged SKU, in groups of
// the bridge's size. That is how bridged cards are installed: side by side, pair by pair.
int bridgeGroup(const PartsByKind &parts, std::size_t index)
{
    const Gpu &g = *parts.gpus[index]->gpu;
    if (g.gpuLink != GpuLinkKind::NvlinkBridge || g.gpuLinkGroupSize < 2)
        return -1;
    const std::size_t size = static_cast<std::size_t>(g.gpuLinkGroupSize);
    const std::size_t first = index - index % size;
    if (first + size > parts.gpus.size())
        return -1; // an odd card out has no partner
    for (std::size_t i = first; i < first + size; ++i)
        if (parts.gpus[i]->gpu != &g)
            return -1;
    return static_cast<int>(first / size);
}

} // namespace

GpuPath gpuPath(const ResolvedBuild &build, const PartsByKind &parts, std::size_t a, std::size_t b)
{
    const PlacedPart &ga = *parts.gpus[a];
    const PlacedPart &gb = *parts.gpus[b];
    const int groupA = bridgeGroup(parts, a);
    if (groupA >= 0 && groupA == bridgeGroup(parts, b))
        return {Interconnect::NvlinkBridge, std::min(ga.gpu->gpuLinkGBpsPerDirection, gb.gpu->gpuLinkGBpsPerDirection)};

    const BuildOptions &options = build.build->options;
    const Assumptions &as = build.build->assumptions;
    double gbps = std::min(hostLinkGBps(ga, options), hostLinkGBps(gb, options));
    const PcieSwitch *swA = switchOf(*build.chassis, *ga.slot);
    const PcieSwitch *swB = switchOf(*build.chassis, *gb.slot);
    if (swA && swA == swB)
        return {Interconnect::PcieSwitch, gbps};
    // Through the CPU: each switch's uplink is on the path, and the root complex costs the hop penalty.
    if (swA)
        gbps = std::min(gbps, pcieGBpsPerDirection(swA->uplinkGen, swA->uplinkLanes));
    if (swB)
        gbps = std::min(gbps, pcieGBpsPerDirection(swB->uplinkGen, swB->uplinkLanes));
    return {Interconnect::PcieHost, gbps * as.pcieHostHopPenalty};
}

GpuPath worstPath(const ResolvedBuild &build, const PartsByKind &parts, std::size_t n)
{
    n = std::min(n, parts.gpus.size());
    GpuPath worst;
    bool any = false;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            const GpuPath p = gpuPath(build, parts, i, j);
            if (!any || p.gbps < worst.gbps) {
                worst = p;
                any = true;
            }
        }
    return worst;
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
    // The box's interconnect is the best link any GPU pair has; p2pGBps is the worst pair's.
    bool bridged = false;
    bool switched = false;
    for (std::size_t i = 0; i + 1 < parts.gpus.size(); ++i) {
        const Interconnect k = gpuPath(build, parts, i, i + 1).kind;
        bridged = bridged || k == Interconnect::NvlinkBridge;
        switched = switched || k == Interconnect::PcieSwitch;
    }
    out.interconnect = bridged ? Interconnect::NvlinkBridge : switched ? Interconnect::PcieSwitch : Interconnect::PcieHost;
}

GpuContext gpuContextFor(const ResolvedBuild &build, const PartsByKind &parts, const Evaluation &ev,
                         const Workload &workload)
{
    GpuContext ctx;
    ctx.gpuCount = static_cast<int>(parts.gpus.size());
    ctx.hostRamGiB = ev.memory.capacityGiB;
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
        span = workload.dataParallel > 0 ? static_cast<std::size_t>(tp) * pp * workload.dataParallel : parts.gpus.size();
    if (span < 2) {
        // Single-GPU groups still report the box's link, for the data-parallel figures B computes.
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
