// SPDX-License-Identifier: MIT
#include "core/workload/load_throughput.h"

#include "core/workload/workload_internal.h"

#include <algorithm>
#include <cmath>

namespace np
{

// Continuous batching in steady state: while `B` sequences are in flight, the GPUs spend the time of
// B prompts' prefill (B x input / prefill rate at B prompts) and of `output` decode steps at batch B
// (output / per-sequence decode rate) to finish B x output tokens. Chunked prefill interleaves the two
// phases but does not change the GPU time they add up to, so the rate is B x output over that sum.
LoadThroughput throughputUnderLoad(const Model &model, const Workload &workload, const GpuContext &gpu,
                                   const Assumptions &as, const LoadRequest &request)
{
    LoadThroughput t;
    const int input = std::max(1, request.inputTokens);
    const int output = std::max(1, request.outputTokens);
    // The engine's own limit on sequences in flight: vLLM's max_num_seqs, TensorRT-LLM's max_batch_size.
    const double engineCap =
        workload.engine == ServingEngine::TensorRtLlm ? as.trtllmMaxBatchSize : as.engineMaxNumSeqs;
    const int cap =
        request.maxConcurrency > 0 ? request.maxConcurrency : std::max(1, static_cast<int>(engineCap));
    Workload w = workload;
    w.mode = WorkloadMode::Inference;
    w.promptTokens = input;
    // The engine pages KV by the tokens a sequence really holds: at most input + output - 1 when the
    // last token is generated, whatever the configured maximum context.
    const int tokensHeld = std::max(1, input + output - 1);
    if (request.concurrency <= 0) {
        w.batch = 1;
        w.contextTokens = tokensHeld;
        const int fit = concurrentSequencesAt(model, w, gpu, as, tokensHeld);
        w.batch = std::clamp(fit, 1, cap);
        t.kvLimited = fit < cap;
    } else {
        w.batch = request.concurrency;
        const int fit = concurrentSequencesAt(model, w, gpu, as, tokensHeld);
        if (fit < 1)
            return {}; // not one sequence fits beside the weights: no rate at all
        if (fit < w.batch) {
            w.batch = fit; // the rest wait in the engine's queue
            t.kvLimited = true;
        }
    }
    const WorkloadResult r = evaluateWorkload(model, w, gpu, as);
    const double prefill = prefillAtBatch(model, w, gpu, as, w.batch);
    if (!r.error.empty() || r.decodeTokensPerS <= 0 || prefill <= 0)
        return {};
    const double prefillS = w.batch * double(input) / prefill;
    const double decodeS = output / r.decodeTokensPerS;
    t.concurrency = w.batch;
    t.inputTokens = input;
    t.outputTokens = output;
    t.outputTokensPerS = w.batch * double(output) / (prefillS + decodeS) * std::max(1, r.dataParallel);
    t.outputTokensPerSPerGpu = t.outputTokensPerS / std::max(1, r.gpusUsed);
    // A sequence's own prompt takes input / prefill rate. When the other B - 1 clients keep the engine
    // busy it first waits, on average, half of the decode step in progress; a lone client (closed loop,
    // B = 1) finds the engine idle. The rest of its lifetime (one cycle) produces its output tokens,
    // with the other sequences' prefills interleaved.
    const double ownPrefillS = input / prefill;
    const double stepS = 1.0 / r.decodeTokensPerS;
    const double busyShare = (w.batch - 1) / double(w.batch);
    t.ttftMs = 1e3 * (ownPrefillS + busyShare * stepS / 2);
    t.tpotMs = 1e3 * (prefillS + decodeS - ownPrefillS) / output;
    return t;
}

LoadRequest loadRequestOf(const Workload &workload)
{
    LoadRequest request;
    const int context = std::max(2, workload.contextTokens);
    request.inputTokens = static_cast<int>(std::lround(detail::promptTokensOf(workload)));
    request.outputTokens = std::max(1, context - request.inputTokens);
    request.concurrency = std::max(1, workload.batch);
    return request;
}

double workloadThroughput(const WorkloadResult &result)
{
    return result.mode == WorkloadMode::Inference ? result.underLoad.outputTokensPerS
                                                  : result.trainTokensPerS;
}

const WorkloadResult *firstWorkloadUnderLoad(const Evaluation &evaluation)
{
    for (const WorkloadResult &r : evaluation.workloads)
        if (r.fits && r.underLoad.concurrency > 0) // an over-full batch's capped rate is no headline
            return &r;
    return nullptr;
}

} // namespace np
