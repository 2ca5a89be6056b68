// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluated_build.h"
#include "core/workload.h"

#include <cstddef>
#include <vector>

// Like for like (user story 2, issue 25): builds compared side by side run the same workloads.
// The user picks the set once -- the union of every build's workloads, one build's workloads
// applied to all, or a given list (a workloads file) -- and each build is evaluated on every
// workload of it at the smallest tensor-parallel degree that fits on that build. Workloads are the
// same when they ask for the same thing (model, mode, formats, context, batch, serving and training
// settings); their label and their TP are not part of what they are.
namespace np
{

enum class WorkloadSetKind {
    Union,     // every distinct workload of the builds, in order of first appearance (the default)
    FromBuild, // the workloads of one build (WorkloadChoice::build), applied to all
    Given      // WorkloadChoice::workloads, e.g. read from a workloads file
};

struct WorkloadChoice {
    WorkloadSetKind kind = WorkloadSetKind::Union;
    std::size_t build = 0;           // FromBuild: index of the build among those compared
    std::vector<Workload> workloads; // Given
};

// True when `a` and `b` describe the same job: every field but the label and the tensor-parallel
// degree (chosen per build) is equal; a prompt length left at 0 equals half the context it implies.
bool sameWorkload(const Workload &a, const Workload &b);

// The distinct workloads `choice` names for `builds` (duplicates dropped, first one kept). A
// FromBuild index past the builds gives an empty set.
std::vector<Workload> workloadSetOf(const std::vector<const Build *> &builds, const WorkloadChoice &choice);

// The tensor-parallel degrees tried for a box of `gpus` GPUs, smallest first: every divisor of the
// GPU count (1, 2, 4, 8 for eight GPUs); {1} without GPUs.
std::vector<int> tensorParallelCandidates(int gpus);

// `build` evaluated with its workloads replaced by `workloads`, each at the smallest candidate TP
// at which it fits this build (the largest candidate when none fits, so the result says why).
// Labels are kept; a workload's own TP is only a default.
EvaluatedBuild evaluateOnWorkloads(const EvaluatedBuild &build, const std::vector<Workload> &workloads);

} // namespace np
