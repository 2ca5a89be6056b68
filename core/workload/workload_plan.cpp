// SPDX-License-Identifier: MIT
// The per-GPU figures every memory and speed formula needs: parallel layout, weights per GPU at the
// chosen format, matmul parameters per token, the GPU's achievable rates. Computed once per call.
#include "core/workload/workload_internal.h"

#include "core/pcie_link.h"
#include "core/units.h"

#include <algorithm>
#include <cmath>

namespace np::detail
{

namespace
{

// NVLink SHARP needs third-generation NVSwitch (NVLink 4, Hopper and later): 450 GB/s each way or more.
constexpr double kNvlink4GBps = 450;

double linkEfficiency(CollectiveTopology t, const Assumptions &as)
{
    switch (t) {
    case CollectiveTopology::NvSwitch:
    case CollectiveTopology::NvlinkBridge:
        return as.nvlinkEfficiency;
    case CollectiveTopology::InfinityFabric:
        return as.infinityFabricEfficiency;
    case CollectiveTopology::PcieHost:
    case CollectiveTopology::PcieSwitch:
        return as.pcieEfficiency;
    }
    return as.pcieEfficiency;
}

bool isLowPrecision(Precision p)
{
    return p == Precision::Fp8 || p == Precision::Fp4 || p == Precision::Int8;
}

PlanError checkLayout(const Model &model, const Workload &w, const GpuContext &gpu, Plan &p)
{
    const ModelArch &a = model.arch;
    if (!gpu.gpu || gpu.gpuCount <= 0 || gpu.usableMemoryGiB <= 0)
        return PlanError::NoGpu;
    if (a.layers <= 0 || a.hiddenSize <= 0 || a.attentionHeads <= 0)
        return PlanError::NoModel;
    p.tp = std::max(1, w.tensorParallel);
    p.pp = std::max(1, w.pipelineParallel);
    if (p.tp * p.pp > gpu.gpuCount)
        return PlanError::TpOverGpus;
    if (a.attentionHeads % p.tp != 0)
        return PlanError::TpHeads;
    const int kv = a.kvHeads > 0 ? a.kvHeads : a.attentionHeads;
    if (!a.isMla() && kv % p.tp != 0 && p.tp % kv != 0) // vLLM refuses these splits
        return PlanError::TpKvHeads;
    if (p.pp > a.layers)
        return PlanError::PpLayers;
    p.dp = w.dataParallel > 0 ? w.dataParallel : gpu.gpuCount / (p.tp * p.pp);
    if (p.tp * p.pp * p.dp > gpu.gpuCount)
        return PlanError::DpOverGpus;
    if (p.training && w.offload == Offload::Full && w.zeroStage < 3)
        return PlanError::OffloadNeedsZero3;
    // Megatron splits each stage's layers into v chunks: every chunk needs a layer of its own.
    const int layersPerStage = (a.layers + p.pp - 1) / p.pp;
    if (p.training && p.pp > 1 && w.pipelineSchedule == PipelineSchedule::Interleaved &&
        std::max(1, w.virtualStages) > layersPerStage)
        return PlanError::VirtualStages;
    // EP ranks come out of the stage's TP x DP GPUs (vLLM: EP = TP x DP; Megatron: within TP x DP).
    p.ep = a.isMoe() ? std::max(1, w.expertParallel) : 1;
    if (p.ep > 1 && (p.tp * p.dp) % p.ep != 0)
        return PlanError::EpGroup;
    return PlanError::None;
}

// The format the weights are stored in: mixed-precision training keeps BF16 weights; QLoRA's base is
// 4-bit NormalFloat unless another 4-bit format was chosen.
Precision storedPrecision(const Workload &w)
{
    switch (w.mode) {
    case WorkloadMode::FullFineTune: // FP32, or 16-bit mixed precision (FP16 kept as chosen)
        return w.precision == Precision::Fp32 || w.precision == Precision::Fp16 ? w.precision
                                                                                : Precision::Bf16;
    case WorkloadMode::Qlora:
        return (w.precision == Precision::Int4 || w.precision == Precision::Fp4) ? w.precision
                                                                                 : Precision::Nf4;
    default:
        return w.precision;
    }
}

// Tensor-core format the matmuls run in. Weight-only formats (INT4, NF4, INT8 without INT8 tensor
// figures) dequantize to BF16; FP8/FP4 need hardware support, else they fall back.
Precision computeFormat(Precision stored, WorkloadMode mode, const Gpu &g, bool &fallback)
{
    fallback = false;
    if (mode == WorkloadMode::Lora || mode == WorkloadMode::Qlora)
        return Precision::Bf16; // adapters and dequantized base run in BF16
    switch (stored) {
    case Precision::Fp32:
        return g.fp32Tflops > 0 ? Precision::Fp32 : Precision::Bf16;
    case Precision::Fp8:
        if (g.fp8DenseTflops > 0)
            return Precision::Fp8;
        fallback = true;
        return Precision::Bf16;
    case Precision::Fp4:
        if (g.fp4DenseTflops > 0)
            return Precision::Fp4;
        fallback = true;
        return g.fp8DenseTflops > 0 ? Precision::Fp8 : Precision::Bf16;
    case Precision::Int8:
        return g.int8DenseTops > 0 && mode == WorkloadMode::Inference ? Precision::Int8 : Precision::Bf16;
    default:
        return Precision::Bf16;
    }
}

double peakTflops(Precision p, const Gpu &g)
{
    switch (p) {
    case Precision::Fp32:
        return g.fp32Tflops;
    case Precision::Fp8:
        return g.fp8DenseTflops;
    case Precision::Fp4:
        return g.fp4DenseTflops;
    case Precision::Int8:
        return g.int8DenseTops;
    default:
        return g.bf16DenseTflops;
    }
}

// Dense peak FLOP/s at `p`, the BF16 peak where the catalog has no figure for that format.
double peakFlopsPerS(Precision p, const Gpu &g)
{
    const double peak = peakTflops(p, g) * 1e12;
    return peak > 0 ? peak : g.bf16DenseTflops * 1e12;
}

// The efficiencies (prefill, training) are shares of the datasheet peak on a GPU whose matmuls reach
// the default ceiling share of it (default_matmul_ceiling_*): the NVIDIA GPUs they were fitted on.
double defaultMatmulCeiling(Precision p, const Assumptions &as)
{
    return isLowPrecision(p) ? as.defaultMatmulCeilingLowPrecision : as.defaultMatmulCeiling16Bit;
}

// The peak the efficiencies apply to at `p`: the datasheet's, or for a GPU with a measured matmul
// ceiling (catalog), the peak a GPU at the default ceiling would need to reach that measurement.
// `used` names the measurement, nullptr when the datasheet peak was used.
double ratedFlopsPerS(Precision p, const Gpu &g, std::optional<ServingEngine> engine, const Assumptions &as,
                      const AchievableRate **used)
{
    const AchievableRate *measured =
        findAchievableRate(g.achievableRates, RateQuantity::DenseTflops, p, engine);
    if (used)
        *used = measured;
    const double ceiling = defaultMatmulCeiling(p, as);
    if (measured && ceiling > 0)
        return measured->value * 1e12 / ceiling;
    return peakFlopsPerS(p, g);
}

// The serving engine whose measurements apply: inference runs under the workload's engine; training
// has no engine option, so only engine-independent measurements apply.
std::optional<ServingEngine> measuredUnder(const Plan &p)
{
    return p.training ? std::nullopt : std::optional<ServingEngine>(p.workload->engine);
}

// One layer's linear parameters on the busiest GPU, split into attention projections and the rest
// (MLP, experts, router), and how many of its layers are the model's first or last layer.
struct ModuleShares {
    double layers = 1;     // layers on the busiest GPU
    double attention = 0;  // attention projections per layer, per GPU
    double mlp = 0;        // everything else in the layer's linears, per GPU
    double edgeLayers = 0; // of `layers`, first or last layers of the model
};

ModuleShares moduleShares(const ModelArch &a, const Plan &p, double linearPerGpu)
{
    ModuleShares s;
    s.layers = std::max(1, p.layersPerGpu);
    const double perLayer = linearPerGpu / s.layers;
    s.attention = std::min(perLayer, p.params.attentionPerLayer / p.tp);
    s.mlp = perLayer - s.attention;
    // One GPU holds both ends without PP; with PP the first and the last stage hold one each.
    s.edgeLayers = std::min(s.layers, a.layers < 2 ? double(a.layers) : (p.pp == 1 ? 2.0 : 1.0));
    return s;
}

// Micro-batches in flight on the first and last stage at the activation peak, and the bubble
// (Narayanan et al., SC 2021, section 2.2; Korthikanti et al. 2022, section 4.2.3 for interleaving).
void fillPipeline(const Workload &w, Plan &p)
{
    const double m = std::max(1, w.microBatches);
    const double pp = p.pp;
    const double v = std::max(1, w.virtualStages);
    if (p.pp <= 1)
        return; // one stage: each micro-batch's backward follows its forward
    switch (w.pipelineSchedule) {
    case PipelineSchedule::GPipe: // every forward before any backward: all m on every stage
        p.firstStageInFlight = m;
        p.lastStageInFlight = m;
        p.pipelineBubble = (pp - 1) / m;
        break;
    case PipelineSchedule::OneFOneB: // stage i warms up with PP - i forwards
        p.firstStageInFlight = std::min(pp, m);
        p.pipelineBubble = (pp - 1) / m;
        break;
    case PipelineSchedule::Interleaved: // PP x (1 + (PP-1)/(PP v)) micro-batches of the stage's layers
        p.firstStageInFlight = std::min(m, pp + (pp - 1) / v);
        p.pipelineBubble = (pp - 1) / (v * m);
        break;
    }
}

} // namespace

double trainingFlopsPerS(const Plan &p, const std::optional<Precision> &format)
{
    const Assumptions &as = *p.as;
    if (!format)
        return p.peakFlopsPerS * as.computeEfficiency;
    const Gpu &g = *p.gpu->gpu;
    bool fallback = false;
    // A LoRA base whose linears are stated in FP8 runs them in FP8, as Transformer Engine's FP8 autocast
    // does for the frozen linears in NeMo's and Megatron-Bridge's FP8 LoRA recipes; the adapters and a
    // QLoRA base (dequantized from 4 bits) stay BF16 (computeFormat).
    const bool fp8LoraBase = p.workload->mode == WorkloadMode::Lora && *format == Precision::Fp8;
    const Precision f =
        computeFormat(*format, fp8LoraBase ? WorkloadMode::FullFineTune : p.workload->mode, g, fallback);
    return ratedFlopsPerS(f, g, measuredUnder(p), as, nullptr) * p.clockFactor *
           (isLowPrecision(f) ? as.lowPrecisionTrainingEfficiency : as.computeEfficiency);
}

double weightBytesPerParam(Precision p, int groupSize, const Assumptions &as)
{
    switch (p) {
    case Precision::Fp32:
        return 4.0;
    case Precision::Bf16:
    case Precision::Fp16:
        return 2.0;
    case Precision::Fp8:
    case Precision::Int8:
        return 1.0; // per-channel / per-tensor scales: negligible
    case Precision::Int4:
        return (4.0 + as.int4ScaleBitsPerGroup / std::max(1, groupSize)) / 8.0;
    case Precision::Nf4:
        return as.qloraBitsPerParam / 8.0;
    case Precision::Fp4:
        return as.fp4BitsPerParam / 8.0;
    }
    return 2.0;
}

double promptTokensOf(const Workload &w)
{
    const double context = std::max(1, w.contextTokens);
    return w.promptTokens > 0 ? std::min<double>(w.promptTokens, context) : std::max(1.0, context / 2);
}

namespace
{

// The parameters each token's matmuls run through per GPU (active parameters), split like the weights:
// attention, MLP, and first/last layers as their own group only when they have a format of their own.
void fillComputeSplit(Plan &p, const Workload &w, const ModuleShares &share, double layerShare)
{
    const ModelArch &a = p.model->arch;
    const double h = a.hiddenSize;
    p.computeParamsPerGpu = std::max(0.0, p.params.active - p.params.embedding) * layerShare / p.tp;
    p.lmHeadParamsPerGpu = double(a.vocabSize) * h / p.tp;
    const double activeLayers = std::max(1.0, p.params.active - p.params.embedding - h);
    const double attentionShare = std::min(1.0, a.layers * p.params.attentionPerLayer / activeLayers);
    const double edgeShare = w.edgeLayersPrecision ? share.edgeLayers / share.layers : 0.0;
    p.edgeComputeParamsPerGpu = p.computeParamsPerGpu * edgeShare;
    p.attentionComputeParamsPerGpu = p.computeParamsPerGpu * (1.0 - edgeShare) * attentionShare;
    p.mlpComputeParamsPerGpu =
        p.computeParamsPerGpu - p.edgeComputeParamsPerGpu - p.attentionComputeParamsPerGpu;
}

// The rates the plan runs at on this GPU: compute format and peak (slowed by a power cap), achievable
// matmul efficiency, memory bandwidth, and the GPU-to-GPU link of the collectives. Peaks and bandwidth
// are the datasheet's unless the catalog has a measured ceiling for the GPU (and engine).
void fillRates(Plan &p, const Workload &w, const GpuContext &gpu, const Assumptions &as)
{
    const Gpu &g = *gpu.gpu;
    const std::optional<ServingEngine> engine = measuredUnder(p);
    p.computePrecision = computeFormat(p.weightPrecision, w.mode, g, p.computeFallback);
    p.peakFlopsPerS = ratedFlopsPerS(p.computePrecision, g, engine, as, &p.computeRate);
    p.attentionPeakFlopsPerS = g.bf16DenseTflops > 0
                                   ? ratedFlopsPerS(Precision::Bf16, g, engine, as, &p.attentionRate)
                                   : p.peakFlopsPerS;
    // A power cap below TDP lowers the clocks: compute-bound work slows, memory bandwidth does not.
    if (w.powerCapW > 0 && g.tdpW > w.powerCapW)
        p.clockFactor = std::pow(double(w.powerCapW) / g.tdpW, as.powerCapSpeedExponent);
    p.peakFlopsPerS *= p.clockFactor;
    p.attentionPeakFlopsPerS *= p.clockFactor;
    p.matmulEfficiency =
        isLowPrecision(p.computePrecision) ? as.lowPrecisionComputeEfficiency : as.prefillComputeEfficiency;
    // memory_bandwidth_efficiency holds for a GPU at the default ceiling; a measured one scales it.
    p.bandwidthRate =
        findAchievableRate(g.achievableRates, RateQuantity::MemoryBandwidthGBps, Precision::Bf16, engine);
    const double bandwidthGBps = p.bandwidthRate && as.defaultBandwidthCeiling > 0
                                     ? p.bandwidthRate->value / as.defaultBandwidthCeiling
                                     : g.memoryBandwidthGBps;
    p.memoryBytesPerS = bandwidthGBps * units::GB * as.memoryBandwidthEfficiency;

    p.topology = collectiveTopology(gpu.link, g.gpuLink);
    double linkBytesPerS = gpu.p2pGBps * units::GB;
    if (linkBytesPerS <= 0) // no figure from the platform: the card's own PCIe link
        linkBytesPerS = pcieGBpsPerDirection(g.pcieGen, g.pcieLanes) * units::GB *
                        (gpu.link == Interconnect::PcieHost ? as.pcieHostHopPenalty : 1.0);
    p.linkBytesPerS = linkBytesPerS * linkEfficiency(p.topology, as);
    p.nvls = p.topology == CollectiveTopology::NvSwitch && gpu.p2pGBps >= kNvlink4GBps;
}

// Training: the parameters that get gradients and optimizer state (LoRA: the adapters only).
void fillTrainable(Plan &p, const Workload &w, double layerShare)
{
    const bool lora = w.mode == WorkloadMode::Lora || w.mode == WorkloadMode::Qlora;
    p.trainableParams =
        lora ? loraTrainableParameters(p.model->arch, w.loraRank, w.loraTargets) : p.params.total;
    p.trainableParamsPerGpu = lora ? p.trainableParams * layerShare / p.tp : p.paramsPerGpu;
}

// Parameters per GPU by kind: transformer linears, embeddings (and lm_head), norms.
struct ParamsPerGpu {
    double linear = 0;
    double embedding = 0;
    double norms = 0;
};

// Bytes per parameter of the MLP linears and the embeddings, which later terms reuse.
struct FormatBytes {
    double embedding = 0;
    double mlp = 0;
};

// The weight bytes per GPU, and the part of them stored as int4 groups.
FormatBytes fillWeightBytes(Plan &p, const Workload &w, const ModuleShares &share, const ParamsPerGpu &perGpu,
                            const Assumptions &as)
{
    // Per-module formats (e.g. Meta's Llama 3.1 405B FP8: FP8 MLPs, BF16 attention and first/last
    // layers). Unset groups keep the workload's format, so the default reproduces one format for all.
    const auto bytesOf = [&](const std::optional<Precision> &f, double fallback) {
        return f ? weightBytesPerParam(*f, w.groupSize, as) : fallback;
    };
    const double attentionBytes = bytesOf(w.attentionPrecision, p.linearBytesPerParam);
    const double mlpBytes = bytesOf(w.mlpPrecision, p.linearBytesPerParam);
    const double embeddingBytes = bytesOf(w.embeddingPrecision, p.otherBytesPerParam);
    const bool mixed = w.attentionPrecision || w.mlpPrecision || w.edgeLayersPrecision;
    const double linearBytes =
        !mixed
            ? perGpu.linear * p.linearBytesPerParam
            : (share.layers - share.edgeLayers) * (share.attention * attentionBytes + share.mlp * mlpBytes) +
                  share.edgeLayers * (share.attention * bytesOf(w.edgeLayersPrecision, attentionBytes) +
                                      share.mlp * bytesOf(w.edgeLayersPrecision, mlpBytes));
    p.weightBytesPerGpu =
        linearBytes + perGpu.embedding * embeddingBytes + perGpu.norms * p.otherBytesPerParam;
    // Of those, the linears stored as int4 groups: decode dequantises them as it streams them.
    const Precision attentionFormat = w.attentionPrecision.value_or(p.weightPrecision);
    const Precision mlpFormat = w.mlpPrecision.value_or(p.weightPrecision);
    const auto int4 = [](Precision f, double bytes) { return f == Precision::Int4 ? bytes : 0.0; };
    p.int4LinearBytesPerGpu =
        !mixed
            ? int4(p.weightPrecision, linearBytes)
            : (share.layers - share.edgeLayers) * (int4(attentionFormat, share.attention * attentionBytes) +
                                                   int4(mlpFormat, share.mlp * mlpBytes)) +
                  share.edgeLayers * (int4(w.edgeLayersPrecision.value_or(attentionFormat),
                                           share.attention * bytesOf(w.edgeLayersPrecision, attentionBytes)) +
                                      int4(w.edgeLayersPrecision.value_or(mlpFormat),
                                           share.mlp * bytesOf(w.edgeLayersPrecision, mlpBytes)));
    p.mlpInt4 = mlpFormat == Precision::Int4;
    return {embeddingBytes, mlpBytes};
}

} // namespace

Plan makePlan(const Model &model, const Workload &w, const GpuContext &gpu, const Assumptions &as)
{
    Plan p;
    p.model = &model;
    p.workload = &w;
    p.gpu = &gpu;
    p.as = &as;
    p.training = w.mode != WorkloadMode::Inference;
    p.error = checkLayout(model, w, gpu, p);
    if (p.error == PlanError::NoGpu || p.error == PlanError::NoModel)
        return p;

    const ModelArch &a = model.arch;
    p.params = countParameters(a);
    p.layersPerGpu = (a.layers + p.pp - 1) / p.pp;

    // Split the parameters: transformer linears (quantized), embeddings/lm_head and norms (BF16 when
    // quantized: vLLM, AWQ/GPTQ and bitsandbytes all leave them unquantized).
    const double h = a.hiddenSize;
    const double vocabH = double(a.vocabSize) * h;
    const double norms = a.layers * 2.0 * h + h;
    const double layerParams = p.params.total - p.params.embedding - h;
    const double linear = std::max(0.0, p.params.total - p.params.embedding - norms);
    // PP: the busiest stage holds ceil(L/PP) of the largest layers and one vocabulary matrix.
    const double layerShare = p.pp == 1 || layerParams <= 0
                                  ? 1.0
                                  : std::min(1.0, p.layersPerGpu * p.params.perLayerMax / layerParams);
    const double embeddingPerGpu = (p.pp == 1 ? p.params.embedding : vocabH) / p.tp;

    p.weightPrecision = storedPrecision(w);
    p.linearBytesPerParam = weightBytesPerParam(p.weightPrecision, w.groupSize, as);
    p.otherBytesPerParam = std::max(2.0, p.linearBytesPerParam);
    // MoE: the routed experts split over EP GPUs (whole experts, not split by TP) or, without EP, by TP.
    double routed = 0;
    if (a.isMoe()) {
        const double expertFfn = a.expertFfnSize > 0 ? a.expertFfnSize : a.ffnSize;
        const int moeLayers = a.layers - std::min(a.firstDenseLayers, a.layers);
        routed = std::min(linear, moeLayers * double(a.experts) * (a.gatedMlp ? 3.0 : 2.0) * h * expertFfn);
        p.moeLayersPerGpu = int(std::ceil(moeLayers * layerShare));
    }
    p.routedExpertParamsPerGpu = routed * layerShare / (p.ep > 1 ? p.ep : p.tp);
    const double linearPerGpu = (linear - routed) * layerShare / p.tp + p.routedExpertParamsPerGpu;
    const double normsPerGpu = norms * layerShare; // replicated on every TP rank
    p.paramsPerGpu = linearPerGpu + embeddingPerGpu + normsPerGpu;

    const ModuleShares share = moduleShares(a, p, linearPerGpu);
    const FormatBytes bytes = fillWeightBytes(p, w, share, {linearPerGpu, embeddingPerGpu, normsPerGpu}, as);
    p.largestLayerParams = p.params.perLayerMax;
    if (!a.tiedEmbeddings && p.pp == 1)
        p.lookupOnlyBytesPerGpu = vocabH / p.tp * bytes.embedding;

    p.routedExpertBytesPerGpu = p.routedExpertParamsPerGpu * bytes.mlp;
    fillComputeSplit(p, w, share, layerShare);
    fillPipeline(w, p);

    // Attention matmuls per query token per cached token: QK^T over the key width, AV over the value width.
    const double qkWidth = a.isMla() ? double(a.qkNopeHeadDim) + a.qkRopeHeadDim : a.effectiveHeadDim();
    const double vWidth = a.isMla() ? a.vHeadDim : a.effectiveHeadDim();
    p.attentionFlopsPerKvToken = 2.0 * (qkWidth + vWidth) * a.attentionHeads / p.tp * p.layersPerGpu;

    fillKv(p);

    if (p.training)
        fillTrainable(p, w, layerShare);

    fillRates(p, w, gpu, as);
    return p;
}

double allreduceSeconds(const Plan &plan, double messageBytes, int ranks)
{
    return collectiveSeconds(Collective::AllReduce, messageBytes, ranks, plan.topology, plan.linkBytesPerS,
                             *plan.as);
}

double allgatherSeconds(const Plan &plan, double messageBytes, int ranks)
{
    return collectiveSeconds(Collective::AllGather, messageBytes, ranks, plan.topology, plan.linkBytesPerS,
                             *plan.as);
}

double allToAllSeconds(const Plan &plan, double bytesPerGpu)
{
    // Each GPU sends (EP-1)/EP of its buffer, one share to every other GPU of the group: the volume per
    // link and the hop count of an all-gather of the same buffer.
    return allgatherSeconds(plan, bytesPerGpu, plan.ep);
}

double expertAllToAllSecondsPerPass(const Plan &plan, double tokens)
{
    if (plan.ep <= 1 || plan.moeLayersPerGpu <= 0)
        return 0;
    const ModelArch &a = plan.model->arch;
    const double bytes = tokens * a.activeExperts * a.hiddenSize * 2.0; // BF16 hidden state per expert
    return 2.0 * plan.moeLayersPerGpu * allToAllSeconds(plan, bytes);   // dispatch + combine
}

double sendSeconds(const Plan &plan, double bytes)
{
    if (plan.linkBytesPerS <= 0)
        return 0;
    // A pair's all-gather is one hop each way: its latency is one hop's, its bus bandwidth one link's.
    return collectiveLatencyS(Collective::AllGather, plan.topology, 2, *plan.as) +
           bytes / collectiveBusBytesPerS(plan.topology, plan.linkBytesPerS, 2);
}

double matmulEfficiencyAt(const Plan &plan, double tokens)
{
    tokens = std::max(1.0, tokens);
    return plan.matmulEfficiency * tokens / (tokens + std::max(0.0, plan.as->gemmHalfEfficiencyTokens));
}

double stepOverheadSeconds(const Plan &plan)
{
    return plan.layersPerGpu * plan.as->layerStepOverheadUs * 1e-6;
}

double engineBatchedTokens(const Plan &plan)
{
    const Assumptions &as = *plan.as;
    if (plan.workload->engine == ServingEngine::TensorRtLlm)
        return as.trtllmMaxNumTokens;
    if (plan.workload->engine != ServingEngine::VllmV0)
        return as.prefillChunkTokens;
    const double context = std::max(1, plan.workload->contextTokens); // max_model_len
    return context > as.vllmV0LongContextTokens ? as.vllmV0MinBatchedTokens
                                                : std::max(context, as.vllmV0MinBatchedTokens);
}

} // namespace np::detail
