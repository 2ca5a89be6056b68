// SPDX-License-Identifier: MIT
#include "core/workload/bridge_what_if.h"

#include "core/parts.h"

#include <algorithm>

namespace np
{

namespace
{
// Every NVLink bridge joins at least two cards; wider ones (4-way) are a property of the GPU.
constexpr int kSmallestBridgeGpus = 2;
} // namespace

BridgeWhatIf bridgeWhatIf(const GpuContext &own, int tensorParallel, const Assumptions &assumptions)
{
    BridgeWhatIf out;
    out.context = own;
    const bool hasOwn = own.gpu && own.gpu->gpuLinkGBpsPerDirection > 0;
    out.nominalBandwidth = !hasOwn;
    out.bridgeGBps = hasOwn ? own.gpu->gpuLinkGBpsPerDirection : assumptions.nvlinkNominalGBpsPerDirection;
    out.bridgeGpus = hasOwn ? std::max(kSmallestBridgeGpus, own.gpu->gpuLinkGroupSize) : kSmallestBridgeGpus;
    out.crossesOwnLink = std::max(1, tensorParallel) > out.bridgeGpus;
    if (!out.crossesOwnLink) {
        out.context.link = Interconnect::NvlinkBridge;
        out.context.p2pGBps = out.bridgeGBps;
    }
    return out;
}

} // namespace np
