// SPDX-License-Identifier: MIT
// The per-chassis option tables of the auto-configure search. Slow but thorough: each option is
// placed by resolveBuild and every GPU option is evaluated with evaluate(), so the search's hot loop
// only adds up what the evaluator itself worked out.
#include "core/optimize/search_tables.h"
#include "core/optimize/vendor_offer.h"
#include "core/workload/load_throughput.h"

#include "core/evaluator.h"
#include "core/findings_text.h"
#include "core/memory_generation.h"
#include "core/plain_number.h"
#include "core/platform_steps.h"
#include "core/resolved_build.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace np::optimize_detail
{

bool unitPriceEur(const PartInfo &info, const BuildOptions &options, double &eur)
{
    if (!info.price || info.price->amount <= 0)
        return false;
    if (info.price->currency == "EUR") {
        eur = info.price->amount;
        return true;
    }
    if (info.price->currency == "USD") {
        eur = info.price->amount * options.usdToEur;
        return true;
    }
    return false;
}

namespace
{

bool listed(const std::vector<std::string> &list, const std::string &value)
{
    return std::find(list.begin(), list.end(), value) != list.end();
}

// The SKUs of kind T that the spec insists on (empty: any).
template <typename T>
std::vector<std::string> mustHaveOf(const OptimizeSpec &spec, const std::vector<T> &parts)
{
    std::vector<std::string> out;
    for (const T &p : parts)
        if (listed(spec.limits.mustHave, p.info.sku))
            out.push_back(p.info.sku);
    return out;
}

Build baseBuild(const OptimizeSpec &spec, const Chassis &chassis)
{
    Build b;
    b.name = spec.name.empty() ? std::string("Auto-configured build") : spec.name;
    b.chassisSku = chassis.info.sku;
    b.options.inputVoltage = spec.limits.inputVoltage;
    b.options.inputVolts = spec.limits.inputVolts;
    b.options.psuRedundancy = spec.limits.psuRedundancy;
    // 2P EPYC with 3 xGMI links gives each socket 16 more PCIe lanes; nothing else in the model
    // depends on the link count, so the search always takes the lanes.
    b.options.xgmiLinks = 3;
    for (const SpecWorkload &sw : spec.workloads)
        b.workloads.push_back(sw.workload);
    return b;
}

// Lanes each device of `resolved` takes from its CPU socket or switch (computePcie's linkLanes).
bool laneUseOf(const ResolvedBuild &resolved, const Chassis &chassis, LaneUse &out)
{
    out = LaneUse{};
    for (const PlacedPart &p : resolved.parts) {
        if (!(p.gpu || p.nic || p.drive))
            continue;
        const PcieUplink &up = p.slot->uplink;
        if (up.isCpu()) {
            const int socket = up.socket();
            if (socket < 0 || socket >= kMaxSockets)
                return false;
            out.direct[static_cast<std::size_t>(socket)] += detail::linkLanes(p, resolved.build->options);
            continue;
        }
        for (std::size_t i = 0; i < chassis.switches.size(); ++i)
            if (chassis.switches[i].id == up)
                out.switches |= 1u << i;
    }
    return true;
}

struct Resolved {
    Build build;
    ResolvedBuild resolved;
    bool ok = false;
};

// The chassis holding `count` of `sku` placed by count, as a build file would place them.
Resolved placed(const Build &base, const std::string &sku, int count, bool withWorkloads)
{
    Resolved r;
    r.build = base;
    if (!withWorkloads)
        r.build.workloads.clear();
    for (int i = 0; i < count; ++i)
        r.build.placements.push_back({"", sku});
    return r;
}

// Why a chassis offers no build: each kind of part it has no buyable option for, in words.
std::string missingForSale(const ChassisTable &ct, const Chassis &chassis, const PsuSet &own)
{
    std::string out;
    auto need = [&out](bool empty, const std::string &what) {
        if (empty)
            out += (out.empty() ? "no " : ", no ") + what;
    };
    need(ct.gpus.empty(),
         "buyable GPU it is qualified for in a count the vendor sells (full baseboards only)");
    need(ct.cpus.empty(), "buyable CPU within its CPU TDP limit");
    need(ct.dimms.empty(), "balanced DIMM population");
    need(ct.drives.empty(), "buyable boot drive");
    need(ct.nics.empty(), "buyable NIC");
    need(ct.psus.empty(), own.psu >= 0 ? "price for its own PSU set (" + std::to_string(own.count) + " x " +
                                             chassis.vendor.psuSku + ")"
                                       : std::string("buyable PSU"));
    return out;
}

// Why a GPU option misses a workload's targets, or empty. `n` GPUs, the workload's result `res`.
std::string targetMiss(const WorkloadResult &res, const SpecWorkload &spec, int n, double &hostRamNeededGiB)
{
    const WorkloadTargets &tg = spec.targets;
    if (!res.error.empty())
        return describe(res.error);
    if (workloadFitStatus(res, n) == Status::Blocking)
        return "TP" + std::to_string(res.tensorParallel) + " x PP" + std::to_string(res.pipelineParallel) +
               " needs more than " + std::to_string(n) + " GPUs";
    std::string why;
    auto fail = [&why](const std::string &reason) {
        if (why.empty())
            why = reason;
    };
    if (tg.mustFit && res.marginGiB < 0)
        fail("does not fit: " + detail::num(res.perGpuRequiredGiB, 1) + " GiB per GPU needed, " +
             detail::num(res.perGpuAvailableGiB, 1) + " GiB available");
    if (tg.mustFit && res.hostRamRequiredGiB > 0)
        hostRamNeededGiB = std::max(hostRamNeededGiB, res.hostRamRequiredGiB);
    if (tg.minDecodeTokensPerS > 0 && !(res.decodeTokensPerS >= tg.minDecodeTokensPerS))
        fail("decode " + detail::num(res.decodeTokensPerS, 1) + " tokens/s per sequence, target " +
             detail::num(tg.minDecodeTokensPerS, 1));
    if (tg.minConcurrentSequences > 0 && res.maxConcurrentSequences < tg.minConcurrentSequences)
        fail(std::to_string(res.maxConcurrentSequences) + " concurrent sequences at " +
             std::to_string(spec.workload.contextTokens) + " tokens, target " +
             std::to_string(tg.minConcurrentSequences));
    if (tg.minTrainTokensPerS > 0 && !(res.trainTokensPerS >= tg.minTrainTokensPerS))
        fail("training " + detail::num(res.trainTokensPerS) + " tokens/s, target " +
             detail::num(tg.minTrainTokensPerS));
    return why;
}

// Fills a SearchTables: one ChassisTable per chassis that offers a buyable build, each with its
// options per kind of part, and the notes on what was left out.
class TableBuilder
{
public:
    TableBuilder(const OptimizeSpec &spec, const CatalogSnapshot &catalog)
        : m_spec(spec), m_catalog(catalog), m_lim(spec.limits), m_gpuMust(mustHaveOf(spec, catalog.gpus)),
          m_cpuMust(mustHaveOf(spec, catalog.cpus)), m_dimmMust(mustHaveOf(spec, catalog.memory)),
          m_driveMust(mustHaveOf(spec, catalog.drives)), m_nicMust(mustHaveOf(spec, catalog.nics)),
          m_psuMust(mustHaveOf(spec, catalog.psus)), m_chassisMust(mustHaveOf(spec, catalog.chassis))
    {
        m_tables.catalog = &catalog;
        m_tables.spec = &spec;
    }

    SearchTables build()
    {
        if (!checkWorkloads())
            return std::move(m_tables);
        for (std::size_t ci = 0; ci < m_catalog.chassis.size(); ++ci)
            addChassis(ci);
        m_tables.maxPsuEfficiency = bestPsuEfficiency();
        addPriceNotes();
        return std::move(m_tables);
    }

private:
    bool checkWorkloads()
    {
        if (m_spec.workloads.empty()) {
            m_tables.error = "the spec has no workload";
            return false;
        }
        for (std::size_t i = 0; i < m_spec.workloads.size(); ++i)
            if (!m_catalog.findModel(m_spec.workloads[i].workload.modelSku)) {
                m_tables.error = "workloads[" + std::to_string(i) + "]: unknown model '" +
                                 m_spec.workloads[i].workload.modelSku + "'";
                return false;
            }
        return true;
    }

    // Price of one part: false = not buyable (unpriced, and its kind may not be unpriced).
    bool price(PartKind kind, const PartInfo &info, const BuildOptions &options, double &eur,
               int &unpricedLines)
    {
        eur = 0;
        unpricedLines = 0;
        if (unitPriceEur(info, options, eur))
            return true;
        unpricedLines = 1;
        const bool allowed = m_lim.unpricedAllowed.count(kind) > 0;
        (allowed ? m_unpricedAtZero : m_unbuyable).insert(info.sku);
        return allowed;
    }

    // The system's support line: included in the chassis price, priced, or on request (then it is as
    // unpriced as a chassis without a price, and the chassis is left out unless that is allowed).
    bool addSupportPrice(const Chassis &chassis, const BuildOptions &options, ChassisTable &ct)
    {
        const SupportOffer &support = chassis.support;
        if (!support.stated() || support.included)
            return true;
        PartInfo info;
        info.sku = supportSku(chassis.info.sku);
        info.price = support.price;
        double eur = 0;
        int unpricedLines = 0;
        if (!price(PartKind::Chassis, info, options, eur, unpricedLines))
            return false;
        ct.priceEur += eur;
        ct.unpricedLines += unpricedLines;
        return true;
    }

    void addChassis(std::size_t ci)
    {
        const Chassis &chassis = m_catalog.chassis[ci];
        if (!m_lim.chassis.empty() && !listed(m_lim.chassis, chassis.info.sku))
            return;
        if (!m_chassisMust.empty() && !listed(m_chassisMust, chassis.info.sku))
            return;
        const int sockets = chassis.countSlots(SlotKind::CpuSocket);
        if (sockets < 1 || sockets > kMaxSockets ||
            chassis.switches.size() > static_cast<std::size_t>(kMaxSwitches)) {
            m_tables.notes.push_back("chassis " + chassis.info.sku + " left out: the search handles 1 to " +
                                     std::to_string(kMaxSockets) + " CPU sockets and up to " +
                                     std::to_string(kMaxSwitches) + " PCIe switches");
            return;
        }
        const Build base = baseBuild(m_spec, chassis);
        m_tables.assumptions = base.assumptions;
        ChassisTable ct;
        ct.chassis = static_cast<int>(ci);
        ct.sockets = sockets;
        ct.xgmiLinks = base.options.xgmiLinks;
        if (!price(PartKind::Chassis, chassis.info, base.options, ct.priceEur, ct.unpricedLines) ||
            !addSupportPrice(chassis, base.options, ct))
            return;
        fillChassisFigures(ct, chassis, base.assumptions);
        addGpuChoices(ct, chassis, base);
        addCpuChoices(ct, chassis, base);
        addDimmChoices(ct, chassis, base);
        addDeviceChoices(ct, chassis, base);
        // Cheapest first, so the search meets good builds early and its bounds bite sooner.
        auto cheapestFirst = [](const Choice &x, const Choice &y) {
            return x.priceEur != y.priceEur ? x.priceEur < y.priceEur : x.peakW < y.peakW;
        };
        for (std::vector<Choice> *list : {&ct.cpus, &ct.dimms, &ct.drives, &ct.nics, &ct.psus})
            std::stable_sort(list->begin(), list->end(), cheapestFirst);
        const std::string missing = missingForSale(ct, chassis, chassisPsuSet(chassis, m_catalog));
        if (missing.empty())
            m_tables.chassis.push_back(std::move(ct));
        else
            m_tables.notes.push_back("chassis " + chassis.info.sku + " left out: " + missing);
    }

    static void fillChassisFigures(ChassisTable &ct, const Chassis &chassis, const Assumptions &a)
    {
        double switchW = 0;
        ct.switchCount = static_cast<int>(chassis.switches.size());
        for (std::size_t i = 0; i < chassis.switches.size(); ++i) {
            const PcieSwitch &sw = chassis.switches[i];
            switchW += sw.powerW;
            ct.switchLanes[i] = sw.uplinkLanes;
            ct.switchSocket[i] = sw.uplink.socket();
        }
        // computePower adds the switches, then the board, to the running peak; keep that order.
        ct.switchW = switchW;
        ct.boardW = chassis.basePowerW;
        ct.fanShare = a.fanShareOfLoad;
        ct.fanMaxW = chassis.fanPowerMaxW;
        ct.airflowLimitW = chassis.airflowLimitW > 0 ? chassis.airflowLimitW : a.airCoolingPracticalLimitW;
        ct.gpuTypicalFraction = a.gpuTypicalFraction;
        ct.cpuTypicalFraction = a.cpuTypicalFraction;
        ct.vendorMaxSystemW = chassis.vendor.maxSystemPowerW;
    }

    // GPUs: every count the vendor sells in the chassis, each evaluated with the full evaluator.
    void addGpuChoices(ChassisTable &ct, const Chassis &chassis, const Build &base)
    {
        for (std::size_t gi = 0; gi < m_catalog.gpus.size(); ++gi) {
            const Gpu &gpu = m_catalog.gpus[gi];
            if ((!m_lim.gpus.empty() && !listed(m_lim.gpus, gpu.info.sku)) ||
                (!m_lim.vendors.empty() && !listed(m_lim.vendors, gpu.info.vendor)) ||
                (!m_gpuMust.empty() && !listed(m_gpuMust, gpu.info.sku)))
                continue;
            double unit = 0;
            int unpricedLines = 0;
            if (!price(PartKind::Gpu, gpu.info, base.options, unit, unpricedLines))
                continue;
            for (const int n : gpuCountsOffered(chassis, gpu, m_lim.minGpus, m_lim.maxGpus)) {
                std::optional<GpuChoice> g = gpuChoice(chassis, base, gi, n);
                if (!g)
                    break; // n cards do not fit, so n + 1 do not either
                g->unpricedLines = unpricedLines;
                for (int i = 0; i < n; ++i)
                    g->priceEur += unit;
                ct.gpus.push_back(std::move(*g));
            }
        }
    }

    // `n` of GPU `gi` in the chassis, evaluated with the spec's workloads (TP = n unless the spec says).
    std::optional<GpuChoice> gpuChoice(const Chassis &chassis, const Build &base, std::size_t gi, int n) const
    {
        const Gpu &gpu = m_catalog.gpus[gi];
        Resolved r = placed(base, gpu.info.sku, n, true);
        GpuChoice g;
        for (std::size_t w = 0; w < m_spec.workloads.size(); ++w) {
            Workload &wl = r.build.workloads[w];
            if (m_spec.workloads[w].workload.tensorParallel <= 0)
                wl.tensorParallel = n;
            g.tensorParallel.push_back(wl.tensorParallel);
        }
        if (!resolveBuild(r.build, m_catalog, r.resolved).empty())
            return std::nullopt;
        g.part = static_cast<int>(gi);
        g.count = n;
        if (!laneUseOf(r.resolved, chassis, g.lanes))
            return std::nullopt;
        const Evaluation ev = evaluate(r.resolved);
        double tdp = 0;
        for (const PlacedPart &p : r.resolved.parts)
            tdp += p.gpu ? p.gpu->tdpW : 0;
        g.peakW = tdp;
        g.typicalW = tdp * base.assumptions.gpuTypicalFraction;
        g.memoryTotalGiB = ev.gpu.memoryTotalGiB;
        g.workloads = ev.workloads;
        for (std::size_t w = 0; w < ev.workloads.size(); ++w) {
            const WorkloadResult &res = ev.workloads[w];
            if (w == 0)
                g.throughput = workloadThroughput(res); // what the result and the opened build show
            const std::string why = targetMiss(res, m_spec.workloads[w], n, g.hostRamNeededGiB);
            if (!why.empty() && g.targetsMet) {
                g.failure = "workloads[" + std::to_string(w) + "] (" + res.label + "): " + why;
                g.targetsMet = false;
            }
        }
        return g;
    }

    // CPUs: every socket holds the same CPU (a half-populated box strands its slots).
    void addCpuChoices(ChassisTable &ct, const Chassis &chassis, const Build &base)
    {
        const Slot *socketSlot = nullptr;
        for (const Slot &s : chassis.allSlots)
            if (s.kind == SlotKind::CpuSocket && !socketSlot)
                socketSlot = &s;
        for (std::size_t i = 0; i < m_catalog.cpus.size(); ++i) {
            const Cpu &cpu = m_catalog.cpus[i];
            if (!m_cpuMust.empty() && !listed(m_cpuMust, cpu.info.sku))
                continue;
            if (!placementRefusal(chassis, *socketSlot, m_catalog, cpu.info.sku).empty())
                continue;
            if (cpu.maxSockets > 0 && ct.sockets > cpu.maxSockets)
                continue; // cpu.max_sockets is Blocking
            if (chassis.vendor.cpuTdpLimitW > 0 && cpu.tdpW > chassis.vendor.cpuTdpLimitW)
                continue; // vendor.cpu_tdp_over_limit is Blocking
            Choice c;
            double unit = 0;
            if (!price(PartKind::Cpu, cpu.info, base.options, unit, c.unpricedLines))
                continue;
            c.part = static_cast<int>(i);
            c.count = ct.sockets;
            for (int s = 0; s < ct.sockets; ++s) {
                c.priceEur += unit;
                c.peakW += cpu.tdpW;
            }
            c.typicalW = c.peakW * base.assumptions.cpuTypicalFraction;
            c.capacity = cpu.cores * ct.sockets;
            c.channels = cpu.memoryChannels * ct.sockets;
            c.lanesPerSocket = detail::cpuLanesPerSocket(cpu, ct.sockets, base.options.xgmiLinks);
            c.ddrGeneration = ddrGeneration(cpu.memoryType);
            ct.cpus.push_back(c);
        }
    }

    // DIMMs: balanced populations only, 1, 2, ... DIMMs in every channel of every socket.
    void addDimmChoices(ChassisTable &ct, const Chassis &chassis, const Build &base)
    {
        std::set<std::pair<int, int>> channels;
        for (const Slot &s : chassis.allSlots)
            if (s.kind == SlotKind::Dimm)
                channels.insert({s.socket, s.memoryChannel});
        const int channelCount = static_cast<int>(channels.size());
        for (std::size_t i = 0; i < m_catalog.memory.size(); ++i) {
            const MemoryModule &m = m_catalog.memory[i];
            if (!m_dimmMust.empty() && !listed(m_dimmMust, m.info.sku))
                continue;
            double unit = 0;
            int unpricedLines = 0;
            if (!price(PartKind::Memory, m.info, base.options, unit, unpricedLines))
                continue;
            for (int dpc = 1; channelCount > 0 && balancedPopulation(base, m.info.sku, channelCount, dpc);
                 ++dpc) {
                Choice c;
                c.part = static_cast<int>(i);
                c.count = channelCount * dpc;
                c.unpricedLines = unpricedLines;
                c.channels = channelCount;
                c.ddrGeneration = ddrGeneration(m.type);
                for (int k = 0; k < c.count; ++k) {
                    c.priceEur += unit;
                    c.peakW += m.powerW > 0 ? m.powerW : base.assumptions.memoryWPerDimm;
                    c.capacity += m.capacityGiB;
                }
                c.typicalW = c.peakW;
                ct.dimms.push_back(c);
            }
        }
    }

    // `dpc` DIMMs of `sku` in each of `channelCount` channels, placed by count, fill every channel evenly.
    bool balancedPopulation(const Build &base, const std::string &sku, int channelCount, int dpc) const
    {
        Resolved r = placed(base, sku, channelCount * dpc, false);
        if (!resolveBuild(r.build, m_catalog, r.resolved).empty())
            return false;
        std::map<std::pair<int, int>, int> perChannel;
        for (const PlacedPart &p : r.resolved.parts)
            ++perChannel[{p.slot->socket, p.slot->memoryChannel}];
        bool even = static_cast<int>(perChannel.size()) == channelCount;
        for (const auto &[key, n] : perChannel)
            even = even && n == dpc;
        return even;
    }

    // Drives, NICs and PSUs: 1..slots of one SKU, placed by count. A vendor ships every system with a
    // boot drive and a NIC (vendor.no_boot_drive, vendor.no_nic), so "none" is no option.
    void addDeviceChoices(ChassisTable &ct, const Chassis &chassis, const Build &base)
    {
        addCounted(PartKind::Drive, m_catalog.drives, m_driveMust, ct.drives, chassis, base,
                   [](const Drive &d, int n, Choice &c) {
                       for (int k = 0; k < n; ++k) {
                           c.peakW += d.powerW;
                           c.capacity += d.capacityTB;
                       }
                       c.typicalW = c.peakW;
                       return true;
                   });
        addCounted(PartKind::Nic, m_catalog.nics, m_nicMust, ct.nics, chassis, base,
                   [](const Nic &nic, int n, Choice &c) {
                       for (int k = 0; k < n; ++k) {
                           c.peakW += nic.peakPowerW();
                           c.capacity += nic.ports * nic.portSpeedGbps;
                       }
                       c.typicalW = c.peakW;
                       c.rdma = nic.roce || nic.infiniband;
                       return true;
                   });
        addCounted(PartKind::Psu, m_catalog.psus, m_psuMust, ct.psus, chassis, base,
                   [this](const Psu &psu, int n, Choice &c) {
                       const double rated = detail::psuRatedW(psu, m_lim.inputVoltage);
                       if (rated <= 0)
                           return false; // not rated at this input voltage: Blocking
                       const std::vector<double> ratings(static_cast<std::size_t>(n), rated);
                       c.capacity = detail::psuUsableW(ratings, PsuRedundancy::None);
                       c.usableW = detail::psuUsableW(ratings, m_lim.psuRedundancy);
                       return true;
                   });
        // A chassis that states its PSU set ships with that set only (vendor.psu_not_shipped).
        const PsuSet own = chassisPsuSet(chassis, m_catalog);
        if (own.psu >= 0)
            std::erase_if(ct.psus,
                          [&](const Choice &c) { return c.part != own.psu || c.count != own.count; });
    }

    template <typename Part, typename Fill>
    void addCounted(PartKind kind, const std::vector<Part> &parts, const std::vector<std::string> &must,
                    std::vector<Choice> &out, const Chassis &chassis, const Build &base, Fill &&fill)
    {
        for (std::size_t i = 0; i < parts.size(); ++i) {
            const Part &part = parts[i];
            if (!must.empty() && !listed(must, part.info.sku))
                continue;
            double unit = 0;
            int unpricedLines = 0;
            if (!price(kind, part.info, base.options, unit, unpricedLines))
                continue;
            for (int n = 1;; ++n) {
                Resolved r = placed(base, part.info.sku, n, false);
                if (!resolveBuild(r.build, m_catalog, r.resolved).empty())
                    break;
                Choice c;
                c.part = static_cast<int>(i);
                c.count = n;
                c.unpricedLines = unpricedLines;
                for (int k = 0; k < n; ++k)
                    c.priceEur += unit;
                if (!laneUseOf(r.resolved, chassis, c.lanes) || !fill(part, n, c))
                    break;
                out.push_back(c);
            }
        }
    }

    // The tightest valid bound: the best efficiency any PSU reaches at any load.
    double bestPsuEfficiency() const
    {
        double best = 0;
        for (const ChassisTable &ct : m_tables.chassis)
            for (const Choice &c : ct.psus)
                for (double load : {0.10, 0.20, 0.50, 1.00})
                    best = std::max(best, detail::psuEfficiencyAt(
                                              m_catalog.psus[static_cast<std::size_t>(c.part)], load));
        return best > 0 ? best : 1.0;
    }

    void addPriceNotes()
    {
        auto listOf = [](const std::set<std::string> &skus) {
            std::string list;
            for (const std::string &sku : skus)
                list += (list.empty() ? "" : ", ") + sku;
            return list;
        };
        if (!m_unpricedAtZero.empty())
            m_tables.notes.push_back("parts without a catalog price, counted at 0 EUR (allow_unpriced): " +
                                     listOf(m_unpricedAtZero));
        if (!m_unbuyable.empty())
            m_tables.notes.push_back("parts without a catalog price are not buyable and were left out: " +
                                     listOf(m_unbuyable));
    }

    const OptimizeSpec &m_spec;
    const CatalogSnapshot &m_catalog;
    const SpecLimits &m_lim;
    const std::vector<std::string> m_gpuMust, m_cpuMust, m_dimmMust, m_driveMust, m_nicMust, m_psuMust,
        m_chassisMust;
    std::set<std::string> m_unpricedAtZero, m_unbuyable;
    SearchTables m_tables;
};

} // namespace

SearchTables buildSearchTables(const OptimizeSpec &spec, const CatalogSnapshot &catalog)
{
    return TableBuilder(spec, catalog).build();
}

Build buildOf(const SearchTables &tables, const CandidateIndex &c)
{
    const CatalogSnapshot &cat = *tables.catalog;
    const ChassisTable &ct = tables.chassis[static_cast<std::size_t>(c.chassis)];
    Build b = baseBuild(*tables.spec, cat.chassis[static_cast<std::size_t>(ct.chassis)]);
    b.catalog = cat.name;
    const GpuChoice &g = ct.gpus[static_cast<std::size_t>(c.gpu)];
    for (std::size_t w = 0; w < b.workloads.size() && w < g.tensorParallel.size(); ++w)
        b.workloads[w].tensorParallel = g.tensorParallel[w];
    auto add = [&b](const std::string &sku, int count) {
        for (int i = 0; i < count; ++i)
            b.placements.push_back({"", sku});
    };
    auto sku = [](const auto &parts, const Choice &choice) {
        return parts[static_cast<std::size_t>(choice.part)].info.sku;
    };
    add(sku(cat.gpus, g), g.count);
    const Choice &cpu = ct.cpus[static_cast<std::size_t>(c.cpu)];
    add(sku(cat.cpus, cpu), cpu.count);
    const Choice &dimm = ct.dimms[static_cast<std::size_t>(c.dimm)];
    add(sku(cat.memory, dimm), dimm.count);
    const Choice &drive = ct.drives[static_cast<std::size_t>(c.drive)];
    if (drive.part >= 0)
        add(sku(cat.drives, drive), drive.count);
    const Choice &nic = ct.nics[static_cast<std::size_t>(c.nic)];
    if (nic.part >= 0)
        add(sku(cat.nics, nic), nic.count);
    const Choice &psu = ct.psus[static_cast<std::size_t>(c.psu)];
    add(sku(cat.psus, psu), psu.count);
    return b;
}

} // namespace np::optimize_detail
