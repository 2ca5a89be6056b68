// SPDX-License-Identifier: MIT
// Roofline speed estimates in the style of llm-analysis: each kind of kernel in a step takes the longer
// of its compute time and its memory time, plus the fixed per-layer step overhead and the collectives over
// the GPUs' actual fabric (collectives.h). Prefill matmuls reach less of peak at few tokens per step
// (matmulEfficiencyAt); attention runs at the 16-bit peak whatever the weights' format.
#include "core/workload/workload_internal.h"

#include <algorithm>
#include <cmath>

namespace np::detail
{

namespace
{

constexpr double kActivationBytes = 2; // BF16 hidden states in the TP allreduces

// Share of a MoE layer's routed experts that at least one of `batch` tokens selects, with uniform
// routing: 1 - (1 - k/E)^batch. Decode reads only those experts' weights.
double expertsTouched(const ModelArch &a, int batch)
{
    if (!a.isMoe() || a.experts <= 0)
        return 1.0;
    const double miss = 1.0 - std::min(1.0, double(a.activeExperts) / a.experts);
    return 1.0 - std::pow(miss, std::max(1, batch));
}

// LoRA/QLoRA time per micro-batch on this stage that the FLOPs do not carry: the adapters' small
// kernels (lora_layer_overhead_us per layer) and, for a 4-bit QLoRA base, dequantizing every base
// weight each time its layer runs: forward, backward and, with full recompute, the forward again
// (qlora_dequant_bytes_per_param of traffic per weight per pass at the achievable bandwidth).
double adapterSecondsPerMicroBatch(const Plan &p)
{
    const Workload &w = *p.workload;
    if (w.mode != WorkloadMode::Lora && w.mode != WorkloadMode::Qlora)
        return 0;
    const Assumptions &as = *p.as;
    double seconds = p.layersPerGpu * as.loraLayerOverheadUs * 1e-6;
    const bool fourBitBase = p.weightPrecision == Precision::Nf4 || p.weightPrecision == Precision::Int4 ||
                             p.weightPrecision == Precision::Fp4;
    if (w.mode == WorkloadMode::Qlora && fourBitBase && p.memoryBytesPerS > 0) {
        const double passes = w.recompute == Recompute::Full ? 3.0 : 2.0;
        seconds += passes * p.computeParamsPerGpu * as.qloraDequantBytesPerParam / p.memoryBytesPerS;
    }
    return seconds;
}

} // namespace

DecodeStep decodeStep(const Plan &p, int batch, double contextTokens, double promptTokens)
{
    DecodeStep out;
    batch = std::max(1, batch);
    const ModelArch &a = p.model->arch;
    // Decode runs from the end of the prompt to the end of the context: mean cached length.
    const double cached = (std::min(promptTokens, contextTokens) + contextTokens) / 2.0;
    // Pipeline parallelism: the engine keeps up to PP micro-batches in flight (vLLM's virtual engines,
    // V1's batch queue of pipeline_parallel_size), so every stage works on a different micro-batch of
    // ceil(batch / PP) sequences; a micro-batch crosses the PP stages in turn, one hop between each.
    // At batch 1 the GPUs work in turn: the token time is the sum of the stages plus the hops.
    const int microBatches = std::min(batch, p.pp);
    const int micro = (batch + microBatches - 1) / microBatches;

    // Every weight is streamed once per step, except the input embedding (B rows looked up) and the
    // experts no token of the micro-batch picked.
    const double untouchedExperts = p.routedExpertBytesPerGpu * (1.0 - expertsTouched(a, micro));
    const double weightsRead = p.weightBytesPerGpu - p.lookupOnlyBytesPerGpu - untouchedExperts;
    // Int4 group-quantised weights are dequantised as they stream: a share of the 16-bit stream rate.
    const double int4Read = std::max(0.0, p.int4LinearBytesPerGpu - (p.mlpInt4 ? untouchedExperts : 0.0));
    const double int4Efficiency =
        p.as->weightOnlyInt4StreamEfficiency > 0 ? p.as->weightOnlyInt4StreamEfficiency : 1.0;
    const double streamedBytes = weightsRead - int4Read + int4Read / int4Efficiency;
    const double kvRead = micro * kvBytesAt(p, cached);
    // Each kernel is bound by its own roofline and the kernels of a step run one after another
    // (per-operator roofline, as LLM-Viewer, arXiv 2402.16363): the linears take the longer of streaming
    // their weights and their matmuls, attention the longer of reading the KV cache and its dot products.
    // Reading the KV cache does not hide behind the linears' matmuls at large batches. A decode step's
    // matmuls have `micro` rows: at few rows they are bound by reading their weights, which the memory side
    // counts, so the compute side uses the large-size efficiency.
    const double efficiency = p.matmulEfficiency;
    const double linearMemoryS = streamedBytes / p.memoryBytesPerS;
    const double linearComputeS =
        micro * 2.0 * (p.computeParamsPerGpu + p.lmHeadParamsPerGpu) / (p.peakFlopsPerS * efficiency);
    const double attentionMemoryS = kvRead / p.memoryBytesPerS;
    const double attentionComputeS =
        micro * p.attentionFlopsPerKvToken * cached / (p.attentionPeakFlopsPerS * efficiency);
    const double memoryS = linearMemoryS + attentionMemoryS;
    const double computeS = linearComputeS + attentionComputeS;
    // Two allreduces per layer (after attention and after the MLP) of micro x hidden BF16 values.
    // In double: micro x hidden passes 2^31 at 262,144 sequences of a 8,192-wide model.
    const double hiddenBytes = double(micro) * a.hiddenSize * kActivationBytes;
    const double allreduceS = p.tp > 1 ? 2.0 * p.layersPerGpu * allreduceSeconds(p, hiddenBytes, p.tp) : 0.0;
    const double stageS = std::max(linearMemoryS, linearComputeS) +
                          std::max(attentionMemoryS, attentionComputeS) + stepOverheadSeconds(p) +
                          allreduceS + expertAllToAllSecondsPerPass(p, micro);
    const double hopsS = (p.pp - 1) * sendSeconds(p, hiddenBytes);
    const double tokenS = stageS * p.pp + hopsS;
    out.point.bandwidthBound = memoryS >= computeS;
    out.point.tokensPerSPerSequence = tokenS > 0 ? 1.0 / tokenS : 0;
    out.point.tokensPerSAggregate = out.point.tokensPerSPerSequence * batch * p.dp;
    out.allreduceSPerToken = allreduceS * p.pp;
    return out;
}

double prefillTokensPerS(const Plan &p, double promptTokens, int sequences)
{
    const ModelArch &a = p.model->arch;
    promptTokens = std::max(1.0, promptTokens);
    const double tokens = promptTokens * std::max(1, sequences);
    const double chunk = std::max(1.0, engineBatchedTokens(p));
    const double chunks = std::ceil(tokens / chunk);
    const double chunkTokens = tokens / chunks;
    // Causal attention: query i attends to i keys, promptTokens^2 / 2 pairs per prompt. One logit row each.
    const double efficiency = matmulEfficiencyAt(p, chunkTokens);
    const double computeS =
        (2.0 * p.computeParamsPerGpu * tokens + 2.0 * p.lmHeadParamsPerGpu * std::max(1, sequences)) /
            (p.peakFlopsPerS * efficiency) +
        p.attentionFlopsPerKvToken * tokens * promptTokens / 2.0 / (p.attentionPeakFlopsPerS * efficiency);
    const double memoryS =
        chunks * (p.weightBytesPerGpu - p.lookupOnlyBytesPerGpu) / p.memoryBytesPerS; // once per chunk
    const double allreduceS =
        p.tp > 1 ? chunks * 2.0 * p.layersPerGpu *
                       allreduceSeconds(p, chunkTokens * a.hiddenSize * kActivationBytes, p.tp)
                 : 0.0;
    const double stageS = std::max(computeS, memoryS) + chunks * stepOverheadSeconds(p) + allreduceS +
                          chunks * expertAllToAllSecondsPerPass(p, chunkTokens);
    // Pipeline parallelism: each chunk crosses the PP stages in turn, one hop between each. Chunks of
    // different sequences can be in different stages at once (the engine's PP micro-batches in flight);
    // one sequence's chunks run one after the other, so a lone prompt keeps the stages in turn.
    const double streams = std::min({double(p.pp), double(std::max(1, sequences)), chunks});
    const double hopsS = chunks * (p.pp - 1) * sendSeconds(p, chunkTokens * a.hiddenSize * kActivationBytes);
    const double totalS = (stageS * p.pp + hopsS) / streams;
    return totalS > 0 ? tokens / totalS : 0;
}

TrainStep trainStep(const Plan &p, int microBatch, double sequenceTokens)
{
    TrainStep out;
    const Workload &w = *p.workload;
    const ModelArch &a = p.model->arch;
    const bool full = w.mode == WorkloadMode::FullFineTune;
    const double tokens = std::max(1, microBatch) * std::max(1.0, sequenceTokens);
    const double microBatches = std::max(1, w.microBatches);

    // Matmul FLOPs per parameter per token: forward 2, backward 4 (activation and weight gradients);
    // a frozen LoRA base needs activation gradients only (2). Korthikanti et al. 2022, section 5: full
    // recompute runs the forward once more (+2, about +33 % for a full fine-tune); selective recompute
    // re-runs only the attention core (QK^T, softmax, attention over V), a few percent.
    const double recomputeLinear = w.recompute == Recompute::Full ? 2.0 : 0.0;
    const double recomputeAttention = w.recompute == Recompute::None ? 0.0 : 1.0;
    const double perParam = 2.0 + (full ? 4.0 : 2.0) + recomputeLinear;
    const double attention = p.attentionFlopsPerKvToken * sequenceTokens / 2.0; // causal mean
    // One micro-batch through this stage: each module group at its own format's rate.
    const double defaultRate = trainingFlopsPerS(p, std::nullopt);
    const std::optional<Precision> edge = w.edgeLayersPrecision;
    const double stageComputeS =
        tokens * (perParam * p.attentionComputeParamsPerGpu / trainingFlopsPerS(p, w.attentionPrecision) +
                  perParam * p.mlpComputeParamsPerGpu / trainingFlopsPerS(p, w.mlpPrecision) +
                  perParam * p.edgeComputeParamsPerGpu / trainingFlopsPerS(p, edge) +
                  perParam * p.lmHeadParamsPerGpu / trainingFlopsPerS(p, w.embeddingPrecision) +
                  (3.0 + recomputeAttention) * attention / defaultRate);

    const double adapterS = adapterSecondsPerMicroBatch(p);
    // EP: each MoE layer's dispatch and combine all-to-alls in the forward, their mirror in the
    // backward, and the forward again under full recompute.
    const double expertS = (2.0 + recomputeLinear / 2.0) * expertAllToAllSecondsPerPass(p, tokens);

    // TP: 2 allreduces per layer forward, 2 backward, 2 more when the forward is recomputed (with
    // sequence parallelism: a reduce-scatter and an all-gather of the same volume instead).
    const double activationBytes = tokens * a.hiddenSize * kActivationBytes;
    const double stageTpS =
        p.tp > 1 ? (4.0 + recomputeLinear) * p.layersPerGpu * allreduceSeconds(p, activationBytes, p.tp)
                 : 0.0;
    // PP: each micro-batch's activations go to the next stage forward and their gradient back, over
    // the box's GPU link (split over the TP group with sequence parallelism, Megatron's scatter/gather).
    const double stageP2pS =
        p.pp > 1 ? 2.0 * sendSeconds(p, activationBytes / (w.sequenceParallel ? p.tp : 1)) : 0.0;
    // m micro-batches per step, plus the pipeline's fill and drain: (PP-1)/v stage slots
    // (Narayanan et al. 2021: bubble = (PP-1)/m of the ideal time, (PP-1)/(v m) interleaved).
    const double slots = microBatches * (1.0 + p.pipelineBubble);
    const double pipelineS = slots * (stageComputeS + adapterS + expertS + stageTpS + stageP2pS);

    // DP: BF16 gradients of what is trained, once per optimizer step (DDP and ZeRO-1 reduce after the
    // last micro-batch); ZeRO-2/3 reduce each micro-batch's gradients into their shards, and ZeRO-3
    // also gathers the BF16 parameters each micro-batch (half the all-reduce's volume). Offload adds
    // the host round trip of the shard once per step.
    double dpS = 0;
    if (p.dp > 1) {
        // With EP a full fine-tune's routed experts reduce over their TP x DP / EP replicas only.
        const double expertBytes = full && p.ep > 1 ? 2.0 * p.routedExpertParamsPerGpu : 0.0;
        const int expertReplicas = expertBytes > 0 ? std::max(1, p.tp * p.dp / p.ep) : 1;
        const double gradientBytes = 2.0 * p.trainableParamsPerGpu - expertBytes;
        const double reductions = w.zeroStage >= 2 ? microBatches : 1.0;
        dpS = reductions * (allreduceSeconds(p, gradientBytes, p.dp) +
                            allreduceSeconds(p, expertBytes, expertReplicas)) +
              (w.zeroStage >= 3 ? microBatches * (allgatherSeconds(p, gradientBytes, p.dp) +
                                                  allgatherSeconds(p, expertBytes, expertReplicas))
                                : 0.0);
    }
    double offloadS = 0;
    if (w.offload != Offload::None && p.linkBytesPerS > 0) {
        const double shard = p.trainableParamsPerGpu / std::max(1, p.dp);
        offloadS =
            (w.offload == Offload::Full ? 8.0 : 4.0) * shard / p.linkBytesPerS; // grads down, weights up
    }
    out.dataParallelSyncS = dpS;
    const double stepS = pipelineS + dpS + offloadS;
    out.tokensPerS = stepS > 0 ? microBatches * tokens * p.dp / stepS : 0;
    return out;
}

} // namespace np::detail
