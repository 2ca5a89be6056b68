// SPDX-License-Identifier: MIT
#pragma once

#include <span>
#include <string_view>

// Every efficiency, overhead and guideline core uses, in one place, with its reason.
// A build may override any of them (build file "assumptions" object, keyed by `key`).
namespace np
{

struct Assumptions {
    // --- Model fit ---------------------------------------------------------------
    double cudaContextGiB = 1.4; // CUDA context + allocator reserve per GPU (Unsloth estimator)
    double inferenceRuntimeGiB =
        0.35; // CUDA context + non-torch memory inside vLLM's budget at TP1 (vllm#10517: 0.35)
    double nvlinkNcclBufferGiB = 0.4;    // NCCL buffers at TP>=4 (aiconfigurator: 392 MB)
    double activationFudge = 1.25;       // Unsloth's 25 % margin on per-layer activations
    double usableMemoryFraction = 0.995; // driver-reported / nominal memory when the catalog lacks it
    double qloraBitsPerParam = 4.5;      // NF4 4 bit + absmax scale per 64 (QLoRA paper, no double quant)
    double int4ScaleBitsPerGroup = 20;   // 16-bit scale + 4-bit zero per group (AWQ/GPTQ)
    // --- Speed -------------------------------------------------------------------
    double memoryBandwidthEfficiency = 0.80;    // achievable / peak HBM/GDDR bandwidth in decode
    double computeEfficiency = 0.55;            // achievable / peak dense tensor FLOPS (prefill, training)
    double pcieEfficiency = 0.80;               // achievable / theoretical PCIe payload bandwidth
    double nvlinkEfficiency = 0.80;             // achievable / theoretical NVLink bandwidth
    double pcieHostHopPenalty = 0.5;            // P2P through the host root complex vs through a switch
    double nvlinkNominalGBpsPerDirection = 450; // "why not NVLink?" when the GPU has no bridge figure
    // --- Platform guidelines -----------------------------------------------------
    double coresPerGpuGuideline = 8;       // dataloader / preprocessing rule of thumb
    double hostRamToVramRatio = 2.0;       // host RAM >= 2x total GPU memory (training staging)
    double vendorHostRamToVramRatio = 1.5; // the least host RAM per GPU memory vendors configure (issue 22)
    double dataFeedGBpsPerGpu = 0.9; // sequential read needed per GPU for training feeds (~7 GB/s for 8)
    // --- Power -------------------------------------------------------------------
    double gpuTypicalFraction = 0.80; // sustained GPU draw / TDP under training load
    double cpuTypicalFraction = 0.70;
    double fanShareOfLoad = 0.10;            // fans as share of IT load at full speed (STH: 10-20 %)
    double gpuTransientFactor = 1.5;         // GPU excursion above TDP that the PSU must ride (ms-scale)
    double airCoolingPracticalLimitW = 6000; // per 4U box: fan-wall heat removal beyond which air is marginal
    double memoryWPerDimm = 10;              // DDR5 RDIMM planning figure (unverified, hardware-facts §3)
    double cpuIdleFraction = 0.30;           // CPU package power at idle / TDP
    double memoryIdleFraction = 0.50;        // DIMM power at idle / under load
    double highLineNominalVolts = 230;       // nominal feed for a 200-240 V input (VA and current)
    double lowLineNominalVolts = 120;        // nominal feed for a 100-127 V input
    double psuPowerFactor = 0.99;            // PSU input power factor (active PFC) for VA and current
    // --- Model fit and speed: engine settings and formats (docs/sizing.md) -----------------
    double prefillChunkTokens =
        8192;                        // vLLM max_num_batched_tokens: tokens in the profile run / prefill chunk
    double engineMaxNumSeqs = 256;   // vLLM max_num_seqs: sequences in the profile's dummy sampler run
    double samplerBytesPerLogit = 8; // fp32 logits + fp32 probabilities per vocab entry in the sampler
    double fp4BitsPerParam = 4.5;    // NVFP4: 4-bit values + one FP8 scale per 16
    double trainLogitsBytesPerValue = 2.5; // bf16 logits kept for backward + one fp32 chunk of 8 (chunked CE)
    double checkpointLiveLayersFull = 2;   // layers live during recompute, full fine-tune (Unsloth)
    double checkpointLiveLayersLora = 1;   // layers live during recompute, LoRA/QLoRA (Unsloth)
    double offloadHostBufferFactor = 1.5;  // DeepSpeed additional_buffer_factor on offloaded host states
    // --- Estimates fitted to published measurements (issue 10: collectives, efficiency, engine memory) --
    double collectiveLaunchUs = 3.5;              // one-hop collective floor (sglang#2904: 3.7 us at TP2)
    double nvswitchAllreduceLatencyUs = 22;       // 8 GPUs over NVSwitch (marin#6736: 20-25 us)
    double infinityFabricAllreduceLatencyUs = 14; // 8 MI300X (rccl-tests: 13.3-14.9 us)
    double pcieHostAllreduceLatencyUs = 48;       // 8 GPUs through the host (nccl#1530, nccl#1439)
    double pcieSwitchAllreduceLatencyUs = 19.4;   // 4 GPUs behind one switch, in a CUDA graph
    double nvlinkBridgeAllreduceLatencyUs = 12;   // 2 bridged GPUs (nccl-tests#44)
    double infinityFabricEfficiency = 0.70;       // rccl busbw 315.7 GB/s of 7 x 64 GB/s
    double layerStepOverheadUs = 25;              // per layer per forward step: kernel launches, syncs
    double prefillComputeEfficiency = 0.70;       // 16-bit matmuls at large token counts (inference)
    double lowPrecisionComputeEfficiency = 0.50;  // FP8/FP4/INT8 matmuls at large token counts
    double gemmHalfEfficiencyTokens = 128;        // tokens per step at which matmuls reach half of it
    double cudaReservedGiB = 0.43;                // driver total - CUDA-visible total (79.65 vs 79.22 GiB)
    double ncclRuntimeGiBPerTpDoubling = 0.6;     // vLLM non-torch growth per TP doubling, NCCL only
    double nvlsRuntimeGiBPerTpDoubling = 2.3;     // the same with NVLink SHARP (H100/H200 logs)
    double cudaGraphGiB = 0.3;                    // vLLM's CUDA graph pool inside the budget (v0.21+)
    double vllmV0MinBatchedTokens = 2048;         // vLLM V0 max_num_batched_tokens floor and chunk
    double vllmV0LongContextTokens = 32768;       // vLLM V0 chunks prefill above this max_model_len
    // --- Training options (issue 10 item 5) ----------------------------------------------------------
    double lowPrecisionTrainingEfficiency = 0.37; // FP8 training matmuls: share of the FP8 dense peak
    double powerCapSpeedExponent = 0.87;          // compute-bound speed ~ (cap / TDP)^this
    // --- Measured rates (issue 24 item 1): the efficiencies above are shares of the datasheet peak on
    // a GPU whose measured ceiling is this share of it; a GPU with a measurement (catalog) scales by it.
    double defaultMatmulCeiling16Bit = 0.869;        // measured / peak 16-bit matmul rate (MAMF, A100 SXM)
    double defaultMatmulCeilingLowPrecision = 0.709; // the same for FP8/FP4/INT8 (MAMF, H100 SXM FP8)
    double defaultBandwidthCeiling = 0.875;          // copy-kernel bandwidth / datasheet with ECC on
    double weightOnlyInt4StreamEfficiency = 0.93;    // int4 group-quantised GEMV / 16-bit weight streaming
    // --- Training loss and adapters (issue 24 item 2) -------------------------------------------------
    double trainLogitsBytesPerValuePlain = 14; // plain HF loss: bf16 logits, fp32 copy, log-softmax, grad
    double loraLayerOverheadUs = 2000;     // LoRA/QLoRA: adapter kernels per layer per micro-batch (eager)
    double qloraDequantBytesPerParam = 14; // QLoRA: traffic per 4-bit base weight per pass (dequantize)
    // --- TensorRT-LLM (issue 24 item 3): engine = tensorrt_llm -----------------------------------------
    double trtllmRuntimeGiB = 0.97;   // CUDA context, runtime and decoder buffers (memory.md log, H100)
    double trtllmMaxNumTokens = 8192; // max_num_tokens: activations reserved and prefill chunk
    double trtllmMaxBatchSize = 2048; // max_batch_size (BuildConfig default: trtllm-build, trtllm-serve)
};

struct AssumptionInfo {
    std::string_view key; // snake_case, unit in the name where there is one
    double Assumptions::*field;
    std::string_view unit;
    std::string_view reason; // why this value, and where it comes from
};

std::span<const AssumptionInfo> assumptionCatalog();
const AssumptionInfo *findAssumption(std::string_view key);

// Commercial defaults: a figure with its unit, the date it was read and where it comes from. They seed
// build options and new quotes (which the user can change); the sheets print which one was used.
struct CommercialAssumption {
    std::string_view key;
    double value;
    std::string_view unit;
    std::string_view date;   // ISO date of the figure (rate published, law in force)
    std::string_view source; // where it comes from, for the sheets and the tooltip
};

// EUR per USD for converting USD catalog prices, unless a build sets its own (option usd_to_eur).
inline constexpr double kDefaultUsdToEur = 0.92;
CommercialAssumption usdToEurAssumption(); // value kDefaultUsdToEur
// VAT a new quote carries unless the build or the user sets another: the German standard rate.
inline constexpr double kDefaultVatPct = 19;
CommercialAssumption vatAssumption(); // value kDefaultVatPct

} // namespace np
