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
        0.5; // CUDA context + non-torch memory inside vLLM's budget (vllm#10517: 0.35)
    double nvlinkNcclBufferGiB = 0.4;    // NCCL buffers at TP>=4 (aiconfigurator: 392 MB)
    double activationFudge = 1.25;       // Unsloth's 25 % margin on per-layer activations
    double usableMemoryFraction = 0.955; // driver-reported / nominal memory when the catalog lacks it
    double qloraBitsPerParam = 4.5;      // NF4 4 bit + absmax scale per 64 (QLoRA paper, no double quant)
    double int4ScaleBitsPerGroup = 20;   // 16-bit scale + 4-bit zero per group (AWQ/GPTQ)
    // --- Speed -------------------------------------------------------------------
    double memoryBandwidthEfficiency = 0.80;    // achievable / peak HBM/GDDR bandwidth in decode
    double computeEfficiency = 0.55;            // achievable / peak dense tensor FLOPS (prefill, training)
    double pcieEfficiency = 0.80;               // achievable / theoretical PCIe payload bandwidth
    double nvlinkEfficiency = 0.80;             // achievable / theoretical NVLink bandwidth
    double collectiveLatencyUs = 8;             // per allreduce floor (llm-analysis)
    double pcieHostHopPenalty = 0.5;            // P2P through the host root complex vs through a switch
    double nvlinkNominalGBpsPerDirection = 450; // "why not NVLink?" when the GPU has no bridge figure
    // --- Platform guidelines -----------------------------------------------------
    double coresPerGpuGuideline = 8; // dataloader / preprocessing rule of thumb
    double hostRamToVramRatio = 2.0; // host RAM >= 2x total GPU memory (training staging)
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
    double pcieCollectiveLatencyUs =
        40; // small-message allreduce floor, 8 GPUs over PCIe (nccl-tests: 42-54 us)
    double trainLogitsBytesPerValue = 2.5; // bf16 logits kept for backward + one fp32 chunk of 8 (chunked CE)
    double checkpointLiveLayersFull = 2;   // layers live during recompute, full fine-tune (Unsloth)
    double checkpointLiveLayersLora = 1;   // layers live during recompute, LoRA/QLoRA (Unsloth)
    double offloadHostBufferFactor = 1.5;  // DeepSpeed additional_buffer_factor on offloaded host states
};

struct AssumptionInfo {
    std::string_view key; // snake_case, unit in the name where there is one
    double Assumptions::*field;
    std::string_view unit;
    std::string_view reason; // why this value, and where it comes from
};

std::span<const AssumptionInfo> assumptionCatalog();
const AssumptionInfo *findAssumption(std::string_view key);

} // namespace np
