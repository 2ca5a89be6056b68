// SPDX-License-Identifier: MIT
// Collective time from the fitted latency and bus bandwidth per topology (collectives.h).
#include "core/workload/collectives.h"

#include <algorithm>

namespace np
{

namespace
{

// Small-message all-reduce latency measured at `measuredRanks` GPUs on this topology (the assumption
// says where it comes from). A ring or tree all-reduce crosses 2(n-1) hops and an all-gather n-1; the
// launch floor is paid once, so the part above the floor scales with the hops.
struct LatencyFit {
    double Assumptions::*latencyUs;
    int measuredRanks;
};

LatencyFit fitFor(CollectiveTopology t)
{
    switch (t) {
    case CollectiveTopology::PcieHost:
        return {&Assumptions::pcieHostAllreduceLatencyUs, 8};
    case CollectiveTopology::PcieSwitch:
        return {&Assumptions::pcieSwitchAllreduceLatencyUs, 4};
    case CollectiveTopology::NvlinkBridge:
        return {&Assumptions::nvlinkBridgeAllreduceLatencyUs, 2};
    case CollectiveTopology::NvSwitch:
        return {&Assumptions::nvswitchAllreduceLatencyUs, 8};
    case CollectiveTopology::InfinityFabric:
        return {&Assumptions::infinityFabricAllreduceLatencyUs, 8};
    }
    return {&Assumptions::pcieHostAllreduceLatencyUs, 8};
}

// GPUs in one OAM baseboard: each MI300X has a dedicated Infinity Fabric link to each of the other
// seven, so a group of n reaches (n-1)/7 of the GPU's links (ROCm/rccl#1270).
constexpr int kMeshGpus = 8;

} // namespace

CollectiveTopology collectiveTopology(Interconnect link, GpuLinkKind gpuLink)
{
    switch (link) {
    case Interconnect::NvlinkSwitch:
        return gpuLink == GpuLinkKind::InfinityFabric ? CollectiveTopology::InfinityFabric
                                                      : CollectiveTopology::NvSwitch;
    case Interconnect::InfinityFabric:
        return CollectiveTopology::InfinityFabric;
    case Interconnect::NvlinkBridge:
        return CollectiveTopology::NvlinkBridge;
    case Interconnect::PcieSwitch:
        return CollectiveTopology::PcieSwitch;
    case Interconnect::None:
    case Interconnect::PcieHost:
        return CollectiveTopology::PcieHost;
    }
    return CollectiveTopology::PcieHost;
}

double collectiveLatencyS(Collective kind, CollectiveTopology topology, int ranks, const Assumptions &as)
{
    if (ranks <= 1)
        return 0;
    const LatencyFit fit = fitFor(topology);
    const double floorUs = as.collectiveLaunchUs;
    const double measuredUs = std::max(floorUs, as.*fit.latencyUs);
    const double hops = kind == Collective::AllReduce ? 2.0 * (ranks - 1) : double(ranks - 1);
    const double measuredHops = 2.0 * (fit.measuredRanks - 1);
    return (floorUs + (measuredUs - floorUs) * hops / measuredHops) * 1e-6;
}

double collectiveBusBytesPerS(CollectiveTopology topology, double linkBytesPerS, int ranks)
{
    if (topology == CollectiveTopology::InfinityFabric)
        return linkBytesPerS * std::min(1.0, double(ranks - 1) / (kMeshGpus - 1));
    return linkBytesPerS;
}

double collectiveSeconds(Collective kind, double bytes, int ranks, CollectiveTopology topology,
                         double linkBytesPerS, const Assumptions &as)
{
    if (ranks <= 1 || linkBytesPerS <= 0)
        return 0;
    // nccl-tests' bus bandwidth: all-reduce moves 2(n-1)/n of the buffer over each link, all-gather (n-1)/n.
    const double factor = (kind == Collective::AllReduce ? 2.0 : 1.0) * (ranks - 1) / ranks;
    return collectiveLatencyS(kind, topology, ranks, as) +
           factor * bytes / collectiveBusBytesPerS(topology, linkBytesPerS, ranks);
}

} // namespace np
