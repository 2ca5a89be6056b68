// SPDX-License-Identifier: MIT
// Findings about local storage. Rule ids: docs/rules.md.
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include "core/enums_text.h"
#include "core/units.h"

#include <algorithm>

namespace np::detail
{

namespace
{

std::string raidName(RaidLevel r)
{
    switch (r) {
    case RaidLevel::None:
        return "JBOD (no RAID)";
    case RaidLevel::Raid0:
        return "RAID-0";
    case RaidLevel::Raid1:
        return "RAID-1";
    case RaidLevel::Raid5:
        return "RAID-5";
    case RaidLevel::Raid6:
        return "RAID-6";
    case RaidLevel::Raid10:
        return "RAID-10";
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
                 cat({raidName(s.raid), " cannot be built from ", n,
                      " drive(s): RAID-1 needs 2, RAID-5 3, RAID-6 4, "
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
                      s.raid == RaidLevel::Raid0 ? "the whole array" : "its data",
                      " (checkpoints, datasets).", alt}),
                 bays);
    } else {
        strength(ev, Subsystem::Storage, "storage.redundancy",
                 cat({n, " drives in ", raidName(s.raid), ": ", num(s.usableTB, 2), " TB usable of ",
                      num(s.rawTB, 2), " TB raw, survives a drive failure."}));
    }

    const std::string feed =
        cat({n, " × ", d.info.name, ": ", num(s.seqReadGBps, 1), " GB/s sequential read",
             s.raid == RaidLevel::None ? std::string() : cat({" (", raidName(s.raid), ")"}), " against ",
             num(s.dataFeedNeedGBps, 1), " GB/s that ", std::to_string(ev.gpu.count),
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
            cat({num(s.usableTB, 2), " TB usable holds ", num(s.checkpointsThatFit),
                 " resumable checkpoints of ", largestLabel, " (", num(largest / units::GB),
                 " GB each: trained weights in BF16 plus optimizer state); "
                 "a weights-only BF16 copy of the model is ",
                 num(weightsGB), " GB."});
        if (s.checkpointsThatFit >= 2)
            strength(ev, Subsystem::Storage, "storage.checkpoints", msg);
        else
            weakness(ev, Subsystem::Storage, Severity::Warning, "storage.checkpoints", msg, bays);
    } else {
        strength(
            ev, Subsystem::Storage, "storage.capacity",
            cat({num(s.rawTB, 2), " TB raw, ", num(s.usableTB, 2), " TB usable for models and datasets."}));
    }
}

} // namespace np::detail
