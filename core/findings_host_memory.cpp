// SPDX-License-Identifier: MIT
// Findings about host memory (DIMM population, speed, size against GPU memory). Rule ids: docs/rules.md.
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace np::detail
{

void addHostMemoryFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const Assumptions &a = build.build->assumptions;
    const HostMemoryFigures &m = ev.hostMemory;
    if (parts.cpus.empty())
        return;
    if (parts.dimms.empty()) {
        weakness(ev, Subsystem::Memory, Severity::Blocking, "memory.none", "No memory module is placed.");
        return;
    }
    const Cpu &cpu = *parts.cpus.front()->cpu;
    const MemoryModule &module = *parts.dimms.front()->memory;
    std::vector<std::string> dimmSlots;
    for (const PlacedPart *p : parts.dimms)
        dimmSlots.push_back(p->slot->id);

    // DIMMs on a socket without a CPU.
    const std::set<int> sockets = populatedSockets(parts);
    std::vector<std::string> orphans;
    for (const PlacedPart *p : parts.dimms)
        if (p->slot->socket >= 0 && !sockets.count(p->slot->socket))
            orphans.push_back(p->slot->id);
    if (!orphans.empty())
        weakness(
            ev, Subsystem::Memory, Severity::Blocking, "memory.orphan_dimms",
            cat({std::to_string(orphans.size()), " DIMMs sit on a socket without a CPU and are not usable."}),
            orphans);

    // Host RAM against GPU memory, nominal and usable.
    if (ev.gpu.count > 0) {
        const double nominal = ev.gpu.memoryPerGpuGB * ev.gpu.count;
        const std::string msg = cat(
            {num(m.capacityGiB), " GiB host RAM (", std::to_string(m.modules), " × ", num(module.capacityGiB),
             " GiB) against ", num(nominal), " GB nominal / ", num(ev.gpu.memoryTotalGiB, 1),
             " GiB usable GPU memory = ", num(m.ramToVramRatio, 2), "× (guideline ≥ ",
             num(a.hostRamToVramRatio, 1), "× for pinned staging, checkpoints and offload)."});
        if (m.ramToVramRatio >= a.hostRamToVramRatio)
            strength(ev, Subsystem::Memory, "memory.ram_to_vram", msg);
        else
            weakness(ev, Subsystem::Memory, Severity::Warning, "memory.ram_to_vram", msg);
    }

    const int oneDpc = cpu.ddr5MtsOneDpc;
    if (m.dimmsPerChannel >= 2) {
        if (cpu.ddr5MtsTwoDpc <= 0)
            weakness(ev, Subsystem::Memory, Severity::Warning, "memory.2dpc_unknown",
                     cat({std::to_string(m.dimmsPerChannel),
                          " DIMMs per channel: the catalog has no 2DPC speed for ", cpu.info.name, "; ",
                          num(m.speedMts), " MT/s is assumed and the real speed is likely lower."}),
                     dimmSlots);
        else if (m.speedMts < std::min(module.speedMts, oneDpc > 0 ? oneDpc : module.speedMts))
            weakness(ev, Subsystem::Memory, Severity::Warning, "memory.2dpc_downclock",
                     cat({std::to_string(m.dimmsPerChannel), " DIMMs per channel: memory runs at ",
                          num(m.speedMts), " MT/s (", cpu.info.name, " limit at 2DPC) instead of ",
                          num(std::min(module.speedMts, oneDpc)), " MT/s at 1DPC: ", num(m.bandwidthGBps),
                          " GB/s instead of ",
                          num(m.channelsPopulated * double(std::min(module.speedMts, oneDpc)) * 8 / 1000),
                          " GB/s."}),
                     dimmSlots);
    } else {
        strength(ev, Subsystem::Memory, "memory.one_dpc",
                 cat({std::to_string(m.modules), " DIMMs on ", std::to_string(m.channelsTotal), " channels (",
                      std::to_string(ev.cpu.sockets), " × ", std::to_string(cpu.memoryChannels),
                      ") = 1 DIMM per channel: no 2DPC downclock."}));
    }
    if (module.speedMts > m.speedMts && m.dimmsPerChannel < 2)
        weakness(ev, Subsystem::Memory, Severity::Info, "memory.speed_capped",
                 cat({"DDR5-", std::to_string(module.speedMts), " DIMMs run at ", num(m.speedMts),
                      " MT/s: ", cpu.info.name, "'s 1DPC limit in the catalog (", std::to_string(oneDpc),
                      " MT/s). Faster settings need a platform qualified for them."}));
    // Say which limit sets the speed: the DIMMs' rating or the CPU's limit at this population.
    const bool twoDpc = m.dimmsPerChannel >= 2 && cpu.ddr5MtsTwoDpc > 0;
    const int cpuLimit = twoDpc ? cpu.ddr5MtsTwoDpc : oneDpc;
    strength(ev, Subsystem::Memory, "memory.bandwidth",
             cat({std::to_string(m.channelsPopulated), " channels × ", num(m.speedMts),
                  " MT/s × 8 B = ", num(m.bandwidthGBps), " GB/s theoretical host memory bandwidth (",
                  num(m.bandwidthGBps / std::max(1, ev.cpu.sockets)), " GB/s per socket). ", num(m.speedMts),
                  " MT/s is the lower of the DIMMs' rating (", num(module.speedMts),
                  " MT/s) and the CPU's limit at ", twoDpc ? "2 DIMMs" : "1 DIMM", " per channel (",
                  cpuLimit > 0 ? num(cpuLimit) + " MT/s" : std::string("unknown"), " in the catalog for ",
                  cpu.info.name, ")."}));

    if (!m.balanced) {
        std::map<std::pair<int, int>, int> perChannel;
        std::set<const MemoryModule *> skus;
        for (const PlacedPart *p : parts.dimms) {
            ++perChannel[{p->slot->socket, p->slot->memoryChannel}];
            skus.insert(p->memory);
        }
        int lo = 1 << 20, hi = 0;
        for (const auto &[k, n] : perChannel) {
            lo = std::min(lo, n);
            hi = std::max(hi, n);
        }
        std::string why;
        if (m.channelsPopulated < m.channelsTotal)
            why += cat({std::to_string(m.channelsPopulated), " of ", std::to_string(m.channelsTotal),
                        " channels populated"});
        if (lo != hi)
            why += cat({why.empty() ? "" : "; ", std::to_string(lo), " to ", std::to_string(hi),
                        " DIMMs per channel"});
        if (skus.size() > 1)
            why += cat({why.empty() ? "" : "; ", std::to_string(skus.size()), " different modules"});
        weakness(ev, Subsystem::Memory, Severity::Warning, "memory.dimm_population_unbalanced",
                 cat({"Unbalanced DIMM population (", why,
                      "): interleaving is uneven and bandwidth drops; populate every channel of every socket "
                      "alike."}),
                 dimmSlots);
    }

    bool allEcc = true;
    for (const PlacedPart *p : parts.dimms)
        allEcc = allEcc && p->memory->ecc;
    if (allEcc)
        strength(ev, Subsystem::Memory, "memory.ecc",
                 cat({"ECC ", module.type, ": protects long training runs from silent bit flips."}));
    else
        weakness(ev, Subsystem::Memory, Severity::Warning, "memory.no_ecc", "Some memory modules lack ECC.",
                 dimmSlots);
}

} // namespace np::detail
