// SPDX-License-Identifier: MIT
#include "core/finding_rules.h"

namespace np
{

namespace
{

// Sorted, so a reader finds a rule and tests can binary_search.
const std::vector<std::string_view> kRules{
    "catalog.unverified_figures",
    "cooling.air_limit",
    "cooling.practical_limit",
    "cost.bom",
    "cost.energy",
    "cost.unpriced",
    "cost.value",
    "cpu.avx512",
    "cpu.clock",
    "cpu.cores_per_gpu",
    "cpu.max_sockets",
    "cpu.mixed",
    "cpu.none",
    "cpu.power",
    "cpu.socket_empty",
    "gpu.compute",
    "gpu.cooling",
    "gpu.memory_bandwidth",
    "gpu.mixed",
    "gpu.none",
    "gpu.power",
    "gpu.usable_memory",
    "interconnect.infinity_fabric",
    "interconnect.mesh_partial",
    "interconnect.no_nvlink",
    "interconnect.nvlink_bridge",
    "interconnect.nvlink_partial",
    "interconnect.nvlink_unbridged",
    "interconnect.nvswitch",
    "interconnect.pcie_p2p",
    "interconnect.pcie_switch",
    "memory.2dpc_downclock",
    "memory.2dpc_unknown",
    "memory.bandwidth",
    "memory.dimm_population_unbalanced",
    "memory.ecc",
    "memory.no_ecc",
    "memory.none",
    "memory.one_dpc",
    "memory.orphan_dimms",
    "memory.ram_to_vram",
    "memory.speed_capped",
    "network.aggregate",
    "network.gpudirect_path",
    "network.nic_pcie_limited",
    "network.no_rdma",
    "network.none",
    "network.rdma",
    "network.roce_tuning",
    "pcie.gpu_link_narrowed",
    "pcie.lane_budget",
    "pcie.lanes_oversubscribed",
    "pcie.switch_oversubscribed",
    "power.draw",
    "power.low_line",
    "power.mixed_psus",
    "power.no_psu",
    "power.no_redundancy",
    "power.psu_capacity_insufficient",
    "power.psu_efficiency",
    "power.psu_modes",
    "power.psu_not_rated_low_line",
    "power.psu_redundancy_insufficient",
    "power.psu_redundancy_met",
    "power.transient_headroom",
    "power.vendor_max",
    "storage.capacity",
    "storage.checkpoints",
    "storage.feed_throughput",
    "storage.no_drives",
    "storage.no_redundancy",
    "storage.raid_invalid",
    "storage.redundancy",
    "vendor.baseboard_partial",
    "vendor.cpu_tdp_over_limit",
    "vendor.gpu_not_qualified",
    "vendor.host_memory",
    "vendor.nic_aux_power",
    "vendor.no_boot_drive",
    "vendor.no_nic",
    "vendor.psu_not_shipped",
    "vendor.psu_redundancy",
    "workload.does_not_fit",
    "workload.error",
    "workload.fits",
    "workload.host_ram",
    "workload.host_ram_short",
    "workload.kv_limited",
    "workload.link_cost",
    "workload.link_time",
    "workload.too_many_gpus",
};

// The messages core says beside a workload's figures (core/message.h), sorted likewise.
const std::vector<std::string_view> kMessageRules{
    "sharding.bf16_embeddings",
    "sharding.compute_fallback",
    "sharding.ddp_adapter_state",
    "sharding.ddp_full_state",
    "sharding.dp_replicas",
    "sharding.host_ram_short_for_offload",
    "sharding.model_limits_context",
    "sharding.offload_full",
    "sharding.offload_optimizer",
    "sharding.pipeline_schedule",
    "sharding.power_cap",
    "sharding.pp",
    "sharding.tp1",
    "sharding.tp1_whole_model",
    "sharding.tp_kv_heads",
    "sharding.tp_mla",
    "sharding.training_state_over_memory",
    "sharding.weights_over_memory",
    "sharding.zero",
    "workload_error.context_over_model_max",
    "workload_error.dp_over_gpus",
    "workload_error.no_architecture",
    "workload_error.no_gpu",
    "workload_error.offload_needs_zero3",
    "workload_error.pp_layers",
    "workload_error.tp_heads",
    "workload_error.tp_kv_heads",
    "workload_error.tp_over_gpus",
    "workload_error.unknown_model",
    "workload_error.virtual_stages",
};

} // namespace

const std::vector<std::string_view> &findingRules()
{
    return kRules;
}

const std::vector<std::string_view> &messageRules()
{
    return kMessageRules;
}

} // namespace np
