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
        weakness(ev, Subsystem::Cpu, Severity::Blocking, "cpu.none");
        return;
    }
    const Cpu &first = *parts.cpus.front()->cpu;
    for (const PlacedPart *p : parts.cpus)
        if (p->cpu != &first) {
            weakness(ev, Subsystem::Cpu, Severity::Blocking, "cpu.mixed",
                     {text("cpu", first.info.name), text("other_cpu", p->cpu->info.name)},
                     {parts.cpus.front()->slot->id, p->slot->id});
            break;
        }
    if (c.sockets > first.maxSockets && first.maxSockets > 0)
        weakness(ev, Subsystem::Cpu, Severity::Blocking, "cpu.max_sockets",
                 {text("cpu", first.info.name), count("max_sockets", first.maxSockets),
                  count("sockets", c.sockets)});
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
        // Blocking with `dead_slots`: parts wired to the empty socket do not work.
        FindingArgs args{count("sockets", c.sockets), count("socket_slots", socketSlots)};
        if (!dead.empty()) {
            args.push_back(text("dead_slots", joinIds(dead)));
            weakness(ev, Subsystem::Cpu, Severity::Blocking, "cpu.socket_empty", std::move(args), dead);
        } else
            weakness(ev, Subsystem::Cpu, Severity::Info, "cpu.socket_empty", std::move(args));
    }

    const double needed = a.coresPerGpuGuideline * ev.gpu.count;
    if (ev.gpu.count > 0) {
        FindingArgs msg{count("cores", c.coresTotal),
                        count("sockets", c.sockets),
                        count("cores_per_socket", first.cores),
                        count("gpus", ev.gpu.count),
                        quantity("cores_per_gpu", c.coresPerGpu, U::Number, 1),
                        quantity("guideline", a.coresPerGpuGuideline, U::Number),
                        quantity("guideline_cores", needed, U::Number)};
        if (c.coresPerGpu >= a.coresPerGpuGuideline)
            strength(ev, Subsystem::Cpu, "cpu.cores_per_gpu", msg);
        else
            weakness(ev, Subsystem::Cpu, Severity::Warning, "cpu.cores_per_gpu", msg);
    }
    if (first.boostGHz > 0)
        strength(ev, Subsystem::Cpu, "cpu.clock",
                 {text("cpu", first.info.name), quantity("base_ghz", first.baseGHz, U::GHz, 2),
                  quantity("boost_ghz", first.boostGHz, U::GHz, 1), quantity("l3_mb", first.l3MB, U::MB)});
    if (first.avx512)
        strength(ev, Subsystem::Cpu, "cpu.avx512");
    weakness(ev, Subsystem::Cpu, Severity::Info, "cpu.power",
             {count("sockets", c.sockets), quantity("tdp_w", first.tdpW, U::Watt),
              quantity("total_w", c.tdpTotalW, U::Watt)});
}

} // namespace np::detail
