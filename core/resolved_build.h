// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"
#include "core/catalog_snapshot.h"

#include <string>
#include <vector>

// A build whose SKUs have been looked up: every placed slot points at its slot and its part.
// Pointers refer into the CatalogSnapshot, which must outlive this object. Evaluation works on
// this form only, so the hot path never searches by string.
namespace np
{

struct PlacedPart {
    const Slot *slot = nullptr;
    const Gpu *gpu = nullptr;
    const Cpu *cpu = nullptr;
    const MemoryModule *memory = nullptr;
    const Drive *drive = nullptr;
    const Nic *nic = nullptr;
    const Psu *psu = nullptr;
    [[nodiscard]] const PartInfo *info() const;
    [[nodiscard]] PartKind kind() const;
};

struct ResolvedWorkload {
    const Workload *workload = nullptr;
    const Model *model = nullptr;
};

struct ResolvedBuild {
    const Build *build = nullptr;
    const Chassis *chassis = nullptr;
    std::vector<PlacedPart> parts; // in chassis slot order
    std::vector<ResolvedWorkload> workloads;
};

struct BuildError {
    std::string field;   // "placements[3]", "slot gpu2", "workloads[1].model"
    std::string message; // "unknown SKU 'XYZ'", "slot gpu2 takes GPUs, not a NIC"
};

// Resolves SKUs and checks that each part fits its slot kind. Returns the errors found (empty = ok).
std::vector<BuildError> resolveBuild(const Build &build, const CatalogSnapshot &catalog, ResolvedBuild &out);

// Why `sku` cannot go into `slotId` (wrong kind, too wide, over power, wrong socket); empty if it can.
// The GUI's drop check and resolveBuild share this.
std::string placementRefusal(const Chassis &chassis, const Slot &slot, const CatalogSnapshot &catalog,
                             const std::string &sku);

} // namespace np
