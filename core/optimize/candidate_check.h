// SPDX-License-Identifier: MIT
#pragma once

#include "core/optimize/search_tables.h"
#include "core/platform_steps.h"

#include <algorithm>

// Private to the optimizer: the cheap judgement of one candidate, the search's hot path. It repeats
// only the evaluator's arithmetic that depends on more than one part (power sums, PSU efficiency,
// lane budget per socket, heat) in the evaluator's own order of operations; everything else comes
// from the tables. No strings, no allocation.
namespace np::optimize_detail
{

// Why a candidate fails, in the order the checks run. Rules first (what would be Blocking in the
// chassis view), then the spec's limits and targets.
enum class Reject {
    None,
    Targets,          // a workload misses a target on this GPU choice (see GpuChoice::failure)
    Unbalanced,       // DIMM population does not fill every channel of the CPU alike
    MemoryGeneration, // DIMMs of a generation the CPU does not drive (memory.generation_mismatch)
    PcieLanes,        // a CPU socket must drive more lanes than it has (pcie.lanes_oversubscribed)
    PsuCapacity,      // the PSUs do not carry the peak under the spec's redundancy mode
    Cooling,          // typical heat above the chassis' airflow limit (cooling.air_limit)
    Budget,           // hardware price above the budget
    WallPower,        // AC peak above the limit
    Heat,             // heat at peak above the limit
    HostRamRatio,     // host RAM / GPU memory below the minimum
    HostRamOffload,   // CPU offload needs more host RAM
    Storage,          // raw TB below the minimum
    Network,          // aggregate Gbps below the minimum
    Rdma,             // no RDMA NIC
};

struct CandidateFigures {
    double priceEur = 0;
    double peakW = 0, typicalW = 0; // DC, fans included
    double wallW = 0, wallTypicalW = 0;
    int unpricedLines = 0;
    int socket = -1;   // PcieLanes: the socket short of lanes
    int lanesUsed = 0; // ... and what it must drive
};

// The running DC total as computePower builds it: each group added in turn, then the fans.
inline double withFans(const ChassisTable &ct, double load)
{
    const double w = load * ct.fanShare;
    return load + (ct.fanMaxW > 0 ? std::min(w, ct.fanMaxW) : w);
}

// A lower bound of the wall power for a DC peak (no PSU is better than its best curve point).
inline double wallLowerBound(const SearchTables &t, const ChassisTable &ct, double partialPeakW)
{
    return withFans(ct, partialPeakW) / t.maxPsuEfficiency;
}

// DDR4 modules never go with a DDR5 CPU nor the reverse; a side that states no generation is not judged.
inline bool generationFits(const Choice &cpu, const Choice &dimm)
{
    return cpu.ddrGeneration == 0 || dimm.ddrGeneration == 0 || cpu.ddrGeneration == dimm.ddrGeneration;
}

inline Reject judge(const SearchTables &t, const ChassisTable &ct, const GpuChoice &g, const Choice &cpu,
                    const Choice &dimm, const Choice &drive, const Choice &nic, const Choice &psu,
                    const Psu &psuPart, CandidateFigures &f)
{
    const SpecLimits &lim = t.spec->limits;
    if (!g.targetsMet)
        return Reject::Targets;
    if (dimm.channels != cpu.channels)
        return Reject::Unbalanced;
    if (!generationFits(cpu, dimm))
        return Reject::MemoryGeneration;
    const std::uint32_t switches = g.lanes.switches | drive.lanes.switches | nic.lanes.switches;
    for (int s = 0; s < kMaxSockets; ++s) {
        const std::size_t i = static_cast<std::size_t>(s);
        int used = g.lanes.direct[i] + drive.lanes.direct[i] + nic.lanes.direct[i];
        for (int w = 0; w < ct.switchCount; ++w)
            if ((switches >> w & 1u) && ct.switchSocket[static_cast<std::size_t>(w)] == s)
                used += ct.switchLanes[static_cast<std::size_t>(w)];
        // A device on a socket without a CPU is dead (cpu.socket_empty); else the lane budget.
        if (used > 0 && (s >= ct.sockets || used > cpu.lanesPerSocket)) {
            f.socket = s;
            f.lanesUsed = used;
            return Reject::PcieLanes;
        }
    }
    f.peakW =
        withFans(ct, g.peakW + cpu.peakW + dimm.peakW + drive.peakW + nic.peakW + ct.switchW + ct.boardW);
    f.typicalW = withFans(ct, g.typicalW + cpu.typicalW + dimm.typicalW + drive.typicalW + nic.typicalW +
                                  ct.switchW + ct.boardW);
    f.wallW = f.peakW / detail::psuEfficiencyAt(psuPart, f.peakW / psu.capacity);
    f.wallTypicalW = f.typicalW / detail::psuEfficiencyAt(psuPart, f.typicalW / psu.capacity);
    f.priceEur = ct.priceEur + g.priceEur + cpu.priceEur + dimm.priceEur + drive.priceEur + nic.priceEur +
                 psu.priceEur;
    f.unpricedLines = ct.unpricedLines + g.unpricedLines + cpu.unpricedLines + dimm.unpricedLines +
                      drive.unpricedLines + nic.unpricedLines + psu.unpricedLines;
    // PSUs are sized for the larger of the DC peak and the vendor's maximum through the PSU efficiency
    // (computePower's psuSizingW).
    const double vendorDcW =
        ct.vendorMaxSystemW > 0
            ? ct.vendorMaxSystemW * detail::psuEfficiencyAt(psuPart, ct.vendorMaxSystemW / psu.capacity)
            : 0;
    if (!(psu.usableW > 0 && std::max(f.peakW, vendorDcW) <= psu.usableW))
        return Reject::PsuCapacity;
    if (f.wallTypicalW > ct.airflowLimitW)
        return Reject::Cooling;
    if (lim.budgetEur > 0 && f.priceEur > lim.budgetEur)
        return Reject::Budget;
    if (lim.maxWallW > 0 && f.wallW > lim.maxWallW)
        return Reject::WallPower;
    if (lim.maxHeatW > 0 && f.wallW > lim.maxHeatW)
        return Reject::Heat;
    if (lim.minHostRamRatio > 0 &&
        !(g.memoryTotalGiB > 0 && dimm.capacity / g.memoryTotalGiB >= lim.minHostRamRatio))
        return Reject::HostRamRatio;
    if (g.hostRamNeededGiB > dimm.capacity)
        return Reject::HostRamOffload;
    if (lim.minStorageTB > 0 && drive.capacity < lim.minStorageTB)
        return Reject::Storage;
    if (lim.minNetworkGbps > 0 && nic.capacity < lim.minNetworkGbps)
        return Reject::Network;
    if (lim.requireRdma && !nic.rdma)
        return Reject::Rdma;
    return Reject::None;
}

} // namespace np::optimize_detail
