// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluation.h"
#include "core/workload/workload_eval.h"

// Throughput under load: what a serving engine with continuous batching delivers when `concurrency`
// requests of `inputTokens` in and `outputTokens` out share the GPUs. This is the figure vendors
// publish ("output tokens/s per GPU at input/output lengths") and customers compare.
namespace np
{

struct LoadRequest {
    int inputTokens = 0;
    int outputTokens = 0;
    // Sequences in flight. 0 = as many as the KV cache holds at input + output tokens (every
    // request queued at once, as in a throughput benchmark), capped at `maxConcurrency`.
    int concurrency = 0;
    // The engine's cap on sequences in flight; 0 = the shipped engine_max_num_seqs (vLLM max_num_seqs)
    // or, for TensorRT-LLM, trtllm_max_batch_size.
    int maxConcurrency = 0;
};

LoadThroughput throughputUnderLoad(const Model &model, const Workload &workload, const GpuContext &gpu,
                                   const Assumptions &assumptions, const LoadRequest &request);

// The load a workload describes: its prompt in, the rest of its context out, its batch in flight.
LoadRequest loadRequestOf(const Workload &workload);

// The one throughput of an evaluated workload, wherever a view says "throughput" (the build's key
// figures, the optimizer's results and plot, builds side by side): output tokens/s under load
// (continuous batching, prefills interleaved) when it serves, training tokens/s when it trains; 0
// when not evaluated. Not the decode-only aggregate (batch x decode speed), which leaves prefill out.
double workloadThroughput(const WorkloadResult &result);

// The first workload with a throughput under load (fits, inference), or nullptr: the headline figure.
const WorkloadResult *firstWorkloadUnderLoad(const Evaluation &evaluation);

} // namespace np
