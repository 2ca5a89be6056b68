// SPDX-License-Identifier: MIT
#include "core/assumptions.h"

#include <array>

namespace np
{

namespace
{
using A = Assumptions;
constexpr std::array kAssumptions{
    AssumptionInfo{"cuda_context_gib", &A::cudaContextGiB, "GiB",
                   "CUDA context and allocator reserve per GPU; Unsloth's estimator uses 1.4 GiB"},
    AssumptionInfo{"inference_runtime_gib", &A::inferenceRuntimeGiB, "GiB",
                   "CUDA context and non-torch memory that vLLM counts inside its memory budget; "
                   "measured 0.35 GiB on an RTX 3090 (vllm#10517). CUDA graphs are captured after the KV "
                   "cache is sized and live in the (1 - utilization) reserve. aiconfigurator's 3.5 GiB "
                   "'other' counts against the whole device"},
    AssumptionInfo{"nccl_buffer_gib", &A::nvlinkNcclBufferGiB, "GiB",
                   "NCCL communicator buffers at TP>=4; aiconfigurator measures 392 MB"},
    AssumptionInfo{"activation_fudge", &A::activationFudge, "x",
                   "Margin on computed activations for allocator fragmentation; Unsloth uses 1.25"},
    AssumptionInfo{"usable_memory_fraction", &A::usableMemoryFraction, "x",
                   "Driver-reported / nominal device memory where the catalog has no measured figure "
                   "(H100 80GB: 81,559 MiB of 80 GB nominal)"},
    AssumptionInfo{"qlora_bits_per_param", &A::qloraBitsPerParam, "bit",
                   "NF4 weights with one fp32 absmax per 64 values = 4.5 bit (QLoRA, arXiv 2305.14314)"},
    AssumptionInfo{"int4_scale_bits_per_group", &A::int4ScaleBitsPerGroup, "bit",
                   "AWQ/GPTQ: 16-bit scale and 4-bit zero point per group"},
    AssumptionInfo{"memory_bandwidth_efficiency", &A::memoryBandwidthEfficiency, "x",
                   "Achievable share of peak DRAM bandwidth in decode kernels (70-85 % measured)"},
    AssumptionInfo{"compute_efficiency", &A::computeEfficiency, "x",
                   "Model FLOPS utilisation of dense tensor peak for prefill and training"},
    AssumptionInfo{"pcie_efficiency", &A::pcieEfficiency, "x",
                   "Achievable share of PCIe payload bandwidth for NCCL over PCIe"},
    AssumptionInfo{"nvlink_efficiency", &A::nvlinkEfficiency, "x",
                   "Achievable share of NVLink bandwidth for NCCL allreduce"},
    AssumptionInfo{"collective_latency_us", &A::collectiveLatencyUs, "us",
                   "Floor for one allreduce (llm-analysis uses 8 us)"},
    AssumptionInfo{"pcie_host_hop_penalty", &A::pcieHostHopPenalty, "x",
                   "P2P bandwidth through the CPU root complex relative to a PCIe switch"},
    AssumptionInfo{"cores_per_gpu_guideline", &A::coresPerGpuGuideline, "cores",
                   "Data loading and preprocessing rule of thumb for training nodes"},
    AssumptionInfo{"host_ram_to_vram_ratio", &A::hostRamToVramRatio, "x",
                   "Host RAM at least twice total GPU memory for pinned staging and checkpoints"},
    AssumptionInfo{"data_feed_gb_per_s_per_gpu", &A::dataFeedGBpsPerGpu, "GB/s",
                   "Sequential read per GPU for a non-blocking training pipeline (~7 GB/s for 8 GPUs)"},
    AssumptionInfo{"gpu_typical_fraction", &A::gpuTypicalFraction, "x",
                   "Sustained GPU board power / TDP under training load"},
    AssumptionInfo{"cpu_typical_fraction", &A::cpuTypicalFraction, "x",
                   "Sustained CPU package power / TDP while feeding GPUs"},
    AssumptionInfo{"fan_share_of_load", &A::fanShareOfLoad, "x",
                   "Fan power as share of IT load at full speed; STH: 10-20 % (hardware-facts S34)"},
    AssumptionInfo{"gpu_transient_factor", &A::gpuTransientFactor, "x",
                   "Millisecond-scale GPU excursion above TDP the PSUs must ride through "
                   "(PCIe CEM 5.0 allows 3x for 100 us; ATX 3.0 PSUs carry 1.6x for 10 ms)"},
    AssumptionInfo{"air_cooling_practical_limit_w", &A::airCoolingPracticalLimitW, "W",
                   "Heat a 4U air-cooled box removes in practice; above it fans run flat out"},
    AssumptionInfo{"memory_w_per_dimm", &A::memoryWPerDimm, "W",
                   "DDR5 RDIMM planning figure; no vendor figure found (hardware-facts §3, unverified)"},
    AssumptionInfo{"cpu_idle_fraction", &A::cpuIdleFraction, "x",
                   "CPU package power at idle as a share of TDP (planning figure for idle/energy estimates)"},
    AssumptionInfo{
        "psu_power_factor", &A::psuPowerFactor, "x",
        "Input power factor of server PSUs with active PFC at high load (80 PLUS requires >= 0.95)"},
    AssumptionInfo{
        "prefill_chunk_tokens", &A::prefillChunkTokens, "tokens",
        "vLLM max_num_batched_tokens (V1 default 8192 on large GPUs): its profile run of this "
        "many tokens sets the activation peak inside the KV budget, and prefill runs in chunks of it"},
    AssumptionInfo{"engine_max_num_seqs", &A::engineMaxNumSeqs, "sequences",
                   "vLLM max_num_seqs (default 256): the profile's dummy sampler run allocates logits for "
                   "this many sequences"},
    AssumptionInfo{"sampler_bytes_per_logit", &A::samplerBytesPerLogit, "B",
                   "The sampler holds fp32 logits and fp32 probabilities: 4 + 4 B per vocabulary entry"},
    AssumptionInfo{"fp4_bits_per_param", &A::fp4BitsPerParam, "bit",
                   "NVFP4: 4-bit E2M1 values with one FP8 scale per 16 values = 4.5 bit"},
    AssumptionInfo{"pcie_collective_latency_us", &A::pcieCollectiveLatencyUs, "us",
                   "Floor for one small allreduce among 8 GPUs over PCIe: nccl-tests measure 42 us on "
                   "8x RTX 4090 (nccl#1530) and 54 us on 8x RTX 3090 (nccl#1439) for 8 bytes; NVLink "
                   "uses collective_latency_us"},
    AssumptionInfo{"train_logits_bytes_per_value", &A::trainLogitsBytesPerValue, "B",
                   "Training keeps bf16 logits (2 B) for backward; chunked cross-entropy (torchtune, "
                   "Unsloth, Liger) upcasts one chunk of 8 to fp32 at a time (+0.5 B)"},
    AssumptionInfo{"checkpoint_live_layers_full", &A::checkpointLiveLayersFull, "layers",
                   "With gradient checkpointing, layers whose activations are live at once during "
                   "recompute in a full fine-tune (Unsloth's estimator: 2)"},
    AssumptionInfo{"checkpoint_live_layers_lora", &A::checkpointLiveLayersLora, "layers",
                   "The same for LoRA/QLoRA (Unsloth's estimator: 1)"},
    AssumptionInfo{"offload_host_buffer_factor", &A::offloadHostBufferFactor, "x",
                   "Host RAM for ZeRO offload = offloaded states x this factor (DeepSpeed "
                   "estimate_zero3_model_states_mem_needs: additional_buffer_factor 1.5)"},
    AssumptionInfo{"memory_idle_fraction", &A::memoryIdleFraction, "x",
                   "DDR5 RDIMM power at idle as a share of its loaded figure (self-refresh and power-down "
                   "between accesses; planning figure, unverified)"},
    AssumptionInfo{"high_line_nominal_volts", &A::highLineNominalVolts, "V",
                   "Nominal feed for the 200-240 V input class: 230 V (IEC 60038 single-phase), used for "
                   "VA and input current when the build sets no voltage of its own"},
    AssumptionInfo{"low_line_nominal_volts", &A::lowLineNominalVolts, "V",
                   "Nominal feed for the 100-127 V input class: 120 V (ANSI C84.1 North American outlet)"},
    AssumptionInfo{
        "nvlink_nominal_gb_per_s", &A::nvlinkNominalGBpsPerDirection, "GB/s",
        "NVLink bridge bandwidth per GPU and direction for the \"why not NVLink?\" comparison when "
        "the GPU has no bridge figure of its own: H200 NVL class, 900 GB/s bidirectional"},
};
} // namespace

std::span<const AssumptionInfo> assumptionCatalog()
{
    return kAssumptions;
}

const AssumptionInfo *findAssumption(std::string_view key)
{
    for (const AssumptionInfo &a : kAssumptions)
        if (a.key == key)
            return &a;
    return nullptr;
}

} // namespace np
