// SPDX-License-Identifier: MIT
// Model fit and speed for one workload: assembles the result from the plan (workload_plan.cpp),
// memory (workload_memory.cpp) and speed (workload_speed.cpp).
// The chart sweeps call the same functions with one input changed. Its notes and errors are typed
// messages (workload_messages.cpp).
#include "core/workload/workload_internal.h"
#include "core/workload/workload_messages.h"

#include "core/enums_text.h"
#include "core/units.h"

#include <algorithm>
#include <cctype>
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
    if (p.ep > 1)
        s += " EP" + std::to_string(p.ep);
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
        r.error = detail::planErrorMessage(p);
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
        r.logitsGiB = units::bytesToGiB(detail::logitsBytesPerToken(p) * batch * context);
    } else {
        const detail::DecodeStep d = detail::decodeStep(p, batch, context, detail::promptTokensOf(w));
        r.decodeTokensPerS = d.point.tokensPerSPerSequence;
        r.decodeTokensPerSAggregate = d.point.tokensPerSAggregate;
        r.decodeBandwidthBound = d.point.bandwidthBound;
        r.allreduceMsPerStep = d.allreduceSPerToken * 1e3;
        r.prefillTokensPerS = detail::prefillTokensPerS(p, detail::promptTokensOf(w));
    }

    r.sharding = detail::shardingMessages(p, w, m);
    detail::addCapacityMessages(r.sharding, p, m, memoryContext, modelMax, gpu.hostRamGiB, as);
    if (modelMax > 0 && w.contextTokens > modelMax) {
        r.error = detail::contextOverModelMessage(w.contextTokens, modelMax);
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
