// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"

#include <string>
#include <vector>

// Private to the optimizer: what a vendor sells on one chassis (docs/optimize.md "Only builds a vendor
// sells"), read from the chassis' vendor data (docs/rules.md "Vendor configuration"): the GPUs it is
// qualified for, full baseboards only, and its own PSU set.
namespace np::optimize_detail
{

// GPU counts the search tries for `gpu` in `chassis`, within the spec's [minGpus, maxGpus] (maxGpus 0 =
// every GPU slot): every count for PCIe cards; only the whole baseboard for SXM/OAM modules. Empty when
// the chassis is not qualified for the GPU.
std::vector<int> gpuCountsOffered(const Chassis &chassis, const Gpu &gpu, int minGpus, int maxGpus);

// The chassis' own PSU set: the catalog index of its PSU and how many; index -1 when the catalog
// states no set for the chassis (the search then tries every catalog PSU).
struct PsuSet {
    int psu = -1;
    int count = 0;
};
PsuSet chassisPsuSet(const Chassis &chassis, const CatalogSnapshot &catalog);

} // namespace np::optimize_detail
