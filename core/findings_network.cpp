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
        weakness(ev, Subsystem::Network, Severity::Warning, "network.none",
                 "No network card: the box cannot join a multi-node job or reach shared storage at speed.");
        return;
    }
    strength(ev, Subsystem::Network, "network.aggregate",
             cat({std::to_string(net.nics), " NIC(s) with ", std::to_string(net.ports),
                  " port(s): ", num(net.aggregateGbps), " Gb/s aggregate (", num(net.aggregateGbps / 8),
                  " GB/s each way) for multi-node jobs and shared storage."}));
    if (net.rdma) {
        strength(ev, Subsystem::Network, "network.rdma",
                 cat({net.fabric, " RDMA: GPUDirect RDMA and NVMe-oF bypass the kernel network stack."}));
        if (net.fabric.find("RoCE") != std::string::npos)
            weakness(ev, Subsystem::Network, Severity::Info, "network.roce_tuning",
                     "RoCEv2 needs a lossless Ethernet fabric (PFC and ECN tuned end to end); without it "
                     "congestion "
                     "drops packets and collectives slow down. InfiniBand needs no such tuning.");
    } else {
        weakness(
            ev, Subsystem::Network, Severity::Warning, "network.no_rdma",
            "No RDMA-capable NIC: inter-node collectives and storage traffic go through TCP and the CPU.");
    }
    // GPUDirect RDMA is fastest when a NIC and its GPUs share a PCIe switch; otherwise the
    // traffic turns around in the CPU's root complex.
    if (net.rdma && !parts.gpus.empty()) {
        bool shared = false;
        for (const PlacedPart *n : parts.nics)
            for (const PlacedPart *g : parts.gpus)
                shared = shared || (n->slot->uplink == g->slot->uplink && !n->slot->uplink.isCpu());
        if (!shared)
            weakness(ev, Subsystem::Network, Severity::Info, "network.gpudirect_path",
                     "No NIC shares a PCIe switch with a GPU: GPUDirect RDMA traffic passes through the CPU "
                     "root complex.");
        else
            strength(ev, Subsystem::Network, "network.gpudirect_path",
                     "NICs share PCIe switches with GPUs: GPUDirect RDMA stays below the CPU.");
    }
    for (const PlacedPart *p : parts.nics) {
        const double wire = p->nic->ports * p->nic->portSpeedGbps / 8.0;
        const double link = pcieGBpsPerDirection(linkGen(*p), linkLanes(*p, build.build->options));
        if (link > 0 && wire > link * 1.02)
            weakness(
                ev, Subsystem::Network, Severity::Warning, "network.nic_pcie_limited",
                cat({p->slot->id, ": ", std::to_string(p->nic->ports), " × ", num(p->nic->portSpeedGbps),
                     " Gb/s = ", num(wire, 1), " GB/s each way, more than its PCIe ",
                     std::to_string(linkGen(*p)), ".0 x", std::to_string(linkLanes(*p, build.build->options)),
                     " link carries (", num(link, 1), " GB/s)."}),
                {p->slot->id});
    }
}

} // namespace np::detail
