// SPDX-License-Identifier: MIT
#include "core/baseboard.h"

#include <algorithm>

namespace np
{

bool isModuleSite(const Slot &slot)
{
    return slot.kind == SlotKind::Gpu && !slot.formFactor.empty();
}

Baseboard baseboardOf(const Chassis &chassis)
{
    Baseboard board;
    double left = 0, top = 0, right = 0, bottom = 0;
    for (const Slot &slot : chassis.allSlots) {
        if (!isModuleSite(slot))
            continue;
        const SlotGeometry &g = slot.geometry;
        if (board.sites.empty()) {
            board.moduleForm = slot.formFactor;
            left = g.xMm;
            top = g.yMm;
            right = g.xMm + g.widthMm;
            bottom = g.yMm + g.heightMm;
        }
        left = std::min(left, g.xMm);
        top = std::min(top, g.yMm);
        right = std::max(right, g.xMm + g.widthMm);
        bottom = std::max(bottom, g.yMm + g.heightMm);
        board.sites.push_back(&slot);
    }
    if (board.sites.empty())
        return board;
    board.bounds = {left, top, right - left, bottom - top};
    board.fabric = board.moduleForm.rfind("OAM", 0) == 0 ? BaseboardFabric::InfinityFabricMesh
                                                         : BaseboardFabric::NvSwitch;
    // HGX H100/H200 (SXM5) carry four NVSwitch chips, HGX B200 (SXM6) two: "reduced in quantity from
    // four to two" (ServeTheHome, Computex 2024; docs/sources/baseboards.json STH-B200-SWITCH). HGX A100
    // (SXM4) carries six first-generation NVSwitch chips (NVIDIA, "Introducing NVIDIA HGX A100", 2020).
    if (board.fabric == BaseboardFabric::NvSwitch)
        board.switchChips = board.moduleForm == "SXM6" ? 2 : board.moduleForm == "SXM4" ? 6 : 4;
    return board;
}

bool isGpuFabric(Interconnect link)
{
    switch (link) {
    case Interconnect::NvlinkBridge:
    case Interconnect::NvlinkSwitch:
    case Interconnect::InfinityFabric:
        return true;
    case Interconnect::None:
    case Interconnect::PcieHost:
    case Interconnect::PcieSwitch:
        return false;
    }
    return false;
}

} // namespace np
