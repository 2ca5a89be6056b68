// SPDX-License-Identifier: MIT
#pragma once

// Hand-built GPUs and models for the workload tests (figures from hardware-facts.md and
// llm-sizing.md; no catalog needed).
#include "core/workload/workload_eval.h"

#include <cmath>
#include <string>

namespace np::fixtures
{

inline ModelArch llamaArch(int layers, int hidden, int heads, int ffn)
{
    ModelArch a;
    a.layers = layers;
    a.hiddenSize = hidden;
    a.attentionHeads = heads;
    a.kvHeads = 8;
    a.headDim = 128;
    a.ffnSize = ffn;
    a.vocabSize = 128256;
    a.maxContextTokens = 131072;
    return a;
}

inline Model model(const std::string &name, const ModelArch &arch)
{
    Model m;
    m.info.name = name;
    m.info.sku = name;
    m.arch = arch;
    return m;
}

inline Model llama8b()
{
    return model("Llama 3.1 8B", llamaArch(32, 4096, 32, 14336));
}
inline Model llama70b()
{
    return model("Llama 3.1 70B", llamaArch(80, 8192, 64, 28672));
}
inline Model llama405b()
{
    return model("Llama 3.1 405B", llamaArch(126, 16384, 128, 53248));
}

inline ModelArch deepseekV3Arch()
{
    ModelArch a;
    a.layers = 61;
    a.hiddenSize = 7168;
    a.attentionHeads = 128;
    a.kvHeads = 128;
    a.ffnSize = 18432;
    a.vocabSize = 129280;
    a.experts = 256;
    a.activeExperts = 8;
    a.sharedExperts = 1;
    a.expertFfnSize = 2048;
    a.firstDenseLayers = 3;
    a.qLoraRank = 1536;
    a.kvLoraRank = 512;
    a.qkNopeHeadDim = 128;
    a.qkRopeHeadDim = 64;
    a.vHeadDim = 128;
    a.maxContextTokens = 163840;
    return a;
}

// RTX PRO 6000 Blackwell Server Edition: 97,887 MiB usable, 1,597 GB/s, ~500/1,000/2,000 dense
// BF16/FP8/FP4 TFLOPS (hardware-facts.md §1, derived from NVIDIA's sparse figures).
inline Gpu rtxPro6000()
{
    Gpu g;
    g.info.name = "RTX PRO 6000 Blackwell Server Edition";
    g.memoryNominalGB = 96;
    g.memoryUsableMiB = 97887;
    g.memoryBandwidthGBps = 1597;
    g.fp32Tflops = 120;
    g.bf16DenseTflops = 500;
    g.fp8DenseTflops = 1000;
    g.fp4DenseTflops = 2000;
    g.pcieGen = 5;
    g.pcieLanes = 16;
    return g;
}

// A100 80GB SXM: 81,920 MiB, 2,039 GB/s, 312 BF16 TFLOPS, no FP8; NVLink 3: 300 GB/s each way.
inline Gpu a100()
{
    Gpu g;
    g.info.name = "A100 80GB";
    g.memoryNominalGB = 80;
    g.memoryUsableMiB = 81920;
    g.memoryBandwidthGBps = 2039;
    g.fp32Tflops = 19.5;
    g.bf16DenseTflops = 312;
    g.pcieGen = 4;
    g.gpuLink = GpuLinkKind::NvlinkSwitch;
    g.gpuLinkGBpsPerDirection = 300;
    return g;
}

// GeForce RTX 3090: 24 GB; vLLM reports 23.58 GiB total (vllm#10517); 936 GB/s; 71 dense BF16 TFLOPS.
inline Gpu rtx3090()
{
    Gpu g;
    g.info.name = "RTX 3090";
    g.memoryBandwidthGBps = 936;
    g.bf16DenseTflops = 71;
    g.pcieGen = 4;
    return g;
}

// GeForce RTX 4090: 24,564 MiB; 1,008 GB/s; 165 dense BF16 TFLOPS (FP32 accumulate).
inline Gpu rtx4090()
{
    Gpu g;
    g.info.name = "RTX 4090";
    g.memoryBandwidthGBps = 1008;
    g.bf16DenseTflops = 165;
    g.fp8DenseTflops = 330;
    g.pcieGen = 4;
    return g;
}

// RTX A6000: 48 GB GDDR6 (49,140 MiB), 768 GB/s, ~155 dense BF16 TFLOPS.
inline Gpu rtxA6000()
{
    Gpu g;
    g.info.name = "RTX A6000";
    g.memoryBandwidthGBps = 768;
    g.bf16DenseTflops = 155;
    g.pcieGen = 4;
    return g;
}

inline GpuContext box(const Gpu &gpu, int count, double usableGiB, Interconnect link, double p2pGBps,
                      double hostRamGiB = 1536)
{
    GpuContext c;
    c.gpu = &gpu;
    c.gpuCount = count;
    c.usableMemoryGiB = usableGiB;
    c.link = link;
    c.p2pGBps = p2pGBps;
    c.hostRamGiB = hostRamGiB;
    return c;
}

// The reference box: 8 cards on PCIe 5.0 x16 through the host (63 GB/s x 0.5 hop penalty).
inline GpuContext referenceBox(const Gpu &gpu, double hostRamGiB = 1536)
{
    return box(gpu, 8, 97887.0 / 1024.0, Interconnect::PcieHost, 63.0 * 0.5, hostRamGiB);
}

// |value - expected| within relTol of expected: the tests compare against figures worked out by hand.
inline bool near(double value, double expected, double relTol)
{
    return std::abs(value - expected) <= relTol * std::abs(expected);
}

} // namespace np::fixtures
