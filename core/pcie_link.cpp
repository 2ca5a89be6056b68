// SPDX-License-Identifier: MIT
// PCIe link arithmetic: the one PCIe bandwidth formula, and the width and generation a device
// links at (the narrowest of device, slot and bifurcation).
#include "core/pcie_link.h"

#include "core/platform_steps.h"

namespace np
{

double pcieGBpsPerDirection(int gen, int lanes)
{
    // Transfer rate per lane doubles each generation: Gen3 8 GT/s ... Gen6 64 GT/s.
    // Gen6 uses FLIT encoding (~242/256); using 128/130 for it too overstates it by ~4 %.
    double gtPerS = 0;
    switch (gen) {
    case 1:
        gtPerS = 2.5;
        break;
    case 2:
        gtPerS = 5;
        break;
    case 3:
        gtPerS = 8;
        break;
    case 4:
        gtPerS = 16;
        break;
    case 5:
        gtPerS = 32;
        break;
    default:
        gtPerS = gen >= 6 ? 64 : 0;
        break;
    }
    const double encoding = gen <= 2 ? 8.0 / 10.0 : 128.0 / 130.0;
    return gtPerS * lanes * encoding / 8.0;
}

} // namespace np

namespace np::detail
{

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
    int gen = part.gpu     ? part.gpu->pcieGen
              : part.nic   ? part.nic->pcieGen
              : part.drive ? part.drive->pcieGen
                           : 5;
    if (part.slot && part.slot->pcieGen > 0)
        gen = std::min(gen, part.slot->pcieGen);
    return gen;
}

double hostLinkGBps(const PlacedPart &gpu, const BuildOptions &options)
{
    return pcieGBpsPerDirection(linkGen(gpu), linkLanes(gpu, options));
}

} // namespace np::detail
