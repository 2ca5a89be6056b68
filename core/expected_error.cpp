// SPDX-License-Identifier: MIT
#include "core/expected_error.h"

#include "core/enums_text.h"

#include <algorithm>
#include <cmath>
#include <string_view>

namespace np
{

namespace
{

// One row of the generated table: a stratum by its names and its band.
struct BandRow {
    const char *kind; // validationKindName()
    const char *gpuVendor;
    const char *engine;
    const char *mode;
    double lowPct;
    double highPct;
    int cases;
};

constexpr BandRow kBands[] = {
#include "core/expected_error_bands.inc"
};

} // namespace

ErrorBand bandOf(std::vector<double> errorsPct)
{
    if (errorsPct.empty())
        return {};
    std::sort(errorsPct.begin(), errorsPct.end());
    const std::size_t n = errorsPct.size();
    const auto held = std::min(n, static_cast<std::size_t>(std::ceil(kBandCoverage * double(n) - 1e-9)));
    std::size_t best = 0;
    for (std::size_t i = 1; i + held <= n; ++i) {
        const double width = errorsPct[i + held - 1] - errorsPct[i];
        const double bestWidth = errorsPct[best + held - 1] - errorsPct[best];
        const double middle = std::abs(errorsPct[i + held - 1] + errorsPct[i]);
        const double bestMiddle = std::abs(errorsPct[best + held - 1] + errorsPct[best]);
        if (width < bestWidth || (width == bestWidth && middle < bestMiddle))
            best = i;
    }
    return {errorsPct[best], errorsPct[best + held - 1], static_cast<int>(n)};
}

ErrorBand expectedError(const Stratum &stratum)
{
    for (const BandRow &row : kBands)
        if (row.kind == std::string_view(validationKindName(stratum.kind)) &&
            row.gpuVendor == stratum.gpuVendor && row.engine == stratum.engine && row.mode == stratum.mode)
            return {row.lowPct, row.highPct, row.cases};
    return {};
}

const char *engineFamily(ServingEngine engine)
{
    switch (engine) {
    case ServingEngine::Vllm:
    case ServingEngine::VllmV0:
        return "vllm";
    case ServingEngine::Sglang:
        return "sglang";
    case ServingEngine::TensorRtLlm:
        return "tensorrt_llm";
    }
    return "";
}

const char *validationKindName(EstimateKind kind)
{
    switch (kind) {
    case EstimateKind::WeightsMemory:
        return "weights_gib";
    case EstimateKind::KvCacheMemory:
        return "kv_cache_gib";
    case EstimateKind::KvCacheTokens:
        return "kv_cache_tokens";
    case EstimateKind::TrainingMemory:
        return "train_memory_gib";
    case EstimateKind::DecodeSpeed:
        return "decode_tok_s";
    case EstimateKind::PrefillSpeed:
        return "prefill_tok_s";
    case EstimateKind::TimeToFirstToken:
        return "ttft_ms";
    case EstimateKind::TimePerOutputToken:
        return "tpot_ms";
    case EstimateKind::ThroughputUnderLoad:
        return "throughput_tok_s";
    case EstimateKind::TrainingSpeed:
        return "train_tokens_s";
    case EstimateKind::TrainingMaxContext:
        return "train_max_context_tokens";
    }
    return "";
}

EstimateKind estimateKindOf(WorkloadFigure figure)
{
    switch (figure) {
    case WorkloadFigure::Weights:
        return EstimateKind::WeightsMemory;
    case WorkloadFigure::KvCache:
        return EstimateKind::KvCacheMemory;
    case WorkloadFigure::MaxConcurrentSequences:
    case WorkloadFigure::MaxContext:
        return EstimateKind::KvCacheTokens;
    case WorkloadFigure::Decode:
        return EstimateKind::DecodeSpeed;
    case WorkloadFigure::Prefill:
        return EstimateKind::PrefillSpeed;
    case WorkloadFigure::TrainingMemory:
        return EstimateKind::TrainingMemory;
    case WorkloadFigure::TrainingSpeed:
        return EstimateKind::TrainingSpeed;
    case WorkloadFigure::TrainingMaxContext:
        return EstimateKind::TrainingMaxContext;
    case WorkloadFigure::LoadThroughput:
        return EstimateKind::ThroughputUnderLoad;
    case WorkloadFigure::LoadTtft:
        return EstimateKind::TimeToFirstToken;
    case WorkloadFigure::LoadTpot:
        return EstimateKind::TimePerOutputToken;
    }
    return EstimateKind::DecodeSpeed;
}

Stratum stratumOf(const WorkloadResult &result, EstimateKind kind)
{
    const bool inference = result.mode == WorkloadMode::Inference;
    return {kind, result.gpuVendor, inference ? engineFamily(result.engine) : "",
            std::string(toText(result.mode))};
}

std::vector<FigureError> expectedErrorsOf(const WorkloadResult &result)
{
    std::vector<WorkloadFigure> figures;
    if (!result.error.empty())
        return {};
    if (result.mode == WorkloadMode::Inference) {
        figures = {
            WorkloadFigure::Weights,    WorkloadFigure::KvCache, WorkloadFigure::MaxConcurrentSequences,
            WorkloadFigure::MaxContext, WorkloadFigure::Decode,  WorkloadFigure::Prefill};
        if (result.underLoad.concurrency > 0)
            figures.insert(figures.end(), {WorkloadFigure::LoadThroughput, WorkloadFigure::LoadTtft,
                                           WorkloadFigure::LoadTpot});
    } else {
        figures = {WorkloadFigure::Weights, WorkloadFigure::TrainingMemory, WorkloadFigure::TrainingSpeed,
                   WorkloadFigure::TrainingMaxContext};
    }
    std::vector<FigureError> out;
    out.reserve(figures.size());
    for (WorkloadFigure f : figures)
        out.push_back({f, estimateKindOf(f), expectedError(stratumOf(result, estimateKindOf(f)))});
    return out;
}

ErrorBand expectedErrorOf(const WorkloadResult &result, WorkloadFigure figure)
{
    if (!result.error.empty())
        return {};
    return expectedError(stratumOf(result, estimateKindOf(figure)));
}

} // namespace np
