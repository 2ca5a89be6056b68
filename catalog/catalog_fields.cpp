// SPDX-License-Identifier: MIT
#include "catalog/catalog_fields.h"

namespace np::catalog
{

namespace
{

FieldSpec text(const char *key, bool required, const char *description)
{
    return {QLatin1String(key), FieldType::Text, required, 0, 0, {}, QLatin1String(description)};
}
FieldSpec real(const char *key, bool required, double min, double max, const char *description)
{
    return {QLatin1String(key), FieldType::Real, required, min, max, {}, QLatin1String(description)};
}
FieldSpec integer(const char *key, bool required, double min, double max, const char *description)
{
    return {QLatin1String(key), FieldType::Int, required, min, max, {}, QLatin1String(description)};
}
// 0 ("unsupported") or a value from min to max, as the schema's CHECK (x = 0 OR x BETWEEN min AND max).
FieldSpec integerOrZero(const char *key, bool required, double min, double max, const char *description)
{
    FieldSpec spec = integer(key, required, min, max, description);
    spec.zeroAllowed = true;
    return spec;
}
// A PCIe link width: only the widths the schema's CHECK (x IN (...)) accepts.
FieldSpec linkWidth(const char *key, std::initializer_list<int> widths, const char *description)
{
    FieldSpec spec = integer(key, false, *widths.begin(), *(widths.end() - 1), description);
    for (const int w : widths)
        spec.choices << QString::number(w);
    return spec;
}
// Text of at most maxLength characters (the schema's CHECK (length(x) BETWEEN 1 AND maxLength)).
FieldSpec textUpTo(const char *key, bool required, int maxLength, const char *description)
{
    FieldSpec spec = text(key, required, description);
    spec.max = maxLength;
    return spec;
}
FieldSpec boolean(const char *key, const char *description)
{
    return {QLatin1String(key), FieldType::Bool, false, 0, 0, {}, QLatin1String(description)};
}
FieldSpec choice(const char *key, bool required, QStringList choices, const char *description)
{
    return {QLatin1String(key), FieldType::Choice,         required, 0, 0,
            std::move(choices), QLatin1String(description)};
}
FieldSpec date(const char *key, bool required, const char *description)
{
    return {QLatin1String(key), FieldType::Date, required, 0, 0, {}, QLatin1String(description)};
}

QStringList list(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *item : items)
        out << QLatin1String(item);
    return out;
}

// A chassis row (its slots and switches are imported with it).
KindSpec chassisKind()
{
    return {
        QStringLiteral("chassis"),
        QStringLiteral("chassis"),
        QStringLiteral("Chassis"),
        {
            integer("rack_units", false, 1, 10, "height in rack units"),
            text("cpu_socket", true, "CPU socket every CPU must match (SP5, LGA7529, LGA4710, LGA4677)"),
            real("width_mm", false, 1, 600, "outline width, top-down"),
            real("depth_mm", false, 1, 1300, "outline depth, top-down (front = y 0)"),
            real("airflow_limit_w", true, 1, 50000,
                 "heat the fan wall removes at the rated inlet temperature"),
            real("max_inlet_temp_c", false, 10, 60, "highest supported inlet air temperature"),
            real("fan_power_max_w", false, 0, 5000, "all fans at full speed"),
            real("base_power_w", false, 0, 5000, "board, BMC and backplanes, without fans and parts"),
            text("psu_sku", false, "the PSU the vendor ships the chassis with; empty = not stated"),
            integer("psu_count", false, 0, 16, "PSUs the vendor ships; 0 = not stated"),
            choice("psu_redundancy", false, list({"", "none", "n+1", "n+n"}),
                   "the redundancy the vendor ships the PSU set in; a build on the chassis defaults to it"),
            text("qualified_gpus", false,
                 "GPU SKUs the vendor qualifies, space-separated; empty = not stated"),
            real("cpu_tdp_limit_w", false, 0, 2000, "highest CPU TDP the chassis cools; 0 = not stated"),
            real("max_system_power_w", false, 0, 50000, "the vendor's maximum system power; 0 = not stated"),
            text("vendor_rules_source", false,
                 "where the PSU, GPU, CPU TDP and system power figures come from, dated"),
            integer("support_years", false, 0, 10,
                    "term of the support the system is sold with; 0 = not stated"),
            text("support_kind", false, "the vendor's support terms (what is covered and how)"),
            boolean("support_included", "true: the system price includes the support"),
            real("support_price", false, 0, 10000000,
                 "price of the support for its whole term, when sold on its own; 0 = no public price"),
            choice("support_currency", false, list({"", "USD", "EUR"}), "currency of support_price"),
            date("support_price_date", false, "ISO date of support_price"),
            text("support_no_price_reason", false, "neither included nor priced: why"),
            text("support_source", false, "where the support terms and price come from, dated"),
        }};
}

KindSpec gpuKind()
{
    return {QStringLiteral("gpu"),
            QStringLiteral("gpus"),
            QStringLiteral("GPU"),
            {
                text("architecture", false, "Blackwell, Hopper, Ada Lovelace, CDNA 3, ..."),
                text("memory_type", false, "GDDR7, HBM3e, ..."),
                real("memory_gb", true, 0.001, 1024, "nominal memory, decimal GB"),
                real("memory_usable_mib", false, 0, 1048576, "memory the driver reports, MiB; 0 = unknown"),
                real("memory_bandwidth_gb_per_s", true, 0.001, 100000, "peak memory bandwidth"),
                real("fp32_tflops", false, 0, 100000, "FP32 (non-tensor) peak"),
                real("bf16_dense_tflops", false, 0, 100000, "BF16 dense tensor peak (no sparsity)"),
                real("fp8_dense_tflops", false, 0, 100000, "FP8 dense; 0 = not supported"),
                real("fp4_dense_tflops", false, 0, 100000, "FP4 dense; 0 = not supported"),
                real("int8_dense_tops", false, 0, 100000, "INT8 dense; 0 = unknown"),
                real("tdp_w", true, 0.001, 3000, "board power limit"),
                real("idle_w", false, 0, 500, "idle board power; 0 = unknown"),
                choice("form_factor", true, list({"pcie", "sxm", "oam"}),
                       "pcie card, or an SXM/OAM module that needs another platform"),
                text("module_form", false, "SXM/OAM module: the baseboard site it fits (SXM5, SXM6, OAM)"),
                choice("cooling", false, list({"passive", "active_blower", "active_open_air"}),
                       "passive = chassis airflow"),
                integer("slot_width", false, 1, 4, "PCIe slot widths occupied"),
                integer("pcie_gen", false, 3, 6, "host link generation"),
                linkWidth("pcie_lanes", {1, 2, 4, 8, 16}, "host link width"),
                choice("gpu_link", false, list({"none", "nvlink_bridge", "nvlink_switch", "infinity_fabric"}),
                       "GPU-to-GPU link"),
                real("gpu_link_gb_per_s", false, 0, 10000, "GPU link bandwidth per GPU, each way"),
                integer("gpu_link_group_size", false, 0, 8, "GPUs one bridge joins; 0 = none"),
                integer("mig_instances_max", false, 0, 7, "MIG partitions; 0 = none"),
            }};
}

KindSpec cpuKind()
{
    return {QStringLiteral("cpu"),
            QStringLiteral("cpus"),
            QStringLiteral("CPU"),
            {
                text("socket", true, "SP5, SP3, LGA7529, LGA4710, LGA4677"),
                text("family", false, "EPYC 9005, Xeon 6900P, Xeon 6700P"),
                integer("cores", true, 1, 512, "cores per socket"),
                real("base_ghz", false, 0, 10, "base clock"),
                real("boost_ghz", false, 0, 10, "max boost clock; 0 = unknown"),
                real("tdp_w", true, 0.001, 1000, "default TDP"),
                real("l3_mb", false, 0, 4096, "L3 cache; 0 = unknown"),
                integer("memory_channels", true, 1, 16, "memory channels per socket"),
                choice("memory_type", false, list({"DDR4", "DDR5"}),
                       "DIMM generation the memory controller drives (default DDR5)"),
                integer("ddr5_1dpc_mt_per_s", true, 3200, 12800,
                        "max DIMM speed at 1 DIMM per channel (of the memory_type generation)"),
                integerOrZero("ddr5_2dpc_mt_per_s", false, 3200, 12800,
                              "max DIMM speed at 2 DIMMs per channel; 0 = unsupported/unknown"),
                integer("pcie_lanes_1p", true, 0, 256, "usable PCIe 5.0 lanes in a 1-socket system"),
                integer("pcie_lanes_per_socket_2p", false, 0, 256,
                        "per socket in a 2-socket system (EPYC: 4 xGMI links)"),
                integer("pcie_lanes_per_socket_2p_3xgmi", false, 0, 256,
                        "per socket in 2P with 3 xGMI links (EPYC); 0 = n/a"),
                integer("max_sockets", false, 1, 8, "sockets per system"),
                boolean("avx512", "AVX-512 support"),
            }};
}

KindSpec memoryKind()
{
    return {QStringLiteral("memory"),
            QStringLiteral("memory_modules"),
            QStringLiteral("Memory"),
            {
                text("memory_type", false, "DDR5 RDIMM"),
                real("capacity_gib", true, 0.001, 1024, "module capacity (a \"64 GB\" DIMM holds 64 GiB)"),
                integer("speed_mt_per_s", true, 1600, 12800, "rated speed"),
                integer("ranks", false, 1, 8, "ranks"),
                boolean("ecc", "ECC"),
                real("power_w", false, 0, 50, "planning power per module"),
            }};
}

KindSpec driveKind()
{
    return {QStringLiteral("drive"),
            QStringLiteral("drives"),
            QStringLiteral("NVMe drive"),
            {
                choice("form_factor", true, list({"U.2", "U.3", "E3.S", "E1.S", "M.2"}), "drive form factor"),
                text("interface", false, "NVMe"),
                real("capacity_tb", true, 0.001, 1000, "capacity, decimal TB"),
                real("seq_read_gb_per_s", false, 0, 100, "sequential read"),
                real("seq_write_gb_per_s", false, 0, 100, "sequential write"),
                real("random_read_kiops", false, 0, 100000, "4K random read, thousands of IOPS"),
                real("power_w", false, 0, 100, "active power"),
                real("idle_w", false, 0, 100, "idle power; 0 = unknown"),
                integer("pcie_gen", false, 3, 6, "host link generation"),
                linkWidth("pcie_lanes", {1, 2, 4, 8}, "host link width"),
            }};
}

KindSpec nicKind()
{
    return {QStringLiteral("nic"),
            QStringLiteral("nics"),
            QStringLiteral("NIC"),
            {
                integer("ports", true, 1, 8, "network ports"),
                real("port_speed_gbit_per_s", true, 0.001, 1600, "speed per port"),
                boolean("roce", "RoCEv2 RDMA"),
                boolean("infiniband", "InfiniBand capable"),
                choice("form_factor", false, list({"PCIe", "OCP3"}), "PCIe card or OCP 3.0 mezzanine"),
                integer("pcie_gen", false, 3, 6, "host link generation"),
                linkWidth("pcie_lanes", {1, 2, 4, 8, 16}, "host link width"),
                real("power_w", false, 0, 300, "card power without optics"),
                real("aux_power_w", false, 0, 600,
                     "card power with its auxiliary power cable (BlueField-3: 150 W); 0 = slot power only"),
            }};
}

KindSpec psuKind()
{
    return {QStringLiteral("psu"),
            QStringLiteral("psus"),
            QStringLiteral("PSU"),
            {
                real("output_low_line_w", false, 0, 10000,
                     "output at 100-127 V input; 0 = not rated for low line"),
                real("output_high_line_w", true, 0.001, 10000, "output at 200-240 V input"),
                text("efficiency_rating", false, "80 PLUS Titanium, ..."),
                real("efficiency_10pct_load", false, 0, 1, "efficiency at 10 % load, fraction"),
                real("efficiency_20pct_load", false, 0, 1, "efficiency at 20 % load, fraction"),
                real("efficiency_50pct_load", false, 0, 1, "efficiency at 50 % load, fraction"),
                real("efficiency_100pct_load", false, 0, 1, "efficiency at 100 % load, fraction"),
            }};
}

// An LLM: its architecture as in its Hugging Face config.json.
KindSpec modelKind()
{
    return {QStringLiteral("model"),
            QStringLiteral("models"),
            QStringLiteral("LLM model"),
            {
                text("family", false, "Llama 3.1, Qwen2.5, ..."),
                text("hf_repo", false, "Hugging Face repository"),
                integer("layers", true, 1, 1000, "num_hidden_layers"),
                integer("hidden_size", true, 1, 131072, "hidden_size"),
                integer("attention_heads", true, 1, 1024, "num_attention_heads"),
                integer("kv_heads", true, 1, 1024, "num_key_value_heads"),
                integer("head_dim", false, 0, 4096, "head_dim; 0 = hidden_size / attention_heads"),
                integer("ffn_size", true, 0, 1048576, "intermediate_size (dense MLP)"),
                integer("vocab_size", true, 1, 10000000, "vocab_size"),
                boolean("tied_embeddings", "tie_word_embeddings"),
                boolean("qkv_bias", "attention_bias / Qwen2 QKV bias"),
                boolean("gated_mlp", "SwiGLU/GeGLU (3 matrices)"),
                integer("experts", false, 0, 4096, "routed experts per MoE layer; 0 = dense"),
                integer("active_experts", false, 0, 4096, "num_experts_per_tok"),
                integer("shared_experts", false, 0, 64, "n_shared_experts"),
                integer("expert_ffn_size", false, 0, 1048576, "moe_intermediate_size; 0 = ffn_size"),
                integer("first_dense_layers", false, 0, 1000, "first_k_dense_replace"),
                integer("q_lora_rank", false, 0, 65536, "MLA q_lora_rank"),
                integer("kv_lora_rank", false, 0, 65536, "MLA kv_lora_rank; > 0 means MLA"),
                integer("qk_nope_head_dim", false, 0, 4096, "MLA qk_nope_head_dim"),
                integer("qk_rope_head_dim", false, 0, 4096, "MLA qk_rope_head_dim"),
                integer("v_head_dim", false, 0, 4096, "MLA v_head_dim"),
                integer("sliding_window", false, 0, 100000000, "sliding window tokens; 0 = none"),
                integer("sliding_window_layers", false, 0, 1000, "layers that use the sliding window"),
                integer("max_context_tokens", false, 0, 100000000, "max_position_embeddings"),
            }};
}

std::vector<KindSpec> buildKinds()
{
    return {chassisKind(), gpuKind(), cpuKind(), memoryKind(),
            driveKind(),   nicKind(), psuKind(), modelKind()};
}

} // namespace

const std::vector<FieldSpec> &commonFields()
{
    static const std::vector<FieldSpec> fields{
        textUpTo("sku", true, 80, "the catalog's key, unique across the catalog (may be an internal code)"),
        choice("kind", true, kindNames(), "part kind"),
        text("name", true, "product name"),
        text("vendor", false, "manufacturer"),
        text("source", true, "datasheet URL or document the figures come from"),
        date("checked_date", true, "ISO date the source was read"),
        boolean("verified", "false: some figures have no primary source (see notes)"),
        text("notes", false, "which fields are unverified or derived, and why"),
        text("no_price_reason", false, "why the part has no price (no public figure found); empty if priced"),
        text("vendor_part_number", false,
             "manufacturer's orderable part number (never an internal code); empty if none is public"),
        real("lead_time_weeks", false, 0, 104, "weeks from order to delivery as stated; 0 = on request"),
        date("lead_time_date", false, "ISO date the lead time was stated"),
        text("lead_time_source", false, "who stated the lead time"),
    };
    return fields;
}

const std::vector<KindSpec> &kindSpecs()
{
    static const std::vector<KindSpec> kinds = buildKinds();
    return kinds;
}

const KindSpec *findKind(const QString &kind)
{
    for (const KindSpec &k : kindSpecs())
        if (k.kind == kind)
            return &k;
    return nullptr;
}

QStringList kindNames()
{
    QStringList names;
    for (const KindSpec &k : kindSpecs())
        names << k.kind;
    return names;
}

const std::vector<FieldSpec> &slotFields()
{
    static const std::vector<FieldSpec> fields{
        text("id", true, "stable slot id: gpu3, cpu0, dimm1.A1, bay2, nic0, psu1"),
        choice("kind", true, list({"gpu", "cpu", "dimm", "drive", "nic", "psu"}), "what the slot takes"),
        text("label", false, "silk-screen / manual name"),
        integer("socket", false, -1, 7, "CPU socket the slot belongs to; -1 = n/a"),
        text("uplink", false, "PCIe: cpu0, cpu1 or a switch id; empty for non-PCIe"),
        linkWidth("pcie_lanes", {0, 1, 2, 4, 8, 16}, "electrical lanes"),
        integer("pcie_gen", false, 3, 6, "PCIe generation"),
        integer("max_width_slots", false, 0, 4, "widest card in slot widths"),
        real("max_power_w", false, 0, 3000, "power the slot's connectors deliver; 0 = unlimited"),
        integer("memory_channel", false, -1, 15, "DIMM: channel within the socket"),
        integer("dimm_in_channel", false, -1, 2, "DIMM: 0 = first DIMM of the channel (1DPC), 1 = second"),
        text("form_factor", false, "bays: U.2, E3.S; NIC: PCIe, OCP3; GPU baseboard site: SXM5, SXM6, OAM"),
        real("x_mm", true, 0, 1300, "top-down position from the front-left corner"),
        real("y_mm", true, 0, 1300, "top-down position, y grows front to rear"),
        real("width_mm", true, 0.001, 1300, "top-down size"),
        real("height_mm", true, 0.001, 1300, "top-down size (along the depth)"),
    };
    return fields;
}

const std::vector<FieldSpec> &switchFields()
{
    static const std::vector<FieldSpec> fields{
        text("id", true, "switch id: sw0"),
        text("model", false, "Broadcom PEX89144"),
        text("uplink", true, "cpu0 or cpu1"),
        integer("uplink_lanes", false, 1, 64, "lanes to the CPU"),
        integer("uplink_gen", false, 3, 6, "uplink PCIe generation"),
        integer("downstream_lanes", false, 0, 256, "lanes towards slots and bays"),
        real("power_w", false, 0, 500, "switch power"),
    };
    return fields;
}

const std::vector<FieldSpec> &priceFields()
{
    static const std::vector<FieldSpec> fields{
        text("sku", true, "part the price is for"),
        real("amount", true, 0, 10000000, "price per unit in `currency` (or give price_usd / price_eur)"),
        choice("currency", true, list({"USD", "EUR"}), "ISO 4217"),
        date("price_date", true, "date of the observation"),
        text("source", true, "where the price comes from"),
        boolean("verified", "false: estimate, derived or secondary figure"),
        text("notes", false, "how the figure was obtained"),
        choice("price_kind", false, list({"list", "street", "estimate"}),
               "list = vendor list/MSRP; street = distributor or published street price; estimate = derived"),
        text("derivation", false, "estimate: how it was derived (required for an estimate)"),
    };
    return fields;
}

const std::vector<FieldSpec> &achievableRateFields()
{
    static const std::vector<FieldSpec> fields{
        text("sku", true, "GPU the measurement is for"),
        choice("quantity", true, list({"dense_tflops", "memory_bandwidth_gb_per_s"}),
               "dense_tflops = a dense matmul's rate; memory_bandwidth_gb_per_s = a copy kernel's bandwidth"),
        choice("precision", false, list({"fp32", "bf16", "fp16", "fp8", "int8", "fp4"}),
               "dense_tflops: the matmul's input format (required); bandwidth: none"),
        text("engine", false,
             "serving engine it was measured under (vllm, vllm_v0, sglang, tensorrt_llm); empty = any"),
        real("value", true, 0.001, 100000, "TFLOPS or GB/s (decimal) reached"),
        text("source", true, "where the measurement was published"),
        date("source_date", true, "date of the publication or of the table's revision"),
        text("notes", false, "shape, software versions, settings"),
    };
    return fields;
}

bool isDerivedKey(const QString &key)
{
    return key.startsWith(QLatin1String("price_")) || key.startsWith(QLatin1String("parameters_")) ||
           key == QLatin1String("prices") || key == QLatin1String("price_history");
}

} // namespace np::catalog
