// SPDX-License-Identifier: MIT
// A front member as the user sees it: evaluated in full, checked against the spec, and explained.
#include "core/optimize/result_notes.h"

#include "core/enums_text.h"
#include "core/evaluator.h"
#include "core/findings_text.h"
#include "core/optimize/candidate_check.h"
#include "core/plain_number.h"
#include "core/resolved_build.h"
#include "core/workload/load_throughput.h"

#include <algorithm>

namespace np
{

using detail::num;

namespace
{

// The part kind of a BOM line (cost.cpp labels lines "Chassis", "GPU", "CPU", "Memory", ...).
PartKind partKindOfBomLine(const BomLine &line)
{
    if (line.slotKind == "Chassis" || line.isSupport()) // support is sold with the chassis
        return PartKind::Chassis;
    if (line.slotKind == "GPU")
        return PartKind::Gpu;
    if (line.slotKind == "CPU")
        return PartKind::Cpu;
    if (line.slotKind == "Memory")
        return PartKind::Memory;
    if (line.slotKind == "Drive")
        return PartKind::Drive;
    if (line.slotKind == "NIC")
        return PartKind::Nic;
    return PartKind::Psu;
}

} // namespace

std::string specViolation(const OptimizeSpec &spec, const Evaluation &ev)
{
    for (const Finding &f : ev.findings)
        if (f.severity == Severity::Blocking)
            return "blocking finding " + f.rule; // its sentence is presentation's (finding_text.h)
    const SpecLimits &lim = spec.limits;
    if (!ev.hostMemory.balanced)
        return "unbalanced DIMM population";
    if (ev.power.psuStatus != Status::Ok)
        return "the PSUs do not carry the " + num(ev.power.peakW) + " W peak under " +
               std::string(toText(lim.psuRedundancy));
    for (const BomLine &line : ev.cost.bom)
        if (!line.priced && !lim.unpricedAllowed.count(partKindOfBomLine(line)))
            return line.sku + " has no price and its kind may not be unpriced";
    if (lim.budgetEur > 0 && ev.cost.totalEur > lim.budgetEur)
        return "price " + num(ev.cost.totalEur) + " EUR above the budget of " + num(lim.budgetEur);
    if (lim.maxWallW > 0 && ev.power.wallW > lim.maxWallW)
        return "wall power " + num(ev.power.wallW) + " W above " + num(lim.maxWallW) + " W";
    if (lim.maxHeatW > 0 && ev.power.heatW > lim.maxHeatW)
        return "heat " + num(ev.power.heatW) + " W above " + num(lim.maxHeatW) + " W";
    if (lim.minHostRamRatio > 0 && ev.hostMemory.ramToVramRatio < lim.minHostRamRatio)
        return "host RAM ratio " + num(ev.hostMemory.ramToVramRatio, 2) + " below " +
               num(lim.minHostRamRatio, 2);
    if (lim.minStorageTB > 0 && ev.storage.rawTB < lim.minStorageTB)
        return "storage " + num(ev.storage.rawTB, 1) + " TB below " + num(lim.minStorageTB, 1) + " TB";
    if (lim.minNetworkGbps > 0 && ev.network.aggregateGbps < lim.minNetworkGbps)
        return "network " + num(ev.network.aggregateGbps) + " Gb/s below " + num(lim.minNetworkGbps);
    if (lim.requireRdma && !ev.network.rdma)
        return "no RDMA-capable NIC";
    for (const std::string &sku : lim.mustHave) {
        bool found = false;
        for (const BomLine &line : ev.cost.bom)
            found = found || line.sku == sku;
        if (!found)
            return "must-have part " + sku + " is missing";
    }
    for (std::size_t i = 0; i < spec.workloads.size(); ++i) {
        if (i >= ev.workloads.size())
            return "workloads[" + std::to_string(i) + "] was not evaluated";
        const WorkloadResult &r = ev.workloads[i];
        const WorkloadTargets &tg = spec.workloads[i].targets;
        const std::string label = "workloads[" + std::to_string(i) + "]: ";
        if (!r.error.empty())
            return label + describe(r.error);
        if (tg.mustFit && !r.fits)
            return label + "does not fit";
        if (tg.minDecodeTokensPerS > 0 && !(r.decodeTokensPerS >= tg.minDecodeTokensPerS))
            return label + "decode " + num(r.decodeTokensPerS, 1) + " tokens/s below " +
                   num(tg.minDecodeTokensPerS, 1);
        if (tg.minConcurrentSequences > 0 && r.maxConcurrentSequences < tg.minConcurrentSequences)
            return label + std::to_string(r.maxConcurrentSequences) + " concurrent sequences, below " +
                   std::to_string(tg.minConcurrentSequences);
        if (tg.minTrainTokensPerS > 0 && !(r.trainTokensPerS >= tg.minTrainTokensPerS))
            return label + "training " + num(r.trainTokensPerS) + " tokens/s below " +
                   num(tg.minTrainTokensPerS);
    }
    return {};
}

namespace optimize_detail
{

namespace
{

struct Room {
    double share = 1e300; // room left as a share of the limit (0 = exactly at the limit)
    std::string text;
};

void consider(Room &best, double share, std::string text)
{
    if (share < best.share)
        best = {share, std::move(text)};
}

std::string pct(double share)
{
    return num(share * 100, 1) + " % room";
}

// The limit or target with the least room left, read from the full evaluation.
std::string bindingLimit(const OptimizeSpec &spec, const Evaluation &ev)
{
    const SpecLimits &lim = spec.limits;
    Room best;
    if (lim.budgetEur > 0)
        consider(best, (lim.budgetEur - ev.cost.totalEur) / lim.budgetEur,
                 "budget: " + num(ev.cost.totalEur) + " of " + num(lim.budgetEur) + " EUR");
    if (lim.maxWallW > 0)
        consider(best, (lim.maxWallW - ev.power.wallW) / lim.maxWallW,
                 "wall power: " + num(ev.power.wallW) + " of " + num(lim.maxWallW) + " W");
    if (lim.maxHeatW > 0)
        consider(best, (lim.maxHeatW - ev.power.heatW) / lim.maxHeatW,
                 "heat: " + num(ev.power.heatW) + " of " + num(lim.maxHeatW) + " W");
    if (ev.power.psuUsableW > 0)
        consider(best, (ev.power.psuUsableW - ev.power.peakW) / ev.power.psuUsableW,
                 "PSU capacity: " + num(ev.power.peakW) + " W DC peak of " + num(ev.power.psuUsableW) +
                     " W usable (" + std::string(toText(lim.psuRedundancy)) + ")");
    if (ev.power.airflowLimitW > 0)
        consider(best, (ev.power.airflowLimitW - ev.power.wallTypicalW) / ev.power.airflowLimitW,
                 "cooling: " + num(ev.power.wallTypicalW) + " W typical heat of the " +
                     num(ev.power.airflowLimitW) + " W airflow limit");
    for (const PcieFigures::Uplink &u : ev.pcie.uplinks)
        if (u.id.isCpu() && u.lanes > 0)
            consider(best, 1 - u.oversubscription,
                     "PCIe lanes: " + u.id.id() + " drives " + num(u.oversubscription * u.lanes) + " of " +
                         std::to_string(u.lanes) + " lanes");
    if (lim.minHostRamRatio > 0)
        consider(best, (ev.hostMemory.ramToVramRatio - lim.minHostRamRatio) / lim.minHostRamRatio,
                 "host RAM: " + num(ev.hostMemory.ramToVramRatio, 2) + "x GPU memory, minimum " +
                     num(lim.minHostRamRatio, 2) + "x");
    for (std::size_t i = 0; i < spec.workloads.size() && i < ev.workloads.size(); ++i) {
        const WorkloadResult &r = ev.workloads[i];
        const WorkloadTargets &tg = spec.workloads[i].targets;
        const std::string label = "workloads[" + std::to_string(i) + "] ";
        if (tg.mustFit && r.perGpuAvailableGiB > 0)
            consider(best, r.marginGiB / r.perGpuAvailableGiB,
                     label + "GPU memory: " + num(r.perGpuRequiredGiB, 1) + " of " +
                         num(r.perGpuAvailableGiB, 1) + " GiB per GPU");
        if (tg.minDecodeTokensPerS > 0)
            consider(best, (r.decodeTokensPerS - tg.minDecodeTokensPerS) / tg.minDecodeTokensPerS,
                     label + "decode: " + num(r.decodeTokensPerS, 1) + " tokens/s per sequence, target " +
                         num(tg.minDecodeTokensPerS, 1));
        if (tg.minConcurrentSequences > 0)
            consider(best,
                     double(r.maxConcurrentSequences - tg.minConcurrentSequences) / tg.minConcurrentSequences,
                     label + "concurrency: " + std::to_string(r.maxConcurrentSequences) +
                         " sequences, target " + std::to_string(tg.minConcurrentSequences));
        if (tg.minTrainTokensPerS > 0)
            consider(best, (r.trainTokensPerS - tg.minTrainTokensPerS) / tg.minTrainTokensPerS,
                     label + "training: " + num(r.trainTokensPerS) + " tokens/s, target " +
                         num(tg.minTrainTokensPerS));
    }
    return best.text.empty() ? std::string() : best.text + " (" + pct(best.share) + ")";
}

double priceOf(const ChassisTable &ct, const CandidateIndex &c)
{
    return ct.priceEur + ct.gpus[static_cast<std::size_t>(c.gpu)].priceEur +
           ct.cpus[static_cast<std::size_t>(c.cpu)].priceEur +
           ct.dimms[static_cast<std::size_t>(c.dimm)].priceEur +
           ct.drives[static_cast<std::size_t>(c.drive)].priceEur +
           ct.nics[static_cast<std::size_t>(c.nic)].priceEur +
           ct.psus[static_cast<std::size_t>(c.psu)].priceEur;
}

std::string rejectText(const SearchTables &t, const ChassisTable &ct, const CandidateIndex &c, Reject why,
                       const CandidateFigures &f)
{
    const SpecLimits &lim = t.spec->limits;
    const GpuChoice &g = ct.gpus[static_cast<std::size_t>(c.gpu)];
    const Choice &cpu = ct.cpus[static_cast<std::size_t>(c.cpu)];
    const Choice &dimm = ct.dimms[static_cast<std::size_t>(c.dimm)];
    const Choice &psu = ct.psus[static_cast<std::size_t>(c.psu)];
    switch (why) {
    case Reject::None:
        return "it meets the spec but another build is at least as good in price, throughput and power";
    case Reject::Targets:
        return g.failure;
    case Reject::Unbalanced:
        return std::to_string(dimm.count) + " DIMMs do not fill the CPUs' " + std::to_string(cpu.channels) +
               " memory channels alike";
    case Reject::MemoryGeneration:
        return "DDR" + std::to_string(dimm.ddrGeneration) + " DIMMs do not fit a CPU that drives DDR" +
               std::to_string(cpu.ddrGeneration);
    case Reject::PcieLanes:
        return "cpu" + std::to_string(f.socket) + " would have to drive " + std::to_string(f.lanesUsed) +
               " PCIe lanes but has " + std::to_string(f.socket < ct.sockets ? cpu.lanesPerSocket : 0);
    case Reject::PsuCapacity:
        return "the PSUs give " + num(psu.usableW) + " W under " + std::string(toText(lim.psuRedundancy)) +
               " against a " + num(f.peakW) + " W DC peak";
    case Reject::Cooling:
        return num(f.wallTypicalW) + " W typical heat exceeds the chassis' " + num(ct.airflowLimitW) +
               " W airflow limit";
    case Reject::Budget:
        return "price " + num(f.priceEur) + " EUR exceeds the budget of " + num(lim.budgetEur);
    case Reject::WallPower:
        return num(f.wallW) + " W at the wall exceeds the " + num(lim.maxWallW) + " W limit";
    case Reject::Heat:
        return num(f.wallW) + " W of heat exceeds the " + num(lim.maxHeatW) + " W limit";
    case Reject::HostRamRatio:
        return num(dimm.capacity) + " GiB host RAM is below " + num(lim.minHostRamRatio, 2) + "x the " +
               num(g.memoryTotalGiB) + " GiB of GPU memory";
    case Reject::HostRamOffload:
        return "CPU offload needs " + num(g.hostRamNeededGiB) + " GiB host RAM, it has " + num(dimm.capacity);
    case Reject::Storage:
        return num(ct.drives[static_cast<std::size_t>(c.drive)].capacity, 1) + " TB of drives, " +
               num(lim.minStorageTB, 1) + " TB needed";
    case Reject::Network:
        return num(ct.nics[static_cast<std::size_t>(c.nic)].capacity) + " Gb/s of network, " +
               num(lim.minNetworkGbps) + " needed";
    case Reject::Rdma:
        return "no RDMA-capable NIC";
    }
    return {};
}

std::string partText(const std::string &sku, int count)
{
    return count <= 0 ? std::string("none") : std::to_string(count) + " x " + sku;
}

// The nearest cheaper build that differs in one choice (GPU, CPU, DIMMs, drives, NICs or PSUs), and
// why it does not make the front.
std::string nextCheaper(const SearchTables &t, const CandidateIndex &c)
{
    const ChassisTable &ct = t.chassis[static_cast<std::size_t>(c.chassis)];
    const CatalogSnapshot &cat = *t.catalog;
    const double price = priceOf(ct, c);
    CandidateIndex best;
    double bestPrice = -1;
    std::string change;
    auto tryDimension = [&](int CandidateIndex::*field, std::size_t options, auto &&describe) {
        for (std::size_t i = 0; i < options; ++i) {
            CandidateIndex v = c;
            v.*field = static_cast<int>(i);
            const double p = priceOf(ct, v);
            if (p < price && p > bestPrice) {
                best = v;
                bestPrice = p;
                change = describe(i);
            }
        }
    };
    auto sku = [](const auto &parts, const Choice &choice) {
        return choice.part < 0 ? std::string() : parts[static_cast<std::size_t>(choice.part)].info.sku;
    };
    tryDimension(&CandidateIndex::gpu, ct.gpus.size(), [&](std::size_t i) {
        return "GPUs " + partText(sku(cat.gpus, ct.gpus[i]), ct.gpus[i].count);
    });
    tryDimension(&CandidateIndex::cpu, ct.cpus.size(), [&](std::size_t i) {
        return "CPUs " + partText(sku(cat.cpus, ct.cpus[i]), ct.cpus[i].count);
    });
    tryDimension(&CandidateIndex::dimm, ct.dimms.size(), [&](std::size_t i) {
        return "DIMMs " + partText(sku(cat.memory, ct.dimms[i]), ct.dimms[i].count);
    });
    tryDimension(&CandidateIndex::drive, ct.drives.size(), [&](std::size_t i) {
        return "drives " + partText(sku(cat.drives, ct.drives[i]), ct.drives[i].count);
    });
    tryDimension(&CandidateIndex::nic, ct.nics.size(), [&](std::size_t i) {
        return "NICs " + partText(sku(cat.nics, ct.nics[i]), ct.nics[i].count);
    });
    tryDimension(&CandidateIndex::psu, ct.psus.size(), [&](std::size_t i) {
        return "PSUs " + partText(sku(cat.psus, ct.psus[i]), ct.psus[i].count);
    });
    if (bestPrice < 0)
        return "no cheaper variant differs in one part: this is the cheapest configuration of its chassis";
    CandidateFigures f;
    const Choice &psu = ct.psus[static_cast<std::size_t>(best.psu)];
    const Reject why = judge(
        t, ct, ct.gpus[static_cast<std::size_t>(best.gpu)], ct.cpus[static_cast<std::size_t>(best.cpu)],
        ct.dimms[static_cast<std::size_t>(best.dimm)], ct.drives[static_cast<std::size_t>(best.drive)],
        ct.nics[static_cast<std::size_t>(best.nic)], psu, cat.psus[static_cast<std::size_t>(psu.part)], f);
    return "with " + change + " (" + num(bestPrice) + " EUR): " + rejectText(t, ct, best, why, f);
}

} // namespace

OptimizeResult describeResult(const SearchTables &tables, const CandidateIndex &index)
{
    OptimizeResult r;
    r.build = buildOf(tables, index);
    ResolvedBuild resolved;
    const std::vector<BuildError> errors = resolveBuild(r.build, *tables.catalog, resolved);
    if (!errors.empty()) {
        r.verification =
            "the build does not resolve: " + errors.front().field + ": " + errors.front().message;
        return r;
    }
    const Evaluation ev = evaluate(resolved);
    r.priceEur = ev.cost.totalEur;
    r.wallW = ev.power.wallW;
    r.unpricedLines = ev.cost.unpricedLines;
    for (const BomLine &line : ev.cost.bom)
        if (!line.priced)
            r.unpricedSkus.push_back(line.sku);
    if (!ev.workloads.empty()) {
        const bool inference = ev.workloads.front().mode == WorkloadMode::Inference;
        // The build's own headline figure, so a result shows what the opened build shows (issue 25).
        r.throughput = workloadThroughput(ev.workloads.front());
        r.throughputUnit = inference ? "output tokens/s under load" : "tokens/s (training)";
    }
    r.verification = specViolation(*tables.spec, ev);
    r.verified = r.verification.empty();
    r.bindingLimit = bindingLimit(*tables.spec, ev);
    r.nextCheaper = nextCheaper(tables, index);
    return r;
}

std::string timeLimitNote(double limitSeconds, double searchedShare)
{
    return "stopped at the time limit of " + num(limitSeconds) + " s after " + num(searchedShare * 100) +
           " % of the search space: these are the best builds found so far, not the full front (raise the "
           "limit with --time-limit SECONDS, or narrow the spec's chassis and GPUs)";
}

} // namespace optimize_detail

} // namespace np
