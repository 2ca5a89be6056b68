// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluation.h"

#include <vector>

// How wrong an estimate may be: for each kind of estimate, the median absolute error of NodePlan's
// shipped defaults against the published measurements in tests/validation/cases.json (report in
// docs/validation.md). The validation test fails when this table and the suite disagree, so the
// figure shown beside an estimate is always the one the suite measures.
namespace np
{

enum class EstimateKind {
    WeightsMemory,
    KvCacheMemory,
    KvCacheTokens,
    TrainingMemory,
    DecodeSpeed,
    PrefillSpeed,
    TimeToFirstToken,
    TimePerOutputToken,
    ThroughputUnderLoad,
    TrainingSpeed,
};

struct ExpectedError {
    double medianAbsPct = 0; // median |estimate - measured| / measured, in percent
    int measurements = 0;    // published measurements NodePlan evaluated for this kind
};

ExpectedError expectedError(EstimateKind kind);

// The kind's name in tests/validation/cases.json ("decode_tok_s").
const char *validationKindName(EstimateKind kind);

inline constexpr EstimateKind kAllEstimateKinds[] = {
    EstimateKind::WeightsMemory,    EstimateKind::KvCacheMemory,      EstimateKind::KvCacheTokens,
    EstimateKind::TrainingMemory,   EstimateKind::DecodeSpeed,        EstimateKind::PrefillSpeed,
    EstimateKind::TimeToFirstToken, EstimateKind::TimePerOutputToken, EstimateKind::ThroughputUnderLoad,
    EstimateKind::TrainingSpeed,
};

// A figure of a workload result that has an expected error.
enum class WorkloadFigure {
    Weights,                // perGpu.weightsGiB
    KvCache,                // perGpu.kvCacheGiB
    MaxConcurrentSequences, // and maxContextTokens: both are KV capacity in tokens
    MaxContext,
    Decode, // decodeTokensPerS and its aggregate
    Prefill,
    TrainingMemory, // perGpuRequiredGiB of a training workload
    TrainingSpeed,
    LoadThroughput, // underLoad.outputTokensPerS
    LoadTtft,
    LoadTpot,
};

struct FigureError {
    WorkloadFigure figure;
    EstimateKind kind;
    ExpectedError error;
};

// The figures `result` shows (by its mode) with the expected error of each.
std::vector<FigureError> expectedErrorsOf(const WorkloadResult &result);

// The error of one figure's kind.
EstimateKind estimateKindOf(WorkloadFigure figure);

} // namespace np
