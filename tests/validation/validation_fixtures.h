// SPDX-License-Identifier: MIT
#pragma once

// The GPUs and model architectures the published measurements in cases.json ran on, as core value
// types. GPU figures are the catalog seed's (catalog/seed/gpus.json) where the catalog has the card,
// otherwise the vendor datasheet's; usable memory is what the driver reports
// (docs/sources/vllm-memory.json, driver_reported_total_memory). Model figures are the Hugging Face
// config.json values of the checkpoint named in the case.
#include "core/model_arch.h"
#include "core/parts.h"

#include <map>
#include <optional>
#include <string>

namespace np::validation
{

inline Gpu gpuSpec(const char *name, double usableMiB, double bandwidthGBps, double bf16, double fp8,
                   double fp4, GpuLinkKind link, double linkGBps, int pcieGen)
{
    Gpu g;
    g.info.name = name;
    // The catalog's vendor: AMD's Instinct accelerators, NVIDIA's everything else here.
    g.info.vendor = std::string(name).rfind("MI", 0) == 0 ? "AMD" : "NVIDIA";
    g.memoryUsableMiB = usableMiB;
    g.memoryNominalGB = usableMiB / 1024.0;
    g.memoryBandwidthGBps = bandwidthGBps;
    g.bf16DenseTflops = bf16;
    g.fp8DenseTflops = fp8;
    g.fp4DenseTflops = fp4;
    g.gpuLink = link;
    g.gpuLinkGBpsPerDirection = linkGBps;
    g.pcieGen = pcieGen;
    g.pcieLanes = 16;
    return g;
}

// The board power the GPU's clocks are rated at, for cases that state a power cap below it.
inline Gpu withTdp(Gpu g, double tdpW)
{
    g.tdpW = tdpW;
    return g;
}

// A measured matmul ceiling for a GPU the catalog does not have (catalog GPUs take theirs from
// catalog/seed/achievable_rates.json, keyed by catalogSku below).
inline Gpu withMeasuredTflops(Gpu g, Precision precision, double tflops, const char *source, const char *date)
{
    AchievableRate r;
    r.quantity = RateQuantity::DenseTflops;
    r.precision = precision;
    r.value = tflops;
    r.source = source;
    r.date = date;
    g.achievableRates.push_back(r);
    return g;
}

inline constexpr const char *kMamfTable =
    "ml-engineering (Stas Bekman), Maximum Achievable Matmul FLOPS comparison table, "
    "https://github.com/stas00/ml-engineering/tree/master/compute/accelerator";

// The catalog SKU whose seed figures (and measured rates) a fixture GPU carries; empty: not in the
// catalog. The MLC benchmark's A100s of unstated form factor use the PCIe card's figures.
inline std::string catalogSku(const std::string &fixtureName)
{
    static const std::map<std::string, std::string> skus{
        {"H100 SXM5 80GB", "NVIDIA-H100-SXM5"},
        {"H200 SXM5 141GB", "NVIDIA-H200-SXM5"},
        {"B200", "NVIDIA-B200-SXM"},
        {"A100 SXM4 80GB", "NVIDIA-A100-SXM4-80G"},
        {"A100 SXM4 40GB", "NVIDIA-A100-SXM4-40G"},
        {"A100 PCIe 80GB", "NVIDIA-A100-80G-PCIE"},
        {"A100 80GB (PCIe links; form factor not stated)", "NVIDIA-A100-80G-PCIE"},
        {"L40S", "NVIDIA-L40S"},
        {"RTX PRO 6000 Blackwell", "NVIDIA-RTX-PRO-6000-SE"},
        {"MI300X", "AMD-MI300X"},
    };
    const auto it = skus.find(fixtureName);
    return it == skus.end() ? std::string() : it->second;
}

// Keyed by the `gpu` field of cases.json.
inline const std::map<std::string, Gpu> &gpus()
{
    using L = GpuLinkKind;
    static const std::map<std::string, Gpu> all{
        // Catalog seed: 81,559 MiB, 3,350 GB/s, 989/1,979 TFLOPS; NVLink 4 via NVSwitch, 450 GB/s each way.
        // 700 W TDP (catalog seed).
        {"H100 SXM5 80GB",
         withTdp(gpuSpec("H100 SXM5 80GB", 81559, 3350, 989, 1979, 0, L::NvlinkSwitch, 450, 5), 700)},
        // Catalog seed: 4,800 GB/s; nvidia-smi 143,771 MiB.
        {"H200 SXM5 141GB", gpuSpec("H200 SXM5 141GB", 143771, 4800, 989, 1979, 0, L::NvlinkSwitch, 450, 5)},
        // Catalog seed (HGX B200 180 GB): 7,700 GB/s, 2,250/4,500/9,000; nvidia-smi 183,359 MiB; NVLink 5.
        {"B200", gpuSpec("B200", 183359, 7700, 2250, 4500, 9000, L::NvlinkSwitch, 900, 5)},
        // A100 SXM4 datasheet: 2,039 GB/s (80 GB), 1,555 GB/s (40 GB), 312 TFLOPS BF16; NVLink 3, 300 GB/s.
        // The measured BF16 matmul ceiling (271.2 TFLOPS, MAMF table) comes from the catalog seed rows.
        {"A100 SXM4 80GB", gpuSpec("A100 SXM4 80GB", 81920, 2039, 312, 0, 0, L::NvlinkSwitch, 300, 4)},
        {"A100 SXM4 40GB", gpuSpec("A100 SXM4 40GB", 40960, 1555, 312, 0, 0, L::NvlinkSwitch, 300, 4)},
        // Catalog seed A100 80GB PCIe: 1,935 GB/s; the MLC benchmark ran its cards over PCIe, not NVLink.
        {"A100 PCIe 80GB", gpuSpec("A100 PCIe 80GB", 81920, 1935, 312, 0, 0, L::None, 0, 4)},
        {"A100 80GB (PCIe links; form factor not stated)",
         gpuSpec("A100 80GB PCIe", 81920, 1935, 312, 0, 0, L::None, 0, 4)},
        // Catalog seed L40S: 864 GB/s, 362/733 TFLOPS; nvidia-smi 46,068 MiB.
        {"L40S", gpuSpec("L40S", 46068, 864, 362, 733, 0, L::None, 0, 4)},
        // RTX 4090: 1,008 GB/s; 165 dense BF16 TFLOPS with FP32 accumulate (Ada whitepaper), 330 FP8.
        {"RTX 4090", gpuSpec("RTX 4090", 24564, 1008, 165, 330, 0, L::None, 0, 4)},
        // RTX 3090: 936 GB/s, 71 dense TFLOPS FP16/BF16 with FP32 accumulate (Ampere GA102 whitepaper).
        {"RTX 3090", gpuSpec("RTX 3090", 24576, 936, 71, 0, 0, L::None, 0, 4)},
        // RTX 3090 Ti: 1,008 GB/s, 80 dense TFLOPS FP16 with FP32 accumulate (GA102 at 1.86 GHz).
        {"RTX 3090 Ti", gpuSpec("RTX 3090 Ti", 24576, 1008, 80, 0, 0, L::None, 0, 4)},
        // Catalog seed RTX PRO 6000 Blackwell Server Edition: 97,887 MiB, 1,597 GB/s, 500/1,000/2,000.
        {"RTX PRO 6000 Blackwell",
         gpuSpec("RTX PRO 6000 Blackwell", 97887, 1597, 500, 1000, 2000, L::None, 0, 5)},
        // Catalog seed MI300X: 5,300 GB/s, 1,307/2,600 TFLOPS; rocm-smi 205,822,885,888 B = 196,288 MiB;
        // 7 Infinity Fabric links of 64 GB/s each way (48 GB/s after protocol, ROCm/rccl#1210).
        {"MI300X", gpuSpec("MI300X", 196288, 5300, 1307, 2600, 0, L::InfinityFabric, 448, 5)},
    };
    return all;
}

inline ModelArch arch(int layers, int hidden, int heads, int kvHeads, int ffn, int vocab, int maxContext)
{
    ModelArch a;
    a.layers = layers;
    a.hiddenSize = hidden;
    a.attentionHeads = heads;
    a.kvHeads = kvHeads;
    a.ffnSize = ffn;
    a.vocabSize = vocab;
    a.maxContextTokens = maxContext;
    return a;
}

inline ModelArch withHeadDim(ModelArch a, int headDim)
{
    a.headDim = headDim;
    return a;
}

inline ModelArch moe(ModelArch a, int experts, int active, int expertFfn)
{
    a.experts = experts;
    a.activeExperts = active;
    a.expertFfnSize = expertFfn;
    return a;
}

inline ModelArch plainMlp(ModelArch a, bool tied)
{
    a.gatedMlp = false;
    a.tiedEmbeddings = tied;
    return a;
}

inline ModelArch qkvBias(ModelArch a)
{
    a.qkvBias = true;
    return a;
}

// Keyed by the `model` field of cases.json (Hugging Face id).
inline std::optional<ModelArch> modelArch(const std::string &id)
{
    // Llama 2 (config.json): 4,096-token context, 32,000 vocabulary; 70B uses GQA with 8 KV heads.
    const ModelArch llama2_7b = arch(32, 4096, 32, 32, 11008, 32000, 4096);
    const ModelArch llama2_13b = arch(40, 5120, 40, 40, 13824, 32000, 4096);
    const ModelArch llama2_70b = arch(80, 8192, 64, 8, 28672, 32000, 4096);
    // Llama 3 / 3.1 / 3.3: 128,256 vocabulary, 8 KV heads, head_dim 128.
    const ModelArch llama3_8b = arch(32, 4096, 32, 8, 14336, 128256, 131072);
    const ModelArch llama3_70b = arch(80, 8192, 64, 8, 28672, 128256, 131072);
    const ModelArch llama3_405b = arch(126, 16384, 128, 8, 53248, 128256, 131072);
    // Qwen3 dense: explicit head_dim 128, untied embeddings, 151,936 vocabulary.
    const ModelArch qwen3_8b = withHeadDim(arch(36, 4096, 32, 8, 12288, 151936, 40960), 128);
    const ModelArch qwen3_32b = withHeadDim(arch(64, 5120, 64, 8, 25600, 151936, 40960), 128);
    // Qwen3 MoE: every layer routed, no shared expert.
    const ModelArch qwen3_30b =
        moe(withHeadDim(arch(48, 2048, 32, 4, 6144, 151936, 40960), 128), 128, 8, 768);
    const ModelArch qwen3_235b =
        moe(withHeadDim(arch(94, 4096, 64, 4, 12288, 151936, 40960), 128), 128, 8, 1536);
    // MiniMax-M2 (transformers MiniMaxM2Config defaults, the MiniMaxAI/MiniMax-M2 checkpoint): 62 layers of
    // 3,072 hidden, 48 query / 8 KV heads of 128, every layer routed over 256 experts of 1,536 (top 8), no
    // shared expert, untied 200,064 vocabulary: 228.6 B parameters, 230 B on the model card.
    const ModelArch minimax_m2 =
        moe(withHeadDim(arch(62, 3072, 48, 8, 1536, 200064, 196608), 128), 256, 8, 1536);
    // Ministral 3 8B (transformers Ministral3Config defaults, documented as the 8B Base/Instruct/Reasoning
    // 2512 checkpoints): 34 layers, 4,096 hidden, 32 / 8 heads of 128, 14,336 MLP, untied 131,072
    // vocabulary, 262,144 positions. The Pixtral vision encoder is left out: the cases send text only.
    const ModelArch ministral3_8b = withHeadDim(arch(34, 4096, 32, 8, 14336, 131072, 262144), 128);
    static const std::map<std::string, ModelArch> all{
        {"MiniMaxAI/MiniMax-M2", minimax_m2},
        {"mistralai/Ministral-3-8B-Reasoning-2512", ministral3_8b},
        {"meta-llama/Llama-2-7b-hf", llama2_7b},
        {"meta-llama/Llama-2-7b-chat-hf", llama2_7b},
        {"huggyllama/llama-7b", arch(32, 4096, 32, 32, 11008, 32000, 2048)},
        {"codellama/CodeLlama-7b-hf", arch(32, 4096, 32, 32, 11008, 32016, 16384)},
        {"meta-llama/Llama-2-13b-hf", llama2_13b},
        {"meta-llama/Llama-2-13b-chat-hf", llama2_13b},
        {"meta-llama/Llama-2-70b-hf", llama2_70b},
        {"meta-llama/Llama-2-70b-chat-hf", llama2_70b},
        {"TheBloke/Llama-2-70B-AWQ", llama2_70b},
        {"meta-llama/Llama-3.1-8B", llama3_8b},
        {"meta-llama/Meta-Llama-3-8B", llama3_8b},
        {"meta-llama/Llama-3.1-8B-Instruct", llama3_8b},
        {"nvidia/Llama-3.1-8B-Instruct-FP8", llama3_8b},
        {"meta-llama/Llama-3.1-70B", llama3_70b},
        {"meta-llama/Meta-Llama-3-70B", llama3_70b},
        {"meta-llama/Llama-3.3-70B-Instruct", llama3_70b},
        {"nvidia/Llama-3.3-70B-Instruct-FP8", llama3_70b},
        {"nvidia/Llama-3.3-70B-Instruct-FP4", llama3_70b},
        {"amd/Llama-3.1-70B-Instruct-FP8-KV", llama3_70b},
        {"meta-llama/Llama-3.1-405B", llama3_405b},
        {"meta-llama/Llama-3.1-405B-Instruct-FP8", llama3_405b},
        {"nvidia/Llama-3.1-405B-Instruct-FP8", llama3_405b},
        {"nvidia/Llama-3.1-405B-Instruct-FP4", llama3_405b},
        {"amd/Llama-3.1-405B-Instruct-FP8-KV", llama3_405b},
        {"Qwen/Qwen3-8B", qwen3_8b},
        {"Qwen/Qwen3-8B-FP8", qwen3_8b},
        {"Qwen/Qwen3Guard-Gen-8B", qwen3_8b},
        {"Qwen/Qwen3-32B", qwen3_32b},
        {"Qwen/Qwen3-30B-A3B", qwen3_30b},
        {"nvidia/Qwen3-30B-A3B-FP4", qwen3_30b},
        {"Qwen/Qwen3-235B-A22B", qwen3_235b},
        {"Qwen/Qwen3-235B-A22B-FP8", qwen3_235b},
        {"nvidia/Qwen3-235B-A22B-FP8", qwen3_235b},
        {"nvidia/Qwen3-235B-A22B-FP4", qwen3_235b},
        // Qwen (v1) chat models: config.json intermediate_size 22,016 / 27,392 is both halves of the gated
        // MLP (w1, w2 of 11,008 / 13,696 each); c_attn carries a bias; seq_length 8,192 (14B: positions).
        {"Qwen/Qwen-7B-Chat", qkvBias(arch(32, 4096, 32, 32, 11008, 151936, 8192))},
        {"Qwen/Qwen-7B-Chat-Int4", qkvBias(arch(32, 4096, 32, 32, 11008, 151936, 8192))},
        {"Qwen/Qwen-14B-Chat", qkvBias(arch(40, 5120, 40, 40, 13696, 152064, 8192))},
        {"Qwen/Qwen-14B-Chat-Int4", qkvBias(arch(40, 5120, 40, 40, 13696, 152064, 8192))},
        // Qwen2.5 (config.json): GQA with 4 / 8 KV heads, head_dim 128, QKV bias, untied 152,064 vocabulary.
        {"Qwen/Qwen2.5-7B", qkvBias(arch(28, 3584, 28, 4, 18944, 152064, 131072))},
        {"Qwen/Qwen2.5-32B-Instruct", qkvBias(arch(64, 5120, 40, 8, 27648, 152064, 32768))},
        // Qwen2.5-14B architecture: 48 layers, 5,120 hidden, 40/8 heads, 13,824 MLP, QKV bias.
        {"deepseek-ai/DeepSeek-R1-Distill-Qwen-14B", qkvBias(arch(48, 5120, 40, 8, 13824, 152064, 131072))},
        // Qwen1.5-7B: MHA (32 KV heads), 11,008 MLP, QKV bias.
        {"Qwen/Qwen1.5-7B-Chat-GPTQ-Int4", qkvBias(arch(32, 4096, 32, 32, 11008, 151936, 32768))},
        // GPT-J 6B: 28 layers, 4,096 hidden, 16 heads of 256, GeLU MLP 16,384, untied 50,400 vocabulary.
        {"EleutherAI/gpt-j-6b", plainMlp(arch(28, 4096, 16, 16, 16384, 50400, 2048), false)},
        // MPT (llm-foundry): MHA, GeLU MLP 4h, tied 50,432 (13B yaml: 50,368) vocabulary.
        {"mosaicml/mpt-7b", plainMlp(arch(32, 4096, 32, 32, 16384, 50432, 2048), true)},
        {"mosaicml/mpt-30b", plainMlp(arch(48, 7168, 64, 64, 28672, 50432, 8192), true)},
        {"(MPT-13B config, llm-foundry yamls/13b.yaml)",
         plainMlp(arch(40, 5120, 40, 40, 20480, 50368, 4096), true)},
    };
    const auto it = all.find(id);
    if (it == all.end())
        return std::nullopt;
    return it->second;
}

} // namespace np::validation
