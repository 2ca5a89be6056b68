// SPDX-License-Identifier: MIT
#include "core/vendor_defaults.h"

namespace np
{

Build newBuildFor(const Chassis &chassis)
{
    Build build;
    build.chassisSku = chassis.info.sku;
    const VendorConfiguration &v = chassis.vendor;
    if (v.psuRedundancy)
        build.options.psuRedundancy = *v.psuRedundancy;
    if (!v.psuSku.empty())
        for (int i = 0; i < v.psuCount; ++i)
            build.placements.push_back({"", v.psuSku});
    return build;
}

} // namespace np
