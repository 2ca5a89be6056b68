// SPDX-License-Identifier: MIT
// Evaluation::storage: raw and usable capacity by RAID level, sequential throughput against the
// data feed the GPUs need, and the checkpoints that fit.
#include "core/platform_steps.h"

#include "core/units.h"

#include <algorithm>
#include <cmath>

namespace np::detail
{

double checkpointBytes(const WorkloadResult &result, const Workload &workload)
{
    if (workload.mode == WorkloadMode::Inference)
        return 0;
    // A resumable checkpoint holds what is trained in BF16 plus its optimizer state:
    // AdamW = FP32 master copy + two FP32 moments (12 B/param); 8-bit Adam = FP32 master + 2x1 B;
    // SGD = FP32 master only. LoRA/QLoRA save only the adapters (the base model is on disk already).
    double optimizerBytes = 12;
    switch (workload.optimizer) {
    case Optimizer::AdamW:
    case Optimizer::PagedAdamW32bit:
        optimizerBytes = 12;
        break;
    case Optimizer::AdamW8bit:
        optimizerBytes = 6;
        break;
    case Optimizer::Sgd:
        optimizerBytes = 4;
        break;
    }
    const double trained =
        workload.mode == WorkloadMode::FullFineTune
            ? (result.parametersTotal > 0 ? result.parametersTotal : result.trainableParameters)
            : result.trainableParameters;
    return trained * (2.0 + optimizerBytes);
}

void computeStorage(const ResolvedBuild &build, const PartsByKind &parts, int gpuCount,
                    const std::vector<WorkloadResult> &workloads, StorageFigures &out)
{
    out = StorageFigures{};
    const BuildOptions &options = build.build->options;
    out.raid = options.raid;
    out.drives = static_cast<int>(parts.drives.size());
    out.dataFeedNeedGBps = build.build->assumptions.dataFeedGBpsPerGpu * gpuCount;
    if (parts.drives.empty())
        return;

    double smallestTB = parts.drives.front()->drive->capacityTB;
    double readSum = 0, writeSum = 0, slowestWrite = 1e300;
    for (const PlacedPart *p : parts.drives) {
        const Drive &d = *p->drive;
        out.rawTB += d.capacityTB;
        smallestTB = std::min(smallestTB, d.capacityTB);
        // A drive cannot read faster than its PCIe link.
        const double link = pcieGBpsPerDirection(linkGen(*p), linkLanes(*p, options));
        const double read = link > 0 ? std::min(d.seqReadGBps, link) : d.seqReadGBps;
        const double write = link > 0 ? std::min(d.seqWriteGBps, link) : d.seqWriteGBps;
        readSum += read;
        writeSum += write;
        slowestWrite = std::min(slowestWrite, write);
    }
    const int n = out.drives;
    const double slowestRead = readSum / n; // mean: mixed drives are an edge case
    switch (options.raid) {
    case RaidLevel::None: // JBOD: every drive on its own
    case RaidLevel::Raid0:
        out.usableTB = out.rawTB;
        out.seqReadGBps = readSum;
        out.seqWriteGBps = writeSum;
        break;
    case RaidLevel::Raid1: // an n-way mirror holds one drive's worth; reads spread over the mirrors
        out.usableTB = n >= 2 ? smallestTB : 0;
        out.seqReadGBps = readSum;
        out.seqWriteGBps = slowestWrite;
        break;
    case RaidLevel::Raid5:
        out.usableTB = n >= 3 ? (n - 1) * smallestTB : 0;
        out.seqReadGBps = (n - 1) * slowestRead;
        out.seqWriteGBps = n >= 3 ? (n - 1) * slowestWrite : 0;
        break;
    case RaidLevel::Raid6:
        out.usableTB = n >= 4 ? (n - 2) * smallestTB : 0;
        out.seqReadGBps = std::max(0, n - 2) * slowestRead;
        out.seqWriteGBps = n >= 4 ? (n - 2) * slowestWrite : 0;
        break;
    case RaidLevel::Raid10:
        out.usableTB = n >= 4 && n % 2 == 0 ? (n / 2) * smallestTB : 0;
        out.seqReadGBps = readSum;
        out.seqWriteGBps = (n / 2) * slowestWrite;
        break;
    }

    double largest = 0;
    for (std::size_t i = 0; i < workloads.size() && i < build.workloads.size(); ++i)
        largest = std::max(largest, checkpointBytes(workloads[i], *build.workloads[i].workload));
    if (largest > 0)
        out.checkpointsThatFit = static_cast<int>(std::floor(out.usableTB * units::TB / largest));
}

} // namespace np::detail
