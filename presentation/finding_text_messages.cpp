// SPDX-License-Identifier: MIT
// Sentences of the messages core says beside a workload's figures (core/workload/workload_messages.cpp):
// how memory is split, and why a workload could not be evaluated. Each is a clause; the caller
// joins them with "; " and ends the sentence.
#include "core/enums_text.h"
#include "presentation/display_names.h"
#include "presentation/finding_text_parts.h"

namespace np::findingtext
{

namespace
{

QString precisionName(const Args &a, std::string_view key)
{
    const std::optional<Precision> p = parsePrecision(a.id(key));
    return p ? displayName(*p) : a.text(key);
}

QString scheduleName(const Args &a)
{
    const std::optional<PipelineSchedule> s = parsePipelineSchedule(a.id("schedule"));
    return s ? displayName(*s) : a.text("schedule");
}

// ---- how memory is split ----

QString tpMla(const Args &a)
{
    return Tr::tr("TP%1: weights split %1 ways; MLA latent KV replicated on every GPU").arg(a["tp"]);
}

QString tpKvHeads(const Args &a)
{
    QString s = Tr::tr("TP%1: weights and KV heads split %1 ways; %n KV head(s) → %2 per GPU", nullptr,
                       a.count("kv_heads"))
                    .arg(a["tp"], a["kv_heads_per_gpu"]);
    if (a.has("replicas_per_head"))
        s += QLatin1Char(' ') + Tr::tr("(each replicated %1×)").arg(a["replicas_per_head"]);
    return s;
}

QString tp1WholeModel(const Args &)
{
    return Tr::tr("TP1: whole model on each GPU");
}

QString tp1(const Args &)
{
    return QStringLiteral("TP1");
}

QString pipelineParallel(const Args &a)
{
    return Tr::tr("PP%1: %2 of %3 layers per GPU").arg(a["pp"], a["layers_per_stage"], a["layers"]);
}

QString ddpFullState(const Args &a)
{
    return Tr::tr("DP%1 (DDP): every GPU holds a full replica of weights, gradients and optimizer states")
        .arg(a["dp"]);
}

QString ddpAdapterState(const Args &a)
{
    return Tr::
        tr("DP%1 (DDP): every GPU holds a full replica of the base model and the adapters' training state")
            .arg(a["dp"]);
}

QString zero(const Args &a)
{
    const int stage = a.count("zero_stage");
    const QString what = stage == 1   ? Tr::tr("optimizer states")
                         : stage == 2 ? Tr::tr("optimizer states and gradients")
                                      : Tr::tr("weights, gradients and optimizer states");
    return Tr::tr("ZeRO-%1 over DP%2: %3 split %2 ways").arg(a["zero_stage"], a["dp"], what);
}

QString offloadOptimizer(const Args &a)
{
    return Tr::tr("optimizer states and gradients offloaded to host RAM (%1)").arg(a["host_ram_gib"]);
}

QString offloadFull(const Args &a)
{
    return Tr::tr("parameters, gradients and optimizer states offloaded to host RAM (%1)")
        .arg(a["host_ram_gib"]);
}

QString dpReplicas(const Args &a)
{
    return Tr::tr("DP%1: %1 independent replicas, memory not pooled").arg(a["dp"]);
}

QString pipelineSchedule(const Args &a)
{
    return Tr::tr("%1 over %n micro-batch(es): the first stage holds %2 in flight, bubble %3", nullptr,
                  a.count("micro_batches"))
        .arg(scheduleName(a), a["in_flight"], a["bubble_pct"]);
}

QString trainingLoss(const Args &a)
{
    const std::optional<TrainingLoss> loss = parseTrainingLoss(a.id("loss"));
    return Tr::tr("%1: logits take %2 per GPU")
        .arg(loss ? displayName(*loss) : a.text("loss"), a["logits_gib"]);
}

QString expertParallel(const Args &a)
{
    return Tr::tr("EP%1: routed experts split %1 ways, %2 of %3 per GPU, exchanged by all-to-all")
        .arg(a["ep"], a["experts_per_gpu"], a["experts"]);
}

QString powerCap(const Args &a)
{
    return Tr::tr("power cap %1: compute-bound work at %2 speed").arg(a["power_cap_w"], a["speed_pct"]);
}

QString bf16Embeddings(const Args &)
{
    return Tr::tr("embeddings, lm_head and norms kept in BF16");
}

QString computeFallback(const Args &a)
{
    return Tr::tr("%1 has no %2 tensor cores: computed in %3, weights stay %2")
        .arg(a.text("gpu"), precisionName(a, "precision"), precisionName(a, "compute_precision"));
}

QString measuredMatmulRate(const Args &a)
{
    return Tr::tr("%1 %2 matmuls at the measured %3 (%4, %5), not the datasheet peak")
        .arg(a.text("gpu"), precisionName(a, "precision"), a["tflops"], a.text("source"), a.text("date"));
}

QString measuredBandwidth(const Args &a)
{
    return Tr::tr("%1 memory at the measured %2 (%3, %4), not the datasheet figure")
        .arg(a.text("gpu"), a["bandwidth_gbps"], a.text("source"), a.text("date"));
}

QString defaultMatmulRate(const Args &a)
{
    return Tr::tr("no measured %1 matmul rate for %2 in the catalog: datasheet peak at the default "
                  "ceiling (%3)")
        .arg(precisionName(a, "precision"), a.text("gpu"), a["matmul_ceiling_pct"]);
}

QString defaultBandwidth(const Args &a)
{
    return Tr::tr("no measured memory bandwidth for %1 in the catalog: datasheet figure at the default "
                  "ceiling (%2)")
        .arg(a.text("gpu"), a["bandwidth_ceiling_pct"]);
}

QString defaultRates(const Args &a)
{
    return Tr::tr("no measured rates for %1 in the catalog: datasheet peaks at the default ceilings "
                  "(%2 matmuls %3, memory %4)")
        .arg(a.text("gpu"), precisionName(a, "precision"), a["matmul_ceiling_pct"],
             a["bandwidth_ceiling_pct"]);
}

QString trainingStateOverMemory(const Args &a)
{
    return Tr::tr("weights, gradients, optimizer states and overhead alone take %1 of the %2 per GPU")
        .arg(a["fixed_gib"], a["available_gib"]);
}

QString weightsOverMemory(const Args &a)
{
    return Tr::tr("weights, activations and runtime alone take %1 of the %2 per GPU")
        .arg(a["fixed_gib"], a["available_gib"]);
}

QString modelLimitsContext(const Args &a)
{
    return Tr::tr("memory would allow %1 tokens, the model's limit is %2")
        .arg(a["memory_context"], a["model_max_context"]);
}

QString hostRamShortForOffload(const Args &a)
{
    return Tr::
        tr("host RAM %1 is short of the %2 offload needs (DeepSpeed's rule: the offloaded states, %3, ×%4)")
            .arg(a["host_ram_gib"], a["host_ram_required_gib"], a["offloaded_gib"],
                 a.format().number(a.value("buffer_factor"), 1));
}

// ---- why a workload was not evaluated ----

QString noGpu(const Args &)
{
    return Tr::tr("the build has no GPU");
}

QString unknownModel(const Args &a)
{
    return Tr::tr("unknown model '%1'").arg(a.text("model"));
}

QString noArchitecture(const Args &)
{
    return Tr::tr("the model's architecture is missing (layers, hidden size, heads)");
}

QString tpOverGpus(const Args &a)
{
    return Tr::tr("TP%1 × PP%2 needs %3 GPUs; the box has %4")
        .arg(a["tp"], a["pp"], a["gpus_needed"], a["gpus"]);
}

QString tpHeads(const Args &a)
{
    return Tr::tr("TP%1 does not divide the %2 attention heads").arg(a["tp"], a["heads"]);
}

QString tpKvHeadsError(const Args &a)
{
    return Tr::tr("TP%1 and the %2 KV heads do not divide one another").arg(a["tp"], a["kv_heads"]);
}

QString ppLayers(const Args &a)
{
    return Tr::tr("PP%1 exceeds the %2 layers").arg(a["pp"], a["layers"]);
}

QString dpOverGpus(const Args &a)
{
    return Tr::tr("TP%1 × PP%2 × DP%3 needs more than the %4 GPUs").arg(a["tp"], a["pp"], a["dp"], a["gpus"]);
}

QString offloadNeedsZero3(const Args &)
{
    return Tr::tr("full (parameter) offload needs ZeRO stage 3");
}

QString epGroup(const Args &a)
{
    return Tr::tr("EP%1 does not divide the TP%2 × DP%3 GPUs its experts are spread over")
        .arg(a["ep"], a["tp"], a["dp"]);
}

QString virtualStages(const Args &a)
{
    return Tr::tr("interleaving %1 virtual stages needs as many layers per pipeline stage; PP%2 leaves %3")
        .arg(a["virtual_stages"], a["pp"], a["layers_per_stage"]);
}

QString contextOverModelMax(const Args &a)
{
    return Tr::tr("context %1 tokens exceeds the model's maximum of %2")
        .arg(a["context"], a["model_max_context"]);
}

} // namespace

void addMessageSentences(Sentences &out)
{
    out.insert({{"sharding.tp_mla", tpMla},
                {"sharding.tp_kv_heads", tpKvHeads},
                {"sharding.tp1_whole_model", tp1WholeModel},
                {"sharding.tp1", tp1},
                {"sharding.pp", pipelineParallel},
                {"sharding.ddp_full_state", ddpFullState},
                {"sharding.ddp_adapter_state", ddpAdapterState},
                {"sharding.zero", zero},
                {"sharding.offload_optimizer", offloadOptimizer},
                {"sharding.offload_full", offloadFull},
                {"sharding.dp_replicas", dpReplicas},
                {"sharding.pipeline_schedule", pipelineSchedule},
                {"sharding.training_loss", trainingLoss},
                {"sharding.ep", expertParallel},
                {"sharding.power_cap", powerCap},
                {"sharding.bf16_embeddings", bf16Embeddings},
                {"sharding.compute_fallback", computeFallback},
                {"sharding.measured_matmul_rate", measuredMatmulRate},
                {"sharding.measured_bandwidth", measuredBandwidth},
                {"sharding.default_matmul_rate", defaultMatmulRate},
                {"sharding.default_bandwidth", defaultBandwidth},
                {"sharding.default_rates", defaultRates},
                {"sharding.training_state_over_memory", trainingStateOverMemory},
                {"sharding.weights_over_memory", weightsOverMemory},
                {"sharding.model_limits_context", modelLimitsContext},
                {"sharding.host_ram_short_for_offload", hostRamShortForOffload},
                {"workload_error.no_gpu", noGpu},
                {"workload_error.unknown_model", unknownModel},
                {"workload_error.no_architecture", noArchitecture},
                {"workload_error.tp_over_gpus", tpOverGpus},
                {"workload_error.tp_heads", tpHeads},
                {"workload_error.tp_kv_heads", tpKvHeadsError},
                {"workload_error.pp_layers", ppLayers},
                {"workload_error.dp_over_gpus", dpOverGpus},
                {"workload_error.offload_needs_zero3", offloadNeedsZero3},
                {"workload_error.virtual_stages", virtualStages},
                {"workload_error.ep_group", epGroup},
                {"workload_error.context_over_model_max", contextOverModelMax}});
}

} // namespace np::findingtext
