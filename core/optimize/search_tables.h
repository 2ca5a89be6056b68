// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"
#include "core/evaluation.h"
#include "core/optimize/optimize_spec.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

// Private to the optimizer: everything about one candidate that does not depend on the other parts,
// worked out once per chassis, so that judging a candidate is sums, compares and one PSU efficiency
// lookup. Each option is resolved against the chassis with resolveBuild (the chassis view's rule)
// and GPU options are evaluated with the full evaluate(), so slots, lanes and workload figures are
// the evaluator's own.
namespace np::optimize_detail
{

constexpr int kMaxSockets = 4;
constexpr int kMaxSwitches = 32;

// PCIe lanes one option's devices take from each CPU socket directly, and the switches they sit behind
// (a used switch costs its uplink width on its CPU once, as in computePcie).
struct LaneUse {
    std::array<int, kMaxSockets> direct{};
    std::uint32_t switches = 0;
};

// One choice for one kind of part: a SKU (index into the catalog vector, -1 = none) and a count.
struct Choice {
    int part = -1;
    int count = 0;
    double priceEur = 0;   // unit price x count (0 when unpriced and unpriced parts are allowed)
    int unpricedLines = 0; // 1 when the part has no usable price
    double peakW = 0;      // DC at peak, summed as computePower sums it
    double typicalW = 0;   // DC typical
    LaneUse lanes;
    // Kind-specific figures.
    double capacity = 0;    // DIMMs: GiB; drives: raw TB; NICs: aggregate Gbps; PSUs: total rated W
    double usableW = 0;     // PSUs: capacity under the spec's redundancy mode
    bool rdma = false;      // NICs
    int channels = 0;       // DIMMs: (socket, channel) pairs populated
    int lanesPerSocket = 0; // CPUs: PCIe lanes per socket for devices
    int ddrGeneration = 0;  // CPUs: the DIMM generation driven; DIMMs: the module's (0 = not stated)
    bool cpuFits = true;    // CPUs: runs in this many sockets
};

// One GPU choice with what its workloads reach (evaluated once with the full evaluator).
struct GpuChoice : Choice {
    double memoryTotalGiB = 0; // usable, all GPUs
    double throughput = 0;     // first workload: aggregate decode tokens/s, or training tokens/s
    double hostRamNeededGiB = 0;
    bool targetsMet = true; // every workload meets its targets on GPU memory and speed alone
    std::string failure;    // why not, with figures (diagnosis only)
    std::vector<WorkloadResult> workloads;
    std::vector<int> tensorParallel; // per spec workload, as placed in the build
};

struct ChassisTable {
    int chassis = -1;
    int sockets = 0;
    double priceEur = 0;
    int unpricedLines = 0;
    double switchW = 0;       // PCIe switches
    double boardW = 0;        // chassis base power
    double fanShare = 0;      // assumptions.fanShareOfLoad
    double fanMaxW = 0;       // 0 = no cap
    double airflowLimitW = 0; // heat the box can remove (Blocking above at typical load)
    double gpuTypicalFraction = 0, cpuTypicalFraction = 0;
    int switchCount = 0;
    std::array<int, kMaxSwitches> switchSocket{}; // -1 when the uplink is no CPU
    std::array<int, kMaxSwitches> switchLanes{};
    std::vector<GpuChoice> gpus;
    std::vector<Choice> cpus, dimms, drives, nics, psus;
    int xgmiLinks = 4;           // chosen per chassis: 3 when its EPYC CPUs gain lanes from it
    double vendorMaxSystemW = 0; // the vendor's maximum system power: PSUs are sized for it when larger
};

// Everything the search reads. Indices point into `catalog`, which must outlive the tables.
struct SearchTables {
    const CatalogSnapshot *catalog = nullptr;
    const OptimizeSpec *spec = nullptr;
    Assumptions assumptions;
    std::vector<ChassisTable> chassis;
    double maxPsuEfficiency = 1.0;  // best point of any PSU curve: wall >= DC / this
    std::vector<std::string> notes; // what was left out and why (unpriced parts, unknown SKUs)
    std::string error;              // non-empty: the spec cannot be searched (unknown model...)
};

SearchTables buildSearchTables(const OptimizeSpec &spec, const CatalogSnapshot &catalog);

// The build a candidate stands for: chassis, parts by count, the spec's options and workloads.
struct CandidateIndex {
    int chassis = 0, gpu = 0, cpu = 0, dimm = 0, drive = 0, nic = 0, psu = 0;
};
Build buildOf(const SearchTables &tables, const CandidateIndex &c);

// Unit price in EUR of a catalog part, by the rule cost.cpp prices BOM lines (EUR or USD at the
// build's rate; anything else is unpriced). The optimizer's figures are checked against
// evaluate()'s cost afterwards, so a change there shows up as a verification failure.
bool unitPriceEur(const PartInfo &info, const BuildOptions &options, double &eur);

} // namespace np::optimize_detail
