// SPDX-License-Identifier: MIT
// Evaluation::cpu: sockets, cores, and the PCIe lanes each socket offers for devices.
#include "core/platform_steps.h"

#include <algorithm>

namespace np::detail
{

void computeCpu(const PartsByKind &parts, int gpuCount, CpuFigures &out)
{
    out = CpuFigures{};
    out.sockets = static_cast<int>(parts.cpus.size());
    if (parts.cpus.empty())
        return;
    out.model = parts.cpus.front()->cpu->info.name;
    for (const PlacedPart *p : parts.cpus) {
        out.coresTotal += p->cpu->cores;
        out.tdpTotalW += p->cpu->tdpW;
    }
    out.coresPerGpu = gpuCount > 0 ? double(out.coresTotal) / gpuCount : 0;
}

int cpuLanesPerSocket(const Cpu &cpu, int sockets, int xgmiLinks)
{
    if (sockets <= 1)
        return cpu.pcieLanesOneSocket;
    // EPYC: each socket gives up one x16 of its 128 to every xGMI link; 3 links free one more x16.
    // Xeon: UPI is separate from PCIe, so 2P is simply twice the per-socket count.
    if (xgmiLinks == 3 && cpu.pcieLanesPerSocketTwoSocketExtra > 0)
        return cpu.pcieLanesPerSocketTwoSocketExtra;
    return cpu.pcieLanesPerSocketTwoSocket > 0 ? cpu.pcieLanesPerSocketTwoSocket : cpu.pcieLanesOneSocket;
}

} // namespace np::detail
