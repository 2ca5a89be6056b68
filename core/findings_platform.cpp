// SPDX-License-Identifier: MIT
// Findings about the CPUs, host memory and the PCIe lane budget. Rule ids: docs/rules.md.
#include "findings_text.h"
#include "platform_steps.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

namespace np::detail {

namespace {

std::set<int> populatedSockets(const PartsByKind &parts)
{
    std::set<int> sockets;
    for (std::size_t i = 0; i < parts.cpus.size(); ++i)
        sockets.insert(parts.cpus[i]->slot->socket >= 0 ? parts.cpus[i]->slot->socket : static_cast<int>(i));
    return sockets;
}

std::string joinIds(const std::vector<std::string> &ids)
{
    std::string out;
    for (const std::string &id : ids)
        out += (out.empty() ? "" : ", ") + id;
    return out;
}

} // namespace

void addCpuFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const Assumptions &a = build.build->assumptions;
    const CpuFigures &c = ev.cpu;
    if (parts.cpus.empty()) {
        weakness(ev, Subsystem::Cpu, Severity::Blocking, "cpu.none", "No CPU is placed: the box cannot boot.");
        return;
    }
    const Cpu &first = *parts.cpus.front()->cpu;
    for (const PlacedPart *p : parts.cpus)
        if (p->cpu != &first) {
            weakness(ev, Subsystem::Cpu, Severity::Blocking, "cpu.mixed",
                     cat({"A multi-socket system needs identical CPUs: ", first.info.name, " and ", p->cpu->info.name, "."}),
                     {parts.cpus.front()->slot->id, p->slot->id});
            break;
        }
    if (c.sockets > first.maxSockets && first.maxSockets > 0)
        weakness(ev, Subsystem::Cpu, Severity::Blocking, "cpu.max_sockets",
                 cat({first.info.name, " runs in at most ", std::to_string(first.maxSockets), " socket(s); the build has ",
                      std::to_string(c.sockets), "."}));
    const int socketSlots = build.chassis->countSlots(SlotKind::CpuSocket);
    if (c.sockets < socketSlots) {
        const std::set<int> populated = populatedSockets(parts);
        std::vector<std::string> dead;
        for (const PlacedPart &p : build.parts) {
            if (!(p.gpu || p.nic || p.drive || p.memory) || !p.slot)
                continue;
            std::string root = p.slot->uplink;
            for (const PcieSwitch &sw : build.chassis->switches)
                if (sw.id == root)
                    root = sw.uplink;
            int socket = p.memory ? p.slot->socket : -1;
            if (root.rfind("cpu", 0) == 0)
                socket = std::atoi(root.c_str() + 3);
            if (socket >= 0 && !populated.count(socket))
                dead.push_back(p.slot->id);
        }
        if (!dead.empty())
            weakness(ev, Subsystem::Cpu, Severity::Blocking, "cpu.socket_empty",
                     cat({std::to_string(c.sockets), " of ", std::to_string(socketSlots),
                          " CPU sockets populated: parts wired to the empty socket do not work (", joinIds(dead), ")."}),
                     dead);
        else
            weakness(ev, Subsystem::Cpu, Severity::Info, "cpu.socket_empty",
                     cat({std::to_string(c.sockets), " of ", std::to_string(socketSlots),
                          " CPU sockets populated: the empty socket's lanes and memory channels are unavailable."}));
    }

    const double needed = a.coresPerGpuGuideline * ev.gpu.count;
    if (ev.gpu.count > 0) {
        const std::string msg = cat({std::to_string(c.coresTotal), " cores (", std::to_string(c.sockets), " × ",
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
        strength(ev, Subsystem::Cpu, "cpu.avx512", "AVX-512 on the host for CPU-side preprocessing and quantisation.");
    weakness(ev, Subsystem::Cpu, Severity::Info, "cpu.power",
             cat({std::to_string(c.sockets), " × ", num(first.tdpW), " W TDP = ", num(c.tdpTotalW), " W of CPU package power."}));
}

void addMemoryFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    const Assumptions &a = build.build->assumptions;
    const MemoryFigures &m = ev.memory;
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
        weakness(ev, Subsystem::Memory, Severity::Blocking, "memory.orphan_dimms",
                 cat({std::to_string(orphans.size()), " DIMMs sit on a socket without a CPU and are not usable."}), orphans);

    // Host RAM against GPU memory, nominal and usable.
    if (ev.gpu.count > 0) {
        const double nominal = ev.gpu.memoryPerGpuGB * ev.gpu.count;
        const std::string msg =
            cat({num(m.capacityGiB), " GiB host RAM (", std::to_string(m.modules), " × ", num(module.capacityGiB), " GiB) against ",
                 num(nominal), " GB nominal / ", num(ev.gpu.memoryTotalGiB, 1), " GiB usable GPU memory = ",
                 num(m.ramToVramRatio, 2), "× (guideline ≥ ", num(a.hostRamToVramRatio, 1),
                 "× for pinned staging, checkpoints and offload)."});
        if (m.ramToVramRatio >= a.hostRamToVramRatio)
            strength(ev, Subsystem::Memory, "memory.ram_to_vram", msg);
        else
            weakness(ev, Subsystem::Memory, Severity::Warning, "memory.ram_to_vram", msg);
    }

    const int oneDpc = cpu.ddr5MtsOneDpc;
    if (m.dimmsPerChannel >= 2) {
        if (cpu.ddr5MtsTwoDpc <= 0)
            weakness(ev, Subsystem::Memory, Severity::Warning, "memory.2dpc_unknown",
                     cat({std::to_string(m.dimmsPerChannel), " DIMMs per channel: the catalog has no 2DPC speed for ", cpu.info.name,
                          "; ", num(m.speedMts), " MT/s is assumed and the real speed is likely lower."}),
                     dimmSlots);
        else if (m.speedMts < std::min(module.speedMts, oneDpc > 0 ? oneDpc : module.speedMts))
            weakness(ev, Subsystem::Memory, Severity::Warning, "memory.2dpc_downclock",
                     cat({std::to_string(m.dimmsPerChannel), " DIMMs per channel: memory runs at ", num(m.speedMts), " MT/s (",
                          cpu.info.name, " limit at 2DPC) instead of ", num(std::min(module.speedMts, oneDpc)),
                          " MT/s at 1DPC: ", num(m.bandwidthGBps), " GB/s instead of ",
                          num(m.channelsPopulated * double(std::min(module.speedMts, oneDpc)) * 8 / 1000), " GB/s."}),
                     dimmSlots);
    } else {
        strength(ev, Subsystem::Memory, "memory.one_dpc",
                 cat({std::to_string(m.modules), " DIMMs on ", std::to_string(m.channelsTotal), " channels (",
                      std::to_string(ev.cpu.sockets), " × ", std::to_string(cpu.memoryChannels),
                      ") = 1 DIMM per channel: no 2DPC downclock."}));
    }
    if (module.speedMts > m.speedMts && m.dimmsPerChannel < 2)
        weakness(ev, Subsystem::Memory, Severity::Info, "memory.speed_capped",
                 cat({"DDR5-", std::to_string(module.speedMts), " DIMMs run at ", num(m.speedMts), " MT/s: ", cpu.info.name,
                      "'s 1DPC limit in the catalog (", std::to_string(oneDpc),
                      " MT/s). Faster settings need a platform qualified for them."}));
    // Say which limit sets the speed: the DIMMs' rating or the CPU's limit at this population.
    const bool twoDpc = m.dimmsPerChannel >= 2 && cpu.ddr5MtsTwoDpc > 0;
    const int cpuLimit = twoDpc ? cpu.ddr5MtsTwoDpc : oneDpc;
    strength(ev, Subsystem::Memory, "memory.bandwidth",
             cat({std::to_string(m.channelsPopulated), " channels × ", num(m.speedMts), " MT/s × 8 B = ", num(m.bandwidthGBps),
                  " GB/s theoretical host memory bandwidth (", num(m.bandwidthGBps / std::max(1, ev.cpu.sockets)),
                  " GB/s per socket). ", num(m.speedMts), " MT/s is the lower of the DIMMs' rating (", num(module.speedMts),
                  " MT/s) and the CPU's limit at ", twoDpc ? "2 DIMMs" : "1 DIMM", " per channel (",
                  cpuLimit > 0 ? num(cpuLimit) + " MT/s" : std::string("unknown"), " in the catalog for ", cpu.info.name, ")."}));

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
            why += cat({std::to_string(m.channelsPopulated), " of ", std::to_string(m.channelsTotal), " channels populated"});
        if (lo != hi)
            why += cat({why.empty() ? "" : "; ", std::to_string(lo), " to ", std::to_string(hi), " DIMMs per channel"});
        if (skus.size() > 1)
            why += cat({why.empty() ? "" : "; ", std::to_string(skus.size()), " different modules"});
        weakness(ev, Subsystem::Memory, Severity::Warning, "memory.dimm_population_unbalanced",
                 cat({"Unbalanced DIMM population (", why,
                      "): interleaving is uneven and bandwidth drops; populate every channel of every socket alike."}),
                 dimmSlots);
    }

    bool allEcc = true;
    for (const PlacedPart *p : parts.dimms)
        allEcc = allEcc && p->memory->ecc;
    if (allEcc)
        strength(ev, Subsystem::Memory, "memory.ecc", cat({"ECC ", module.type, ": protects long training runs from silent bit flips."}));
    else
        weakness(ev, Subsystem::Memory, Severity::Warning, "memory.no_ecc", "Some memory modules lack ECC.", dimmSlots);
}

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
        epyc2p ? cat({"2P with ", std::to_string(pc.xgmiLinks), " xGMI links: ", std::to_string(pc.lanesAvailable / sockets),
                      " per socket (2P EPYC gives ", std::to_string(cpu.pcieLanesPerSocketTwoSocket * 2), " lanes with 4 xGMI links or ",
                      std::to_string(cpu.pcieLanesPerSocketTwoSocketExtra * 2), " with 3, never 2 × ",
                      std::to_string(cpu.pcieLanesOneSocket), ")"})
               : cat({std::to_string(sockets), "P: ", std::to_string(pc.lanesAvailable / std::max(1, sockets)), " per socket"});

    bool over = false;
    for (const PcieFigures::Uplink &u : pc.uplinks) {
        if (u.id.rfind("cpu", 0) != 0 || u.oversubscription <= 1.0)
            continue;
        over = true;
        const int used = static_cast<int>(u.oversubscription * u.lanes + 0.5);
        std::string fix;
        if (epyc2p && pc.xgmiLinks == 4 && used <= cpu.pcieLanesPerSocketTwoSocketExtra)
            fix = cat({" With 3 xGMI links each socket has ", std::to_string(cpu.pcieLanesPerSocketTwoSocketExtra),
                       " lanes, which is enough (options.xgmi_links = 3)."});
        weakness(ev, Subsystem::Pcie, Severity::Blocking, "pcie.lanes_oversubscribed",
                 cat({u.id, " must drive ", std::to_string(used), " lanes (", joinIds(u.slotIds), ") but has ",
                      std::to_string(u.lanes), " (", platform, ").", fix}),
                 u.slotIds);
    }
    if (!over)
        strength(ev, Subsystem::Pcie, "pcie.lane_budget",
                 cat({"Devices need ", std::to_string(pc.lanesRequired), " lanes at full width; the CPUs provide ",
                      std::to_string(pc.lanesAvailable), " (", platform, "), and the chassis wires ",
                      std::to_string(pc.lanesWired), " to them",
                      pc.switched ? "; PCIe switches fan the rest out." : "."}));

    for (const PcieFigures::Uplink &u : pc.uplinks) {
        if (u.id.rfind("cpu", 0) == 0 || u.oversubscription <= 1.0)
            continue;
        weakness(ev, Subsystem::Pcie, u.oversubscription > 2.0 ? Severity::Warning : Severity::Info,
                 "pcie.switch_oversubscribed",
                 cat({u.id, ": ", joinIds(u.slotIds), " use ", num(u.oversubscription * u.lanes), " lanes behind an x",
                      std::to_string(u.lanes), " uplink (", num(u.oversubscription, 1), ":1): traffic to the host shares ",
                      num(u.gbps, 1), " GB/s each way."}),
                 u.slotIds);
    }
}

} // namespace np::detail
