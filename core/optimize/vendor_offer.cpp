// SPDX-License-Identifier: MIT
#include "core/optimize/vendor_offer.h"

#include "core/baseboard.h"

#include <algorithm>

namespace np::optimize_detail
{

std::vector<int> gpuCountsOffered(const Chassis &chassis, const Gpu &gpu, int minGpus, int maxGpus)
{
    if (!chassis.vendor.qualifies(gpu.info.sku))
        return {};
    const int slots = chassis.countSlots(SlotKind::Gpu);
    const int top = maxGpus > 0 ? std::min(maxGpus, slots) : slots;
    const int bottom = std::max(1, minGpus);
    const Baseboard board = baseboardOf(chassis);
    if (board.fabric != BaseboardFabric::None) {
        // HGX and OAM modules are sold as the full baseboard only (rule vendor.baseboard_partial).
        const int sites = static_cast<int>(board.sites.size());
        return sites >= bottom && sites <= top ? std::vector<int>{sites} : std::vector<int>{};
    }
    std::vector<int> counts;
    for (int n = bottom; n <= top; ++n)
        counts.push_back(n);
    return counts;
}

PsuSet chassisPsuSet(const Chassis &chassis, const CatalogSnapshot &catalog)
{
    const VendorConfiguration &v = chassis.vendor;
    if (v.psuSku.empty() || v.psuCount <= 0)
        return {};
    for (std::size_t i = 0; i < catalog.psus.size(); ++i)
        if (catalog.psus[i].info.sku == v.psuSku)
            return {static_cast<int>(i), v.psuCount};
    return {};
}

} // namespace np::optimize_detail
