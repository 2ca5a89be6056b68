// SPDX-License-Identifier: MIT
// Findings about the PCIe lane budget. Rule ids: docs/rules.md.
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace np::detail
{

void addPcieFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    (void)build;
    const PcieFigures &pc = ev.pcie;
    if (parts.cpus.empty())
        return;
    const Cpu &cpu = *parts.cpus.front()->cpu;
    const int sockets = ev.cpu.sockets;
    const bool epyc2p = sockets >= 2 && cpu.pcieLanesPerSocketTwoSocketExtra > 0;
    const std::string platform =
        epyc2p
            ? cat({"2P with ", std::to_string(pc.xgmiLinks),
                   " xGMI links: ", std::to_string(pc.lanesAvailable / sockets),
                   " per socket (2P EPYC gives ", std::to_string(cpu.pcieLanesPerSocketTwoSocket * 2),
                   " lanes with 4 xGMI links or ", std::to_string(cpu.pcieLanesPerSocketTwoSocketExtra * 2),
                   " with 3, never 2 × ", std::to_string(cpu.pcieLanesOneSocket), ")"})
            : cat({std::to_string(sockets), "P: ", std::to_string(pc.lanesAvailable / std::max(1, sockets)),
                   " per socket"});

    bool over = false;
    for (const PcieFigures::Uplink &u : pc.uplinks) {
        if (!u.id.isCpu() || u.status == Status::Ok)
            continue;
        over = true;
        const int used = static_cast<int>(u.oversubscription * u.lanes + 0.5);
        std::string fix;
        if (epyc2p && pc.xgmiLinks == 4 && used <= cpu.pcieLanesPerSocketTwoSocketExtra)
            fix = cat({" With 3 xGMI links each socket has ",
                       std::to_string(cpu.pcieLanesPerSocketTwoSocketExtra),
                       " lanes, which is enough (options.xgmi_links = 3)."});
        weakness(ev, Subsystem::Pcie, severityOf(u.status), "pcie.lanes_oversubscribed",
                 cat({u.id.id(), " must drive ", std::to_string(used), " lanes (", joinIds(u.slotIds),
                      ") but has ", std::to_string(u.lanes), " (", platform, ").", fix}),
                 u.slotIds);
    }
    if (!over)
        strength(ev, Subsystem::Pcie, "pcie.lane_budget",
                 cat({"Devices need ", std::to_string(pc.lanesRequired),
                      " lanes at full width; the CPUs provide ", std::to_string(pc.lanesAvailable), " (",
                      platform, "), and the chassis wires ", std::to_string(pc.lanesWired), " to them",
                      pc.switched ? "; PCIe switches fan the rest out." : "."}));

    for (const PcieFigures::Uplink &u : pc.uplinks) {
        if (u.id.isCpu() || u.oversubscription <= 1.0)
            continue;
        weakness(ev, Subsystem::Pcie, severityOf(u.status), "pcie.switch_oversubscribed",
                 cat({u.id.id(), ": ", joinIds(u.slotIds), " use ", num(u.oversubscription * u.lanes),
                      " lanes behind an x", std::to_string(u.lanes), " uplink (", num(u.oversubscription, 1),
                      ":1): traffic to the host shares ", num(u.gbps, 1), " GB/s each way."}),
                 u.slotIds);
    }
}

} // namespace np::detail
