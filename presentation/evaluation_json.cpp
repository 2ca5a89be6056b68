// SPDX-License-Identifier: MIT
// Evaluation -> JSON. Keys are the snake_case of the Evaluation's members, each ending in its unit.
#include "presentation/evaluation_json.h"

#include "core/expected_error.h"

#include "core/enums_text.h"
#include "presentation/finding_text.h"
#include "presentation/number_format.h"
#include "presentation/ordered_json.h"
#include "presentation/qt_text.h"

#include <cmath>

namespace np
{

namespace
{

// Watts to 0.1 W: figures derived by subtraction (headroom = usable - peak) would otherwise carry
// floating-point noise such as -378.1999999999998.
double tenthOfWatt(double w)
{
    return std::round(w * 10) / 10;
}

using np::qs; // the overload below would hide it here

QString qs(Status s)
{
    return qs(toText(s));
}

void stringList(OrderedJsonWriter &w, const QString &key, const std::vector<std::string> &items)
{
    w.key(key);
    w.beginArray(true);
    for (const std::string &s : items)
        w.value(qs(s));
    w.endArray();
}

void gpu(OrderedJsonWriter &w, const GpuFigures &g)
{
    w.key(QStringLiteral("gpu"));
    w.beginObject();
    w.field(QStringLiteral("count"), g.count);
    w.field(QStringLiteral("model"), qs(g.model));
    w.field(QStringLiteral("mixed"), g.mixed);
    w.field(QStringLiteral("memory_per_gpu_gb"), g.memoryPerGpuGB);
    w.field(QStringLiteral("memory_per_gpu_gib"), g.memoryPerGpuGiB);
    w.field(QStringLiteral("memory_total_gib"), g.memoryTotalGiB);
    w.field(QStringLiteral("memory_bandwidth_per_gpu_gb_per_s"), g.memoryBandwidthPerGpuGBps);
    w.field(QStringLiteral("bf16_dense_tflops_per_gpu"), g.bf16DenseTflopsPerGpu);
    w.field(QStringLiteral("fp8_dense_tflops_per_gpu"), g.fp8DenseTflopsPerGpu);
    w.field(QStringLiteral("bf16_dense_tflops_total"), g.bf16DenseTflopsTotal);
    w.field(QStringLiteral("interconnect"), qs(toText(g.interconnect)));
    w.field(QStringLiteral("p2p_gb_per_s"), g.p2pGBps);
    w.field(QStringLiteral("host_link_gb_per_s"), g.hostLinkGBps);
    w.endObject();
}

void cpu(OrderedJsonWriter &w, const CpuFigures &c)
{
    w.key(QStringLiteral("cpu"));
    w.beginObject();
    w.field(QStringLiteral("sockets"), c.sockets);
    w.field(QStringLiteral("model"), qs(c.model));
    w.field(QStringLiteral("cores_total"), c.coresTotal);
    w.field(QStringLiteral("cores_per_gpu"), c.coresPerGpu);
    w.field(QStringLiteral("tdp_total_w"), c.tdpTotalW);
    w.endObject();
}

void memory(OrderedJsonWriter &w, const HostMemoryFigures &m)
{
    w.key(QStringLiteral("memory"));
    w.beginObject();
    w.field(QStringLiteral("modules"), m.modules);
    w.field(QStringLiteral("capacity_gib"), m.capacityGiB);
    w.field(QStringLiteral("channels_total"), m.channelsTotal);
    w.field(QStringLiteral("channels_populated"), m.channelsPopulated);
    w.field(QStringLiteral("dimms_per_channel"), m.dimmsPerChannel);
    w.field(QStringLiteral("balanced"), m.balanced);
    w.field(QStringLiteral("speed_mt_per_s"), m.speedMts);
    w.field(QStringLiteral("bandwidth_gb_per_s"), m.bandwidthGBps);
    w.field(QStringLiteral("ram_to_vram_ratio"), m.ramToVramRatio);
    w.endObject();
}

void pcie(OrderedJsonWriter &w, const PcieFigures &p)
{
    w.key(QStringLiteral("pcie"));
    w.beginObject();
    w.field(QStringLiteral("lanes_available"), p.lanesAvailable);
    w.field(QStringLiteral("lanes_required"), p.lanesRequired);
    w.field(QStringLiteral("lanes_wired"), p.lanesWired);
    w.field(QStringLiteral("switched"), p.switched);
    w.field(QStringLiteral("xgmi_links"), p.xgmiLinks);
    w.key(QStringLiteral("uplinks"));
    w.beginArray();
    for (const PcieFigures::Uplink &u : p.uplinks) {
        w.beginObject(true);
        w.field(QStringLiteral("id"), qs(u.id.id()));
        w.field(QStringLiteral("lanes"), u.lanes);
        w.field(QStringLiteral("gb_per_s"), u.gbps);
        w.field(QStringLiteral("oversubscription_ratio"), u.oversubscription);
        stringList(w, QStringLiteral("slots"), u.slotIds);
        w.field(QStringLiteral("status"), qs(u.status));
        w.endObject();
    }
    w.endArray();
    w.field(QStringLiteral("status"), qs(p.status));
    w.endObject();
}

void storage(OrderedJsonWriter &w, const StorageFigures &s)
{
    w.key(QStringLiteral("storage"));
    w.beginObject();
    w.field(QStringLiteral("drives"), s.drives);
    w.field(QStringLiteral("raw_tb"), s.rawTB);
    w.field(QStringLiteral("usable_tb"), s.usableTB);
    w.field(QStringLiteral("raid"), qs(toText(s.raid)));
    w.field(QStringLiteral("seq_read_gb_per_s"), s.seqReadGBps);
    w.field(QStringLiteral("seq_write_gb_per_s"), s.seqWriteGBps);
    w.field(QStringLiteral("data_feed_need_gb_per_s"), s.dataFeedNeedGBps);
    w.field(QStringLiteral("checkpoints_that_fit"), s.checkpointsThatFit);
    w.endObject();
}

void network(OrderedJsonWriter &w, const NetworkFigures &n)
{
    w.key(QStringLiteral("network"));
    w.beginObject();
    w.field(QStringLiteral("nics"), n.nics);
    w.field(QStringLiteral("ports"), n.ports);
    w.field(QStringLiteral("aggregate_gbit_per_s"), n.aggregateGbps);
    w.field(QStringLiteral("rdma"), n.rdma);
    w.field(QStringLiteral("fabric"), qs(n.fabric));
    w.endObject();
}

void power(OrderedJsonWriter &w, const PowerFigures &p)
{
    w.key(QStringLiteral("power"));
    w.beginObject();
    w.field(QStringLiteral("idle_w"), p.idleW);
    w.field(QStringLiteral("typical_w"), p.typicalW);
    w.field(QStringLiteral("peak_w"), p.peakW);
    w.field(QStringLiteral("transient_w"), p.transientW);
    w.field(QStringLiteral("wall_idle_w"), p.wallIdleW);
    w.field(QStringLiteral("wall_typical_w"), p.wallTypicalW);
    w.field(QStringLiteral("wall_w"), p.wallW);
    w.field(QStringLiteral("wall_va"), p.wallVA);
    w.field(QStringLiteral("input_current_a"), p.inputCurrentA);
    w.field(QStringLiteral("vendor_max_system_w"), p.vendorMaxSystemW);
    w.field(QStringLiteral("sizing_basis"), qs(toText(p.sizingBasis)));
    w.field(QStringLiteral("psu_sizing_w"), p.psuSizingW);
    w.field(QStringLiteral("circuit_w"), p.circuitW);
    w.field(QStringLiteral("psu_efficiency_at_peak"), p.psuEfficiencyAtPeak);
    w.field(QStringLiteral("psu_count"), p.psuCount);
    w.field(QStringLiteral("psu_rated_w"), p.psuRatedW);
    w.field(QStringLiteral("psu_total_w"), p.psuTotalW);
    w.field(QStringLiteral("psu_usable_w"), p.psuUsableW);
    w.field(QStringLiteral("psu_after_one_failure_w"), p.psuAfterOneFailureW);
    w.field(QStringLiteral("redundancy"), qs(toText(p.redundancy)));
    w.field(QStringLiteral("redundancy_met"), p.redundancyMet);
    w.field(QStringLiteral("btu_per_h"), p.btuPerH);
    w.field(QStringLiteral("heat_w"), p.heatW);
    w.field(QStringLiteral("airflow_limit_w"), p.airflowLimitW);
    w.key(QStringLiteral("items"));
    w.beginArray();
    for (const PowerItem &i : p.items) {
        w.beginObject(true);
        w.field(QStringLiteral("group"), qs(i.group));
        w.field(QStringLiteral("typical_w"), i.typicalW);
        w.field(QStringLiteral("peak_w"), i.peakW);
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("per_slot"));
    w.beginArray();
    for (const SlotPower &s : p.perSlot) {
        w.beginObject(true);
        w.field(QStringLiteral("slot"), qs(s.slotId));
        w.field(QStringLiteral("peak_w"), s.peakW);
        w.endObject();
    }
    w.endArray();
    w.field(QStringLiteral("psu_status"), qs(p.psuStatus));
    w.field(QStringLiteral("transient_status"), qs(p.transientStatus));
    w.field(QStringLiteral("heat_status"), qs(p.heatStatus));
    w.key(QStringLiteral("psu_modes"));
    w.beginArray();
    for (const PsuModeFigures &m : p.psuModes) {
        w.beginObject(true);
        w.field(QStringLiteral("mode"), qs(toText(m.mode)));
        w.field(QStringLiteral("psus_counted"), m.psusCounted);
        w.field(QStringLiteral("usable_w"), tenthOfWatt(m.usableW));
        w.field(QStringLiteral("headroom_w"), tenthOfWatt(m.headroomW));
        w.field(QStringLiteral("status"), qs(m.status));
        w.field(QStringLiteral("chosen"), m.chosen);
        w.endObject();
    }
    w.endArray();
    w.endObject();
}

void cost(OrderedJsonWriter &w, const CostFigures &c)
{
    w.key(QStringLiteral("cost"));
    w.beginObject();
    w.field(QStringLiteral("hardware_eur"), c.hardwareEur);
    w.field(QStringLiteral("support_eur"), c.supportEur);
    w.field(QStringLiteral("discount_eur"), c.discountEur);
    w.field(QStringLiteral("margin_eur"), c.marginEur);
    w.field(QStringLiteral("vat_eur"), c.vatEur);
    w.field(QStringLiteral("total_eur"), c.totalEur);
    w.field(QStringLiteral("eur_per_gb_gpu_memory"), c.eurPerGbGpuMemory);
    w.field(QStringLiteral("eur_per_dense_bf16_tflops"), c.eurPerDenseBf16Tflops);
    w.field(QStringLiteral("energy_kwh_per_year"), c.energyKwhPerYear);
    w.field(QStringLiteral("energy_eur_per_year"), c.energyEurPerYear);
    w.field(QStringLiteral("tco_eur"), c.tcoEur);
    w.key(QStringLiteral("tco_by_year_eur"));
    w.beginArray(true);
    for (double v : c.tcoByYearEur)
        w.value(v);
    w.endArray();
    w.field(QStringLiteral("unpriced_lines"), c.unpricedLines);
    w.field(QStringLiteral("complete"), c.complete);
    w.field(QStringLiteral("value_figures_computed"), c.valueFiguresComputed);
    w.key(QStringLiteral("unpriced"));
    w.beginArray();
    for (const BomLine &b : c.bom) {
        if (b.priced)
            continue;
        w.beginObject(true);
        w.field(QStringLiteral("sku"), qs(b.sku));
        w.field(QStringLiteral("description"), qs(b.description));
        w.field(QStringLiteral("quantity"), b.quantity);
        w.field(QStringLiteral("no_price_reason"), qs(b.noPriceReason));
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("bom"));
    w.beginArray();
    for (const BomLine &b : c.bom) {
        w.beginObject(true);
        w.field(QStringLiteral("kind"), qs(b.slotKind));
        w.field(QStringLiteral("sku"), qs(b.sku));
        w.field(QStringLiteral("description"), qs(b.description));
        w.field(QStringLiteral("quantity"), b.quantity);
        w.field(QStringLiteral("priced"), b.priced);
        w.field(QStringLiteral("unit_price_eur"), b.unitPriceEur);
        w.field(QStringLiteral("unit_price_original"), b.unitPriceOriginal);
        w.field(QStringLiteral("currency"), qs(b.currency));
        w.field(QStringLiteral("price_date"), qs(b.priceDate));
        w.field(QStringLiteral("price_kind"), qs(b.priceKind));
        w.field(QStringLiteral("no_price_reason"), qs(b.noPriceReason));
        w.field(QStringLiteral("extended_eur"), b.extendedEur);
        w.field(QStringLiteral("lead_time_weeks"), b.leadTimeWeeks);
        w.field(QStringLiteral("lead_time_date"), qs(b.leadTimeDate));
        if (b.isSupport()) {
            w.field(QStringLiteral("support_years"), b.supportYears);
            w.field(QStringLiteral("included_in_system_price"), b.includedInSystemPrice);
        }
        w.endObject();
    }
    w.endArray();
    w.endObject();
}

// The JSON path of a figure that carries an expected error, relative to its workload object.
QString figureKey(WorkloadFigure figure)
{
    switch (figure) {
    case WorkloadFigure::Weights:
        return QStringLiteral("per_gpu_breakdown_gib.weights");
    case WorkloadFigure::KvCache:
        return QStringLiteral("per_gpu_breakdown_gib.kv_cache");
    case WorkloadFigure::MaxConcurrentSequences:
        return QStringLiteral("max_concurrent_sequences");
    case WorkloadFigure::MaxContext:
        return QStringLiteral("max_context_tokens");
    case WorkloadFigure::Decode:
        return QStringLiteral("decode_tokens_per_s");
    case WorkloadFigure::Prefill:
        return QStringLiteral("prefill_tokens_per_s");
    case WorkloadFigure::TrainingMemory:
        return QStringLiteral("per_gpu_required_gib");
    case WorkloadFigure::TrainingSpeed:
        return QStringLiteral("train_tokens_per_s");
    case WorkloadFigure::TrainingMaxContext:
        return QStringLiteral("max_context_tokens");
    case WorkloadFigure::LoadThroughput:
        return QStringLiteral("under_load.output_tokens_per_s");
    case WorkloadFigure::LoadTtft:
        return QStringLiteral("under_load.ttft_ms");
    case WorkloadFigure::LoadTpot:
        return QStringLiteral("under_load.tpot_ms");
    }
    return {};
}

void underLoad(OrderedJsonWriter &w, const LoadThroughput &t)
{
    w.key(QStringLiteral("under_load"));
    w.beginObject(true);
    w.field(QStringLiteral("concurrency"), t.concurrency);
    w.field(QStringLiteral("input_tokens"), t.inputTokens);
    w.field(QStringLiteral("output_tokens"), t.outputTokens);
    w.field(QStringLiteral("output_tokens_per_s"), t.outputTokensPerS);
    w.field(QStringLiteral("output_tokens_per_s_per_gpu"), t.outputTokensPerSPerGpu);
    w.field(QStringLiteral("ttft_ms"), t.ttftMs);
    w.field(QStringLiteral("tpot_ms"), t.tpotMs);
    w.field(QStringLiteral("kv_limited"), t.kvLimited);
    w.endObject();
}

// Beside the figures: how wrong each may be, the band of its stratum in the validation suite.
void expectedErrors(OrderedJsonWriter &w, const WorkloadResult &r)
{
    const std::vector<FigureError> errors = expectedErrorsOf(r);
    w.key(QStringLiteral("expected_error"));
    w.beginObject();
    w.field(QStringLiteral("coverage_pct"), kBandCoverage * 100);
    w.field(QStringLiteral("min_cases"), kMinValidatedCases);
    w.field(QStringLiteral("gpu_vendor"), qs(r.gpuVendor));
    w.field(QStringLiteral("engine"),
            r.mode == WorkloadMode::Inference ? QString::fromLatin1(engineFamily(r.engine)) : QString());
    w.field(QStringLiteral("mode"), qs(toText(r.mode)));
    w.key(QStringLiteral("figures"));
    w.beginObject();
    for (const FigureError &e : errors) {
        w.key(figureKey(e.figure));
        w.beginObject(true);
        w.field(QStringLiteral("validated"), e.error.validated());
        w.field(QStringLiteral("cases"), e.error.cases);
        w.field(QStringLiteral("low_pct"), e.error.lowPct);
        w.field(QStringLiteral("high_pct"), e.error.highPct);
        w.endObject();
    }
    w.endObject();
    w.endObject();
}

void args(OrderedJsonWriter &w, const std::vector<FindingArg> &list)
{
    w.key(QStringLiteral("args"));
    w.beginArray();
    for (const FindingArg &a : list) {
        w.beginObject(true);
        w.field(QStringLiteral("key"), qs(a.key));
        if (a.unit == FindingUnit::Text)
            w.field(QStringLiteral("text"), qs(a.text));
        else
            w.field(QStringLiteral("value"), a.value);
        w.field(QStringLiteral("unit"), qs(toText(a.unit)));
        w.endObject();
    }
    w.endArray();
}

// A message as data (rule and figures) and as the CLI would write it.
void message(OrderedJsonWriter &w, const Message &m)
{
    w.beginObject();
    w.field(QStringLiteral("rule"), qs(m.rule));
    w.field(QStringLiteral("message"), messageText(m, NumberFormat::forCli()));
    args(w, m.args);
    w.endObject();
}

void messages(OrderedJsonWriter &w, const QString &key, const Messages &list)
{
    w.key(key);
    w.beginArray();
    for (const Message &m : list)
        message(w, m);
    w.endArray();
}

void workloads(OrderedJsonWriter &w, const std::vector<WorkloadResult> &list)
{
    w.key(QStringLiteral("workloads"));
    w.beginArray();
    for (const WorkloadResult &r : list) {
        w.beginObject();
        w.field(QStringLiteral("label"), qs(r.label));
        w.field(QStringLiteral("model"), qs(r.model));
        w.field(QStringLiteral("mode"), qs(toText(r.mode)));
        w.field(QStringLiteral("precision"), qs(toText(r.precision)));
        w.field(QStringLiteral("tp"), r.tensorParallel);
        w.field(QStringLiteral("pp"), r.pipelineParallel);
        w.field(QStringLiteral("dp"), r.dataParallel);
        w.field(QStringLiteral("gpus_used"), r.gpusUsed);
        w.field(QStringLiteral("fits"), r.fits);
        w.field(QStringLiteral("fit_status"), qs(r.fitStatus));
        w.field(QStringLiteral("per_gpu_required_gib"), r.perGpuRequiredGiB);
        w.field(QStringLiteral("per_gpu_available_gib"), r.perGpuAvailableGiB);
        w.field(QStringLiteral("margin_gib"), r.marginGiB);
        w.key(QStringLiteral("per_gpu_breakdown_gib"));
        w.beginObject(true);
        w.field(QStringLiteral("weights"), r.perGpu.weightsGiB);
        w.field(QStringLiteral("kv_cache"), r.perGpu.kvCacheGiB);
        w.field(QStringLiteral("activations"), r.perGpu.activationsGiB);
        w.field(QStringLiteral("gradients"), r.perGpu.gradientsGiB);
        w.field(QStringLiteral("optimizer"), r.perGpu.optimizerGiB);
        w.field(QStringLiteral("overhead"), r.perGpu.overheadGiB);
        w.endObject();
        w.field(QStringLiteral("host_ram_required_gib"), r.hostRamRequiredGiB);
        w.field(QStringLiteral("parameters_total"), r.parametersTotal);
        w.field(QStringLiteral("parameters_active"), r.parametersActive);
        w.field(QStringLiteral("trainable_parameters"), r.trainableParameters);
        w.field(QStringLiteral("kv_bytes_per_token"), r.kvBytesPerToken);
        w.field(QStringLiteral("kv_bytes_per_token_model"), r.kvBytesPerTokenModel);
        w.field(QStringLiteral("max_context_tokens"), static_cast<double>(r.maxContextTokens));
        w.field(QStringLiteral("max_concurrent_sequences"), r.maxConcurrentSequences);
        w.field(QStringLiteral("decode_tokens_per_s"), r.decodeTokensPerS);
        w.field(QStringLiteral("decode_tokens_per_s_aggregate"), r.decodeTokensPerSAggregate);
        w.field(QStringLiteral("prefill_tokens_per_s"), r.prefillTokensPerS);
        w.field(QStringLiteral("train_tokens_per_s"), r.trainTokensPerS);
        w.field(QStringLiteral("allreduce_ms_per_step"), r.allreduceMsPerStep);
        w.field(QStringLiteral("pipeline_bubble_pct"), r.pipelineBubblePct);
        w.field(QStringLiteral("micro_batches_in_flight"), r.microBatchesInFlight);
        w.field(QStringLiteral("power_cap_speed_factor"), r.powerCapSpeedFactor);
        w.field(QStringLiteral("logits_gib"), r.logitsGiB);
        w.field(QStringLiteral("decode_bandwidth_bound"), r.decodeBandwidthBound);
        underLoad(w, r.underLoad);
        expectedErrors(w, r);
        // The notes and the error as the CLI writes them, and as data (rule ids and figures).
        w.field(QStringLiteral("sharding"), messagesText(r.sharding, NumberFormat::forCli()));
        messages(w, QStringLiteral("sharding_notes"), r.sharding);
        w.field(QStringLiteral("error"), messageText(r.error, NumberFormat::forCli()));
        if (!r.error.empty()) {
            w.key(QStringLiteral("error_detail"));
            message(w, r.error);
        }
        w.endObject();
    }
    w.endArray();
}

void findings(OrderedJsonWriter &w, const std::vector<Finding> &list)
{
    w.key(QStringLiteral("findings"));
    w.beginArray();
    for (const Finding &f : list) {
        w.beginObject();
        w.field(QStringLiteral("subsystem"), qs(toText(f.subsystem)));
        w.field(QStringLiteral("kind"), qs(toText(f.kind)));
        w.field(QStringLiteral("severity"), qs(toText(f.severity)));
        w.field(QStringLiteral("rule"), qs(f.rule));
        // The sentence as the CLI writes it (the chosen language, C-locale figures), and its figures as
        // data: a list, since a finding that lists items repeats their keys.
        w.field(QStringLiteral("message"), findingText(f, NumberFormat::forCli()));
        args(w, f.args);
        stringList(w, QStringLiteral("slots"), f.slotIds);
        messages(w, QStringLiteral("details"), f.details);
        w.endObject();
    }
    w.endArray();
}

void subsystemStatus(OrderedJsonWriter &w, const std::vector<SubsystemStatus> &list)
{
    w.key(QStringLiteral("subsystem_status"));
    w.beginObject(true);
    for (const SubsystemStatus &s : list)
        w.field(qs(toText(s.subsystem)), qs(s.status));
    w.endObject();
}

void assumptions(OrderedJsonWriter &w, const Assumptions &a)
{
    w.key(QStringLiteral("assumptions"));
    w.beginArray();
    for (const AssumptionInfo &info : assumptionCatalog()) {
        w.beginObject(true);
        w.field(QStringLiteral("key"), qs(info.key));
        w.field(QStringLiteral("value"), a.*(info.field));
        w.field(QStringLiteral("unit"), qs(info.unit));
        w.field(QStringLiteral("reason"), qs(info.reason));
        w.endObject();
    }
    w.endArray();
}

} // namespace

QByteArray evaluationToJson(const Evaluation &ev)
{
    OrderedJsonWriter w;
    w.beginObject();
    w.field(QStringLiteral("build"), qs(ev.buildName));
    w.field(QStringLiteral("chassis"), qs(ev.chassis));
    gpu(w, ev.gpu);
    cpu(w, ev.cpu);
    memory(w, ev.hostMemory);
    pcie(w, ev.pcie);
    storage(w, ev.storage);
    network(w, ev.network);
    power(w, ev.power);
    cost(w, ev.cost);
    workloads(w, ev.workloads);
    findings(w, ev.findings);
    subsystemStatus(w, ev.subsystemStatus);
    assumptions(w, ev.assumptions);
    w.endObject();
    return w.finish();
}

} // namespace np
