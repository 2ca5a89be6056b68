// SPDX-License-Identifier: MIT
// Evaluation::hostMemory: DIMM population per channel, the speed it runs at, bandwidth, and host
// RAM against usable GPU memory.
#include "core/platform_steps.h"

#include <algorithm>
#include <map>
#include <utility>

namespace np::detail
{

void computeHostMemory(const ResolvedBuild &build, const PartsByKind &parts, const GpuFigures &gpu,
                       HostMemoryFigures &out)
{
    (void)build;
    out = HostMemoryFigures{};
    out.modules = static_cast<int>(parts.dimms.size());
    for (const PlacedPart *p : parts.dimms)
        out.capacityGiB += p->memory->capacityGiB;
    if (gpu.memoryTotalGiB > 0)
        out.ramToVramRatio = out.capacityGiB / gpu.memoryTotalGiB;
    if (parts.cpus.empty())
        return;
    const Cpu &cpu = *parts.cpus.front()->cpu;
    out.channelsTotal = cpu.memoryChannels * static_cast<int>(parts.cpus.size());
    if (parts.dimms.empty())
        return;

    // (socket, channel) -> DIMMs in it.
    std::map<std::pair<int, int>, int> perChannel;
    bool sameSku = true;
    int slowestDimmMts = parts.dimms.front()->memory->speedMts;
    for (const PlacedPart *p : parts.dimms) {
        const auto key = std::make_pair(p->slot->socket, p->slot->memoryChannel);
        ++perChannel[key];
        sameSku = sameSku && p->memory == parts.dimms.front()->memory;
        slowestDimmMts = std::min(slowestDimmMts, p->memory->speedMts);
    }
    out.channelsPopulated = static_cast<int>(perChannel.size());
    int minPerChannel = 1 << 20;
    for (const auto &[key, n] : perChannel) {
        out.dimmsPerChannel = std::max(out.dimmsPerChannel, n);
        minPerChannel = std::min(minPerChannel, n);
    }
    // Balanced: every channel of every populated socket holds the same number of the same module.
    out.balanced =
        sameSku && minPerChannel == out.dimmsPerChannel && out.channelsPopulated == out.channelsTotal;

    // The memory runs at the slowest of: the DIMMs, the CPU's limit at this many DIMMs per channel.
    int cpuLimit = cpu.ddr5MtsOneDpc;
    if (out.dimmsPerChannel >= 2 && cpu.ddr5MtsTwoDpc > 0)
        cpuLimit = cpu.ddr5MtsTwoDpc;
    for (const PlacedPart *p : parts.cpus) {
        const int limit = out.dimmsPerChannel >= 2 && p->cpu->ddr5MtsTwoDpc > 0 ? p->cpu->ddr5MtsTwoDpc
                                                                                : p->cpu->ddr5MtsOneDpc;
        if (limit > 0)
            cpuLimit = cpuLimit > 0 ? std::min(cpuLimit, limit) : limit;
    }
    out.speedMts = cpuLimit > 0 ? std::min(slowestDimmMts, cpuLimit) : slowestDimmMts;
    // Each DDR5 channel moves 8 bytes (two 32-bit subchannels) per transfer.
    out.bandwidthGBps = out.channelsPopulated * double(out.speedMts) * 8.0 / 1000.0;
}

} // namespace np::detail
