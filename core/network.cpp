// SPDX-License-Identifier: MIT
// Evaluation::network: aggregate bandwidth, RDMA and fabric of the placed NICs.
#include "core/platform_steps.h"

#include <algorithm>

namespace np::detail
{

void computeNetwork(const PartsByKind &parts, NetworkFigures &out)
{
    out = NetworkFigures{};
    out.nics = static_cast<int>(parts.nics.size());
    bool roce = false, ib = false;
    for (const PlacedPart *p : parts.nics) {
        out.ports += p->nic->ports;
        out.aggregateGbps += p->nic->ports * p->nic->portSpeedGbps;
        roce = roce || p->nic->roce;
        ib = ib || p->nic->infiniband;
    }
    out.rdma = roce || ib;
    out.fabric = parts.nics.empty() ? ""
                 : roce && ib       ? "RoCEv2 or InfiniBand"
                 : roce             ? "RoCEv2"
                 : ib               ? "InfiniBand"
                                    : "Ethernet";
}

} // namespace np::detail
