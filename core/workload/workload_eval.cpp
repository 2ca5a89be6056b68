// SPDX-License-Identifier: MIT
// Model fit and speed for one workload: assembles the result from the plan (workload_plan.cpp),
// memory (workload_memory.cpp) and speed (workload_speed.cpp), and says in words how memory is split.
// The chart sweeps call the same functions with one input changed.
#include "core/workload/workload_internal.h"

#include "core/enums_text.h"
#include "core/units.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>

namespace np
{

namespace
{

using detail::Plan;
using detail::PlanError;

std::string upper(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::string_view modeText(WorkloadMode m)
{
    switch (m) {
    case WorkloadMode::Inference:
        return "inference";
    case WorkloadMode::FullFineTune:
        return "full fine-tune";
    case WorkloadMode::Lora:
        return "LoRA";
    case WorkloadMode::Qlora:
        return "QLoRA";
    }
    return "inference";
}

std::string num(double v)
{
    return std::to_string(static_cast<long long>(std::llround(v)));
}

std::string modelName(const Model &m)
{
    return m.info.name.empty() ? m.info.sku : m.info.name;
}

std::string defaultLabelOf(const Model &model, const Workload &w, const Plan &p)
{
    std::string s = modelName(model);
    s += " · ";
    s += modeText(w.mode);
    s += " · ";
    s += upper(toText(p.weightPrecision));
    s += " · TP" + std::to_string(p.tp);
    if (p.pp > 1)
        s += " PP" + std::to_string(p.pp);
    if (p.dp > 1)
        s += " DP" + std::to_string(p.dp);
    return s;
}

std::string errorText(const Plan &p)
{
    const ModelArch &a = p.model->arch;
    const int gpus = p.gpu->gpuCount;
    switch (p.error) {
    case PlanError::None:
        return {};
    case PlanError::NoGpu:
        return "no GPU to run on";
    case PlanError::NoModel:
        return "the model's architecture is missing (layers, hidden size, heads)";
    case PlanError::TpOverGpus:
        return "TP" + std::to_string(p.tp) + " x PP" + std::to_string(p.pp) + " needs " +
               std::to_string(p.tp * p.pp) + " GPUs; the box has " + std::to_string(gpus);
    case PlanError::TpHeads:
        return "TP" + std::to_string(p.tp) + " does not divide the " + std::to_string(a.attentionHeads) +
               " attention heads";
    case PlanError::TpKvHeads:
        return "TP" + std::to_string(p.tp) + " and the " + std::to_string(a.kvHeads) +
               " KV heads do not divide one another";
    case PlanError::PpLayers:
        return "PP" + std::to_string(p.pp) + " exceeds the " + std::to_string(a.layers) + " layers";
    case PlanError::DpOverGpus:
        return "TP" + std::to_string(p.tp) + " x PP" + std::to_string(p.pp) + " x DP" + std::to_string(p.dp) +
               " needs more than the " + std::to_string(gpus) + " GPUs";
    case PlanError::OffloadNeedsZero3:
        return "full (parameter) offload needs ZeRO stage 3";
    case PlanError::VirtualStages:
        return "interleaving " + std::to_string(std::max(1, p.workload->virtualStages)) +
               " virtual stages needs as many layers per pipeline stage; PP" + std::to_string(p.pp) +
               " leaves " + std::to_string(p.layersPerGpu);
    }
    return {};
}

std::string shardingNote(const Plan &p, const Workload &w, const detail::MemoryState &m)
{
    const ModelArch &a = p.model->arch;
    std::string s;
    if (p.tp > 1) {
        s += "TP" + std::to_string(p.tp) + ": weights";
        if (a.isMla()) {
            s += " split " + std::to_string(p.tp) + " ways; MLA latent KV replicated on every GPU";
        } else {
            const int kv = a.kvHeads > 0 ? a.kvHeads : a.attentionHeads;
            const int perGpu = std::max(1, kv / p.tp);
            s += " and KV heads split " + std::to_string(p.tp) + " ways; " + std::to_string(kv) +
                 " KV heads → " + std::to_string(perGpu) + " per GPU";
            if (p.tp > kv)
                s += " (each replicated " + std::to_string(p.tp / kv) + "x)";
        }
    } else if (!(p.training && w.zeroStage >= 3)) {
        s += "TP1: whole model on each GPU";
    } else {
        s += "TP1";
    }
    if (p.pp > 1)
        s += "; PP" + std::to_string(p.pp) + ": " + std::to_string(p.layersPerGpu) + " of " +
             std::to_string(a.layers) + " layers per GPU";
    if (p.training) {
        const int z = std::clamp(w.zeroStage, 0, 3);
        if (p.dp > 1) {
            if (z == 0)
                s += "; DP" + std::to_string(p.dp) + " (DDP): every GPU holds a full replica of " +
                     (w.mode == WorkloadMode::FullFineTune
                          ? "weights, gradients and optimizer states"
                          : "the base model and the adapters' training state");
            else
                s += std::string("; ZeRO-") + std::to_string(z) + " over DP" + std::to_string(p.dp) + ": " +
                     (z == 1   ? "optimizer states"
                      : z == 2 ? "optimizer states and gradients"
                               : "weights, gradients and optimizer states") +
                     " split " + std::to_string(p.dp) + " ways";
        }
        if (w.offload == Offload::Optimizer)
            s += "; optimizer states and gradients offloaded to host RAM (" + num(m.hostRamRequiredGiB) +
                 " GiB)";
        else if (w.offload == Offload::Full)
            s += "; parameters, gradients and optimizer states offloaded to host RAM (" +
                 num(m.hostRamRequiredGiB) + " GiB)";
    } else if (p.dp > 1) {
        s += "; DP" + std::to_string(p.dp) + ": " + std::to_string(p.dp) +
             " independent replicas, memory not pooled";
    }
    if (p.training && p.pp > 1)
        s += "; " + std::string(toText(w.pipelineSchedule)) + " over " +
             std::to_string(std::max(1, w.microBatches)) + " micro-batches: the first stage holds " +
             num(p.firstStageInFlight) + " in flight, bubble " + num(p.pipelineBubble * 100) + " %";
    if (p.clockFactor < 1)
        s += "; power cap " + std::to_string(w.powerCapW) + " W: compute-bound work at " +
             num(p.clockFactor * 100) + " % speed";
    if (p.linearBytesPerParam < 2)
        s += "; embeddings, lm_head and norms kept in BF16";
    if (p.computeFallback)
        s += "; " + p.gpu->gpu->info.name + " has no " + upper(toText(p.weightPrecision)) +
             " tensor cores: computed in " + upper(toText(p.computePrecision)) + ", weights stay " +
             upper(toText(p.weightPrecision));
    return s;
}

} // namespace

WorkloadResult evaluateWorkload(const Model &model, const Workload &w, const GpuContext &gpu,
                                const Assumptions &as)
{
    WorkloadResult r;
    r.model = modelName(model);
    r.mode = w.mode;
    r.precision = w.precision;
    r.gpuVendor = gpu.gpu ? gpu.gpu->info.vendor : std::string();
    r.engine = w.engine;
    const Plan p = detail::makePlan(model, w, gpu, as);
    r.defaultLabel = defaultLabelOf(model, w, p);
    r.label = w.label.empty() ? r.defaultLabel : w.label;
    r.precision = p.weightPrecision;
    r.tensorParallel = p.tp;
    r.pipelineParallel = p.pp;
    r.dataParallel = p.dp;
    r.parametersTotal = p.params.total;
    r.parametersActive = p.params.active;
    if (p.error != PlanError::None) {
        r.error = errorText(p);
        r.fits = false;
        return r;
    }
    r.gpusUsed = p.tp * p.pp * p.dp;
    r.trainableParameters = p.trainableParams;
    r.kvBytesPerToken = p.kvFullBytesPerToken + p.kvWindowBytesPerToken;
    r.kvBytesPerTokenModel = p.kvBytesPerTokenModel;

    const double context = std::max(1, w.contextTokens);
    const int batch = std::max(1, w.batch);
    const detail::MemoryState m = detail::workloadMemory(p, batch, context);
    r.perGpu = m.perGpu;
    r.perGpuRequiredGiB = m.perGpu.totalGiB();
    r.perGpuAvailableGiB = m.availableGiB;
    r.marginGiB = r.perGpuAvailableGiB - r.perGpuRequiredGiB;
    r.hostRamRequiredGiB = m.hostRamRequiredGiB;
    r.maxConcurrentSequences = detail::maxSequencesAt(p, m, context);
    const long long memoryContext = detail::maxContextAt(p, m, batch);
    const int modelMax = model.arch.maxContextTokens;
    r.maxContextTokens = modelMax > 0 ? std::min<long long>(memoryContext, modelMax) : memoryContext;
    r.fits = r.marginGiB >= 0 && (m.hostRamRequiredGiB <= 0 || m.hostRamRequiredGiB <= gpu.hostRamGiB);

    r.powerCapSpeedFactor = p.clockFactor;
    if (p.training) {
        const detail::TrainStep t = detail::trainStep(p, batch, context);
        r.trainTokensPerS = t.tokensPerS;
        r.allreduceMsPerStep = t.dataParallelSyncS * 1e3;
        r.pipelineBubblePct = p.pipelineBubble * 100.0;
        r.microBatchesInFlight = std::max(p.firstStageInFlight, p.lastStageInFlight);
    } else {
        const detail::DecodeStep d = detail::decodeStep(p, batch, context, detail::promptTokensOf(w));
        r.decodeTokensPerS = d.point.tokensPerSPerSequence;
        r.decodeTokensPerSAggregate = d.point.tokensPerSAggregate;
        r.decodeBandwidthBound = d.point.bandwidthBound;
        r.allreduceMsPerStep = d.allreduceSPerToken * 1e3;
        r.prefillTokensPerS = detail::prefillTokensPerS(p, detail::promptTokensOf(w));
    }

    r.shardingNote = shardingNote(p, w, m);
    if (m.variableBudgetBytes < 0)
        r.shardingNote += std::string("; ") +
                          (p.training ? "weights, gradients, optimizer states and overhead"
                                      : "weights, activations and runtime") +
                          " alone take " + num(units::bytesToGiB(m.fixedBytes)) + " of the " +
                          num(m.availableGiB) + " GiB per GPU";
    if (modelMax > 0 && memoryContext > modelMax)
        r.shardingNote += "; memory would allow " + num(double(memoryContext)) +
                          " tokens, the model's limit is " + num(modelMax);
    if (m.hostRamRequiredGiB > gpu.hostRamGiB)
        r.shardingNote += "; host RAM " + num(gpu.hostRamGiB) + " GiB is short of the " +
                          num(m.hostRamRequiredGiB) +
                          " GiB offload needs (DeepSpeed's rule: the offloaded states, " +
                          num(m.hostRamRequiredGiB / as.offloadHostBufferFactor) + " GiB, x" +
                          std::to_string(as.offloadHostBufferFactor).substr(0, 3) + ")";
    if (modelMax > 0 && w.contextTokens > modelMax) {
        r.error = "context " + std::to_string(w.contextTokens) + " tokens exceeds the model's maximum of " +
                  std::to_string(modelMax);
        r.fits = false;
    }
    return r;
}

int concurrentSequencesAt(const Model &model, const Workload &w, const GpuContext &gpu, const Assumptions &as,
                          int contextTokens)
{
    const Plan p = detail::makePlan(model, w, gpu, as);
    if (p.error != PlanError::None)
        return 0;
    const detail::MemoryState m = detail::workloadMemory(p, std::max(1, w.batch), contextTokens);
    return detail::maxSequencesAt(p, m, std::max(1, contextTokens));
}

DecodePoint decodeAtBatch(const Model &model, const Workload &w, const GpuContext &gpu, const Assumptions &as,
                          int batch)
{
    const Plan p = detail::makePlan(model, w, gpu, as);
    if (p.error != PlanError::None || p.training)
        return {};
    const double context = std::max(1, w.contextTokens);
    return detail::decodeStep(p, batch, context, detail::promptTokensOf(w)).point;
}

Status workloadFitStatus(const WorkloadResult &result, int gpusInBox)
{
    if (!result.error.empty())
        return Status::Warning;
    if (std::max(1, result.tensorParallel) * std::max(1, result.pipelineParallel) > gpusInBox)
        return Status::Blocking;
    return result.fits ? Status::Ok : Status::Warning;
}

double prefillAtBatch(const Model &model, const Workload &w, const GpuContext &gpu, const Assumptions &as,
                      int sequences)
{
    const Plan p = detail::makePlan(model, w, gpu, as);
    if (p.error != PlanError::None || p.training)
        return 0;
    return detail::prefillTokensPerS(p, detail::promptTokensOf(w), sequences);
}

} // namespace np
