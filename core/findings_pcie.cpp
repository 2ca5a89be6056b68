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
    // How the CPUs' lanes come about: a 2P EPYC's depend on its xGMI links (`xgmi_links` present).
    FindingArgs platform{count("sockets", sockets),
                         quantity("lanes_per_socket", pc.lanesAvailable / std::max(1, sockets), U::Lanes)};
    if (epyc2p)
        platform.insert(platform.end(),
                        {count("xgmi_links", pc.xgmiLinks),
                         quantity("lanes_4_xgmi", cpu.pcieLanesPerSocketTwoSocket * 2, U::Lanes),
                         quantity("lanes_3_xgmi", cpu.pcieLanesPerSocketTwoSocketExtra * 2, U::Lanes),
                         quantity("lanes_one_socket", cpu.pcieLanesOneSocket, U::Lanes)});
    const auto with = [&platform](FindingArgs args) {
        args.insert(args.end(), platform.begin(), platform.end());
        return args;
    };

    bool over = false;
    for (const PcieFigures::Uplink &u : pc.uplinks) {
        if (!u.id.isCpu() || u.status == Status::Ok)
            continue;
        over = true;
        const int used = static_cast<int>(u.oversubscription * u.lanes + 0.5);
        FindingArgs args{text("uplink", u.id.id()), quantity("used", used, U::Lanes),
                         text("slots", joinIds(u.slotIds)), quantity("lanes", u.lanes, U::Lanes)};
        // `fix_lanes`: with 3 xGMI links each socket would have enough (options.xgmi_links = 3).
        if (epyc2p && pc.xgmiLinks == 4 && used <= cpu.pcieLanesPerSocketTwoSocketExtra)
            args.push_back(quantity("fix_lanes", cpu.pcieLanesPerSocketTwoSocketExtra, U::Lanes));
        weakness(ev, Subsystem::Pcie, severityOf(u.status), "pcie.lanes_oversubscribed",
                 with(std::move(args)), u.slotIds);
    }
    if (!over)
        strength(ev, Subsystem::Pcie, "pcie.lane_budget",
                 with({quantity("required", pc.lanesRequired, U::Lanes),
                       quantity("available", pc.lanesAvailable, U::Lanes),
                       quantity("wired", pc.lanesWired, U::Lanes), count("switched", pc.switched ? 1 : 0)}));

    for (const PcieFigures::Uplink &u : pc.uplinks) {
        if (u.id.isCpu() || u.oversubscription <= 1.0)
            continue;
        weakness(ev, Subsystem::Pcie, severityOf(u.status), "pcie.switch_oversubscribed",
                 {text("uplink", u.id.id()), text("slots", joinIds(u.slotIds)),
                  quantity("used", u.oversubscription * u.lanes, U::Lanes),
                  quantity("lanes", u.lanes, U::Lanes), quantity("ratio", u.oversubscription, U::Number, 1),
                  quantity("uplink_gbps", u.gbps, U::GBps, 1)},
                 u.slotIds);
    }
}

} // namespace np::detail
