// SPDX-License-Identifier: MIT
// Reads the optimize spec (strict: unknown keys and wrong types are errors that name their place)
// and writes the outcome. Workload objects are read by the build-file reader itself, so a spec's
// workload means exactly what the same object means in a .nodeplan.
#include "presentation/optimize_json.h"

#include "core/enums_text.h"
#include "presentation/build_file.h"
#include "presentation/json_field_reader.h"
#include "presentation/number_format.h"
#include "presentation/ordered_json.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <optional>
#include <set>
#include <string_view>

namespace np
{

namespace
{

// The spec's own parts; each field through the shared strict reader, worded as in a build file.
struct SpecReader : JsonFieldReader {
    // "allow_unpriced": true (every kind), false (none) or a list of kinds ["chassis", "psu"].
    bool unpricedKinds(const QJsonObject &o, const QString &path, std::set<PartKind> &out)
    {
        const QString key = QStringLiteral("allow_unpriced");
        const QJsonValue v = o.value(key);
        const QString valid =
            QStringLiteral("true, false or a list of chassis, gpu, cpu, memory, drive, nic, psu");
        out.clear();
        if (v.isUndefined() || (v.isBool() && !v.toBool()))
            return true;
        if (v.isBool()) {
            out = {PartKind::Chassis, PartKind::Gpu, PartKind::Cpu, PartKind::Memory,
                   PartKind::Drive,   PartKind::Nic, PartKind::Psu};
            return true;
        }
        if (!v.isArray())
            return fail(join(path, key), QStringLiteral("must be %1").arg(valid));
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < a.size(); ++i) {
            const std::optional<PartKind> kind = parsePartKind(a.at(i).toString().toStdString());
            if (!a.at(i).isString() || !kind || *kind == PartKind::Model)
                return fail(QStringLiteral("%1[%2]").arg(join(path, key)).arg(i),
                            QStringLiteral("unknown part kind (valid: %1)").arg(valid));
            out.insert(*kind);
        }
        return true;
    }

    bool targets(const QJsonObject &o, const QString &path, WorkloadTargets &t)
    {
        return onlyKeys(o, path,
                        {QStringLiteral("must_fit"), QStringLiteral("min_decode_tokens_per_s"),
                         QStringLiteral("min_concurrent_sequences"),
                         QStringLiteral("min_train_tokens_per_s")}) &&
               boolean(o, path, QStringLiteral("must_fit"), t.mustFit) &&
               number(o, path, QStringLiteral("min_decode_tokens_per_s"), t.minDecodeTokensPerS, 0, 1e9) &&
               integer(o, path, QStringLiteral("min_concurrent_sequences"), t.minConcurrentSequences, 0,
                       1'000'000) &&
               number(o, path, QStringLiteral("min_train_tokens_per_s"), t.minTrainTokensPerS, 0, 1e12);
    }

    // "targets" and "tp": "all" are the spec's own; the rest goes through the build-file reader.
    bool workload(QJsonObject o, const QString &path, SpecWorkload &w)
    {
        const QJsonValue targetsValue = o.take(QStringLiteral("targets"));
        if (!targetsValue.isUndefined()) {
            if (!targetsValue.isObject())
                return fail(join(path, QStringLiteral("targets")), QStringLiteral("must be an object"));
            if (!targets(targetsValue.toObject(), join(path, QStringLiteral("targets")), w.targets))
                return false;
        }
        const QJsonValue tp = o.value(QStringLiteral("tp"));
        const bool allGpus = tp.isUndefined() || tp.toString() == QLatin1String("all");
        if (allGpus)
            o.remove(QStringLiteral("tp"));
        QJsonObject wrapper;
        wrapper.insert(QStringLiteral("format"), QLatin1String(kBuildFileFormat));
        wrapper.insert(QStringLiteral("version"), kBuildFileVersion);
        wrapper.insert(QStringLiteral("chassis"), QStringLiteral("-"));
        wrapper.insert(QStringLiteral("workloads"), QJsonArray{o});
        Build b;
        QString message;
        if (!parseBuildJson(QJsonDocument(wrapper).toJson(QJsonDocument::Compact), b, &message)) {
            // The reader names "workloads[0]"; the spec's place is `path`.
            message.replace(QStringLiteral("workloads[0]"), path);
            error = message;
            return false;
        }
        w.workload = b.workloads.front();
        if (allGpus)
            w.workload.tensorParallel = 0;
        return true;
    }

    bool limits(const QJsonObject &o, const QString &path, SpecLimits &l)
    {
        const QString anyText = QStringLiteral("strings");
        return onlyKeys(o, path,
                        {QStringLiteral("budget_eur"), QStringLiteral("max_wall_w"),
                         QStringLiteral("max_heat_w"), QStringLiteral("input_voltage"),
                         QStringLiteral("input_volts"), QStringLiteral("psu_redundancy"),
                         QStringLiteral("chassis"), QStringLiteral("gpu_vendors"), QStringLiteral("gpus"),
                         QStringLiteral("must_have"), QStringLiteral("min_host_ram_ratio"),
                         QStringLiteral("min_storage_tb"), QStringLiteral("min_network_gbps"),
                         QStringLiteral("require_rdma"), QStringLiteral("allow_unpriced"),
                         QStringLiteral("min_gpus"), QStringLiteral("max_gpus")}) &&
               number(o, path, QStringLiteral("budget_eur"), l.budgetEur, 0, 1e12) &&
               number(o, path, QStringLiteral("max_wall_w"), l.maxWallW, 0, 1e7) &&
               number(o, path, QStringLiteral("max_heat_w"), l.maxHeatW, 0, 1e7) &&
               enumValue(o, path, QStringLiteral("input_voltage"), l.inputVoltage, &parseInputVoltage, 2) &&
               number(o, path, QStringLiteral("input_volts"), l.inputVolts, 1, 1000) &&
               enumValue(o, path, QStringLiteral("psu_redundancy"), l.psuRedundancy, &parsePsuRedundancy,
                         3) &&
               strings(o, path, QStringLiteral("chassis"), l.chassis, anyText) &&
               strings(o, path, QStringLiteral("gpu_vendors"), l.vendors, anyText) &&
               strings(o, path, QStringLiteral("gpus"), l.gpus, anyText) &&
               strings(o, path, QStringLiteral("must_have"), l.mustHave, anyText) &&
               number(o, path, QStringLiteral("min_host_ram_ratio"), l.minHostRamRatio, 0, 1000) &&
               number(o, path, QStringLiteral("min_storage_tb"), l.minStorageTB, 0, 1e6) &&
               number(o, path, QStringLiteral("min_network_gbps"), l.minNetworkGbps, 0, 1e7) &&
               boolean(o, path, QStringLiteral("require_rdma"), l.requireRdma) &&
               unpricedKinds(o, path, l.unpricedAllowed) &&
               integer(o, path, QStringLiteral("min_gpus"), l.minGpus, 1, 1024) &&
               integer(o, path, QStringLiteral("max_gpus"), l.maxGpus, 0, 1024);
    }
};

std::optional<Objective> parseObjective(std::string_view s)
{
    if (s == "pareto")
        return Objective::Pareto;
    if (s == "price")
        return Objective::Price;
    if (s == "throughput")
        return Objective::Throughput;
    if (s == "power")
        return Objective::Power;
    return std::nullopt;
}

QString objectiveText(Objective o)
{
    switch (o) {
    case Objective::Pareto:
        return QStringLiteral("pareto");
    case Objective::Price:
        return QStringLiteral("price");
    case Objective::Throughput:
        return QStringLiteral("throughput");
    case Objective::Power:
        return QStringLiteral("power");
    }
    return {};
}

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

// "A, B": every line a result counts at 0, named so nobody reads a free part.
QString unpricedList(const std::vector<std::string> &skus)
{
    QStringList names;
    for (const std::string &sku : skus)
        names << q(sku);
    return names.join(QStringLiteral(", "));
}

} // namespace

QStringList partCountLines(const Build &build, const QString &times)
{
    QStringList lines;
    for (std::size_t i = 0; i < build.placements.size();) {
        std::size_t j = i;
        while (j < build.placements.size() && build.placements[j].sku == build.placements[i].sku)
            ++j;
        lines << QStringLiteral("%1 %2 %3").arg(j - i).arg(times, q(build.placements[i].sku));
        i = j;
    }
    return lines;
}

bool parseOptimizeSpec(const QByteArray &json, OptimizeSpec &out, QString *error)
{
    auto failWith = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QJsonObject o;
    if (!parseJsonObject(json, QStringLiteral("an optimize spec"), o, error))
        return false;
    if (o.value(QStringLiteral("format")).toString() != QLatin1String(kOptimizeSpecFormat))
        return failWith(QStringLiteral("format: not a NodePlan optimize spec (expected \"format\": \"%1\")")
                            .arg(QLatin1String(kOptimizeSpecFormat)));
    if (o.value(QStringLiteral("version")).toDouble() != 1)
        return failWith(QStringLiteral("version: must be 1"));
    SpecReader r;
    OptimizeSpec spec;
    if (!r.onlyKeys(o, QString(),
                    {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("name"),
                     QStringLiteral("workloads"), QStringLiteral("limits"), QStringLiteral("objective"),
                     QStringLiteral("max_results")}))
        return failWith(r.error);
    if (!r.string(o, QString(), QStringLiteral("name"), spec.name))
        return failWith(r.error);
    const QJsonValue workloads = o.value(QStringLiteral("workloads"));
    if (!workloads.isArray() || workloads.toArray().isEmpty())
        return failWith(QStringLiteral("workloads: must be a non-empty array"));
    const QJsonArray wa = workloads.toArray();
    for (qsizetype i = 0; i < wa.size(); ++i) {
        const QString path = QStringLiteral("workloads[%1]").arg(i);
        if (!wa.at(i).isObject())
            return failWith(path + QStringLiteral(": must be an object"));
        SpecWorkload w;
        if (!r.workload(wa.at(i).toObject(), path, w))
            return failWith(r.error);
        spec.workloads.push_back(std::move(w));
    }
    const QJsonValue limits = o.value(QStringLiteral("limits"));
    if (!limits.isUndefined() && !limits.isObject())
        return failWith(QStringLiteral("limits: must be an object"));
    if (!r.limits(limits.toObject(), QStringLiteral("limits"), spec.limits) ||
        !r.enumValue(o, QString(), QStringLiteral("objective"), spec.objective, &parseObjective,
                     QStringLiteral("pareto, price, throughput, power")) ||
        !r.integer(o, QString(), QStringLiteral("max_results"), spec.maxResults, 1, 10000))
        return failWith(r.error);
    out = std::move(spec);
    return true;
}

bool readOptimizeSpecFile(const QString &path, OptimizeSpec &out, QString *error)
{
    return readJsonFile(
        path, QStringLiteral("an optimize spec"),
        [&out](const QByteArray &json, QString *message) { return parseOptimizeSpec(json, out, message); },
        error);
}

QByteArray optimizeOutcomeToJson(const OptimizeSpec &spec, const OptimizeOutcome &outcome,
                                 const QStringList &buildFiles)
{
    OrderedJsonWriter w;
    w.beginObject();
    w.field(QStringLiteral("spec"), q(spec.name));
    w.field(QStringLiteral("objective"), objectiveText(spec.objective));
    w.key(QStringLiteral("search"));
    w.beginObject();
    w.field(QStringLiteral("space_size"), double(outcome.stats.spaceSize));
    w.field(QStringLiteral("evaluated"), double(outcome.stats.evaluated));
    w.field(QStringLiteral("pruned"), double(outcome.stats.pruned));
    w.field(QStringLiteral("feasible"), double(outcome.stats.feasible));
    w.field(QStringLiteral("search_seconds"), outcome.stats.seconds);
    w.field(QStringLiteral("table_seconds"), outcome.stats.tableSeconds);
    w.field(QStringLiteral("threads"), int(outcome.stats.threads));
    w.field(QStringLiteral("front_size"), outcome.frontSize);
    w.endObject();
    w.key(QStringLiteral("notes"));
    w.beginArray();
    for (const std::string &n : outcome.notes)
        w.value(q(n));
    w.endArray();
    w.key(QStringLiteral("results"));
    w.beginArray();
    for (std::size_t i = 0; i < outcome.results.size(); ++i) {
        const OptimizeResult &r = outcome.results[i];
        w.beginObject();
        w.field(QStringLiteral("rank"), int(i + 1));
        w.field(QStringLiteral("chassis"), q(r.build.chassisSku));
        w.key(QStringLiteral("parts"));
        w.beginArray(true);
        for (const QString &line : partCountLines(r.build))
            w.value(line);
        w.endArray();
        w.field(QStringLiteral("price_eur"), r.priceEur);
        w.field(QStringLiteral("unpriced_lines"), r.unpricedLines);
        w.key(QStringLiteral("unpriced_skus"));
        w.beginArray(true);
        for (const std::string &sku : r.unpricedSkus)
            w.value(q(sku));
        w.endArray();
        w.field(QStringLiteral("throughput_tokens_per_s"), r.throughput);
        w.field(QStringLiteral("throughput_unit"), q(r.throughputUnit));
        w.field(QStringLiteral("wall_w"), r.wallW);
        w.field(QStringLiteral("binding_limit"), q(r.bindingLimit));
        w.field(QStringLiteral("next_cheaper"), q(r.nextCheaper));
        w.field(QStringLiteral("verified"), r.verified);
        w.field(QStringLiteral("verification"), q(r.verification));
        w.field(QStringLiteral("build_file"),
                i < std::size_t(buildFiles.size()) ? buildFiles.at(qsizetype(i)) : QString());
        w.endObject();
    }
    w.endArray();
    w.field(QStringLiteral("cancelled"), outcome.cancelled);
    w.field(QStringLiteral("timed_out"), outcome.timedOut);
    w.field(QStringLiteral("searched_share"), outcome.searchedShare);
    w.endObject();
    return w.finish();
}

QString optimizeOutcomeToText(const OptimizeSpec &spec, const OptimizeOutcome &outcome,
                              const QStringList &buildFiles)
{
    const NumberFormat f = NumberFormat::forCli();
    QString s;
    s += QStringLiteral("Optimize: %1 (objective: %2)\n").arg(q(spec.name), objectiveText(spec.objective));
    const OptimizeStats &st = outcome.stats;
    s +=
        QStringLiteral("Search space: %1 candidate builds; %2 evaluated one by one, %3 ruled out in "
                       "pruned subtrees; %4 feasible. %5 s on %6 threads (+%7 s tables).\n")
            .arg(f.integer(static_cast<long long>(st.spaceSize)),
                 f.integer(static_cast<long long>(st.evaluated)),
                 f.integer(static_cast<long long>(st.pruned)), f.integer(static_cast<long long>(st.feasible)),
                 f.number(st.seconds, 2), QString::number(st.threads), f.number(st.tableSeconds, 2));
    for (const std::string &n : outcome.notes)
        s += QStringLiteral("Note: %1\n").arg(q(n));
    if (outcome.results.empty()) {
        s += QStringLiteral("\nNo build meets the spec.\n");
        return s;
    }
    s += QStringLiteral("\nPareto front (price, throughput, wall power): %1 builds%2\n")
             .arg(outcome.frontSize)
             .arg(outcome.results.size() < std::size_t(outcome.frontSize)
                      ? QStringLiteral(", the first %1 shown").arg(outcome.results.size())
                      : QString());
    for (std::size_t i = 0; i < outcome.results.size(); ++i) {
        const OptimizeResult &r = outcome.results[i];
        s += QStringLiteral("\n%1. %2  %3  %4 %5  %6 at the wall%7\n")
                 .arg(i + 1)
                 .arg(q(r.build.chassisSku), f.money(r.priceEur, 0), f.number(r.throughput),
                      q(r.throughputUnit), f.watts(r.wallW),
                      r.unpricedLines > 0 ? QStringLiteral("  (%1 unpriced lines at 0: %2)")
                                                .arg(r.unpricedLines)
                                                .arg(unpricedList(r.unpricedSkus))
                                          : QString());
        s += QStringLiteral("   parts: %1\n").arg(partCountLines(r.build).join(QStringLiteral(", ")));
        s += QStringLiteral("   binds: %1\n").arg(q(r.bindingLimit));
        s += QStringLiteral("   next cheaper: %1\n").arg(q(r.nextCheaper));
        s += r.verified ? QStringLiteral(
                              "   verified: full evaluation has no blocking finding and meets every target\n")
                        : QStringLiteral("   NOT verified: %1\n").arg(q(r.verification));
        if (i < std::size_t(buildFiles.size()) && !buildFiles.at(qsizetype(i)).isEmpty())
            s += QStringLiteral("   written: %1\n").arg(buildFiles.at(qsizetype(i)));
    }
    return s;
}

} // namespace np
