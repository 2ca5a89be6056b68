// SPDX-License-Identifier: MIT
// PCIe lane budget: what the CPUs offer (1P/2P, xGMI choice), what the chassis wires, what the
// placed devices need, and how busy each CPU root and each switch uplink is.
#include "core/platform_steps.h"

#include <algorithm>

namespace np::detail
{

namespace
{

bool isDevice(const PlacedPart &p)
{
    return p.gpu || p.nic || p.drive;
}

std::string cpuId(int socket)
{
    return "cpu" + std::to_string(socket);
}

} // namespace

void computePcie(const ResolvedBuild &build, const PartsByKind &parts, PcieFigures &out)
{
    out = PcieFigures{};
    const Chassis &chassis = *build.chassis;
    const BuildOptions &options = build.build->options;
    const int sockets = static_cast<int>(parts.cpus.size());
    out.xgmiLinks =
        sockets >= 2 && !parts.cpus.empty() && parts.cpus.front()->cpu->pcieLanesPerSocketTwoSocketExtra > 0
            ? options.xgmiLinks
            : 0;
    const int perSocket =
        parts.cpus.empty() ? 0 : cpuLanesPerSocket(*parts.cpus.front()->cpu, sockets, options.xgmiLinks);
    out.lanesAvailable = perSocket * sockets;

    for (const PlacedPart &p : build.parts)
        if (isDevice(p))
            out.lanesRequired += deviceLanes(p);

    for (const Slot &s : chassis.allSlots)
        if (s.uplink.isCpu())
            out.lanesWired += s.pcieLanes;
    for (const PcieSwitch &sw : chassis.switches)
        out.lanesWired += sw.uplinkLanes;

    // Switch uplinks first: their load counts against the CPU they hang off.
    std::vector<PcieFigures::Uplink> switchUplinks;
    for (const PcieSwitch &sw : chassis.switches) {
        PcieFigures::Uplink u;
        u.id = sw.id;
        u.lanes = sw.uplinkLanes;
        u.gbps = pcieGBpsPerDirection(sw.uplinkGen, sw.uplinkLanes);
        int used = 0;
        for (const PlacedPart &p : build.parts)
            if (isDevice(p) && p.slot->uplink == sw.id) {
                u.slotIds.push_back(p.slot->id);
                used += linkLanes(p, options);
            }
        if (u.slotIds.empty())
            continue;
        out.switched = true;
        u.oversubscription = u.lanes > 0 ? double(used) / u.lanes : 0;
        switchUplinks.push_back(std::move(u));
    }

    for (std::size_t i = 0; i < parts.cpus.size(); ++i) {
        const PlacedPart *c = parts.cpus[i];
        PcieFigures::Uplink u;
        const int socket = c->slot->socket >= 0 ? c->slot->socket : static_cast<int>(i);
        u.id = cpuId(socket);
        u.lanes = perSocket;
        u.gbps = pcieGBpsPerDirection(5, perSocket);
        int used = 0;
        for (const PlacedPart &p : build.parts)
            if (isDevice(p) && p.slot->uplink == u.id) {
                u.slotIds.push_back(p.slot->id);
                used += linkLanes(p, options);
            }
        for (const PcieSwitch &sw : chassis.switches)
            if (sw.uplink == u.id)
                for (const PcieFigures::Uplink &su : switchUplinks)
                    if (su.id == sw.id) {
                        u.slotIds.push_back(sw.id);
                        used += sw.uplinkLanes;
                    }
        u.oversubscription = u.lanes > 0 ? double(used) / u.lanes : 0;
        out.uplinks.push_back(std::move(u));
    }
    for (PcieFigures::Uplink &u : switchUplinks)
        out.uplinks.push_back(std::move(u));

    // A CPU short of lanes cannot link its devices; a switch shared beyond 2:1 throttles host
    // traffic (up to 2:1 is the normal design of switched chassis). Without a CPU there is no budget.
    if (parts.cpus.empty())
        return;
    for (PcieFigures::Uplink &u : out.uplinks) {
        const bool cpu = u.id.isCpu();
        u.status = cpu ? (u.oversubscription > 1.0 ? Status::Blocking : Status::Ok)
                       : (u.oversubscription > 2.0 ? Status::Warning : Status::Ok);
        out.status = worst(out.status, u.status);
    }
}

} // namespace np::detail
