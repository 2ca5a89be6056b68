// SPDX-License-Identifier: MIT
// Findings about local storage and the network. Rule ids: docs/rules.md.
#include "findings_text.h"
#include "platform_steps.h"

#include "enums_text.h"
#include "units.h"

#include <algorithm>

namespace np::detail {

namespace {

std::string raidName(RaidLevel r)
{
    switch (r) {
    case RaidLevel::None: return "JBOD (no RAID)";
    case RaidLevel::Raid0: return "RAID-0";
    case RaidLevel::Raid1: return "RAID-1";
    case RaidLevel::Raid5: return "RAID-5";
    case RaidLevel::Raid6: return "RAID-6";
    case RaidLevel::Raid10: return "RAID-10";
    }
    return "RAID";
}

} // namespace

void addStorageFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const StorageFigures &s = ev.storage;
    if (parts.drives.empty()) {
        weakness(ev, Subsystem::Storage, Severity::Warning, "storage.no_drives",
                 "No local drive: datasets and checkpoints live on the network only.");
        return;
    }
    std::vector<std::string> bays;
    for (const PlacedPart *p : parts.drives)
        bays.push_back(p->slot->id);
    const Drive &d = *parts.drives.front()->drive;
    const std::string n = std::to_string(s.drives);

    if (s.usableTB <= 0) {
        weakness(ev, Subsystem::Storage, Severity::Blocking, "storage.raid_invalid",
                 cat({raidName(s.raid), " cannot be built from ", n, " drive(s): RAID-1 needs 2, RAID-5 3, RAID-6 4, "
                      "RAID-10 an even number from 4."}),
                 bays);
        return;
    }
    if (s.raid == RaidLevel::None || s.raid == RaidLevel::Raid0) {
        const double r10 = s.drives >= 4 ? (s.drives / 2) * d.capacityTB : 0;
        const double r5 = s.drives >= 3 ? (s.drives - 1) * d.capacityTB : 0;
        std::string alt;
        if (r10 > 0)
            alt = cat({" RAID-10 would keep ", num(r10, 2), " TB usable, RAID-5 ", num(r5, 2), " TB."});
        else if (r5 > 0)
            alt = cat({" RAID-5 would keep ", num(r5, 2), " TB usable."});
        weakness(ev, Subsystem::Storage, Severity::Warning, "storage.no_redundancy",
                 cat({n, " drives as ", raidName(s.raid), ": one failed drive loses ",
                      s.raid == RaidLevel::Raid0 ? "the whole array" : "its data", " (checkpoints, datasets).", alt}),
                 bays);
    } else {
        strength(ev, Subsystem::Storage, "storage.redundancy",
                 cat({n, " drives in ", raidName(s.raid), ": ", num(s.usableTB, 2), " TB usable of ", num(s.rawTB, 2),
                      " TB raw, survives a drive failure."}));
    }

    const std::string feed = cat({n, " × ", d.info.name, ": ", num(s.seqReadGBps, 1), " GB/s sequential read",
                                  s.raid == RaidLevel::None ? std::string() : cat({" (", raidName(s.raid), ")"}), " against ", num(s.dataFeedNeedGBps, 1), " GB/s that ", std::to_string(ev.gpu.count),
                                  " GPUs need to stream training data (", num(build.build->assumptions.dataFeedGBpsPerGpu, 1),
                                  " GB/s each)."});
    if (s.seqReadGBps >= s.dataFeedNeedGBps)
        strength(ev, Subsystem::Storage, "storage.feed_throughput", feed);
    else
        weakness(ev, Subsystem::Storage, Severity::Warning, "storage.feed_throughput", feed, bays);

    // Checkpoints of the largest training workload.
    double largest = 0;
    std::string largestLabel;
    double weightsGB = 0;
    for (std::size_t i = 0; i < ev.workloads.size() && i < build.workloads.size(); ++i) {
        const double bytes = checkpointBytes(ev.workloads[i], *build.workloads[i].workload);
        if (bytes > largest) {
            largest = bytes;
            largestLabel = ev.workloads[i].label;
            weightsGB = ev.workloads[i].parametersTotal * 2 / units::GB;
        }
    }
    if (largest > 0) {
        const std::string msg =
            cat({num(s.usableTB, 2), " TB usable holds ", num(s.checkpointsThatFit), " resumable checkpoints of ",
                 largestLabel, " (", num(largest / units::GB), " GB each: trained weights in BF16 plus optimizer state); "
                 "a weights-only BF16 copy of the model is ", num(weightsGB), " GB."});
        if (s.checkpointsThatFit >= 2)
            strength(ev, Subsystem::Storage, "storage.checkpoints", msg);
        else
            weakness(ev, Subsystem::Storage, Severity::Warning, "storage.checkpoints", msg, bays);
    } else {
        strength(ev, Subsystem::Storage, "storage.capacity",
                 cat({num(s.rawTB, 2), " TB raw, ", num(s.usableTB, 2), " TB usable for models and datasets."}));
    }
}

void addNetworkFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const NetworkFigures &net = ev.network;
    if (parts.nics.empty()) {
        weakness(ev, Subsystem::Network, Severity::Warning, "network.none",
                 "No network card: the box cannot join a multi-node job or reach shared storage at speed.");
        return;
    }
    strength(ev, Subsystem::Network, "network.aggregate",
             cat({std::to_string(net.nics), " NIC(s) with ", std::to_string(net.ports), " port(s): ", num(net.aggregateGbps),
                  " Gb/s aggregate (", num(net.aggregateGbps / 8), " GB/s each way) for multi-node jobs and shared storage."}));
    if (net.rdma) {
        strength(ev, Subsystem::Network, "network.rdma",
                 cat({net.fabric, " RDMA: GPUDirect RDMA and NVMe-oF bypass the kernel network stack."}));
        if (net.fabric.find("RoCE") != std::string::npos)
            weakness(ev, Subsystem::Network, Severity::Info, "network.roce_tuning",
                     "RoCEv2 needs a lossless Ethernet fabric (PFC and ECN tuned end to end); without it congestion "
                     "drops packets and collectives slow down. InfiniBand needs no such tuning.");
    } else {
        weakness(ev, Subsystem::Network, Severity::Warning, "network.no_rdma",
                 "No RDMA-capable NIC: inter-node collectives and storage traffic go through TCP and the CPU.");
    }
    // GPUDirect RDMA is fastest when a NIC and its GPUs share a PCIe switch; otherwise the
    // traffic turns around in the CPU's root complex.
    if (net.rdma && !parts.gpus.empty()) {
        bool shared = false;
        for (const PlacedPart *n : parts.nics)
            for (const PlacedPart *g : parts.gpus)
                shared = shared || (n->slot->uplink == g->slot->uplink && n->slot->uplink.rfind("cpu", 0) != 0);
        if (!shared)
            weakness(ev, Subsystem::Network, Severity::Info, "network.gpudirect_path",
                     "No NIC shares a PCIe switch with a GPU: GPUDirect RDMA traffic passes through the CPU root complex.");
        else
            strength(ev, Subsystem::Network, "network.gpudirect_path",
                     "NICs share PCIe switches with GPUs: GPUDirect RDMA stays below the CPU.");
    }
    for (const PlacedPart *p : parts.nics) {
        const double wire = p->nic->ports * p->nic->portSpeedGbps / 8.0;
        const double link = pcieGBpsPerDirection(linkGen(*p), linkLanes(*p, build.build->options));
        if (link > 0 && wire > link * 1.02)
            weakness(ev, Subsystem::Network, Severity::Warning, "network.nic_pcie_limited",
                     cat({p->slot->id, ": ", std::to_string(p->nic->ports), " × ", num(p->nic->portSpeedGbps), " Gb/s = ",
                          num(wire, 1), " GB/s each way, more than its PCIe ", std::to_string(linkGen(*p)), ".0 x",
                          std::to_string(linkLanes(*p, build.build->options)), " link carries (", num(link, 1), " GB/s)."}),
                     {p->slot->id});
    }
}

} // namespace np::detail
