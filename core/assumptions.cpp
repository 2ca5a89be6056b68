// SPDX-License-Identifier: MIT
#include "core/assumptions.h"

#include "core/translatable.h"

#include <array>

namespace np
{

namespace
{
using A = Assumptions;
constexpr std::array kAssumptions{
    AssumptionInfo{
        "cuda_context_gib", &A::cudaContextGiB, "GiB",
        NP_TRANSLATABLE("np::Assumptions",
                        "CUDA context and allocator reserve per GPU; Unsloth's estimator uses 1.4 GiB")},
    AssumptionInfo{
        "inference_runtime_gib", &A::inferenceRuntimeGiB, "GiB",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "CUDA context and non-torch memory that vLLM counts inside its memory budget at TP1: "
            "0.35 GiB on an RTX 3090 (https://github.com/vllm-project/vllm/issues/10517), 0.25 GiB "
            "per GPU on 2x RTX 4090 over PCIe (https://github.com/vllm-project/vllm/issues/13061); "
            "grows with TP over NVLink (nccl_/nvls_runtime_gib_per_tp_doubling)")},
    AssumptionInfo{"nccl_buffer_gib", &A::nvlinkNcclBufferGiB, "GiB",
                   NP_TRANSLATABLE("np::Assumptions",
                                   "NCCL communicator buffers at TP>=4; aiconfigurator measures 392 MB")},
    AssumptionInfo{
        "activation_fudge", &A::activationFudge, "x",
        NP_TRANSLATABLE("np::Assumptions",
                        "Margin on computed activations for allocator fragmentation; Unsloth uses 1.25")},
    AssumptionInfo{
        "usable_memory_fraction", &A::usableMemoryFraction, "x",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Driver-reported MiB / 1024 / nominal GB where the catalog has no driver figure: the "
            "median of the driver figures in docs/sources/vllm-memory.json (H100 81,559 MiB of 80: "
            "0.996; H200 143,771 of 141: 0.996; B200 183,359 of 180: 0.995; RTX PRO 6000 97,887 of "
            "96: 0.996; MI300X 196,288 of 192: 0.998; A100 81,920 of 80: 1.0; L40S 46,068 of 48: "
            "0.937, ECC reserve)")},
    AssumptionInfo{"qlora_bits_per_param", &A::qloraBitsPerParam, "bit",
                   NP_TRANSLATABLE(
                       "np::Assumptions",
                       "NF4 weights with one fp32 absmax per 64 values = 4.5 bit (QLoRA, arXiv 2305.14314)")},
    AssumptionInfo{
        "int4_scale_bits_per_group", &A::int4ScaleBitsPerGroup, "bit",
        NP_TRANSLATABLE("np::Assumptions", "AWQ/GPTQ: 16-bit scale and 4-bit zero point per group")},
    AssumptionInfo{
        "memory_bandwidth_efficiency", &A::memoryBandwidthEfficiency, "x",
        NP_TRANSLATABLE("np::Assumptions",
                        "Achievable share of peak DRAM bandwidth in decode kernels (70-85 % measured)")},
    AssumptionInfo{"compute_efficiency", &A::computeEfficiency, "x",
                   NP_TRANSLATABLE("np::Assumptions",
                                   "Model FLOPS utilisation of dense tensor peak for prefill and training")},
    AssumptionInfo{
        "pcie_efficiency", &A::pcieEfficiency, "x",
        NP_TRANSLATABLE("np::Assumptions", "Achievable share of PCIe payload bandwidth for NCCL over PCIe")},
    AssumptionInfo{
        "nvlink_efficiency", &A::nvlinkEfficiency, "x",
        NP_TRANSLATABLE("np::Assumptions", "Achievable share of NVLink bandwidth for NCCL allreduce")},
    AssumptionInfo{"pcie_host_hop_penalty", &A::pcieHostHopPenalty, "x",
                   NP_TRANSLATABLE("np::Assumptions",
                                   "P2P bandwidth through the CPU root complex relative to a PCIe switch")},
    AssumptionInfo{"cores_per_gpu_guideline", &A::coresPerGpuGuideline, "cores",
                   NP_TRANSLATABLE("np::Assumptions",
                                   "Data loading and preprocessing rule of thumb for training nodes")},
    AssumptionInfo{
        "host_ram_to_vram_ratio", &A::hostRamToVramRatio, "x",
        NP_TRANSLATABLE("np::Assumptions",
                        "Host RAM at least twice total GPU memory for pinned staging and checkpoints")},
    AssumptionInfo{"vendor_host_ram_to_vram_ratio", &A::vendorHostRamToVramRatio, "x",
                   NP_TRANSLATABLE("np::Assumptions",
                                   "Host RAM at least 1.5x total GPU memory: the least GPU "
                                   "server vendors configure (issue 22)")},
    AssumptionInfo{
        "data_feed_gb_per_s_per_gpu", &A::dataFeedGBpsPerGpu, "GB/s",
        NP_TRANSLATABLE("np::Assumptions",
                        "Sequential read per GPU for a non-blocking training pipeline (~7 GB/s for 8 GPUs)")},
    AssumptionInfo{"gpu_typical_fraction", &A::gpuTypicalFraction, "x",
                   NP_TRANSLATABLE("np::Assumptions", "Sustained GPU board power / TDP under training load")},
    AssumptionInfo{
        "cpu_typical_fraction", &A::cpuTypicalFraction, "x",
        NP_TRANSLATABLE("np::Assumptions", "Sustained CPU package power / TDP while feeding GPUs")},
    AssumptionInfo{
        "fan_share_of_load", &A::fanShareOfLoad, "x",
        NP_TRANSLATABLE("np::Assumptions",
                        "Fan power as share of IT load at full speed; STH: 10-20 % (hardware-facts S34)")},
    AssumptionInfo{"gpu_transient_factor", &A::gpuTransientFactor, "x",
                   NP_TRANSLATABLE("np::Assumptions",
                                   "Millisecond-scale GPU excursion above TDP the PSUs must ride through "
                                   "(PCIe CEM 5.0 allows 3x for 100 us; ATX 3.0 PSUs carry 1.6x for 10 ms)")},
    AssumptionInfo{
        "air_cooling_practical_limit_w", &A::airCoolingPracticalLimitW, "W",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Heat a 4U air-cooled box removes in practice; above it fans run flat out (scaled by rack "
            "units / 4 for taller boxes)")},
    AssumptionInfo{"memory_w_per_dimm", &A::memoryWPerDimm, "W",
                   NP_TRANSLATABLE(
                       "np::Assumptions",
                       "DDR5 RDIMM planning figure; no vendor figure found (hardware-facts §3, unverified)")},
    AssumptionInfo{
        "cpu_idle_fraction", &A::cpuIdleFraction, "x",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "CPU package power at idle as a share of TDP (planning figure for idle/energy estimates)")},
    AssumptionInfo{
        "psu_power_factor", &A::psuPowerFactor, "x",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Input power factor of server PSUs with active PFC at high load (80 PLUS requires >= 0.95)")},
    AssumptionInfo{
        "prefill_chunk_tokens", &A::prefillChunkTokens, "tokens",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "vLLM max_num_batched_tokens (V1 default 8192 on large GPUs): its profile run of this "
            "many tokens sets the activation peak inside the KV budget, and prefill runs in chunks of it")},
    AssumptionInfo{
        "engine_max_num_seqs", &A::engineMaxNumSeqs, "sequences",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "vLLM max_num_seqs (default 256): the profile's dummy sampler run allocates logits for "
            "this many sequences")},
    AssumptionInfo{"sampler_bytes_per_logit", &A::samplerBytesPerLogit, "B",
                   NP_TRANSLATABLE(
                       "np::Assumptions",
                       "The sampler holds fp32 logits and fp32 probabilities: 4 + 4 B per vocabulary entry")},
    AssumptionInfo{"fp4_bits_per_param", &A::fp4BitsPerParam, "bit",
                   NP_TRANSLATABLE("np::Assumptions",
                                   "NVFP4: 4-bit E2M1 values with one FP8 scale per 16 values = 4.5 bit")},
    AssumptionInfo{
        "train_logits_bytes_per_value", &A::trainLogitsBytesPerValue, "B",
        NP_TRANSLATABLE("np::Assumptions",
                        "Training keeps bf16 logits (2 B) for backward; chunked cross-entropy (torchtune, "
                        "Unsloth, Liger) upcasts one chunk of 8 to fp32 at a time (+0.5 B)")},
    AssumptionInfo{
        "checkpoint_live_layers_full", &A::checkpointLiveLayersFull, "layers",
        NP_TRANSLATABLE("np::Assumptions",
                        "With gradient checkpointing, layers whose activations are live at once during "
                        "recompute in a full fine-tune (Unsloth's estimator: 2)")},
    AssumptionInfo{"checkpoint_live_layers_lora", &A::checkpointLiveLayersLora, "layers",
                   NP_TRANSLATABLE("np::Assumptions", "The same for LoRA/QLoRA (Unsloth's estimator: 1)")},
    AssumptionInfo{"offload_host_buffer_factor", &A::offloadHostBufferFactor, "x",
                   NP_TRANSLATABLE("np::Assumptions",
                                   "Host RAM for ZeRO offload = offloaded states x this factor (DeepSpeed "
                                   "estimate_zero3_model_states_mem_needs: additional_buffer_factor 1.5)")},
    AssumptionInfo{
        "memory_idle_fraction", &A::memoryIdleFraction, "x",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "DDR5 RDIMM power at idle as a share of its loaded figure (self-refresh and power-down "
            "between accesses; planning figure, unverified)")},
    AssumptionInfo{"high_line_nominal_volts", &A::highLineNominalVolts, "V",
                   NP_TRANSLATABLE(
                       "np::Assumptions",
                       "Nominal feed for the 200-240 V input class: 230 V (IEC 60038 single-phase), used for "
                       "VA and input current when the build sets no voltage of its own")},
    AssumptionInfo{
        "low_line_nominal_volts", &A::lowLineNominalVolts, "V",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Nominal feed for the 100-127 V input class: 120 V (ANSI C84.1 North American outlet)")},
    AssumptionInfo{
        "nvlink_nominal_gb_per_s", &A::nvlinkNominalGBpsPerDirection, "GB/s",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "NVLink bridge bandwidth per GPU and direction for the \"why not NVLink?\" comparison when "
            "the GPU has no bridge figure of its own: H200 NVL class, 900 GB/s bidirectional")},
    // Estimates fitted to published measurements (issue 10): collectives, efficiency, engine memory.
    AssumptionInfo{
        "collective_launch_us", &A::collectiveLaunchUs, "us",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Time of a one-hop collective (launch and one synchronisation); the rest of each "
            "topology's small-message latency scales with the ring's 2(n-1) hops. SGLang's custom "
            "all-reduce: 3.7 us at TP2 on H100 (https://github.com/sgl-project/sglang/pull/2904)")},
    AssumptionInfo{
        "nvswitch_allreduce_latency_us", &A::nvswitchAllreduceLatencyUs, "us",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Small-message all-reduce among 8 GPUs over NVSwitch, as the framework sees it: 20-25 us "
            "from 4 B to 1 MiB on 8x H100 (https://github.com/marin-community/marin/issues/6736); "
            "gives 6 us at 2 GPUs, as NCCL measures (https://github.com/NVIDIA/nccl/issues/1259)")},
    AssumptionInfo{
        "infinity_fabric_allreduce_latency_us", &A::infinityFabricAllreduceLatencyUs, "us",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Small-message all-reduce among 8 MI300X over Infinity Fabric: rccl-tests 13.3-14.9 us "
            "from 1 KiB to 128 KiB (https://github.com/hisohara/ai-scripts/blob/"
            "0780bb3c957ba1dd4254b3147c2027a44304db34/training/01_rccl-smoketest/README.md)")},
    AssumptionInfo{
        "pcie_host_allreduce_latency_us", &A::pcieHostAllreduceLatencyUs, "us",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Small-message all-reduce among 8 GPUs through the host: nccl-tests 42.14 us on 8x RTX "
            "4090 (https://github.com/NVIDIA/nccl/issues/1530), 54.18 us on 8x RTX 3090 "
            "(https://github.com/NVIDIA/nccl/issues/1439)")},
    AssumptionInfo{
        "pcie_switch_allreduce_latency_us", &A::pcieSwitchAllreduceLatencyUs, "us",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Small-message all-reduce among 4 GPUs behind one PCIe switch inside a CUDA graph: NCCL "
            "19.4 us at 4 KB on 4x V100 (https://github.com/haohervchb/sglang-V100/pull/2)")},
    AssumptionInfo{"nvlink_bridge_allreduce_latency_us", &A::nvlinkBridgeAllreduceLatencyUs, "us",
                   NP_TRANSLATABLE(
                       "np::Assumptions",
                       "Small-message all-reduce between 2 bridged GPUs: nccl-tests 13.39 us at 32 KiB on 2x "
                       "RTX 2080 Ti, of which 1.6 us is the transfer (https://github.com/NVIDIA/nccl-tests/"
                       "issues/44)")},
    AssumptionInfo{
        "infinity_fabric_efficiency", &A::infinityFabricEfficiency, "x",
        NP_TRANSLATABLE("np::Assumptions",
                        "All-reduce bus bandwidth / the GPU's Infinity Fabric links each way: rccl-tests "
                        "315.7 GB/s on 8x MI300X (README above) of 7 links x 64 GB/s; a group of n GPUs uses "
                        "n-1 of the 7 links (https://github.com/ROCm/rccl/pull/1270)")},
    AssumptionInfo{
        "layer_step_overhead_us", &A::layerStepOverheadUs, "us",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Time per layer per forward step that moves no data (kernel launches and gaps inside "
            "the CUDA graph), so the achieved share of memory bandwidth falls as the bytes per GPU "
            "per step shrink. Batch-1 decode of 7-8B models: H100 reaches 27 % of its memory floor "
            "eager and CUDA graphs gain 1.26x (Chen, arXiv May 2026, "
            "https://theneuralfeed.com/article/memory-bound-but-not-bandwidth-limited-the-physical-"
            "ai-inference-gap-in-batch-1-/CTKsWPr9); with graphs 27 us per layer on H100 "
            "(InferenceBench, Llama 3.1 8B, 6.48 ms TPOT), ~0 on RTX 4090 (llama.cpp PR 4766)")},
    AssumptionInfo{
        "prefill_compute_efficiency", &A::prefillComputeEfficiency, "x",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Share of dense 16-bit tensor peak that inference matmuls reach at large token counts: "
            "0.65-0.68 on A100 (TensorRT-LLM v0.6.1 2,048-token TTFT, 133 ms for Llama 2 7B; GPT-J "
            "batch 64 x 128, 481 ms), 0.79-0.9 on GeForce cards (llama.cpp pp512)")},
    AssumptionInfo{
        "low_precision_compute_efficiency", &A::lowPrecisionComputeEfficiency, "x",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "The same for FP8/FP4/INT8 matmuls, of their own (doubled) peak: 0.45 on H100 for a "
            "5,000-token FP8 prefill (NIM 1.8 Llama 3.3 70B TP2, 407 ms), 0.49 for GPT-J FP8 batch "
            "64 x 128 (TensorRT-LLM blog, 102 ms)")},
    AssumptionInfo{
        "gemm_half_efficiency_tokens", &A::gemmHalfEfficiencyTokens, "tokens",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Tokens per step at which matmuls reach half their large-size efficiency (efficiency x "
            "M / (M + this)): A100 prefill reaches 0.35 of peak at 128 tokens and 0.68 at 2,048 "
            "(TensorRT-LLM v0.6.1 TTFT, Llama 2 7B)")},
    AssumptionInfo{
        "cuda_reserved_gib", &A::cudaReservedGiB, "GiB",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Driver-reported total minus what CUDA reports as total (torch.cuda.mem_get_info), which "
            "vLLM's budget is a share of: H100 79.65 vs 79.22 GiB (vllm PR 10511), RTX 3090 24.0 vs "
            "23.58 GiB (vllm#10517), RTX 4090 23.99 vs 23.55 GiB (vllm#13061)")},
    AssumptionInfo{
        "nccl_runtime_gib_per_tp_doubling", &A::ncclRuntimeGiBPerTpDoubling, "GiB",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "vLLM non-torch memory (NCCL, custom all-reduce buffers) added per doubling of TP over "
            "NVLink or Infinity Fabric without NVLink SHARP: 2.1 GiB at TP8 on A100 40GB "
            "(vLLM 0.7.1 log, docs/sources/vllm-memory.json); none over PCIe (0.25 GiB at TP2 on "
            "RTX 4090, vllm#13061)")},
    AssumptionInfo{
        "nvls_runtime_gib_per_tp_doubling", &A::nvlsRuntimeGiBPerTpDoubling, "GiB",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "The same on NVLink 4+ switches, where NCCL allocates NVLink SHARP buffers: 3.58 GiB at "
            "TP2 on H100 (https://github.com/vllm-project/vllm/pull/10511), 7.16 GiB at TP8 on H200 "
            "(DeepSeek-R1 log); NVLS costs ~5 GiB of KV per GPU at TP8 "
            "(https://github.com/vllm-project/vllm/issues/9699)")},
    AssumptionInfo{
        "cuda_graph_gib", &A::cudaGraphGiB, "GiB",
        NP_TRANSLATABLE("np::Assumptions",
                        "CUDA graph memory vLLM (v0.21+) profiles inside its budget: 0.36 GiB at TP2 "
                        "(https://github.com/gpustack/runner/pull/251), 0.17 GiB at TP4 on RTX 3090 "
                        "(https://github.com/noonghunna/club-3090/issues/127)")},
    AssumptionInfo{
        "trtllm_runtime_gib", &A::trtllmRuntimeGiB, "GiB",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "TensorRT-LLM (engine = tensorrt_llm): memory outside the weights and the execution "
            "context's activations before its KV cache takes free_gpu_memory_fraction of what is "
            "free: CUDA context, runtime and decoder buffers. The log in TensorRT-LLM's 'Memory "
            "Usage of TensorRT-LLM' page (https://nvidia.github.io/TensorRT-LLM/reference/memory.html, "
            "read 2026-12-06) shows 79.10 GiB total, 70.48 GiB available after a 6,695 MiB engine and "
            "1,134 MiB of execution context on H100: 8.62 - 6.54 - 1.11 = 0.97 GiB")},
    AssumptionInfo{
        "trtllm_max_num_tokens", &A::trtllmMaxNumTokens, "tokens",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "TensorRT-LLM max_num_tokens (default 8192): the execution context holds the activations "
            "of this many packed tokens, and the in-flight batching scheduler fills each step with at "
            "most this many tokens, chunking long prompts ('Tuning Max Batch Size and Max Num Tokens', "
            "https://nvidia.github.io/TensorRT-LLM/performance/performance-tuning-guide/"
            "tuning-max-batch-size-and-max-num-tokens.html, read 2026-12-06)")},
    AssumptionInfo{
        "trtllm_max_batch_size", &A::trtllmMaxBatchSize, "sequences",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "TensorRT-LLM max_batch_size: the most requests in flight when the KV cache holds more. "
            "2048 is BuildConfig's default, which trtllm-build and trtllm-serve take unless told "
            "otherwise (tensorrt_llm/commands/serve.py; "
            "https://nvidia.github.io/TensorRT-LLM/commands/trtllm-build.html, read 2026-12-06); "
            "trtllm-bench may pick its own from the dataset. A stated concurrency replaces it")},
    AssumptionInfo{
        "vllm_v0_min_batched_tokens", &A::vllmV0MinBatchedTokens, "tokens",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "vLLM's V0 engine (engine = vllm_v0) sets max_num_batched_tokens to max(max_model_len, "
            "2048) without chunked prefill and to 2048 with it (vllm/config.py "
            "SchedulerConfig.__post_init__, v0.6.x); its profile run pushes that many tokens")},
    AssumptionInfo{
        "vllm_v0_long_context_tokens", &A::vllmV0LongContextTokens, "tokens",
        NP_TRANSLATABLE("np::Assumptions",
                        "vLLM V0 enables chunked prefill by default when max_model_len exceeds 32K "
                        "(vllm/engine/arg_utils.py); vllm#13061 logs a 0.19 GiB activation peak at "
                        "max_model_len 131,072, a 2,048-token profile, not 131,072 tokens")},
    // Training options (issue 10 item 5).
    AssumptionInfo{
        "low_precision_training_efficiency", &A::lowPrecisionTrainingEfficiency, "x",
        NP_TRANSLATABLE("np::Assumptions",
                        "Share of the FP8 dense peak that training matmuls stated in FP8 reach (Transformer "
                        "Engine, torchao float8): FP8 linears train about 1.35x faster than at BF16 "
                        "(compute_efficiency 0.55), not 2x, because of the casts, amax reductions and "
                        "scaling kernels around each GEMM; 0.55 x 1.35 / 2 = 0.37. torchao's float8 "
                        "training README reports 1.2-1.5x end to end for Llama 3 pretraining on H100 "
                        "(https://github.com/pytorch/ao/tree/main/torchao/float8); an estimate, not fitted "
                        "to the validation cases")},
    AssumptionInfo{
        "power_cap_speed_exponent", &A::powerCapSpeedExponent, "x",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "A GPU power cap below TDP lowers its clocks: compute-bound speed ~ (cap / TDP)^k. "
            "Capping an H100 SXM5 from 700 to 600 W loses 10-15 % of transformer pre-training step "
            "throughput (https://factryze.ai/scale-atlas/power/power-capping): (600/700)^k = 0.875 "
            "gives k = 0.87. SM clocks follow the cap in compute-bound DGEMM while memory-bound "
            "kernels keep their bandwidth (H100/H200 power-capping study, arXiv 2604.11391), so "
            "the cap scales compute peaks only and leaves memory-bound decode unchanged")},
    // Measured rates (issue 24 item 1).
    AssumptionInfo{
        "default_matmul_ceiling_16bit", &A::defaultMatmulCeiling16Bit, "x",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Measured / datasheet dense 16-bit matmul rate of a GPU the catalog has no measurement for: "
            "that of the A100 SXM, on whose TensorRT-LLM runs prefill_compute_efficiency was fitted, "
            "271.2 of 312 TFLOPS BF16 = 86.9 % in ml-engineering's maximum achievable matmul FLOPS "
            "table (https://github.com/stas00/ml-engineering/tree/master/compute/accelerator, table "
            "of 2026-07-30). A GPU with a measured ceiling (catalog, gpu_achievable_rates) runs its "
            "16-bit matmuls at efficiency x peak x (measured / peak) / this: H100 SXM 794.5 TFLOPS "
            "(80.3 %) at 0.92 of its datasheet speed, MI300X 668.4 (51.4 %) at 0.59")},
    AssumptionInfo{
        "default_matmul_ceiling_low_precision", &A::defaultMatmulCeilingLowPrecision, "x",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "The same for FP8/FP4/INT8 matmuls: that of the H100 SXM, on whose FP8 runs "
            "low_precision_compute_efficiency was fitted (NIM 1.8, TensorRT-LLM GPT-J FP8), 1,402.6 of "
            "1,979 TFLOPS FP8 = 70.9 % in the same table; B200 reaches 76.3 %, H200 73.4 %")},
    AssumptionInfo{
        "default_bandwidth_ceiling", &A::defaultBandwidthCeiling, "x",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Copy-kernel / datasheet memory bandwidth of a GPU the catalog has no measurement for: "
            "with ECC on, the achievable bandwidth is 10-15 % below the datasheet (Marlin README, "
            "https://github.com/IST-DASLab/marlin, 2024-04-04); the midpoint. memory_bandwidth_"
            "efficiency holds for this ceiling; a GPU with a measured bandwidth runs at "
            "memory_bandwidth_efficiency x measured / this")},
    AssumptionInfo{
        "weight_only_int4_stream_efficiency", &A::weightOnlyInt4StreamEfficiency, "x",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Rate at which decode streams int4 group-quantised weights (AWQ, GPTQ, GGUF Q4), as a share "
            "of the 16-bit weight stream: the dequantisation costs time beside the read. At batch 1 "
            "the pre-Marlin 4-bit kernels reach 3.37x (AWQ), 3.59x (torch) and 3.78x (exllamav2) of "
            "the ideal 3.87x speed-up over FP16 (group 128, 72k x 18k matrix on an A10; Marlin README "
            "chart, https://github.com/IST-DASLab/marlin, 2024-04-04): the median 3.59 / 3.87 = "
            "0.93. Marlin itself reaches the ideal (1.0) up to 16-32 rows")},
    AssumptionInfo{
        "train_logits_bytes_per_value_plain", &A::trainLogitsBytesPerValuePlain, "B",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "Plain Hugging Face loss (workload loss \"plain\"): bf16 logits (2 B), their fp32 upcast (4 B), "
            "the fp32 log-softmax cross-entropy keeps for backward (4 B) and the fp32 gradient (4 B) per "
            "vocabulary entry per token. Liger Kernel (arXiv 2410.10989, October 2024): batch 8 x 4,096 "
            "tokens at a 256k vocabulary is a 16.8 GB bf16 logit tensor; Cut Cross-Entropy (arXiv "
            "2411.09009, November 2024): Gemma 2 2B's loss takes 24 GB, its classifier head 28 GB")},
    AssumptionInfo{
        "lora_layer_overhead_us", &A::loraLayerOverheadUs, "us",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "LoRA/QLoRA: fixed time per transformer layer per micro-batch for the adapters' small kernels "
            "(dropout, A, B, scale, add for each adapted module, forward, recompute and backward) that do "
            "not shrink with the FLOPs. Fitted once to Qwen's published single-A100 LoRA table "
            "(github.com/QwenLM/Qwen README, 2023: 1.2 s per 8 x 256 tokens for 7B, 1.6 s for 14B), "
            "which runs eager PyTorch with PEFT at micro-batch 1")},
    AssumptionInfo{
        "qlora_dequant_bytes_per_param", &A::qloraDequantBytesPerParam, "B",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "QLoRA: memory traffic per 4-bit base weight each time a layer runs (forward, recompute, "
            "backward): the 4-bit kernels read the packed weight and write and read a 16-bit copy, and "
            "reach well below the bandwidth. Fitted once to the published gap between LoRA and QLoRA "
            "speed at the same setup (Qwen README, A100: +0.13 s per 8,192-token micro-batch for 7B; "
            "torchtune README, RTX 4090: +0.37 s per 4,096 tokens for Llama 3 8B)")},
};
} // namespace

std::span<const AssumptionInfo> assumptionCatalog()
{
    return kAssumptions;
}

CommercialAssumption usdToEurAssumption()
{
    return {
        "usd_to_eur", kDefaultUsdToEur, "EUR per USD", "2025-03-14",
        NP_TRANSLATABLE(
            "np::Assumptions",
            "ECB euro foreign exchange reference rate of 14 March 2025: 1 EUR = 1.0889 USD, i.e. 0.918 EUR "
            "per USD, rounded to 0.92 (https://www.ecb.europa.eu/stats/policy_and_exchange_rates/"
            "euro_reference_exchange_rates/html/index.en.html); a planning rate, not the day's rate")};
}

CommercialAssumption vatAssumption()
{
    return {
        "vat_pct", kDefaultVatPct, "%", "2007-01-01",
        NP_TRANSLATABLE("np::Assumptions",
                        "German standard VAT rate, 19 % since 1 January 2007 (Umsatzsteuergesetz § 12 (1)); "
                        "quotes to other countries or to reduced-rate customers set their own")};
}

const AssumptionInfo *findAssumption(std::string_view key)
{
    for (const AssumptionInfo &a : kAssumptions)
        if (a.key == key)
            return &a;
    return nullptr;
}

} // namespace np
