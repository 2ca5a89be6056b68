// SPDX-License-Identifier: MIT
// Findings about the network. Rule ids: docs/rules.md.
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include "core/enums_text.h"
#include "core/units.h"

#include <algorithm>

namespace np::detail
{

void addNetworkFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const NetworkFigures &net = ev.network;
    if (parts.nics.empty()) {
        weakness(ev, Subsystem::Network, Severity::Warning, "network.none");
        return;
    }
    strength(ev, Subsystem::Network, "network.aggregate",
             {count("nics", net.nics), count("ports", net.ports),
              quantity("aggregate", net.aggregateGbps, U::Gbps),
              quantity("aggregate_gbytes", net.aggregateGbps / 8, U::GBps)});
    if (net.rdma) {
        strength(ev, Subsystem::Network, "network.rdma", {text("fabric", net.fabric)});
        if (net.fabric.find("RoCE") != std::string::npos)
            weakness(ev, Subsystem::Network, Severity::Info, "network.roce_tuning");
    } else {
        weakness(ev, Subsystem::Network, Severity::Warning, "network.no_rdma");
    }
    // GPUDirect RDMA is fastest when a NIC and its GPUs share a PCIe switch; otherwise the
    // traffic turns around in the CPU's root complex.
    if (net.rdma && !parts.gpus.empty()) {
        bool shared = false;
        for (const PlacedPart *n : parts.nics)
            for (const PlacedPart *g : parts.gpus)
                shared = shared || (n->slot->uplink == g->slot->uplink && !n->slot->uplink.isCpu());
        if (!shared)
            weakness(ev, Subsystem::Network, Severity::Info, "network.gpudirect_path");
        else
            strength(ev, Subsystem::Network, "network.gpudirect_path");
    }
    for (const PlacedPart *p : parts.nics) {
        const double wire = p->nic->ports * p->nic->portSpeedGbps / 8.0;
        const double link = pcieGBpsPerDirection(linkGen(*p), linkLanes(*p, build.build->options));
        if (link > 0 && wire > link * 1.02)
            weakness(ev, Subsystem::Network, Severity::Warning, "network.nic_pcie_limited",
                     {text("slot", p->slot->id), count("ports", p->nic->ports),
                      quantity("port_speed", p->nic->portSpeedGbps, U::Gbps),
                      quantity("wire_gbps", wire, U::GBps, 1), count("gen", linkGen(*p)),
                      quantity("lanes", linkLanes(*p, build.build->options), U::Lanes),
                      quantity("link_gbps", link, U::GBps, 1)},
                     {p->slot->id});
    }
}

} // namespace np::detail
