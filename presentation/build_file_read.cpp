// SPDX-License-Identifier: MIT
// Reading `.nodeplan` build files. Every key is checked: an unknown key or a bad value is an error
// that names its path, so a typo never silently falls back to a default.
#include "presentation/build_file.h"

#include "core/enums_text.h"
#include "presentation/build_file_map.h"
#include "presentation/json_field_reader.h"
#include "presentation/message_limits.h"
#include "presentation/qt_text.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>
#include <string_view>

namespace np
{

namespace
{

// Placements in one build file, counts expanded: a chassis has at most a few hundred slots.
constexpr std::size_t kMaxPlacements = 1024;
// Workloads of one build: a box serves a handful; 30,000 of them kept `export-pdf` busy for over
// five minutes at 11.8 GB.
constexpr qsizetype kMaxWorkloads = 64;
// A name, customer or catalog line is a line of text: a 3.9-million-character name kept the PDF
// layout busy for over five minutes. Notes may be a few paragraphs.
constexpr qsizetype kMaxLineChars = 1000;
constexpr qsizetype kMaxNotesChars = 20000;

// The build file's own parts; each field through the shared strict reader.
class Reader : public JsonFieldReader
{
public:
    bool parts(const QJsonValue &value, Build &b)
    {
        if (value.isUndefined())
            return true;
        if (!value.isArray())
            return fail(QStringLiteral("parts"), QStringLiteral("must be an array"));
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString path = QStringLiteral("parts[%1]").arg(i);
            if (!array.at(i).isObject())
                return fail(path,
                            QStringLiteral("must be an object {\"slot\", \"sku\"} or {\"sku\", \"count\"}"));
            const QJsonObject o = array.at(i).toObject();
            if (!onlyKeys(o, path, {QStringLiteral("slot"), QStringLiteral("sku"), QStringLiteral("count")}))
                return false;
            Placement p;
            if (!string(o, path, QStringLiteral("slot"), p.slotId) ||
                !string(o, path, QStringLiteral("sku"), p.sku))
                return false;
            if (p.sku.empty())
                return fail(join(path, QStringLiteral("sku")), QStringLiteral("is required"));
            int count = 1;
            if (!integer(o, path, QStringLiteral("count"), count, 1, 1024))
                return false;
            if (o.contains(QStringLiteral("count")) && !p.slotId.empty())
                return fail(path, QStringLiteral("give either \"slot\" or \"count\", not both"));
            if (!o.contains(QStringLiteral("count")) && p.slotId.empty())
                return fail(path, QStringLiteral("needs a \"slot\" or a \"count\""));
            // No chassis has anywhere near this many slots; resolving checks the actual chassis.
            if (b.placements.size() + std::size_t(count) > kMaxPlacements)
                return fail(QStringLiteral("parts"),
                            QStringLiteral("more than %1 parts in all; no chassis holds that many")
                                .arg(int(kMaxPlacements)));
            for (int k = 0; k < count; ++k)
                b.placements.push_back(p);
        }
        return true;
    }

    bool options(const QJsonValue &value, BuildOptions &opt)
    {
        if (value.isUndefined())
            return true;
        const QString path = QStringLiteral("options");
        if (!value.isObject())
            return fail(path, QStringLiteral("must be an object"));
        const QJsonObject o = value.toObject();
        if (!onlyKeys(o, path,
                      {QStringLiteral("psu_redundancy"), QStringLiteral("input_voltage"),
                       QStringLiteral("input_volts"), QStringLiteral("raid"), QStringLiteral("xgmi_links"),
                       QStringLiteral("bifurcation"), QStringLiteral("electricity_eur_per_kwh"),
                       QStringLiteral("pue"), QStringLiteral("utilization"), QStringLiteral("years"),
                       QStringLiteral("currency"), QStringLiteral("usd_to_eur"), QStringLiteral("margin_pct"),
                       QStringLiteral("discount_pct"), QStringLiteral("vat_pct")}))
            return false;
        if (!enumValue(o, path, QStringLiteral("psu_redundancy"), opt.psuRedundancy, &parsePsuRedundancy,
                       3) ||
            !enumValue(o, path, QStringLiteral("input_voltage"), opt.inputVoltage, &parseInputVoltage, 2) ||
            !number(o, path, QStringLiteral("input_volts"), opt.inputVolts, 90, 480) ||
            !enumValue(o, path, QStringLiteral("raid"), opt.raid, &parseRaidLevel, 6) ||
            !integer(o, path, QStringLiteral("xgmi_links"), opt.xgmiLinks, 3, 4) ||
            !number(o, path, QStringLiteral("electricity_eur_per_kwh"), opt.electricityEurPerKwh, 0, 10) ||
            !number(o, path, QStringLiteral("pue"), opt.pue, 1, 3) ||
            !number(o, path, QStringLiteral("utilization"), opt.utilization, 0, 1) ||
            !integer(o, path, QStringLiteral("years"), opt.years, 1, 30) ||
            !string(o, path, QStringLiteral("currency"), opt.currency) ||
            !number(o, path, QStringLiteral("usd_to_eur"), opt.usdToEur, 0.01, 100) ||
            !number(o, path, QStringLiteral("margin_pct"), opt.marginPct, 0, 1000) ||
            !number(o, path, QStringLiteral("discount_pct"), opt.discountPct, 0, 100) ||
            !number(o, path, QStringLiteral("vat_pct"), opt.vatPct, 0, 100))
            return false;
        if (opt.currency != "EUR")
            return fail(join(path, QStringLiteral("currency")),
                        QStringLiteral("unknown value '%1' (valid: EUR; USD prices convert at usd_to_eur)")
                            .arg(shortened(QString::fromStdString(opt.currency))));
        if (o.contains(QStringLiteral("bifurcation"))) {
            const QString bpath = join(path, QStringLiteral("bifurcation"));
            const QJsonValue bv = o.value(QStringLiteral("bifurcation"));
            if (!bv.isObject())
                return fail(bpath, QStringLiteral("must be an object {slot: lanes}"));
            const QJsonObject bo = bv.toObject();
            opt.bifurcation.clear();
            for (auto it = bo.begin(); it != bo.end(); ++it) {
                int lanes = 0;
                if (!integer(bo, bpath, it.key(), lanes, 1, 16))
                    return false;
                if (lanes != 1 && lanes != 2 && lanes != 4 && lanes != 8 && lanes != 16)
                    return fail(join(bpath, it.key()),
                                QStringLiteral("lanes must be 1, 2, 4, 8 or 16, not %1").arg(lanes));
                opt.bifurcation[it.key().toStdString()] = lanes;
            }
        }
        return true;
    }

    bool assumptions(const QJsonValue &value, Assumptions &a)
    {
        if (value.isUndefined())
            return true;
        const QString path = QStringLiteral("assumptions");
        if (!value.isObject())
            return fail(path, QStringLiteral("must be an object {key: value}"));
        const QJsonObject o = value.toObject();
        for (auto it = o.begin(); it != o.end(); ++it) {
            const AssumptionInfo *info = findAssumption(it.key().toStdString());
            if (!info) {
                QStringList keys;
                for (const AssumptionInfo &i : assumptionCatalog())
                    keys << qs(i.key);
                return fail(
                    join(path, it.key()),
                    QStringLiteral("unknown assumption (valid: %1)").arg(keys.join(QStringLiteral(", "))));
            }
            double v = 0;
            if (!number(o, path, it.key(), v, 0, 1e9))
                return false;
            a.*(info->field) = v;
        }
        return true;
    }

    // Build files before `recompute`: gradient checkpointing on = full recompute; off = keep the
    // activations, attention scores excepted (what the estimate always assumed: FlashAttention).
    bool gradientCheckpointing(const QJsonObject &o, const QString &path, Workload &w)
    {
        bool checkpointing = w.recompute == Recompute::Full;
        if (!boolean(o, path, QStringLiteral("gradient_checkpointing"), checkpointing))
            return false;
        if (o.contains(QStringLiteral("gradient_checkpointing")))
            w.recompute = checkpointing ? Recompute::Full : Recompute::Selective;
        return true;
    }

    // A module group's weight format; absent = the workload's precision.
    bool optionalPrecision(const QJsonObject &o, const QString &path, const QString &key,
                           std::optional<Precision> &out)
    {
        if (!o.contains(key))
            return true;
        Precision p = Precision::Bf16;
        if (!enumValue(o, path, key, p, &parsePrecision, 8))
            return false;
        out = p;
        return true;
    }

    bool workload(const QJsonObject &o, const QString &path, Workload &w)
    {
        if (!onlyKeys(o, path,
                      {QStringLiteral("model"),
                       QStringLiteral("mode"),
                       QStringLiteral("precision"),
                       QStringLiteral("kv_precision"),
                       QStringLiteral("group_size"),
                       QStringLiteral("context_tokens"),
                       QStringLiteral("batch"),
                       QStringLiteral("tp"),
                       QStringLiteral("pp"),
                       QStringLiteral("dp"),
                       QStringLiteral("ep"),
                       QStringLiteral("gpu_memory_utilization"),
                       QStringLiteral("engine"),
                       QStringLiteral("lora_rank"),
                       QStringLiteral("lora_targets"),
                       QStringLiteral("optimizer"),
                       QStringLiteral("gradient_checkpointing"),
                       QStringLiteral("recompute"),
                       QStringLiteral("sequence_parallel"),
                       QStringLiteral("zero_stage"),
                       QStringLiteral("offload"),
                       QStringLiteral("pipeline_schedule"),
                       QStringLiteral("virtual_stages"),
                       QStringLiteral("micro_batches"),
                       QStringLiteral("loss"),
                       QStringLiteral("attention_precision"),
                       QStringLiteral("mlp_precision"),
                       QStringLiteral("embedding_precision"),
                       QStringLiteral("first_last_layers_precision"),
                       QStringLiteral("power_cap_w"),
                       QStringLiteral("prompt_tokens"),
                       QStringLiteral("label")}))
            return false;
        if (o.contains(QStringLiteral("gradient_checkpointing")) && o.contains(QStringLiteral("recompute")))
            return fail(join(path, QStringLiteral("gradient_checkpointing")),
                        QStringLiteral("give either \"recompute\" or the older \"gradient_checkpointing\", "
                                       "not both"));
        if (!string(o, path, QStringLiteral("model"), w.modelSku))
            return false;
        if (w.modelSku.empty())
            return fail(join(path, QStringLiteral("model")),
                        QStringLiteral("is required (a model SKU from the catalog)"));
        if (!enumValue(o, path, QStringLiteral("mode"), w.mode, &parseWorkloadMode, 4) ||
            !enumValue(o, path, QStringLiteral("precision"), w.precision, &parsePrecision, 8) ||
            !enumValue(o, path, QStringLiteral("kv_precision"), w.kvPrecision, &parsePrecision, 8) ||
            !integer(o, path, QStringLiteral("group_size"), w.groupSize, 1, 1 << 20) ||
            !integer(o, path, QStringLiteral("context_tokens"), w.contextTokens, 1, 100'000'000) ||
            !integer(o, path, QStringLiteral("batch"), w.batch, 1, 1'000'000) ||
            !integer(o, path, QStringLiteral("tp"), w.tensorParallel, 1, 1024) ||
            !integer(o, path, QStringLiteral("pp"), w.pipelineParallel, 1, 1024) ||
            !integer(o, path, QStringLiteral("dp"), w.dataParallel, 0, 1024) ||
            !integer(o, path, QStringLiteral("ep"), w.expertParallel, 1, 1024) ||
            !number(o, path, QStringLiteral("gpu_memory_utilization"), w.gpuMemoryUtilization, 0.01, 1.0) ||
            !enumValue(o, path, QStringLiteral("engine"), w.engine, &parseServingEngine, 4) ||
            !integer(o, path, QStringLiteral("lora_rank"), w.loraRank, 1, 65536) ||
            !enumValue(o, path, QStringLiteral("optimizer"), w.optimizer, &parseOptimizer, 4) ||
            !gradientCheckpointing(o, path, w) ||
            !enumValue(o, path, QStringLiteral("recompute"), w.recompute, &parseRecompute, 3) ||
            !boolean(o, path, QStringLiteral("sequence_parallel"), w.sequenceParallel) ||
            !integer(o, path, QStringLiteral("zero_stage"), w.zeroStage, 0, 3) ||
            !enumValue(o, path, QStringLiteral("offload"), w.offload, &parseOffload, 3) ||
            !enumValue(o, path, QStringLiteral("pipeline_schedule"), w.pipelineSchedule,
                       &parsePipelineSchedule, 3) ||
            !integer(o, path, QStringLiteral("virtual_stages"), w.virtualStages, 1, 1024) ||
            !integer(o, path, QStringLiteral("micro_batches"), w.microBatches, 1, 1'000'000) ||
            !enumValue(o, path, QStringLiteral("loss"), w.loss, &parseTrainingLoss, 2) ||
            !optionalPrecision(o, path, QStringLiteral("attention_precision"), w.attentionPrecision) ||
            !optionalPrecision(o, path, QStringLiteral("mlp_precision"), w.mlpPrecision) ||
            !optionalPrecision(o, path, QStringLiteral("embedding_precision"), w.embeddingPrecision) ||
            !optionalPrecision(o, path, QStringLiteral("first_last_layers_precision"),
                               w.edgeLayersPrecision) ||
            !integer(o, path, QStringLiteral("power_cap_w"), w.powerCapW, 0, 10'000) ||
            !integer(o, path, QStringLiteral("prompt_tokens"), w.promptTokens, 0, 100'000'000) ||
            !string(o, path, QStringLiteral("label"), w.label))
            return false;
        if (!strings(o, path, QStringLiteral("lora_targets"), w.loraTargets, QStringLiteral("module names")))
            return false;
        return true;
    }

    // A top-level text field of at most `maxChars` characters.
    bool text(const QJsonObject &o, const QString &key, std::string &out, qsizetype maxChars)
    {
        const qsizetype chars = o.value(key).toString().size();
        if (chars > maxChars)
            return fail(key, QStringLiteral("%1 characters; at most %2").arg(chars).arg(maxChars));
        return string(o, QString(), key, out);
    }

    bool workloads(const QJsonValue &value, Build &b)
    {
        if (value.isUndefined())
            return true;
        if (!value.isArray())
            return fail(QStringLiteral("workloads"), QStringLiteral("must be an array"));
        const QJsonArray array = value.toArray();
        if (array.size() > kMaxWorkloads)
            return fail(QStringLiteral("workloads"), QStringLiteral("%1 workloads; a build holds at most %2")
                                                         .arg(array.size())
                                                         .arg(kMaxWorkloads));
        for (qsizetype i = 0; i < array.size(); ++i) {
            const QString path = QStringLiteral("workloads[%1]").arg(i);
            if (!array.at(i).isObject())
                return fail(path, QStringLiteral("must be an object"));
            Workload w;
            if (!workload(array.at(i).toObject(), path, w))
                return false;
            b.workloads.push_back(std::move(w));
        }
        return true;
    }
};

} // namespace

bool parseBuildJson(const QByteArray &json, Build &out, QString *error)
{
    auto failWith = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QJsonObject o;
    if (!parseJsonObject(json, QStringLiteral("a build file"), o, error))
        return false;

    const QJsonValue format = o.value(QStringLiteral("format"));
    if (format.toString() != QLatin1String(kBuildFileFormat))
        return failWith(QStringLiteral("format: not a NodePlan build file (expected \"format\": \"%1\")")
                            .arg(QLatin1String(kBuildFileFormat)));
    const QJsonValue version = o.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) || version.toDouble() < 1)
        return failWith(QStringLiteral("version: must be a whole number from 1"));
    if (version.toDouble() > kBuildFileVersion)
        return failWith(QStringLiteral("version: this file is version %1, written by a newer NodePlan; this "
                                       "one reads up to version %2")
                            .arg(version.toDouble())
                            .arg(kBuildFileVersion));

    Reader r;
    Build b;
    if (!r.onlyKeys(o, QString(),
                    {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("name"),
                     QStringLiteral("customer"), QStringLiteral("notes"), QStringLiteral("catalog"),
                     QStringLiteral("chassis"), QStringLiteral("parts"), QStringLiteral("options"),
                     QStringLiteral("assumptions"), QStringLiteral("workloads")}) ||
        !r.text(o, QStringLiteral("name"), b.name, kMaxLineChars) ||
        !r.text(o, QStringLiteral("customer"), b.customer, kMaxLineChars) ||
        !r.text(o, QStringLiteral("notes"), b.notes, kMaxNotesChars) ||
        !r.text(o, QStringLiteral("catalog"), b.catalog, kMaxLineChars) ||
        !r.string(o, QString(), QStringLiteral("chassis"), b.chassisSku) ||
        !r.parts(o.value(QStringLiteral("parts")), b) ||
        !r.options(o.value(QStringLiteral("options")), b.options) ||
        !r.assumptions(o.value(QStringLiteral("assumptions")), b.assumptions) ||
        !r.workloads(o.value(QStringLiteral("workloads")), b))
        return failWith(r.error);
    if (b.chassisSku.empty())
        return failWith(QStringLiteral("chassis: is required (a chassis SKU from the catalog)"));
    out = std::move(b);
    return true;
}

bool readBuildFile(const QString &path, Build &out, QString *error)
{
    return readBuildFile(path, out, error, nullptr);
}

bool readBuildFile(const QString &path, Build &out, QString *error, BuildFileMap *map)
{
    return readJsonFile(
        path, QStringLiteral("a build file"),
        [&out, map](const QByteArray &json, QString *message) {
            if (!parseBuildJson(json, out, message))
                return false;
            if (map)
                *map = mapBuildFile(json);
            return true;
        },
        error);
}

} // namespace np
