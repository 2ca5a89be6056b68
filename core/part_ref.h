// SPDX-License-Identifier: MIT
#pragma once

#include "core/chassis.h"
#include "core/model_arch.h"
#include "core/parts.h"

// A part found by SKU in any table of a catalog snapshot (CatalogSnapshot::find). Exactly one typed
// pointer is set, the one `kind` names; `info` points at that part's common fields.
namespace np
{

struct PartRef {
    PartKind kind = PartKind::Gpu;
    const PartInfo *info = nullptr;
    const Gpu *gpu = nullptr;
    const Cpu *cpu = nullptr;
    const MemoryModule *memory = nullptr;
    const Drive *drive = nullptr;
    const Nic *nic = nullptr;
    const Psu *psu = nullptr;
    const Chassis *chassis = nullptr;
    const Model *model = nullptr;
    explicit operator bool() const { return info != nullptr; }
};

} // namespace np
