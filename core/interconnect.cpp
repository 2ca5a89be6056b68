// SPDX-License-Identifier: MIT
// The GPU-to-GPU path: the NVSwitch or Infinity Fabric mesh of a GPU baseboard, an NVLink bridge,
// PCIe through a PCIe switch or through the host root complex, worked out from the chassis wiring
// and the cards.
#include "core/platform_steps.h"

#include "core/baseboard.h"
#include "core/units.h"

#include <algorithm>

namespace np::detail
{

namespace
{

const PcieSwitch *switchOf(const Chassis &chassis, const Slot &slot)
{
    for (const PcieSwitch &sw : chassis.switches)
        if (sw.id == slot.uplink)
            return &sw;
    return nullptr;
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
    // Two modules on the baseboard: its fabric. NVSwitch gives every pair the GPU's full NVLink
    // bandwidth; on the OAM mesh the figure is the GPU's seven links together (7 x 64 GB/s each way),
    // which a collective reaches in part with fewer than eight GPUs (collectives.cpp).
    if (isModuleSite(*ga.slot) && isModuleSite(*gb.slot) && ga.gpu->gpuLink == gb.gpu->gpuLink) {
        const double gbps = std::min(ga.gpu->gpuLinkGBpsPerDirection, gb.gpu->gpuLinkGBpsPerDirection);
        if (ga.gpu->gpuLink == GpuLinkKind::NvlinkSwitch)
            return {Interconnect::NvlinkSwitch, gbps};
        if (ga.gpu->gpuLink == GpuLinkKind::InfinityFabric)
            return {Interconnect::InfinityFabric, gbps};
    }
    const int groupA = bridgeGroup(parts, a);
    if (groupA >= 0 && groupA == bridgeGroup(parts, b))
        return {Interconnect::NvlinkBridge,
                std::min(ga.gpu->gpuLinkGBpsPerDirection, gb.gpu->gpuLinkGBpsPerDirection)};

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

} // namespace np::detail
