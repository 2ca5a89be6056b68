// SPDX-License-Identifier: MIT
#include "catalog/snapshot_builder.h"

#include "core/enums_text.h"

namespace np::catalog
{

namespace
{

std::string s(const Row &row, const char *key)
{
    return row.value(QLatin1String(key)).toString().toStdString();
}
double d(const Row &row, const char *key)
{
    return row.value(QLatin1String(key)).toDouble();
}
int i(const Row &row, const char *key)
{
    return row.value(QLatin1String(key)).toInt();
}
bool b(const Row &row, const char *key)
{
    return row.value(QLatin1String(key)).toInt() != 0;
}

SupportOffer supportFromRow(const Row &row)
{
    SupportOffer support;
    support.years = i(row, "support_years");
    support.kind = s(row, "support_kind");
    support.included = b(row, "support_included");
    if (d(row, "support_price") > 0)
        support.price = Price{d(row, "support_price"), s(row, "support_currency"),
                              s(row, "support_price_date"), s(row, "support_source"), "list"};
    support.noPriceReason = s(row, "support_no_price_reason");
    support.source = s(row, "support_source");
    return support;
}

} // namespace

PartInfo partInfoFromRow(const Row &row)
{
    PartInfo info;
    info.sku = s(row, "sku");
    info.name = s(row, "name");
    info.vendor = s(row, "vendor");
    info.provenance.source = s(row, "source");
    info.provenance.checkedDate = s(row, "checked_date");
    info.provenance.verified = b(row, "verified");
    info.provenance.notes = s(row, "notes");
    info.noPriceReason = s(row, "no_price_reason");
    info.leadTime.weeks = d(row, "lead_time_weeks");
    info.leadTime.date = s(row, "lead_time_date");
    info.leadTime.source = s(row, "lead_time_source");
    return info;
}

Gpu gpuFromRow(const Row &row)
{
    Gpu g;
    g.info = partInfoFromRow(row);
    g.architecture = s(row, "architecture");
    g.memoryType = s(row, "memory_type");
    g.memoryNominalGB = d(row, "memory_gb");
    g.memoryUsableMiB = d(row, "memory_usable_mib");
    g.memoryBandwidthGBps = d(row, "memory_bandwidth_gb_per_s");
    g.fp32Tflops = d(row, "fp32_tflops");
    g.bf16DenseTflops = d(row, "bf16_dense_tflops");
    g.fp8DenseTflops = d(row, "fp8_dense_tflops");
    g.fp4DenseTflops = d(row, "fp4_dense_tflops");
    g.int8DenseTops = d(row, "int8_dense_tops");
    g.tdpW = d(row, "tdp_w");
    g.idleW = d(row, "idle_w");
    g.formFactor = parseGpuFormFactor(s(row, "form_factor")).value_or(GpuFormFactor::PcieCard);
    g.moduleForm = s(row, "module_form");
    g.cooling = parseCooling(s(row, "cooling")).value_or(Cooling::Passive);
    g.slotWidth = i(row, "slot_width");
    g.pcieGen = i(row, "pcie_gen");
    g.pcieLanes = i(row, "pcie_lanes");
    g.gpuLink = parseGpuLinkKind(s(row, "gpu_link")).value_or(GpuLinkKind::None);
    g.gpuLinkGBpsPerDirection = d(row, "gpu_link_gb_per_s");
    g.gpuLinkGroupSize = i(row, "gpu_link_group_size");
    g.migInstancesMax = i(row, "mig_instances_max");
    return g;
}

std::vector<AchievableRate> achievableRatesFromRows(const std::vector<Row> &rows)
{
    std::vector<AchievableRate> out;
    for (const Row &row : rows) {
        AchievableRate r;
        r.quantity = s(row, "quantity") == "dense_tflops" ? RateQuantity::DenseTflops
                                                          : RateQuantity::MemoryBandwidthGBps;
        if (r.quantity == RateQuantity::DenseTflops) {
            const std::optional<Precision> precision = parsePrecision(s(row, "precision"));
            if (!precision)
                continue;
            r.precision = *precision;
        }
        const std::string engine = s(row, "engine");
        if (!engine.empty()) {
            r.engine = parseServingEngine(engine);
            if (!r.engine)
                continue; // an engine this NodePlan does not know: its measurement cannot apply
        }
        r.value = d(row, "value");
        r.source = s(row, "source");
        r.date = s(row, "source_date");
        r.notes = s(row, "notes");
        out.push_back(r);
    }
    return out;
}

Cpu cpuFromRow(const Row &row)
{
    Cpu c;
    c.info = partInfoFromRow(row);
    c.socket = s(row, "socket");
    c.family = s(row, "family");
    c.cores = i(row, "cores");
    c.baseGHz = d(row, "base_ghz");
    c.boostGHz = d(row, "boost_ghz");
    c.tdpW = d(row, "tdp_w");
    c.l3MB = d(row, "l3_mb");
    c.memoryChannels = i(row, "memory_channels");
    c.memoryType = s(row, "memory_type");
    c.ddr5MtsOneDpc = i(row, "ddr5_1dpc_mt_per_s");
    c.ddr5MtsTwoDpc = i(row, "ddr5_2dpc_mt_per_s");
    c.pcieLanesOneSocket = i(row, "pcie_lanes_1p");
    c.pcieLanesPerSocketTwoSocket = i(row, "pcie_lanes_per_socket_2p");
    c.pcieLanesPerSocketTwoSocketExtra = i(row, "pcie_lanes_per_socket_2p_3xgmi");
    c.maxSockets = i(row, "max_sockets");
    c.avx512 = b(row, "avx512");
    return c;
}

MemoryModule memoryFromRow(const Row &row)
{
    MemoryModule m;
    m.info = partInfoFromRow(row);
    m.type = s(row, "memory_type");
    m.capacityGiB = d(row, "capacity_gib");
    m.speedMts = i(row, "speed_mt_per_s");
    m.ranks = i(row, "ranks");
    m.ecc = b(row, "ecc");
    m.powerW = d(row, "power_w");
    return m;
}

Drive driveFromRow(const Row &row)
{
    Drive dr;
    dr.info = partInfoFromRow(row);
    dr.formFactor = s(row, "form_factor");
    dr.interface = s(row, "interface");
    dr.capacityTB = d(row, "capacity_tb");
    dr.seqReadGBps = d(row, "seq_read_gb_per_s");
    dr.seqWriteGBps = d(row, "seq_write_gb_per_s");
    dr.randomReadKiops = d(row, "random_read_kiops");
    dr.powerW = d(row, "power_w");
    dr.idleW = d(row, "idle_w");
    dr.pcieGen = i(row, "pcie_gen");
    dr.pcieLanes = i(row, "pcie_lanes");
    return dr;
}

Nic nicFromRow(const Row &row)
{
    Nic n;
    n.info = partInfoFromRow(row);
    n.formFactor = s(row, "form_factor");
    n.ports = i(row, "ports");
    n.portSpeedGbps = d(row, "port_speed_gbit_per_s");
    n.roce = b(row, "roce");
    n.infiniband = b(row, "infiniband");
    n.pcieGen = i(row, "pcie_gen");
    n.pcieLanes = i(row, "pcie_lanes");
    n.powerW = d(row, "power_w");
    n.auxPowerW = d(row, "aux_power_w");
    return n;
}

Psu psuFromRow(const Row &row)
{
    Psu p;
    p.info = partInfoFromRow(row);
    p.outputLowLineW = d(row, "output_low_line_w");
    p.outputHighLineW = d(row, "output_high_line_w");
    p.efficiencyRating = s(row, "efficiency_rating");
    p.efficiency10 = d(row, "efficiency_10pct_load");
    p.efficiency20 = d(row, "efficiency_20pct_load");
    p.efficiency50 = d(row, "efficiency_50pct_load");
    p.efficiency100 = d(row, "efficiency_100pct_load");
    return p;
}

Model modelFromRow(const Row &row)
{
    Model m;
    m.info = partInfoFromRow(row);
    m.family = s(row, "family");
    m.hfRepo = s(row, "hf_repo");
    ModelArch &a = m.arch;
    a.layers = i(row, "layers");
    a.hiddenSize = i(row, "hidden_size");
    a.attentionHeads = i(row, "attention_heads");
    a.kvHeads = i(row, "kv_heads");
    a.headDim = i(row, "head_dim");
    a.ffnSize = i(row, "ffn_size");
    a.vocabSize = i(row, "vocab_size");
    a.tiedEmbeddings = b(row, "tied_embeddings");
    a.qkvBias = b(row, "qkv_bias");
    a.gatedMlp = b(row, "gated_mlp");
    a.experts = i(row, "experts");
    a.activeExperts = i(row, "active_experts");
    a.sharedExperts = i(row, "shared_experts");
    a.expertFfnSize = i(row, "expert_ffn_size");
    a.firstDenseLayers = i(row, "first_dense_layers");
    a.qLoraRank = i(row, "q_lora_rank");
    a.kvLoraRank = i(row, "kv_lora_rank");
    a.qkNopeHeadDim = i(row, "qk_nope_head_dim");
    a.qkRopeHeadDim = i(row, "qk_rope_head_dim");
    a.vHeadDim = i(row, "v_head_dim");
    a.slidingWindow = i(row, "sliding_window");
    a.slidingWindowLayers = i(row, "sliding_window_layers");
    a.maxContextTokens = i(row, "max_context_tokens");
    return m;
}

Chassis chassisFromRows(const Row &row, const std::vector<Row> &slotRows, const std::vector<Row> &switches)
{
    Chassis c;
    c.info = partInfoFromRow(row);
    c.rackUnits = i(row, "rack_units");
    c.cpuSocket = s(row, "cpu_socket");
    c.widthMm = d(row, "width_mm");
    c.depthMm = d(row, "depth_mm");
    c.airflowLimitW = d(row, "airflow_limit_w");
    c.maxInletTempC = d(row, "max_inlet_temp_c");
    c.fanPowerMaxW = d(row, "fan_power_max_w");
    c.basePowerW = d(row, "base_power_w");
    c.vendor.psuSku = s(row, "psu_sku");
    c.vendor.psuCount = i(row, "psu_count");
    c.vendor.psuRedundancy = parsePsuRedundancy(s(row, "psu_redundancy"));
    c.vendor.qualifiedGpuSkus = splitSkus(s(row, "qualified_gpus"));
    c.vendor.cpuTdpLimitW = d(row, "cpu_tdp_limit_w");
    c.vendor.maxSystemPowerW = d(row, "max_system_power_w");
    c.vendor.source = s(row, "vendor_rules_source");
    c.support = supportFromRow(row);
    for (const Row &r : slotRows) {
        Slot slot;
        slot.id = s(r, "id");
        slot.kind = parseSlotKind(s(r, "kind")).value_or(SlotKind::Gpu);
        slot.label = s(r, "label");
        slot.socket = i(r, "socket");
        slot.uplink = s(r, "uplink");
        slot.pcieLanes = i(r, "pcie_lanes");
        slot.pcieGen = i(r, "pcie_gen");
        slot.maxWidthSlots = i(r, "max_width_slots");
        slot.maxPowerW = d(r, "max_power_w");
        slot.memoryChannel = i(r, "memory_channel");
        slot.dimmInChannel = i(r, "dimm_in_channel");
        slot.formFactor = s(r, "form_factor");
        slot.geometry = {d(r, "x_mm"), d(r, "y_mm"), d(r, "width_mm"), d(r, "height_mm")};
        c.allSlots.push_back(slot);
    }
    for (const Row &r : switches) {
        PcieSwitch sw;
        sw.id = s(r, "id");
        sw.model = s(r, "model");
        sw.uplink = s(r, "uplink");
        sw.uplinkLanes = i(r, "uplink_lanes");
        sw.uplinkGen = i(r, "uplink_gen");
        sw.downstreamLanes = i(r, "downstream_lanes");
        sw.powerW = d(r, "power_w");
        c.switches.push_back(sw);
    }
    return c;
}

CatalogSnapshot buildSnapshot(const QSqlDatabase &db, const QString &name, const QString &asOfIsoDate)
{
    CatalogSnapshot snap;
    snap.name = name.toStdString();
    snap.asOf = asOfIsoDate.toStdString();
    const std::map<QString, PriceRow> prices = latestPrices(db, asOfIsoDate);
    auto priced = [&](PartInfo &info) {
        const auto it = prices.find(QString::fromStdString(info.sku));
        if (it != prices.end())
            info.price = it->second.price;
    };
    for (const KindSpec &kind : kindSpecs()) {
        for (const Row &row : loadParts(db, kind)) {
            if (kind.kind == QLatin1String("chassis")) {
                const QString sku = row.value(QStringLiteral("sku")).toString();
                snap.chassis.push_back(chassisFromRows(row, loadSlots(db, sku), loadSwitches(db, sku)));
                priced(snap.chassis.back().info);
            } else if (kind.kind == QLatin1String("gpu")) {
                snap.gpus.push_back(gpuFromRow(row));
                snap.gpus.back().achievableRates = achievableRatesFromRows(
                    loadAchievableRates(db, row.value(QStringLiteral("sku")).toString()));
                priced(snap.gpus.back().info);
            } else if (kind.kind == QLatin1String("cpu")) {
                snap.cpus.push_back(cpuFromRow(row));
                priced(snap.cpus.back().info);
            } else if (kind.kind == QLatin1String("memory")) {
                snap.memory.push_back(memoryFromRow(row));
                priced(snap.memory.back().info);
            } else if (kind.kind == QLatin1String("drive")) {
                snap.drives.push_back(driveFromRow(row));
                priced(snap.drives.back().info);
            } else if (kind.kind == QLatin1String("nic")) {
                snap.nics.push_back(nicFromRow(row));
                priced(snap.nics.back().info);
            } else if (kind.kind == QLatin1String("psu")) {
                snap.psus.push_back(psuFromRow(row));
                priced(snap.psus.back().info);
            } else if (kind.kind == QLatin1String("model")) {
                snap.models.push_back(modelFromRow(row));
                priced(snap.models.back().info);
            }
        }
    }
    snap.prepare();
    return snap;
}

} // namespace np::catalog
