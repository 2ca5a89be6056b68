// SPDX-License-Identifier: MIT
#pragma once

#include "core/chassis.h"
#include "core/evaluation.h"

#include <string>
#include <vector>

// A GPU baseboard: the module sites of an HGX or AMD OAM platform and the fabric that joins them.
// A chassis has one when its GPU slots name a module form (Slot::formFactor "SXM5", "SXM6", "OAM")
// instead of being PCIe slots; the modules plug into those sites, never into PCIe slots.
namespace np
{

enum class BaseboardFabric {
    None,               // PCIe slots: GPUs talk over PCIe or NVLink bridges
    NvSwitch,           // HGX 8-GPU: every GPU's NVLinks go to NVSwitch chips, all-to-all at full bandwidth
    InfinityFabricMesh, // AMD 8-OAM: a dedicated Infinity Fabric link between every pair of GPUs
};

struct Baseboard {
    BaseboardFabric fabric = BaseboardFabric::None;
    std::string moduleForm;          // what every site takes
    std::vector<const Slot *> sites; // in slot order
    SlotGeometry bounds;             // smallest rectangle around the sites
    int switchChips = 0;             // NVSwitch chips on the board; 0 on a mesh
};

// A GPU slot that is a module site on a baseboard.
bool isModuleSite(const Slot &slot);

// The chassis' baseboard; fabric None and no sites for a PCIe chassis. SXM sites sit on an HGX
// board with NVSwitch (NVIDIA lists its 8-GPU HGX baseboards as NVSwitch systems: docs/sources/
// baseboards.json NV-VGPU-NVSWITCH); OAM sites on the AMD Instinct platform's full mesh (ROCm/rccl#1270).
Baseboard baseboardOf(const Chassis &chassis);

// A GPU-to-GPU fabric (NVLink bridge, NVSwitch, Infinity Fabric) rather than PCIe.
bool isGpuFabric(Interconnect link);

} // namespace np
