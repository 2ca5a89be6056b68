// SPDX-License-Identifier: MIT
// Memory per GPU for inference (vLLM's budget) and training (mixed-precision AdamW, ZeRO, offload,
// LoRA/QLoRA, Korthikanti activations), and the capacity questions: how many sequences fit at a
// context, how long a context fits at a batch. Every formula and its source is in docs/sizing.md.
#include "core/workload/workload_internal.h"

#include "core/units.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace np::detail
{

// What the loss keeps per token of micro-batch x sequence on the last stage: the logits of every
// vocabulary entry at the loss implementation's bytes (split over TP: vocabulary-parallel head).
double logitsBytesPerToken(const Plan &p)
{
    const Assumptions &as = *p.as;
    const double perValue = p.workload->loss == TrainingLoss::Plain ? as.trainLogitsBytesPerValuePlain
                                                                    : as.trainLogitsBytesPerValue;
    return double(p.model->arch.vocabSize) * perValue / p.tp;
}

namespace
{

constexpr double kActivationBytes = 2; // BF16/FP16 activations

// Bytes of optimizer state per trainable parameter. Full fine-tune: FP32 master copy (4 B) plus the
// moments; LoRA adapters are trained in BF16 without a master copy (Unsloth, torchtune).
double optimizerBytes(Optimizer o, bool fullFineTune)
{
    const double master = fullFineTune ? 4.0 : 0.0;
    switch (o) {
    case Optimizer::AdamW:
    case Optimizer::PagedAdamW32bit:
        return master + 8.0; // fp32 m and v (paged: may spill to host)
    case Optimizer::AdamW8bit:
        return master + 2.0; // 8-bit m and v (bitsandbytes)
    case Optimizer::Sgd:
        return master + 4.0; // fp32 momentum
    }
    return master + 8.0;
}

// Live activations per token during one prefill chunk: the residual stream and the normed input
// (2h), plus the widest of the attention projections, the MLP intermediate (gate, up, product) and,
// for MoE, the fused-MoE kernel's workspace.
double inferenceActivationBytesPerToken(const Plan &p)
{
    const ModelArch &a = p.model->arch;
    const double h = a.hiddenSize;
    const double heads = a.attentionHeads;
    const double kv = a.kvHeads > 0 ? a.kvHeads : heads;
    const double hd = a.effectiveHeadDim();
    const double attention =
        a.isMla() ? heads * (2.0 * (double(a.qkNopeHeadDim) + a.qkRopeHeadDim) + 2.0 * a.vHeadDim) / p.tp
                  : (heads + 2.0 * kv + heads) * hd / p.tp;
    double mlp = (a.gatedMlp ? 3.0 : 2.0) * mlpWidthPerToken(a) / p.tp;
    if (a.isMoe() && a.experts > 0) {
        // vLLM's fused MoE (fused_moe.py, fused_experts_impl) holds, per token and routed expert, one
        // workspace shared by the gate/up output (N = 2 x expert width / TP) and the down output (K =
        // hidden, not split by TP), plus the activated half (N/2) beside it.
        const double expertFfn = a.expertFfnSize > 0 ? a.expertFfnSize : a.ffnSize;
        const double n = (a.gatedMlp ? 2.0 : 1.0) * expertFfn / p.tp;
        const double routed = a.activeExperts * (std::max(n, h) + expertFfn / p.tp);
        mlp = std::max(mlp, routed);
    }
    return kActivationBytes * (2.0 * h + std::max(attention, mlp));
}

// Training activations per token of micro-batch x sequence on the worst pipeline stage, with the
// logits and the fragmentation margin. Selective recompute is what FlashAttention does anyway (no
// s^2 scores stored); without any recompute the scores are kept, which grows with the sequence.
double trainingActivationBytesPerToken(const Plan &p, double sequenceTokens)
{
    const ModelArch &a = p.model->arch;
    const Workload &w = *p.workload;
    const Assumptions &as = *p.as;
    const bool sp = p.tp > 1 && w.sequenceParallel; // Megatron sequence parallelism over the TP group
    const double s = std::max(1.0, sequenceTokens);
    const double selective = activationBytesPerLayer(a, 1, 1, p.tp, sp, Recompute::Selective);
    const double logits = logitsBytesPerToken(p);
    double first = 0, last = 0; // first stage: most micro-batches in flight; last stage: the logits
    if (w.recompute == Recompute::Full) {
        // The stored layer inputs of every micro-batch in flight stay all step; one micro-batch is
        // recomputed at a time. The logits are freed once the loss gradient reaches the last hidden
        // state, before the first layer is recomputed: the peak holds one or the other.
        const double live =
            w.mode == WorkloadMode::FullFineTune ? as.checkpointLiveLayersFull : as.checkpointLiveLayersLora;
        const double stored = p.layersPerGpu * activationBytesPerLayer(a, 1, 1, p.tp, sp, Recompute::Full);
        const double working = std::min<double>(live, p.layersPerGpu) * selective;
        first = p.firstStageInFlight * stored + working;
        last = p.lastStageInFlight * stored + std::max(working, logits);
    } else {
        const double perLayer = w.recompute == Recompute::Selective
                                    ? selective
                                    : activationBytesPerLayer(a, s, 1, p.tp, sp, Recompute::None) / s;
        first = p.firstStageInFlight * p.layersPerGpu * perLayer; // end of forward: everything at once
        last = p.lastStageInFlight * p.layersPerGpu * perLayer + logits;
    }
    const double perToken = p.pp > 1 ? std::max(first, last) : last;
    return perToken * as.activationFudge;
}

// NCCL's memory per GPU (communicator and custom all-reduce buffers), which grows with each doubling
// of TP over an NVLink or Infinity Fabric fabric, far more where NCCL allocates NVLink SHARP buffers.
double ncclRuntimeGiB(const Plan &p, bool nvls)
{
    const Assumptions &as = *p.as;
    double perDoubling = 0;
    switch (p.topology) {
    case CollectiveTopology::NvSwitch:
        perDoubling = nvls ? as.nvlsRuntimeGiBPerTpDoubling : as.ncclRuntimeGiBPerTpDoubling;
        break;
    case CollectiveTopology::InfinityFabric:
    case CollectiveTopology::NvlinkBridge:
        perDoubling = as.ncclRuntimeGiBPerTpDoubling;
        break;
    case CollectiveTopology::PcieHost:
    case CollectiveTopology::PcieSwitch:
        break;
    }
    return perDoubling * std::log2(double(p.tp));
}

// SGLang's static pool (python/sglang/srt/model_executor/model_runner.py, profile_max_num_token):
// KV = memory free after loading the weights - (1 - mem_fraction_static) x memory free at start,
// i.e. mem_fraction_static x (free at start) - weights. Free at start is CUDA's total less the CUDA
// context and NCCL (SGLang leaves NVLink SHARP off unless --enable-nccl-nvls). Activations and CUDA
// graphs live in the other (1 - mem_fraction_static): no profile run is counted inside the pool.
MemoryState sglangMemory(const Plan &p, int batch, double contextTokens)
{
    const Assumptions &as = *p.as;
    MemoryState m;
    const double freeAtStartGiB = std::max(0.0, p.gpu->usableMemoryGiB - as.cudaReservedGiB -
                                                    as.inferenceRuntimeGiB - ncclRuntimeGiB(p, false));
    m.availableGiB = freeAtStartGiB * p.workload->gpuMemoryUtilization;
    m.perGpu.weightsGiB = units::bytesToGiB(p.weightBytesPerGpu);
    m.perGpu.kvCacheGiB = units::bytesToGiB(std::max(0, batch) * kvBytesAt(p, contextTokens));
    m.fixedBytes = p.weightBytesPerGpu;
    m.variableBudgetBytes = units::gibToBytes(m.availableGiB) - m.fixedBytes;
    return m;
}

// TensorRT-LLM's executor ("Memory Usage of TensorRT-LLM", docs/source/reference/memory.md): the
// engine's weights, its execution context (the activations of max_num_tokens packed tokens, reserved
// once for all layers) and the runtime and decoder buffers are allocated first; the KV cache then
// takes free_gpu_memory_fraction (the workload's memory share, default 0.9) of what is still free.
// No CUDA graph pool or profile run is documented outside that: the other 10 % stay free.
MemoryState tensorRtLlmMemory(const Plan &p, int batch, double contextTokens)
{
    const Assumptions &as = *p.as;
    MemoryState m;
    const double activations = engineBatchedTokens(p) * inferenceActivationBytesPerToken(p);
    // NCCL keeps its defaults under TensorRT-LLM: NVLink SHARP buffers where the switch has them.
    const double overheadGiB = as.trtllmRuntimeGiB + ncclRuntimeGiB(p, p.nvls);
    m.perGpu.weightsGiB = units::bytesToGiB(p.weightBytesPerGpu);
    m.perGpu.activationsGiB = units::bytesToGiB(activations);
    m.perGpu.overheadGiB = overheadGiB;
    m.perGpu.kvCacheGiB = units::bytesToGiB(std::max(0, batch) * kvBytesAt(p, contextTokens));
    m.fixedBytes = p.weightBytesPerGpu + activations + units::gibToBytes(overheadGiB);
    const double totalBytes = units::gibToBytes(std::max(0.0, p.gpu->usableMemoryGiB - as.cudaReservedGiB));
    const double kvBytes = std::max(0.0, totalBytes - m.fixedBytes) * p.workload->gpuMemoryUtilization;
    // What the engine holds: everything allocated before the KV cache, and the KV cache.
    m.availableGiB = units::bytesToGiB(std::min(totalBytes, m.fixedBytes) + kvBytes);
    m.variableBudgetBytes = kvBytes > 0 ? kvBytes : totalBytes - m.fixedBytes;
    return m;
}

} // namespace

MemoryState inferenceMemory(const Plan &p, int batch, double contextTokens)
{
    const Workload &w = *p.workload;
    const Assumptions &as = *p.as;
    if (w.engine == ServingEngine::Sglang)
        return sglangMemory(p, batch, contextTokens);
    if (w.engine == ServingEngine::TensorRtLlm)
        return tensorRtLlmMemory(p, batch, contextTokens);
    MemoryState m;
    // vLLM's budget is a share of the total CUDA reports, a little under the driver's figure.
    m.availableGiB = std::max(0.0, p.gpu->usableMemoryGiB - as.cudaReservedGiB) * w.gpuMemoryUtilization;
    // vLLM's profile run pushes max_num_batched_tokens through the model and a dummy sampler run of
    // max_num_seqs sequences; their peak stays reserved inside the budget.
    const double activations =
        engineBatchedTokens(p) * inferenceActivationBytesPerToken(p) +
        as.engineMaxNumSeqs * double(p.model->arch.vocabSize) * as.samplerBytesPerLogit;
    // Outside weights, KV and the profile's activations: the CUDA context and non-torch memory, NCCL,
    // and the CUDA graph pool, which V0 captures only after the KV cache is sized (outside the budget).
    const double overheadGiB = as.inferenceRuntimeGiB + ncclRuntimeGiB(p, p.nvls) +
                               (w.engine == ServingEngine::VllmV0 ? 0.0 : as.cudaGraphGiB);
    m.perGpu.weightsGiB = units::bytesToGiB(p.weightBytesPerGpu);
    m.perGpu.activationsGiB = units::bytesToGiB(activations);
    m.perGpu.overheadGiB = overheadGiB;
    m.perGpu.kvCacheGiB = units::bytesToGiB(std::max(0, batch) * kvBytesAt(p, contextTokens));
    m.fixedBytes = p.weightBytesPerGpu + activations + units::gibToBytes(overheadGiB);
    m.variableBudgetBytes = units::gibToBytes(m.availableGiB) - m.fixedBytes;
    return m;
}

namespace
{

// Per GPU before ZeRO: resident weights, gradients, optimizer states (bytes).
struct TrainingStates {
    double weights = 0;
    double grads = 0;
    double optimizer = 0;
    double hostStateBytesPerParam = 0; // DeepSpeed offload: states moved to host RAM, per trainable param
    double trainableTotal = 0;
};

TrainingStates unshardedStates(const Plan &p, bool full, double optBytes)
{
    TrainingStates s;
    if (full) {
        // Mixed-precision AdamW: 2 B BF16 weights + 4 B FP32 gradients + 4 B FP32 master + 8 B m/v = 18 B.
        s.weights = p.paramsPerGpu * p.linearBytesPerParam;
        s.grads = 4.0 * p.paramsPerGpu;
        s.optimizer = optBytes * p.paramsPerGpu;
        s.hostStateBytesPerParam = 4.0 + optBytes; // DeepSpeed: 16 B/param with optimizer offload
        s.trainableTotal = p.params.total;
    } else {
        // LoRA/QLoRA: frozen base at its format; BF16 adapters and gradients; optimizer on adapters only.
        s.weights = 2.0 * p.trainableParamsPerGpu;
        s.grads = 2.0 * p.trainableParamsPerGpu;
        s.optimizer = optBytes * p.trainableParamsPerGpu;
        s.hostStateBytesPerParam = 2.0 + optBytes;
        s.trainableTotal = p.trainableParams;
    }
    return s;
}

} // namespace

MemoryState trainingMemory(const Plan &p, int microBatch, double sequenceTokens)
{
    const Workload &w = *p.workload;
    const Assumptions &as = *p.as;
    const bool full = w.mode == WorkloadMode::FullFineTune;
    const double n = p.dp;
    const int zero = std::clamp(w.zeroStage, 0, 3);
    const double optBytes = optimizerBytes(w.optimizer, full);

    TrainingStates states = unshardedStates(p, full, optBytes);
    double &weights = states.weights, &grads = states.grads, &optimizer = states.optimizer;
    const double hostStateBytesPerParam = states.hostStateBytesPerParam;
    const double trainableTotal = states.trainableTotal;
    const double base = full ? 0.0 : p.weightBytesPerGpu;
    // ZeRO shards over the data-parallel ranks; with EP a routed expert has TP x DP / EP replicas only
    // (Megatron's expert data parallel group), so the experts' states shard that many ways.
    const double expertShare =
        full && p.ep > 1 && p.paramsPerGpu > 0 ? p.routedExpertParamsPerGpu / p.paramsPerGpu : 0.0;
    const double expertReplicas = std::max(1, p.tp * p.dp / p.ep);
    const auto shard = [&](double bytes) {
        return bytes * (1.0 - expertShare) / n + bytes * expertShare / expertReplicas;
    };
    if (zero >= 1)
        optimizer = shard(optimizer);
    if (zero >= 2)
        grads = shard(grads);
    double baseShare = base;
    // The layer ZeRO-3/FSDP gathers: DeepSpeed's estimate_zero3_model_states_mem_needs counts
    // 4 B x largest layer (16-bit parameters and gradients); a frozen base gathers its stored format
    // for the current and the prefetched layer, without gradients.
    const double gatherBuffer = (full ? 4.0 : 2.0 * p.linearBytesPerParam) * p.largestLayerParams / p.tp;
    if (zero >= 3) {
        weights = shard(weights);
        baseShare /= n; // FSDP/ZeRO-3 also shards a frozen (QLoRA) base
        weights += gatherBuffer;
    }
    MemoryState m;
    if (w.offload != Offload::None) {
        // DeepSpeed: optimizer offload keeps only BF16 weights on the GPU and needs 16P x 1.5 on the
        // host; full (parameter) offload keeps only the gathered layer and needs 18P x 1.5 (the factor is
        // offload_host_buffer_factor).
        grads = 0;
        optimizer = 0;
        double hostBytesPerParam = hostStateBytesPerParam;
        if (w.offload == Offload::Full) {
            hostBytesPerParam += full ? 2.0 : 0.0;
            weights = gatherBuffer;
            if (!full)
                weights += 2.0 * p.trainableParamsPerGpu / n; // adapters stay small
        }
        double hostBytes = hostBytesPerParam * trainableTotal * as.offloadHostBufferFactor;
        if (w.offload == Offload::Full && !full) { // the frozen base moves to the host too
            hostBytes += base * p.tp * p.pp;
            baseShare = 0;
        }
        m.hostRamRequiredGiB = units::bytesToGiB(hostBytes);
    }
    m.availableGiB = p.gpu->usableMemoryGiB;
    m.activationBytesPerToken = trainingActivationBytesPerToken(p, sequenceTokens);
    const double overheadGiB = as.cudaContextGiB + (p.tp > 1 || p.dp > 1 ? as.nvlinkNcclBufferGiB : 0.0);
    const double activations = m.activationBytesPerToken * std::max(0, microBatch) * sequenceTokens;
    m.perGpu.weightsGiB = units::bytesToGiB(weights + baseShare);
    m.perGpu.gradientsGiB = units::bytesToGiB(grads);
    m.perGpu.optimizerGiB = units::bytesToGiB(optimizer);
    m.perGpu.activationsGiB = units::bytesToGiB(activations);
    m.perGpu.overheadGiB = overheadGiB;
    m.fixedBytes = weights + baseShare + grads + optimizer + units::gibToBytes(overheadGiB);
    m.variableBudgetBytes = units::gibToBytes(m.availableGiB) - m.fixedBytes;
    return m;
}

MemoryState workloadMemory(const Plan &p, int batch, double contextTokens)
{
    return p.training ? trainingMemory(p, batch, contextTokens) : inferenceMemory(p, batch, contextTokens);
}

int maxSequencesAt(const Plan &p, const MemoryState &m, double contextTokens)
{
    const double perSequence =
        p.training ? m.activationBytesPerToken * contextTokens : kvBytesAt(p, contextTokens);
    if (m.variableBudgetBytes <= 0 || perSequence <= 0)
        return 0;
    return static_cast<int>(
        std::min(m.variableBudgetBytes / perSequence, double(std::numeric_limits<int>::max())));
}

long long maxContextAt(const Plan &p, const MemoryState &m, int batch)
{
    if (m.variableBudgetBytes <= 0 || batch <= 0)
        return 0;
    const double perSequence = m.variableBudgetBytes / batch;
    double tokens = 0;
    if (p.training) {
        tokens = m.activationBytesPerToken > 0 ? perSequence / m.activationBytesPerToken : 0;
    } else {
        const double full = p.kvFullBytesPerToken;
        const double window = p.kvWindowBytesPerToken;
        const double w = p.slidingWindowTokens;
        if (window > 0 && (full + window) * w >= perSequence)
            tokens = perSequence / (full + window); // fits inside the window
        else if (full > 0)
            tokens = (perSequence - window * w) / full; // window layers saturated
        else
            tokens = 1e12; // no layer grows past the window
    }
    return static_cast<long long>(std::min(std::floor(tokens), 1e12));
}

} // namespace np::detail
