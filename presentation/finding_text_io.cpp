// SPDX-License-Identifier: MIT
// Sentences of the storage and network findings (core/findings_storage.cpp, core/findings_network.cpp).
#include "core/enums_text.h"
#include "presentation/display_names.h"
#include "presentation/finding_text_parts.h"

namespace np::findingtext
{

namespace
{

QString raid(const Args &a)
{
    return raidName(a.id("raid"));
}

QString noDrives(const Args &)
{
    return Tr::tr("No local drive: datasets and checkpoints live on the network only.");
}

QString raidInvalid(const Args &a)
{
    return Tr::
        tr("%1 cannot be built from %n drive(s): RAID 1 needs 2, RAID 5 3, RAID 6 4, RAID 10 an even number "
           "from 4.",
           nullptr, a.count("drives"))
            .arg(raid(a));
}

QString noRedundancy(const Args &a)
{
    QString text =
        a.id("raid") == toText(RaidLevel::Raid0)
            ? Tr::tr("%1 drives as %2: one failed drive loses the whole array (checkpoints, datasets).")
            : Tr::tr("%1 drives as %2: one failed drive loses its data (checkpoints, datasets).");
    text = text.arg(a["drives"], raid(a));
    if (a.has("raid10_tb"))
        text += QLatin1Char(' ') +
                Tr::tr("RAID 10 would keep %1 usable, RAID 5 %2.").arg(a["raid10_tb"], a["raid5_tb"]);
    else if (a.has("raid5_tb"))
        text += QLatin1Char(' ') + Tr::tr("RAID 5 would keep %1 usable.").arg(a["raid5_tb"]);
    return text;
}

QString redundancy(const Args &a)
{
    return Tr::tr("%1 drives in %2: %3 usable of %4 raw, survives a drive failure.")
        .arg(a["drives"], raid(a), a["usable_tb"], a["raw_tb"]);
}

QString feed(const Args &a)
{
    const QString read = a.id("raid") == toText(RaidLevel::None)
                             ? Tr::tr("%1 sequential read").arg(a["read_gbps"])
                             : Tr::tr("%1 sequential read (%2)").arg(a["read_gbps"], raid(a));
    return Tr::tr("%1 × %2: %3 against %4 that %5 GPUs need to stream training data (%6 each).")
        .arg(a["drives"], a.text("drive"), read, a["need_gbps"], a["gpus"], a["per_gpu_gbps"]);
}

QString checkpoints(const Args &a)
{
    return Tr::
        tr("%1 usable holds %2 resumable checkpoints of %3 (%4 each: trained weights in BF16 plus optimizer "
           "state); a weights-only BF16 copy of the model is %5.")
            .arg(a["usable_tb"], a["checkpoints"], a.text("workload"), a["checkpoint_gb"], a["weights_gb"]);
}

QString capacity(const Args &a)
{
    return Tr::tr("%1 raw, %2 usable for models and datasets.").arg(a["raw_tb"], a["usable_tb"]);
}

QString networkNone(const Args &)
{
    return Tr::tr("No network card: the box cannot join a multi-node job or reach shared storage at speed.");
}

QString aggregate(const Args &a)
{
    return Tr::tr("%1 with %2: %3 aggregate (%4 each way) for multi-node jobs and shared storage.")
        .arg(Tr::tr("%n NIC(s)", nullptr, a.count("nics")), Tr::tr("%n port(s)", nullptr, a.count("ports")),
             a["aggregate"], a["aggregate_gbytes"]);
}

QString rdma(const Args &a)
{
    // Core names the fabric; the "or" of a build with both kinds of NIC is a word of the reader's language.
    return Tr::tr("%1 RDMA: GPUDirect RDMA and NVMe-oF bypass the kernel network stack.")
        .arg(fabricName(a.id("fabric")));
}

QString roceTuning(const Args &)
{
    return Tr::tr(
        "RoCEv2 needs a lossless Ethernet fabric (PFC and ECN tuned end to end); without it congestion "
        "drops packets and collectives slow down. InfiniBand needs no such tuning.");
}

QString noRdma(const Args &)
{
    return Tr::tr(
        "No RDMA-capable NIC: inter-node collectives and storage traffic go through TCP and the CPU.");
}

QString gpudirectPath(const Args &a)
{
    return a.strength()
               ? Tr::tr("NICs share PCIe switches with GPUs: GPUDirect RDMA stays below the CPU.")
               : Tr::tr("No NIC shares a PCIe switch with a GPU: GPUDirect RDMA traffic passes through the "
                        "CPU root complex.");
}

QString nicPcieLimited(const Args &a)
{
    return Tr::tr("%1: %2 × %3 = %4 each way, more than its PCIe %5.0 x%6 link carries (%7).")
        .arg(a.text("slot"), a["ports"], a["port_speed"], a["wire_gbps"], a["gen"], a["lanes"],
             a["link_gbps"]);
}

} // namespace

void addIoSentences(Sentences &out)
{
    out.insert({{"storage.no_drives", noDrives},
                {"storage.raid_invalid", raidInvalid},
                {"storage.no_redundancy", noRedundancy},
                {"storage.redundancy", redundancy},
                {"storage.feed_throughput", feed},
                {"storage.checkpoints", checkpoints},
                {"storage.capacity", capacity},
                {"network.none", networkNone},
                {"network.aggregate", aggregate},
                {"network.rdma", rdma},
                {"network.roce_tuning", roceTuning},
                {"network.no_rdma", noRdma},
                {"network.gpudirect_path", gpudirectPath},
                {"network.nic_pcie_limited", nicPcieLimited}});
}

} // namespace np::findingtext
