// SPDX-License-Identifier: MIT
#include "presentation/workload_fields.h"

#include "presentation/display_names.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace np
{

namespace
{

// The tr() context. A class, not a free tr() helper: lupdate files a free function's tr() strings
// under its namespace ("np"), so their translations would never be found under this context.
struct WorkloadFields {
    Q_DECLARE_TR_FUNCTIONS(np::WorkloadFields)
};

const std::vector<WorkloadMode> kAllModes = {WorkloadMode::Inference, WorkloadMode::FullFineTune,
                                             WorkloadMode::Lora, WorkloadMode::Qlora};
const std::vector<WorkloadMode> kInference = {WorkloadMode::Inference};
const std::vector<WorkloadMode> kTraining = {WorkloadMode::FullFineTune, WorkloadMode::Lora,
                                             WorkloadMode::Qlora};
const std::vector<WorkloadMode> kAdapters = {WorkloadMode::Lora, WorkloadMode::Qlora};

template <typename Enum> std::vector<WorkloadFieldChoice> choicesOf(std::initializer_list<Enum> values)
{
    std::vector<WorkloadFieldChoice> choices;
    for (Enum v : values)
        choices.push_back({displayName(v), static_cast<int>(v)});
    return choices;
}

std::vector<WorkloadFieldChoice> precisions()
{
    return choicesOf({Precision::Fp32, Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Int8,
                      Precision::Int4, Precision::Nf4, Precision::Fp4});
}

// An int member edited in a spin box.
WorkloadField integer(QString key, QString name, QString toolTip, int Workload::*member, double minimum,
                      double maximum, std::vector<WorkloadMode> modes, QString suffix = {},
                      QString specialText = {}, double step = 1)
{
    WorkloadField f;
    f.key = std::move(key);
    f.name = std::move(name);
    f.toolTip = std::move(toolTip);
    f.kind = WorkloadFieldKind::Integer;
    f.minimum = minimum;
    f.maximum = maximum;
    f.step = step;
    f.suffix = std::move(suffix);
    f.specialText = std::move(specialText);
    f.modes = std::move(modes);
    f.get = [member](const Workload &w) { return QVariant(w.*member); };
    f.set = [member](Workload &w, const QVariant &v) { w.*member = v.toInt(); };
    return f;
}

// An enum member edited in a combo box.
template <typename Enum>
WorkloadField choice(QString key, QString name, QString toolTip, Enum Workload::*member,
                     std::vector<WorkloadFieldChoice> choices, std::vector<WorkloadMode> modes)
{
    WorkloadField f;
    f.key = std::move(key);
    f.name = std::move(name);
    f.toolTip = std::move(toolTip);
    f.kind = WorkloadFieldKind::Choice;
    f.choices = std::move(choices);
    f.modes = std::move(modes);
    f.get = [member](const Workload &w) { return QVariant(static_cast<int>(w.*member)); };
    f.set = [member](Workload &w, const QVariant &v) { w.*member = static_cast<Enum>(v.toInt()); };
    return f;
}

// A bool member edited in a check box.
WorkloadField flag(QString key, QString name, QString toolTip, bool Workload::*member,
                   std::vector<WorkloadMode> modes)
{
    WorkloadField f;
    f.key = std::move(key);
    f.name = std::move(name);
    f.toolTip = std::move(toolTip);
    f.kind = WorkloadFieldKind::Flag;
    f.modes = std::move(modes);
    f.get = [member](const Workload &w) { return QVariant(w.*member); };
    f.set = [member](Workload &w, const QVariant &v) { w.*member = v.toBool(); };
    return f;
}

// A module group's weight format: a precision, or -1 for "as the workload's precision".
constexpr int kSameAsWeights = -1;
WorkloadField modulePrecision(QString key, QString name, QString toolTip,
                              std::optional<Precision> Workload::*member)
{
    WorkloadField f;
    f.key = std::move(key);
    f.name = std::move(name);
    f.toolTip = std::move(toolTip);
    f.kind = WorkloadFieldKind::Choice;
    f.choices = precisions();
    f.choices.insert(f.choices.begin(), {WorkloadFields::tr("as the weights"), kSameAsWeights});
    f.modes = kAllModes;
    f.get = [member](const Workload &w) {
        return QVariant((w.*member) ? static_cast<int>(*(w.*member)) : kSameAsWeights);
    };
    f.set = [member](Workload &w, const QVariant &v) {
        const int value = v.toInt();
        w.*member = value == kSameAsWeights ? std::nullopt : std::optional(static_cast<Precision>(value));
    };
    return f;
}

// The model and the number formats of its weights and KV cache.
void addModelFields(std::vector<WorkloadField> &fields)
{
    WorkloadField model;
    model.key = QStringLiteral("model");
    model.name = WorkloadFields::tr("Model");
    model.toolTip = WorkloadFields::tr("The catalog model the workload runs");
    model.kind = WorkloadFieldKind::Model;
    model.modes = kAllModes;
    model.get = [](const Workload &w) { return QVariant(QString::fromStdString(w.modelSku)); };
    model.set = [](Workload &w, const QVariant &v) { w.modelSku = v.toString().toStdString(); };
    fields.push_back(std::move(model));

    fields.push_back(choice(
        QStringLiteral("mode"), WorkloadFields::tr("Mode"), WorkloadFields::tr("Serve the model or train it"),
        &Workload::mode,
        choicesOf(std::initializer_list<WorkloadMode>(
            {WorkloadMode::Inference, WorkloadMode::FullFineTune, WorkloadMode::Lora, WorkloadMode::Qlora})),
        kAllModes));
    fields.push_back(
        choice(QStringLiteral("precision"), WorkloadFields::tr("Weight precision"),
               WorkloadFields::tr("Number format of the weights (QLoRA: of the frozen base, normally NF4)"),
               &Workload::precision, precisions(), kAllModes));
    fields.push_back(choice(QStringLiteral("kv_precision"), WorkloadFields::tr("KV cache precision"),
                            WorkloadFields::tr("Number format of the attention KV cache"),
                            &Workload::kvPrecision, precisions(), kInference));
    WorkloadField group = integer(QStringLiteral("group_size"), WorkloadFields::tr("Group size"),
                                  WorkloadFields::tr("Weights per quantization scale (INT4 and INT8 only)"),
                                  &Workload::groupSize, 1, 1 << 20, kAllModes);
    group.relevant = [](const Workload &w) {
        return w.precision == Precision::Int4 || w.precision == Precision::Int8;
    };
    fields.push_back(std::move(group));
}

// How long the sequences are and how many run at once.
void addSequenceFields(std::vector<WorkloadField> &fields)
{
    fields.push_back(integer(
        QStringLiteral("context_tokens"), WorkloadFields::tr("Context"),
        WorkloadFields::tr("Sequence length: prompt and output (training: tokens per sample)"),
        &Workload::contextTokens, 1, 100'000'000, kAllModes, WorkloadFields::tr(" tokens"), {}, 1024));
    fields.push_back(integer(QStringLiteral("prompt_tokens"), WorkloadFields::tr("Prompt"),
                             WorkloadFields::tr("Prefill length for the speed figures"),
                             &Workload::promptTokens, 0, 100'000'000, kInference,
                             WorkloadFields::tr(" tokens"), WorkloadFields::tr("half the context"), 1024));
    fields.push_back(
        integer(QStringLiteral("batch"), WorkloadFields::tr("Batch"),
                WorkloadFields::tr("Inference: concurrent sequences; training: micro-batch per GPU"),
                &Workload::batch, 1, 1'000'000, kAllModes));
}

// How the model is split over the GPUs.
void addParallelismFields(std::vector<WorkloadField> &fields)
{
    fields.push_back(integer(QStringLiteral("tp"), WorkloadFields::tr("Tensor parallel"),
                             WorkloadFields::tr("GPUs each layer is split across (TP)"),
                             &Workload::tensorParallel, 1, 1024, kAllModes));
    fields.push_back(integer(QStringLiteral("pp"), WorkloadFields::tr("Pipeline parallel"),
                             WorkloadFields::tr("Pipeline stages the layers are split into (PP)"),
                             &Workload::pipelineParallel, 1, 1024, kAllModes));
    fields.push_back(integer(QStringLiteral("dp"), WorkloadFields::tr("Data parallel"),
                             WorkloadFields::tr("Replicas of the model (DP)"), &Workload::dataParallel, 0,
                             1024, kAllModes, {}, WorkloadFields::tr("all remaining GPUs")));
    fields.push_back(
        integer(QStringLiteral("ep"), WorkloadFields::tr("Expert parallel"),
                WorkloadFields::tr("Mixture-of-experts models: GPUs the routed experts are spread "
                                   "over, whole experts per GPU (EP), out of TP × DP"),
                &Workload::expertParallel, 1, 1024, kAllModes));
}

// Inference only: how the serving engine sizes its KV cache.
void addServingFields(std::vector<WorkloadField> &fields)
{
    WorkloadField share;
    share.key = QStringLiteral("gpu_memory_utilization");
    share.name = WorkloadFields::tr("Engine memory share");
    share.toolTip = WorkloadFields::tr(
        "Share of each GPU's memory the serving engine takes (vLLM's gpu_memory_utilization)");
    share.kind = WorkloadFieldKind::Fraction;
    share.minimum = 0.01;
    share.maximum = 1.0;
    share.step = 0.01;
    share.modes = kInference;
    share.get = [](const Workload &w) { return QVariant(w.gpuMemoryUtilization); };
    share.set = [](Workload &w, const QVariant &v) { w.gpuMemoryUtilization = v.toDouble(); };
    fields.push_back(std::move(share));
    fields.push_back(
        choice(QStringLiteral("engine"), WorkloadFields::tr("Serving engine"),
               WorkloadFields::tr("Whose memory accounting sizes the KV cache (SGLang: the memory share is "
                                  "mem_fraction_static; TensorRT-LLM: free_gpu_memory_fraction)"),
               &Workload::engine,
               choicesOf({ServingEngine::Vllm, ServingEngine::VllmV0, ServingEngine::Sglang,
                          ServingEngine::TensorRtLlm}),
               kInference));
}

// LoRA and QLoRA: the adapters trained.
void addAdapterFields(std::vector<WorkloadField> &fields)
{
    fields.push_back(integer(QStringLiteral("lora_rank"), WorkloadFields::tr("LoRA rank"),
                             WorkloadFields::tr("Rank r of the adapters"), &Workload::loraRank, 1, 65536,
                             kAdapters));
    WorkloadField targets;
    targets.key = QStringLiteral("lora_targets");
    targets.name = WorkloadFields::tr("LoRA targets");
    targets.toolTip =
        WorkloadFields::tr("Modules that get adapters, separated by commas (q_proj, v_proj, ...)");
    targets.kind = WorkloadFieldKind::TextList;
    targets.modes = kAdapters;
    targets.get = [](const Workload &w) {
        QStringList list;
        for (const std::string &t : w.loraTargets)
            list << QString::fromStdString(t);
        return QVariant(list);
    };
    targets.set = [](Workload &w, const QVariant &v) {
        w.loraTargets.clear();
        for (const QString &t : v.toStringList())
            w.loraTargets.push_back(t.toStdString());
    };
    fields.push_back(std::move(targets));
}

// Training: what the optimizer keeps, what is recomputed, split or offloaded.
void addTrainingMemoryFields(std::vector<WorkloadField> &fields)
{
    fields.push_back(choice(
        QStringLiteral("optimizer"), WorkloadFields::tr("Optimizer"),
        WorkloadFields::tr("Optimizer whose states train"), &Workload::optimizer,
        choicesOf({Optimizer::AdamW, Optimizer::AdamW8bit, Optimizer::PagedAdamW32bit, Optimizer::Sgd}),
        kTraining));
    fields.push_back(
        choice(QStringLiteral("recompute"), WorkloadFields::tr("Recompute"),
               WorkloadFields::tr("Activations recomputed in the backward pass instead of kept: selective "
                                  "recomputes the attention scores, full keeps only each layer's input"),
               &Workload::recompute, choicesOf({Recompute::None, Recompute::Selective, Recompute::Full}),
               kTraining));
    fields.push_back(
        choice(QStringLiteral("loss"), WorkloadFields::tr("Loss implementation"),
               WorkloadFields::tr("How the cross-entropy is computed: fused/chunked (torchtune, Unsloth, "
                                  "Liger) keeps about 2.5 B of logits per vocabulary entry per token, plain "
                                  "Hugging Face about 14 B, which often decides the longest context"),
               &Workload::loss, choicesOf({TrainingLoss::Chunked, TrainingLoss::Plain}), kTraining));
    WorkloadField sequenceParallel =
        flag(QStringLiteral("sequence_parallel"), WorkloadFields::tr("Sequence parallel"),
             WorkloadFields::tr(
                 "Split the layer norms' and dropouts' activations over the TP group (Megatron SP)"),
             &Workload::sequenceParallel, kTraining);
    sequenceParallel.relevant = [](const Workload &w) { return w.tensorParallel > 1; };
    fields.push_back(std::move(sequenceParallel));
    fields.push_back(integer(
        QStringLiteral("zero_stage"), WorkloadFields::tr("ZeRO stage"),
        WorkloadFields::tr("DeepSpeed ZeRO: 1 splits optimizer states, 2 also gradients, 3 also weights"),
        &Workload::zeroStage, 0, 3, kTraining, {}, WorkloadFields::tr("off")));
    fields.push_back(choice(QStringLiteral("offload"), WorkloadFields::tr("Offload"),
                            WorkloadFields::tr("DeepSpeed offload to host RAM"), &Workload::offload,
                            choicesOf({Offload::None, Offload::Optimizer, Offload::Full}), kTraining));
}

// Training: the pipeline schedule and gradient accumulation.
void addPipelineFields(std::vector<WorkloadField> &fields)
{
    WorkloadField schedule = choice(
        QStringLiteral("pipeline_schedule"), WorkloadFields::tr("Pipeline schedule"),
        WorkloadFields::tr("Order of the micro-batches over the pipeline stages (PP > 1)"),
        &Workload::pipelineSchedule,
        choicesOf({PipelineSchedule::OneFOneB, PipelineSchedule::GPipe, PipelineSchedule::Interleaved}),
        kTraining);
    schedule.relevant = [](const Workload &w) { return w.pipelineParallel > 1; };
    fields.push_back(std::move(schedule));
    WorkloadField virtualStages =
        integer(QStringLiteral("virtual_stages"), WorkloadFields::tr("Virtual stages"),
                WorkloadFields::tr("Model chunks per GPU in the interleaved schedule"),
                &Workload::virtualStages, 1, 1024, kTraining);
    virtualStages.relevant = [](const Workload &w) {
        return w.pipelineParallel > 1 && w.pipelineSchedule == PipelineSchedule::Interleaved;
    };
    fields.push_back(std::move(virtualStages));
    fields.push_back(
        integer(QStringLiteral("micro_batches"), WorkloadFields::tr("Micro-batches"),
                WorkloadFields::tr("Micro-batches per optimizer step (gradient accumulation steps)"),
                &Workload::microBatches, 1, 1'000'000, kTraining));
}

// Per-module weight formats, overriding the workload's precision.
void addModulePrecisionFields(std::vector<WorkloadField> &fields)
{
    fields.push_back(modulePrecision(
        QStringLiteral("attention_precision"), WorkloadFields::tr("Attention precision"),
        WorkloadFields::tr("Format of the attention projections' weights"), &Workload::attentionPrecision));
    fields.push_back(modulePrecision(QStringLiteral("mlp_precision"), WorkloadFields::tr("MLP precision"),
                                     WorkloadFields::tr("Format of the MLP (and expert) weights"),
                                     &Workload::mlpPrecision));
    fields.push_back(modulePrecision(
        QStringLiteral("embedding_precision"), WorkloadFields::tr("Embedding precision"),
        WorkloadFields::tr("Format of the embeddings and the output head"), &Workload::embeddingPrecision));
    fields.push_back(modulePrecision(QStringLiteral("first_last_layers_precision"),
                                     WorkloadFields::tr("First/last layers precision"),
                                     WorkloadFields::tr("Format of the first and the last transformer layer"),
                                     &Workload::edgeLayersPrecision));
}

// The GPUs' power limit.
void addPowerCapField(std::vector<WorkloadField> &fields)
{
    fields.push_back(
        integer(QStringLiteral("power_cap_w"), WorkloadFields::tr("GPU power cap"),
                WorkloadFields::tr("Board power limit per GPU (nvidia-smi -pl); lower clocks slow "
                                   "compute-bound work"),
                &Workload::powerCapW, 0, 10'000, kAllModes, WorkloadFields::tr(" W"),
                WorkloadFields::tr("none (TDP)"), 25));
}

// The user's own name for the workload.
void addLabelField(std::vector<WorkloadField> &fields)
{
    WorkloadField label;
    label.key = QStringLiteral("label");
    label.name = WorkloadFields::tr("Label");
    label.toolTip = WorkloadFields::tr("Your name for the workload; leave empty to name it from its fields");
    label.kind = WorkloadFieldKind::Text;
    label.modes = kAllModes;
    label.get = [](const Workload &w) { return QVariant(QString::fromStdString(w.label)); };
    label.set = [](Workload &w, const QVariant &v) { w.label = v.toString().trimmed().toStdString(); };
    fields.push_back(std::move(label));
}

// The table of editable fields, group by group in the order the editor shows them.
std::vector<WorkloadField> makeFields()
{
    std::vector<WorkloadField> fields;
    addModelFields(fields);
    addSequenceFields(fields);
    addParallelismFields(fields);
    addServingFields(fields);
    addAdapterFields(fields);
    addTrainingMemoryFields(fields);
    addPipelineFields(fields);
    addModulePrecisionFields(fields);
    addPowerCapField(fields);
    addLabelField(fields);
    return fields;
}

} // namespace

bool WorkloadField::appliesTo(const Workload &workload) const
{
    return std::find(modes.begin(), modes.end(), workload.mode) != modes.end() &&
           (!relevant || relevant(workload));
}

const std::vector<WorkloadField> &workloadFields()
{
    static const std::vector<WorkloadField> fields = makeFields();
    return fields;
}

const WorkloadField *workloadField(const QString &key)
{
    for (const WorkloadField &f : workloadFields())
        if (f.key == key)
            return &f;
    return nullptr;
}

QString fitWord(const WorkloadResult &result)
{
    if (!result.error.empty() && result.fitStatus != Status::Blocking)
        return WorkloadFields::tr("not evaluated");
    switch (result.fitStatus) {
    case Status::Ok:
        return WorkloadFields::tr("fits");
    case Status::Warning:
        return WorkloadFields::tr("does not fit");
    case Status::Blocking:
        return WorkloadFields::tr("too few GPUs");
    }
    return {};
}

} // namespace np
