// SPDX-License-Identifier: MIT
// Findings about local storage. Rule ids: docs/rules.md.
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include "core/enums_text.h"
#include "core/units.h"

#include <algorithm>

namespace np::detail
{

void addStorageFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const StorageFigures &s = ev.storage;
    if (parts.drives.empty()) {
        weakness(ev, Subsystem::Storage, Severity::Warning, "storage.no_drives");
        return;
    }
    std::vector<std::string> bays;
    for (const PlacedPart *p : parts.drives)
        bays.push_back(p->slot->id);
    const Drive &d = *parts.drives.front()->drive;
    // `raid` is core's id of the RAID level.
    const FindingArg drives = count("drives", s.drives);
    const FindingArg raid = text("raid", std::string(toText(s.raid)));

    if (s.usableTB <= 0) {
        weakness(ev, Subsystem::Storage, Severity::Blocking, "storage.raid_invalid", {raid, drives}, bays);
        return;
    }
    if (s.raid == RaidLevel::None || s.raid == RaidLevel::Raid0) {
        // What a redundant level would keep: RAID-10 from 4 drives, RAID-5 from 3 (absent: not possible).
        FindingArgs args{drives, raid};
        if (s.drives >= 4)
            args.push_back(quantity("raid10_tb", (s.drives / 2) * d.capacityTB, U::TB, 2));
        if (s.drives >= 3)
            args.push_back(quantity("raid5_tb", (s.drives - 1) * d.capacityTB, U::TB, 2));
        weakness(ev, Subsystem::Storage, Severity::Warning, "storage.no_redundancy", std::move(args), bays);
    } else {
        strength(ev, Subsystem::Storage, "storage.redundancy",
                 {drives, raid, quantity("usable_tb", s.usableTB, U::TB, 2),
                  quantity("raw_tb", s.rawTB, U::TB, 2)});
    }

    const FindingArgs feed{drives,
                           text("drive", d.info.name),
                           quantity("read_gbps", s.seqReadGBps, U::GBps, 1),
                           raid,
                           quantity("need_gbps", s.dataFeedNeedGBps, U::GBps, 1),
                           count("gpus", ev.gpu.count),
                           quantity("per_gpu_gbps", build.build->assumptions.dataFeedGBpsPerGpu, U::GBps, 1)};
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
        const FindingArgs msg{quantity("usable_tb", s.usableTB, U::TB, 2),
                              count("checkpoints", s.checkpointsThatFit), text("workload", largestLabel),
                              quantity("checkpoint_gb", largest / units::GB, U::GB),
                              quantity("weights_gb", weightsGB, U::GB)};
        if (s.checkpointsThatFit >= 2)
            strength(ev, Subsystem::Storage, "storage.checkpoints", msg);
        else
            weakness(ev, Subsystem::Storage, Severity::Warning, "storage.checkpoints", msg, bays);
    } else {
        strength(ev, Subsystem::Storage, "storage.capacity",
                 {quantity("raw_tb", s.rawTB, U::TB, 2), quantity("usable_tb", s.usableTB, U::TB, 2)});
    }
}

} // namespace np::detail
