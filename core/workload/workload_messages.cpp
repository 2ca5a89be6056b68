// SPDX-License-Identifier: MIT
// A workload's notes and errors as typed messages: the figures, not the sentence.
#include "core/workload/workload_messages.h"

#include "core/enums_text.h"
#include "core/units.h"

#include <algorithm>
#include <cmath>

namespace np::detail
{

namespace
{

FindingArg countArg(const char *key, double value)
{
    return FindingArg{key, FindingUnit::Count, value, 0, {}};
}

FindingArg quantityArg(const char *key, double value, FindingUnit unit, int decimals = 0)
{
    return FindingArg{key, unit, value, decimals, {}};
}

FindingArg textArg(const char *key, std::string value)
{
    return FindingArg{key, FindingUnit::Text, 0, 0, std::move(value)};
}

Message message(const char *rule, std::vector<FindingArg> args = {})
{
    return Message{rule, std::move(args)};
}

void addTensorParallel(Messages &out, const Plan &p, const Workload &w)
{
    const ModelArch &a = p.model->arch;
    if (p.tp > 1 && a.isMla()) {
        out.push_back(message("sharding.tp_mla", {countArg("tp", p.tp)}));
    } else if (p.tp > 1) {
        const int kv = a.kvHeads > 0 ? a.kvHeads : a.attentionHeads;
        std::vector<FindingArg> args{countArg("tp", p.tp), countArg("kv_heads", kv),
                                     countArg("kv_heads_per_gpu", std::max(1, kv / p.tp))};
        // More GPUs than KV heads: each head is held by tp / kv GPUs.
        if (p.tp > kv)
            args.push_back(countArg("replicas_per_head", p.tp / kv));
        out.push_back(message("sharding.tp_kv_heads", std::move(args)));
    } else if (!(p.training && w.zeroStage >= 3)) {
        out.push_back(message("sharding.tp1_whole_model"));
    } else {
        out.push_back(message("sharding.tp1"));
    }
}

void addDataParallel(Messages &out, const Plan &p, const Workload &w, const MemoryState &m)
{
    if (!p.training) {
        if (p.dp > 1)
            out.push_back(message("sharding.dp_replicas", {countArg("dp", p.dp)}));
        return;
    }
    const int zero = std::clamp(w.zeroStage, 0, 3);
    if (p.dp > 1 && zero == 0)
        out.push_back(message(w.mode == WorkloadMode::FullFineTune ? "sharding.ddp_full_state"
                                                                   : "sharding.ddp_adapter_state",
                              {countArg("dp", p.dp)}));
    else if (p.dp > 1)
        out.push_back(message("sharding.zero", {countArg("zero_stage", zero), countArg("dp", p.dp)}));
    const FindingArg host = quantityArg("host_ram_gib", std::round(m.hostRamRequiredGiB), FindingUnit::GiB);
    if (w.offload == Offload::Optimizer)
        out.push_back(message("sharding.offload_optimizer", {host}));
    else if (w.offload == Offload::Full)
        out.push_back(message("sharding.offload_full", {host}));
}

Message measuredMatmulMessage(const Plan &p, Precision precision, const AchievableRate &rate)
{
    return message("sharding.measured_matmul_rate",
                   {textArg("gpu", p.gpu->gpu->info.name),
                    textArg("precision", std::string(toText(precision))),
                    quantityArg("tflops", rate.value, FindingUnit::Tflops, 1), textArg("source", rate.source),
                    textArg("date", rate.date)});
}

// Which rates the speed figures ran at: a measured ceiling from the catalog with its source and date,
// or the datasheet figure at the default ceiling the efficiencies were fitted at (no measurement).
// Attention runs at 16 bit, so an FP8 workload on a GPU measured at BF16 only names both.
void addRateMessages(Messages &out, const Plan &p)
{
    const Assumptions &as = *p.as;
    const std::string gpu = p.gpu->gpu->info.name;
    const std::string precision(toText(p.computePrecision));
    const bool lowPrecision = p.computePrecision == Precision::Fp8 || p.computePrecision == Precision::Fp4 ||
                              p.computePrecision == Precision::Int8;
    const double matmulCeiling =
        lowPrecision ? as.defaultMatmulCeilingLowPrecision : as.defaultMatmulCeiling16Bit;
    const FindingArg bandwidthCeiling =
        quantityArg("bandwidth_ceiling_pct", as.defaultBandwidthCeiling * 100, FindingUnit::Percent, 1);
    if (!p.computeRate && !p.attentionRate && !p.bandwidthRate) {
        out.push_back(
            message("sharding.default_rates",
                    {textArg("gpu", gpu), textArg("precision", precision),
                     quantityArg("matmul_ceiling_pct", matmulCeiling * 100, FindingUnit::Percent, 1),
                     bandwidthCeiling}));
        return;
    }
    if (p.computeRate) {
        out.push_back(measuredMatmulMessage(p, p.computePrecision, *p.computeRate));
    } else {
        out.push_back(
            message("sharding.default_matmul_rate",
                    {textArg("gpu", gpu), textArg("precision", precision),
                     quantityArg("matmul_ceiling_pct", matmulCeiling * 100, FindingUnit::Percent, 1)}));
        if (p.attentionRate)
            out.push_back(measuredMatmulMessage(p, Precision::Bf16, *p.attentionRate));
    }
    if (p.bandwidthRate)
        out.push_back(message(
            "sharding.measured_bandwidth",
            {textArg("gpu", gpu), quantityArg("bandwidth_gbps", p.bandwidthRate->value, FindingUnit::GBps),
             textArg("source", p.bandwidthRate->source), textArg("date", p.bandwidthRate->date)}));
    else
        out.push_back(message("sharding.default_bandwidth", {textArg("gpu", gpu), bandwidthCeiling}));
}

} // namespace

Message planErrorMessage(const Plan &p)
{
    const ModelArch &a = p.model->arch;
    const int gpus = p.gpu->gpuCount;
    switch (p.error) {
    case PlanError::None:
        return {};
    case PlanError::NoGpu:
        return message("workload_error.no_gpu");
    case PlanError::NoModel:
        return message("workload_error.no_architecture");
    case PlanError::TpOverGpus:
        return message("workload_error.tp_over_gpus",
                       {countArg("tp", p.tp), countArg("pp", p.pp), countArg("gpus_needed", p.tp * p.pp),
                        countArg("gpus", gpus)});
    case PlanError::TpHeads:
        return message("workload_error.tp_heads",
                       {countArg("tp", p.tp), countArg("heads", a.attentionHeads)});
    case PlanError::TpKvHeads:
        return message("workload_error.tp_kv_heads", {countArg("tp", p.tp), countArg("kv_heads", a.kvHeads)});
    case PlanError::PpLayers:
        return message("workload_error.pp_layers", {countArg("pp", p.pp), countArg("layers", a.layers)});
    case PlanError::DpOverGpus:
        return message("workload_error.dp_over_gpus", {countArg("tp", p.tp), countArg("pp", p.pp),
                                                       countArg("dp", p.dp), countArg("gpus", gpus)});
    case PlanError::OffloadNeedsZero3:
        return message("workload_error.offload_needs_zero3");
    case PlanError::VirtualStages:
        return message("workload_error.virtual_stages",
                       {countArg("virtual_stages", std::max(1, p.workload->virtualStages)),
                        countArg("pp", p.pp), countArg("layers_per_stage", p.layersPerGpu)});
    case PlanError::EpGroup:
        return message("workload_error.ep_group",
                       {countArg("ep", p.ep), countArg("tp", p.tp), countArg("dp", p.dp)});
    }
    return {};
}

Messages shardingMessages(const Plan &p, const Workload &w, const MemoryState &m)
{
    Messages out;
    addTensorParallel(out, p, w);
    if (p.pp > 1)
        out.push_back(
            message("sharding.pp", {countArg("pp", p.pp), countArg("layers_per_stage", p.layersPerGpu),
                                    countArg("layers", p.model->arch.layers)}));
    addDataParallel(out, p, w, m);
    if (p.ep > 1)
        out.push_back(message("sharding.ep", {countArg("ep", p.ep),
                                              countArg("experts_per_gpu", p.model->arch.experts / p.ep),
                                              countArg("experts", p.model->arch.experts)}));
    if (p.training && p.pp > 1)
        out.push_back(message("sharding.pipeline_schedule",
                              {textArg("schedule", std::string(toText(w.pipelineSchedule))),
                               countArg("micro_batches", std::max(1, w.microBatches)),
                               countArg("in_flight", std::round(p.firstStageInFlight)),
                               quantityArg("bubble_pct", p.pipelineBubble * 100, FindingUnit::Percent)}));
    if (p.training)
        out.push_back(message("sharding.training_loss",
                              {textArg("loss", std::string(toText(w.loss))),
                               quantityArg("logits_gib",
                                           units::bytesToGiB(logitsBytesPerToken(p) * std::max(1, w.batch) *
                                                             std::max(1, w.contextTokens)),
                                           FindingUnit::GiB, 1)}));
    if (p.clockFactor < 1)
        out.push_back(message("sharding.power_cap",
                              {quantityArg("power_cap_w", w.powerCapW, FindingUnit::Watt),
                               quantityArg("speed_pct", p.clockFactor * 100, FindingUnit::Percent)}));
    if (p.linearBytesPerParam < 2)
        out.push_back(message("sharding.bf16_embeddings"));
    if (p.computeFallback)
        out.push_back(message("sharding.compute_fallback",
                              {textArg("gpu", p.gpu->gpu->info.name),
                               textArg("precision", std::string(toText(p.weightPrecision))),
                               textArg("compute_precision", std::string(toText(p.computePrecision)))}));
    addRateMessages(out, p);
    return out;
}

void addCapacityMessages(Messages &out, const Plan &p, const MemoryState &m, long long memoryContext,
                         int modelMaxContext, double hostRamGiB, const Assumptions &as)
{
    if (m.variableBudgetBytes < 0)
        out.push_back(
            message(p.training ? "sharding.training_state_over_memory" : "sharding.weights_over_memory",
                    {quantityArg("fixed_gib", units::bytesToGiB(m.fixedBytes), FindingUnit::GiB),
                     quantityArg("available_gib", m.availableGiB, FindingUnit::GiB)}));
    if (modelMaxContext > 0 && memoryContext > modelMaxContext)
        out.push_back(message("sharding.model_limits_context",
                              {quantityArg("memory_context", double(memoryContext), FindingUnit::Tokens),
                               quantityArg("model_max_context", modelMaxContext, FindingUnit::Tokens)}));
    if (m.hostRamRequiredGiB > hostRamGiB)
        // DeepSpeed's rule: the offloaded states times its host buffer factor.
        out.push_back(
            message("sharding.host_ram_short_for_offload",
                    {quantityArg("host_ram_gib", hostRamGiB, FindingUnit::GiB),
                     quantityArg("host_ram_required_gib", m.hostRamRequiredGiB, FindingUnit::GiB),
                     quantityArg("offloaded_gib", m.hostRamRequiredGiB / as.offloadHostBufferFactor,
                                 FindingUnit::GiB),
                     quantityArg("buffer_factor", as.offloadHostBufferFactor, FindingUnit::Factor, 1)}));
}

Message contextOverModelMessage(int contextTokens, int modelMaxContext)
{
    return message("workload_error.context_over_model_max",
                   {quantityArg("context", contextTokens, FindingUnit::Tokens),
                    quantityArg("model_max_context", modelMaxContext, FindingUnit::Tokens)});
}

} // namespace np::detail
