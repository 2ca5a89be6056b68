// SPDX-License-Identifier: MIT
// KV cache size per token, the way vLLM lays it out (vllm/v1/kv_cache_interface.py):
//   GQA/MHA: 2 (K and V) x layers x max(1, kv_heads / TP) x head_dim x bytes per GPU; when TP exceeds
//            the KV heads, vLLM replicates them (get_num_kv_heads), so each GPU still holds one.
//   MLA:     layers x (kv_lora_rank + qk_rope_head_dim) x bytes, no x2, the same latent on every TP rank.
// Pipeline parallelism splits the layers: a GPU holds ceil(layers / PP) of them.
#include "core/workload/workload_internal.h"

#include "core/enums_text.h"

#include <algorithm>

namespace np
{

namespace
{

double kvBytesPerTokenPerLayer(const ModelArch &a, double bytes, int tp)
{
    if (a.isMla())
        return (double(a.kvLoraRank) + a.qkRopeHeadDim) * bytes;
    const int kvHeads = a.kvHeads > 0 ? a.kvHeads : a.attentionHeads;
    const int perGpu = std::max(1, kvHeads / std::max(1, tp));
    return 2.0 * perGpu * a.effectiveHeadDim() * bytes;
}

int layersPerStage(const ModelArch &a, int pp)
{
    pp = std::max(1, pp);
    return (a.layers + pp - 1) / pp;
}

} // namespace

double kvBytesPerToken(const ModelArch &arch, Precision kvPrecision, int tensorParallel, int pipelineParallel)
{
    if (arch.layers <= 0)
        return 0;
    return kvBytesPerTokenPerLayer(arch, bytesPerValue(kvPrecision), tensorParallel) *
           layersPerStage(arch, pipelineParallel);
}

namespace detail
{

// Splits the per-GPU KV into full-attention and sliding-window layers (fractionally under PP).
void fillKv(Plan &plan)
{
    const ModelArch &a = plan.model->arch;
    const double perLayer = kvBytesPerTokenPerLayer(a, bytesPerValue(plan.workload->kvPrecision), plan.tp);
    const bool windowed = a.slidingWindow > 0 && a.slidingWindowLayers > 0;
    const double slidingShare = windowed ? std::min(1.0, double(a.slidingWindowLayers) / a.layers) : 0.0;
    plan.kvWindowBytesPerToken = perLayer * plan.layersPerGpu * slidingShare;
    plan.kvFullBytesPerToken = perLayer * plan.layersPerGpu * (1.0 - slidingShare);
    plan.slidingWindowTokens = windowed ? a.slidingWindow : 0;
    plan.kvBytesPerTokenModel = kvBytesPerToken(a, plan.workload->kvPrecision, 1, 1);
}

double kvBytesAt(const Plan &plan, double contextTokens)
{
    return plan.kvFullBytesPerToken * contextTokens +
           plan.kvWindowBytesPerToken * std::min(contextTokens, plan.slidingWindowTokens);
}

} // namespace detail
} // namespace np
