// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"
#include "core/parts.h"
#include "core/workload.h"

#include <set>
#include <string>
#include <vector>

// What the customer asks for: workloads with targets, limits on the box, and what to optimise.
// The auto-configure search (optimizer.h) returns the builds that meet all of it. JSON form:
// docs/optimize.md (presentation/optimize_json.h reads it).
namespace np
{

// Targets one workload must meet. Zero means "no target" for the minimums.
struct WorkloadTargets {
    bool mustFit = true;            // fits in GPU memory (and host RAM with offload)
    double minDecodeTokensPerS = 0; // per sequence, at the workload's batch and context
    int minConcurrentSequences = 0; // at the workload's context
    double minTrainTokensPerS = 0;  // training workloads
};

struct SpecWorkload {
    // tensorParallel 0 = all GPUs of the candidate in one tensor-parallel group (the usual way to
    // serve a model that needs several GPUs); any other value is kept as given.
    Workload workload;
    WorkloadTargets targets;
};

struct SpecLimits {
    double budgetEur = 0; // hardware total; 0 = no limit
    double maxWallW = 0;  // AC at peak; 0 = no limit
    double maxHeatW = 0;  // heat released at peak; 0 = no limit
    InputVoltage inputVoltage = InputVoltage::HighLine;
    double inputVolts = 230;
    PsuRedundancy psuRedundancy = PsuRedundancy::NPlus1; // the PSUs must carry the peak in this mode
    std::vector<std::string> chassis;                    // allowed chassis SKUs; empty = any
    std::vector<std::string> vendors;                    // allowed GPU vendors; empty = any
    std::vector<std::string> gpus;                       // allowed GPU SKUs; empty = any
    std::vector<std::string> mustHave;                   // SKUs every result contains (chassis or a part)
    double minHostRamRatio = 0;                          // host RAM / usable GPU memory; 0 = no limit
    double minStorageTB = 0;                             // raw local NVMe; 0 = no drive needed
    double minNetworkGbps = 0;                           // aggregate NIC ports; 0 = no NIC needed
    bool requireRdma = false;                            // at least one RDMA-capable NIC
    // Parts without a catalog price are not buyable by default. Allowing a kind (chassis, PSUs...)
    // counts its unpriced parts at 0 EUR, and every result says how many of its lines are unpriced.
    std::set<PartKind> unpricedAllowed;
    int minGpus = 1, maxGpus = 0; // GPU count range; maxGpus 0 = up to the chassis' GPU slots
};

enum class Objective { Pareto, Price, Throughput, Power };

struct OptimizeSpec {
    std::string name;
    std::vector<SpecWorkload> workloads;
    SpecLimits limits;
    Objective objective = Objective::Pareto;
    int maxResults = 20;
};

} // namespace np
