// SPDX-License-Identifier: MIT
// Writing `.nodeplan` build files with keys in the documented order (QJsonDocument would sort them),
// so saved builds read like the examples and diff cleanly.
#include "presentation/build_file.h"

#include "core/enums_text.h"
#include "presentation/ordered_json.h"
#include "presentation/qt_text.h"
#include "presentation/safe_write.h"

namespace np
{

namespace
{

void writeParts(OrderedJsonWriter &w, const Build &b)
{
    w.key(QStringLiteral("parts"));
    w.beginArray();
    for (std::size_t i = 0; i < b.placements.size();) {
        const Placement &p = b.placements[i];
        w.beginObject(true);
        if (!p.slotId.empty()) {
            w.field(QStringLiteral("slot"), qs(p.slotId));
            w.field(QStringLiteral("sku"), qs(p.sku));
            ++i;
        } else {
            std::size_t j = i;
            while (j < b.placements.size() && b.placements[j].slotId.empty() && b.placements[j].sku == p.sku)
                ++j;
            w.field(QStringLiteral("sku"), qs(p.sku));
            w.field(QStringLiteral("count"), static_cast<double>(j - i));
            i = j;
        }
        w.endObject();
    }
    w.endArray();
}

void writeOptions(OrderedJsonWriter &w, const BuildOptions &o)
{
    w.key(QStringLiteral("options"));
    w.beginObject();
    w.field(QStringLiteral("psu_redundancy"), qs(toText(o.psuRedundancy)));
    w.field(QStringLiteral("input_voltage"), qs(toText(o.inputVoltage)));
    w.field(QStringLiteral("input_volts"), o.inputVolts);
    w.field(QStringLiteral("raid"), qs(toText(o.raid)));
    w.field(QStringLiteral("xgmi_links"), o.xgmiLinks);
    if (!o.bifurcation.empty()) {
        w.key(QStringLiteral("bifurcation"));
        w.beginObject(true);
        for (const auto &[slot, lanes] : o.bifurcation)
            w.field(qs(slot), lanes);
        w.endObject();
    }
    w.field(QStringLiteral("electricity_eur_per_kwh"), o.electricityEurPerKwh);
    w.field(QStringLiteral("pue"), o.pue);
    w.field(QStringLiteral("utilization"), o.utilization);
    w.field(QStringLiteral("years"), o.years);
    w.field(QStringLiteral("currency"), qs(o.currency));
    w.field(QStringLiteral("usd_to_eur"), o.usdToEur);
    w.field(QStringLiteral("margin_pct"), o.marginPct);
    w.field(QStringLiteral("discount_pct"), o.discountPct);
    w.field(QStringLiteral("vat_pct"), o.vatPct);
    w.endObject();
}

// Only assumptions that differ from the defaults are written: the file says what was changed.
void writeAssumptions(OrderedJsonWriter &w, const Assumptions &a)
{
    const Assumptions defaults;
    bool any = false;
    for (const AssumptionInfo &info : assumptionCatalog())
        any = any || a.*(info.field) != defaults.*(info.field);
    if (!any)
        return;
    w.key(QStringLiteral("assumptions"));
    w.beginObject();
    for (const AssumptionInfo &info : assumptionCatalog())
        if (a.*(info.field) != defaults.*(info.field))
            w.field(qs(info.key), a.*(info.field));
    w.endObject();
}

void writeWorkload(OrderedJsonWriter &w, const Workload &wl)
{
    w.beginObject();
    if (!wl.label.empty())
        w.field(QStringLiteral("label"), qs(wl.label));
    w.field(QStringLiteral("model"), qs(wl.modelSku));
    w.field(QStringLiteral("mode"), qs(toText(wl.mode)));
    w.field(QStringLiteral("precision"), qs(toText(wl.precision)));
    w.field(QStringLiteral("kv_precision"), qs(toText(wl.kvPrecision)));
    w.field(QStringLiteral("group_size"), wl.groupSize);
    w.field(QStringLiteral("context_tokens"), wl.contextTokens);
    w.field(QStringLiteral("prompt_tokens"), wl.promptTokens);
    w.field(QStringLiteral("batch"), wl.batch);
    w.field(QStringLiteral("tp"), wl.tensorParallel);
    w.field(QStringLiteral("pp"), wl.pipelineParallel);
    w.field(QStringLiteral("dp"), wl.dataParallel);
    w.field(QStringLiteral("ep"), wl.expertParallel);
    w.field(QStringLiteral("gpu_memory_utilization"), wl.gpuMemoryUtilization);
    w.field(QStringLiteral("engine"), qs(toText(wl.engine)));
    w.field(QStringLiteral("lora_rank"), wl.loraRank);
    w.key(QStringLiteral("lora_targets"));
    w.beginArray(true);
    for (const std::string &t : wl.loraTargets)
        w.value(qs(t));
    w.endArray();
    w.field(QStringLiteral("optimizer"), qs(toText(wl.optimizer)));
    w.field(QStringLiteral("recompute"), qs(toText(wl.recompute)));
    w.field(QStringLiteral("sequence_parallel"), wl.sequenceParallel);
    w.field(QStringLiteral("zero_stage"), wl.zeroStage);
    w.field(QStringLiteral("offload"), qs(toText(wl.offload)));
    w.field(QStringLiteral("pipeline_schedule"), qs(toText(wl.pipelineSchedule)));
    w.field(QStringLiteral("virtual_stages"), wl.virtualStages);
    w.field(QStringLiteral("micro_batches"), wl.microBatches);
    w.field(QStringLiteral("loss"), qs(toText(wl.loss)));
    const std::pair<const char *, const std::optional<Precision> *> modules[] = {
        {"attention_precision", &wl.attentionPrecision},
        {"mlp_precision", &wl.mlpPrecision},
        {"embedding_precision", &wl.embeddingPrecision},
        {"first_last_layers_precision", &wl.edgeLayersPrecision}};
    for (const auto &[key, precision] : modules)
        if (*precision) // absent = the workload's precision
            w.field(QString::fromLatin1(key), qs(toText(**precision)));
    w.field(QStringLiteral("power_cap_w"), wl.powerCapW);
    w.endObject();
}

} // namespace

QByteArray buildToJson(const Build &b)
{
    OrderedJsonWriter w;
    w.beginObject();
    w.field(QStringLiteral("format"), QLatin1String(kBuildFileFormat));
    w.field(QStringLiteral("version"), kBuildFileVersion);
    w.field(QStringLiteral("name"), qs(b.name));
    // Optional: files of builds without them stay as they were before these keys existed.
    if (!b.customer.empty())
        w.field(QStringLiteral("customer"), qs(b.customer));
    if (!b.notes.empty())
        w.field(QStringLiteral("notes"), qs(b.notes));
    w.field(QStringLiteral("catalog"), qs(b.catalog));
    w.field(QStringLiteral("chassis"), qs(b.chassisSku));
    writeParts(w, b);
    writeOptions(w, b.options);
    writeAssumptions(w, b.assumptions);
    w.key(QStringLiteral("workloads"));
    w.beginArray();
    for (const Workload &wl : b.workloads)
        writeWorkload(w, wl);
    w.endArray();
    w.endObject();
    return w.finish();
}

bool writeBuildFile(const QString &path, const Build &build, QString *error)
{
    return writeFileSafely(path, buildToJson(build), error);
}

} // namespace np
