// SPDX-License-Identifier: MIT
// The placed parts of a resolved build grouped by kind, in chassis slot order.
#include "core/platform_steps.h"

namespace np::detail
{

PartsByKind partsByKind(const ResolvedBuild &build)
{
    PartsByKind p;
    for (const PlacedPart &part : build.parts) {
        if (part.gpu)
            p.gpus.push_back(&part);
        else if (part.cpu)
            p.cpus.push_back(&part);
        else if (part.memory)
            p.dimms.push_back(&part);
        else if (part.drive)
            p.drives.push_back(&part);
        else if (part.nic)
            p.nics.push_back(&part);
        else if (part.psu)
            p.psus.push_back(&part);
    }
    return p;
}

} // namespace np::detail
