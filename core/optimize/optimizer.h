// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"
#include "core/evaluation.h"
#include "core/optimize/optimize_spec.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

// Auto-configure: the builds that meet an OptimizeSpec, as the Pareto front of price (lowest),
// throughput (highest) and wall power (lowest). Exact: the front is what judging every candidate
// would return. Candidates are chassis x GPU and count x CPU (every socket) x balanced DIMM
// population x drives x NICs x PSU count; docs/optimize.md describes the search and its counting.
namespace np
{

struct OptimizeStats {
    std::uint64_t spaceSize = 0; // candidate builds in the search space
    std::uint64_t evaluated = 0; // candidates judged one by one (leaves the search reached)
    std::uint64_t pruned = 0;    // candidates ruled out as a whole subtree by a bound or dominance
    std::uint64_t feasible = 0;  // evaluated candidates that met every rule, limit and target
    double seconds = 0;          // wall time of the search (tables and verification excluded)
    double tableSeconds = 0;     // building the per-part tables (evaluates each GPU option once)
    unsigned threads = 0;
};

struct OptimizeResult {
    Build build;           // ready to save as a .nodeplan
    double priceEur = 0;   // evaluate()'s cost total
    double throughput = 0; // first workload: workloadThroughput (output tokens/s under load, or training)
    std::string throughputUnit;            // "output tokens/s under load" or "tokens/s (training)"
    double wallW = 0;                      // evaluate()'s wall power at peak
    int unpricedLines = 0;                 // BOM lines without a price (counted at 0 EUR)
    std::vector<std::string> unpricedSkus; // the SKU of each of those lines, in BOM order
    std::string bindingLimit;              // the limit or target with the least room, with figures
    std::string nextCheaper;               // the nearest cheaper variant and why it fails
    bool verified = false;    // the full evaluation has no Blocking finding and meets every target
    std::string verification; // what the full evaluation found, when not verified
};

struct OptimizeOutcome {
    std::vector<OptimizeResult> results; // the front, ordered by the spec's objective
    int frontSize = 0;                   // before cutting to spec.maxResults
    OptimizeStats stats;
    std::vector<std::string> notes; // parts left out, unpriced parts counted at 0, ...
    std::string error;              // the spec cannot be searched
    bool cancelled = false;
    // The time limit ran out: the front is the best of the share of the space searched, not the
    // full front (a note says so, with the share).
    bool timedOut = false;
    double searchedShare = 1; // of the search space, 0..1
};

struct OptimizeControl {
    // Called from a worker thread with the share of the space done (0..1); keep it cheap.
    std::function<void(double)> progress;
    const std::atomic<bool> *cancel = nullptr; // set to stop early (results so far are dropped)
    // Wall-clock limit of the search in seconds; 0 = none. When it runs out the search stops and
    // returns the best front found so far, marked timedOut. A 12,000-GPU catalog once searched for
    // longer than anyone waits; the command line caps it by default (kDefaultOptimizeSeconds).
    double timeLimitSeconds = 0;
    unsigned threads = 0; // 0 = std::thread::hardware_concurrency()
    bool prune = true;    // false: judge every candidate (benchmarks, tests)
};

// The command line's default time limit: long enough for every shipped example and the seed catalog
// (a few seconds), short enough that a huge catalog answers within a coffee break.
inline constexpr double kDefaultOptimizeSeconds = 120;

OptimizeOutcome optimize(const OptimizeSpec &spec, const CatalogSnapshot &catalog,
                         const OptimizeControl &control = {});

// The spec's verdict on one evaluated build: empty when it has no Blocking finding and meets every
// limit and target, else the first reason it does not. The search's results are checked with it.
std::string specViolation(const OptimizeSpec &spec, const Evaluation &evaluation);

} // namespace np
