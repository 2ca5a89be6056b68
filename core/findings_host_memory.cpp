// SPDX-License-Identifier: MIT
// Findings about host memory (DIMM population, speed, size against GPU memory). Rule ids: docs/rules.md.
#include "core/findings_text.h"
#include "core/memory_generation.h"
#include "core/platform_steps.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace np::detail
{

namespace
{

// Host RAM against GPU memory, nominal and usable.
void ramToVramFinding(const Assumptions &a, const HostMemoryFigures &m, const MemoryModule &module,
                      Evaluation &ev)
{
    const double nominal = ev.gpu.memoryPerGpuGB * ev.gpu.count;
    FindingArgs msg{quantity("capacity_gib", m.capacityGiB, U::GiB),
                    count("modules", m.modules),
                    quantity("module_gib", module.capacityGiB, U::GiB),
                    quantity("gpu_memory_gb", nominal, U::GB),
                    quantity("gpu_memory_gib", ev.gpu.memoryTotalGiB, U::GiB, 1),
                    quantity("ratio", m.ramToVramRatio, U::Factor, 2),
                    quantity("guideline", a.hostRamToVramRatio, U::Factor, 1)};
    if (m.ramToVramRatio >= a.hostRamToVramRatio)
        strength(ev, Subsystem::Memory, "memory.ram_to_vram", msg);
    else
        weakness(ev, Subsystem::Memory, Severity::Warning, "memory.ram_to_vram", msg);
}

// Channels left empty, uneven DIMMs per channel or different modules: each reason present is an argument.
void unbalancedFinding(const PartsByKind &parts, const HostMemoryFigures &m,
                       const std::vector<std::string> &dimmSlots, Evaluation &ev)
{
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
    FindingArgs why;
    if (m.channelsPopulated < m.channelsTotal)
        why.insert(why.end(),
                   {count("channels_populated", m.channelsPopulated), count("channels", m.channelsTotal)});
    if (lo != hi)
        why.insert(why.end(), {count("min_dimms_per_channel", lo), count("max_dimms_per_channel", hi)});
    if (skus.size() > 1)
        why.push_back(count("modules", static_cast<double>(skus.size())));
    weakness(ev, Subsystem::Memory, Severity::Warning, "memory.dimm_population_unbalanced", std::move(why),
             dimmSlots);
}

// Modules of a generation the CPU's memory controller does not drive (DDR4 on a DDR5 CPU or the
// reverse): they do not even fit the slot, DDR4 and DDR5 are keyed differently.
void generationFinding(const Cpu &cpu, const PartsByKind &parts, Evaluation &ev)
{
    std::vector<std::string> slots;
    const MemoryModule *wrong = nullptr;
    for (const PlacedPart *p : parts.dimms)
        if (!cpuDrivesMemory(cpu, *p->memory)) {
            slots.push_back(p->slot->id);
            wrong = p->memory;
        }
    if (wrong)
        weakness(ev, Subsystem::Memory, Severity::Blocking, "memory.generation_mismatch",
                 {count("dimms", static_cast<double>(slots.size())), text("memory_type", wrong->type),
                  text("cpu", cpu.info.name), text("cpu_memory_type", cpu.memoryType)},
                 slots);
}

} // namespace

void addHostMemoryFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const Assumptions &a = build.build->assumptions;
    const HostMemoryFigures &m = ev.hostMemory;
    if (parts.cpus.empty())
        return;
    if (parts.dimms.empty()) {
        weakness(ev, Subsystem::Memory, Severity::Blocking, "memory.none");
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
        weakness(ev, Subsystem::Memory, Severity::Blocking, "memory.orphan_dimms",
                 {count("dimms", static_cast<double>(orphans.size()))}, orphans);

    generationFinding(cpu, parts, ev);
    if (ev.gpu.count > 0)
        ramToVramFinding(a, m, module, ev);

    const int oneDpc = cpu.ddr5MtsOneDpc;
    if (m.dimmsPerChannel >= 2) {
        if (cpu.ddr5MtsTwoDpc <= 0)
            weakness(ev, Subsystem::Memory, Severity::Warning, "memory.2dpc_unknown",
                     {count("dimms_per_channel", m.dimmsPerChannel), text("cpu", cpu.info.name),
                      quantity("speed", m.speedMts, U::MTps)},
                     dimmSlots);
        else if (m.speedMts < std::min(module.speedMts, oneDpc > 0 ? oneDpc : module.speedMts))
            weakness(ev, Subsystem::Memory, Severity::Warning, "memory.2dpc_downclock",
                     {count("dimms_per_channel", m.dimmsPerChannel), quantity("speed", m.speedMts, U::MTps),
                      text("cpu", cpu.info.name),
                      quantity("one_dpc_speed", std::min(module.speedMts, oneDpc), U::MTps),
                      quantity("bandwidth", m.bandwidthGBps, U::GBps),
                      quantity("one_dpc_bandwidth",
                               m.channelsPopulated * double(std::min(module.speedMts, oneDpc)) * 8 / 1000,
                               U::GBps)},
                     dimmSlots);
    } else {
        strength(ev, Subsystem::Memory, "memory.one_dpc",
                 {count("dimms", m.modules), count("channels", m.channelsTotal),
                  count("sockets", ev.cpu.sockets), count("channels_per_socket", cpu.memoryChannels)});
    }
    if (module.speedMts > m.speedMts && m.dimmsPerChannel < 2)
        weakness(ev, Subsystem::Memory, Severity::Info, "memory.speed_capped",
                 {quantity("dimm_speed", module.speedMts, U::MTps), quantity("speed", m.speedMts, U::MTps),
                  text("cpu", cpu.info.name), quantity("cpu_limit", oneDpc, U::MTps)});
    // Say which limit sets the speed: the DIMMs' rating or the CPU's limit at this population.
    const bool twoDpc = m.dimmsPerChannel >= 2 && cpu.ddr5MtsTwoDpc > 0;
    const int cpuLimit = twoDpc ? cpu.ddr5MtsTwoDpc : oneDpc;
    strength(ev, Subsystem::Memory, "memory.bandwidth",
             {count("channels", m.channelsPopulated), quantity("speed", m.speedMts, U::MTps),
              quantity("bandwidth", m.bandwidthGBps, U::GBps),
              quantity("bandwidth_per_socket", m.bandwidthGBps / std::max(1, ev.cpu.sockets), U::GBps),
              quantity("dimm_speed", module.speedMts, U::MTps), count("dimms_per_channel", twoDpc ? 2 : 1),
              quantity("cpu_limit", cpuLimit, U::MTps), text("cpu", cpu.info.name)}); // cpu_limit 0: unknown

    if (!m.balanced)
        unbalancedFinding(parts, m, dimmSlots, ev);

    bool allEcc = true;
    for (const PlacedPart *p : parts.dimms)
        allEcc = allEcc && p->memory->ecc;
    if (allEcc)
        strength(ev, Subsystem::Memory, "memory.ecc", {text("memory_type", module.type)});
    else
        weakness(ev, Subsystem::Memory, Severity::Warning, "memory.no_ecc", {}, dimmSlots);
}

} // namespace np::detail
