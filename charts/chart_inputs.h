// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"
#include "core/evaluation.h"
#include "core/resolved_build.h"
#include "core/workload/workload_eval.h"

// What every chart is fed: the one evaluation of the document plus the resolved build and the
// catalog it was resolved against (for sweeps and the procurement view). The pointers are
// borrowed; the owner (document, BuildSession, test) keeps them alive while a chart shows them.
// Charts copy what they draw, so a chart never dangles once it has replotted.
namespace np
{

struct ChartInputs {
    const Evaluation *evaluation = nullptr;
    const ResolvedBuild *resolved = nullptr;  // optional: sweeps and controls need it
    const CatalogSnapshot *catalog = nullptr; // optional: procurement needs it
};

// The GPU context evaluate() used for build workload `index` (core's workloadGpuContext), for the
// sweep functions. No figure is computed here. gpu == nullptr when there is nothing to sweep.
GpuContext workloadContext(const ChartInputs &inputs, size_t index);

// The build workload, its model and its evaluation result at `index`, if all exist.
struct WorkloadRef {
    const Workload *workload = nullptr;
    const Model *model = nullptr;
    const WorkloadResult *result = nullptr;
    [[nodiscard]] bool sweepable() const { return workload && model && result && result->error.empty(); }
};
WorkloadRef workloadAt(const ChartInputs &inputs, size_t index);
size_t workloadCount(const ChartInputs &inputs);

// Assumptions the build was evaluated with.
const Assumptions &assumptionsOf(const ChartInputs &inputs);

// The first placed GPU of the resolved build, or nullptr.
const Gpu *firstGpu(const ResolvedBuild *resolved);

} // namespace np
