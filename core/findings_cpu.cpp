// SPDX-License-Identifier: MIT
// Findings about the CPUs. Rule ids: docs/rules.md.
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include <algorithm>
#include <map>
#include <set>

namespace np::detail
{

void addCpuFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const Assumptions &a = build.build->assumptions;
    const CpuFigures &c = ev.cpu;
    if (parts.cpus.empty()) {
        weakness(ev, Subsystem::Cpu, Severity::Blocking, "cpu.none",
                 "No CPU is placed: the box cannot boot.");
        return;
    }
    const Cpu &first = *parts.cpus.front()->cpu;
    for (const PlacedPart *p : parts.cpus)
        if (p->cpu != &first) {
            weakness(ev, Subsystem::Cpu, Severity::Blocking, "cpu.mixed",
                     cat({"A multi-socket system needs identical CPUs: ", first.info.name, " and ",
                          p->cpu->info.name, "."}),
                     {parts.cpus.front()->slot->id, p->slot->id});
            break;
        }
    if (c.sockets > first.maxSockets && first.maxSockets > 0)
        weakness(ev, Subsystem::Cpu, Severity::Blocking, "cpu.max_sockets",
                 cat({first.info.name, " runs in at most ", std::to_string(first.maxSockets),
                      " socket(s); the build has ", std::to_string(c.sockets), "."}));
    const int socketSlots = build.chassis->countSlots(SlotKind::CpuSocket);
    if (c.sockets < socketSlots) {
        const std::set<int> populated = populatedSockets(parts);
        std::vector<std::string> dead;
        for (const PlacedPart &p : build.parts) {
            if (!(p.gpu || p.nic || p.drive || p.memory) || !p.slot)
                continue;
            PcieUplink root = p.slot->uplink;
            for (const PcieSwitch &sw : build.chassis->switches)
                if (root == sw.id)
                    root = sw.uplink;
            int socket = p.memory ? p.slot->socket : -1;
            if (root.isCpu())
                socket = root.socket();
            if (socket >= 0 && !populated.count(socket))
                dead.push_back(p.slot->id);
        }
        if (!dead.empty())
            weakness(ev, Subsystem::Cpu, Severity::Blocking, "cpu.socket_empty",
                     cat({std::to_string(c.sockets), " of ", std::to_string(socketSlots),
                          " CPU sockets populated: parts wired to the empty socket do not work (",
                          joinIds(dead), ")."}),
                     dead);
        else
            weakness(ev, Subsystem::Cpu, Severity::Info, "cpu.socket_empty",
                     cat({std::to_string(c.sockets), " of ", std::to_string(socketSlots),
                          " CPU sockets populated: the empty socket's lanes and memory channels are "
                          "unavailable."}));
    }

    const double needed = a.coresPerGpuGuideline * ev.gpu.count;
    if (ev.gpu.count > 0) {
        const std::string msg =
            cat({std::to_string(c.coresTotal), " cores (", std::to_string(c.sockets), " × ",
                 std::to_string(first.cores), ") for ", std::to_string(ev.gpu.count), " GPUs = ",
                 num(c.coresPerGpu, 1), " per GPU, against a guideline of ", num(a.coresPerGpuGuideline),
                 " per GPU (", num(needed), " cores) for data loading and preprocessing."});
        if (c.coresPerGpu >= a.coresPerGpuGuideline)
            strength(ev, Subsystem::Cpu, "cpu.cores_per_gpu", msg);
        else
            weakness(ev, Subsystem::Cpu, Severity::Warning, "cpu.cores_per_gpu", msg);
    }
    if (first.boostGHz > 0)
        strength(ev, Subsystem::Cpu, "cpu.clock",
                 cat({first.info.name, ": ", num(first.baseGHz, 2), " GHz base, ", num(first.boostGHz, 1),
                      " GHz boost, ", num(first.l3MB), " MB L3 per socket."}));
    if (first.avx512)
        strength(ev, Subsystem::Cpu, "cpu.avx512",
                 "AVX-512 on the host for CPU-side preprocessing and quantisation.");
    weakness(ev, Subsystem::Cpu, Severity::Info, "cpu.power",
             cat({std::to_string(c.sockets), " × ", num(first.tdpW), " W TDP = ", num(c.tdpTotalW),
                  " W of CPU package power."}));
}

} // namespace np::detail
