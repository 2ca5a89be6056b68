// SPDX-License-Identifier: MIT
// Estimates against the published measurements in llm-sizing.md §"Published measurements". Each check
// states the measurement, the setting it was taken with, NodePlan's estimate, the tolerance and why.
// Nothing here overrides an assumption to hit a number, except where the measurement's engine setting
// differs from our default (said where it happens). The printed lines feed docs/sizing.md's table.
#include "core/workload/model_training.h"
#include "core/workload/workload_eval.h"
#include "tests/core/workload_fixtures.h"

#include <QTest>

#include <cmath>

using namespace np;
using namespace np::fixtures;

namespace
{
constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

double relErr(double estimate, double measured)
{
    return (estimate - measured) / measured;
}

bool within(const char *what, double estimate, double measured, double tolerance)
{
    const double e = relErr(estimate, measured);
    qInfo("%-46s estimate %9.2f  measured %9.2f  (%+.1f %%, tolerance %.0f %%)", what, estimate, measured,
          e * 100, tolerance * 100);
    return std::abs(e) <= tolerance;
}

// torchtune's "peak memory" is PyTorch's allocator peak: it leaves out the CUDA context and NCCL
// buffers, which NodePlan counts as overhead. Compare like with like.
double torchPeakGiB(const WorkloadResult &r)
{
    return r.perGpuRequiredGiB - r.perGpu.overheadGiB;
}

// torchtune's table: batch 2, packed to 2,048 tokens, activation checkpointing, bf16.
Workload torchtune(WorkloadMode mode, int rank, std::vector<std::string> targets)
{
    Workload w;
    w.mode = mode;
    w.precision = mode == WorkloadMode::Qlora ? Precision::Nf4 : Precision::Bf16;
    w.batch = 2;
    w.contextTokens = 2048;
    w.recompute = Recompute::Full;
    w.loraRank = rank;
    w.loraTargets = std::move(targets);
    return w;
}
const std::vector<std::string> kAttnMlp{"q_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"};
const std::vector<std::string> kQkvoMlp{"q_proj",    "k_proj",  "v_proj",   "o_proj",
                                        "gate_proj", "up_proj", "down_proj"};
} // namespace

class TestWorkloadMeasured : public QObject
{
    Q_OBJECT
private slots:
    void vllm10517()
    {
        // vllm#10517: Llama-3.1-8B, RTX 3090 (24,576 MiB from the driver; vLLM's CUDA total 23.58 GiB),
        // gpu_memory_utilization 0.90,
        // max_model_len 20,000. vLLM logs: weights 14.9888 "GB" (its log divides by 2^30, so GiB),
        // peak torch 17.06 GiB, non-torch 0.35 GiB, KV 3.81 GiB = 1,952 blocks x 16 tokens.
        // That vLLM (V0) ran without chunked prefill below 32k context, so its profile run pushed
        // max_model_len = 20,000 tokens at once: engine vllm_v0 expresses that (engine_v0 below).
        const Gpu gpu = rtx3090();
        const GpuContext c = box(gpu, 1, 24576.0 / 1024, Interconnect::None, 0);
        Workload w;
        w.contextTokens = 20000;
        w.engine = ServingEngine::VllmV0;
        const WorkloadResult r = evaluateWorkload(llama8b(), w, c, Assumptions{});
        QVERIFY2(r.error.empty(), describe(r.error).c_str());
        // 128 KiB per token exactly (2 x 32 x 8 x 128 x 2 B).
        QCOMPARE(r.kvBytesPerToken, 131072.0);
        // Weights: 8.03e9 x 2 B = 14.958 GiB vs 14.989: vLLM also holds rotary caches (1 %).
        QVERIFY(within("vllm#10517 weights GiB", r.perGpu.weightsGiB, 14.9888, 0.01));
        // Activations of the profile run: 20,000 x 2 B x (2 x 4,096 + 3 x 14,336) = 1.91 GiB, plus the
        // sampler's 256 x 128,256 x 8 B = 0.245 GiB -> 2.15 vs measured peak - weights = 2.07 GiB.
        // 10 %: kernels' workspaces differ by version.
        QVERIFY(within("vllm#10517 profile activations GiB", r.perGpu.activationsGiB, 17.06 - 14.9888, 0.10));
        // KV budget: (24.0 - 0.43) x 0.9 - 14.96 - 2.15 - 0.35 runtime = 3.75 GiB vs 3.81 GiB (-1.6 %).
        // Changed from 3.45 GiB (10 % tolerance) when the engine became a workload field: V0 captures
        // its CUDA graphs after sizing the KV cache, so no graph pool is counted inside the budget.
        const double kvBudgetGiB =
            r.perGpuAvailableGiB - r.perGpu.weightsGiB - r.perGpu.activationsGiB - r.perGpu.overheadGiB;
        QVERIFY(within("vllm#10517 KV cache GiB", kvBudgetGiB, 3.81, 0.03));
        // 1.56x concurrency at 20k tokens: ours 3.75 / 2.44 = 1.54 -> one whole sequence fits.
        QCOMPARE(r.maxConcurrentSequences, 1);
        QVERIFY(within("vllm#10517 tokens of KV", kvBudgetGiB * GiB / 131072, 1952 * 16, 0.03));
    }

    void vllmPr10511H100()
    {
        // vLLM PR 10511 (maintainer's sanity check, Dec 2024): Llama-3-8B on one H100 80GB (81,559 MiB
        // from the driver; vLLM's CUDA total 79.22 GiB), utilization 0.90: weights 14.96 GiB, non-torch
        // 1.79 GiB, activation peak 1.26 GiB, KV 53.29 GiB (docs/sources/vllm-memory.json).
        Gpu h100;
        h100.info.name = "H100 SXM5 80GB";
        h100.memoryBandwidthGBps = 3350;
        h100.bf16DenseTflops = 989;
        h100.fp8DenseTflops = 1979;
        const GpuContext c = box(h100, 1, 81559.0 / 1024, Interconnect::None, 0);
        const WorkloadResult r = evaluateWorkload(llama8b(), Workload{}, c, Assumptions{});
        QVERIFY2(r.error.empty(), describe(r.error).c_str());
        // Budget: (79.65 - 0.43) x 0.9 = 71.30 GiB, as vLLM's 79.22 x 0.9.
        QVERIFY(within("vllm PR 10511 budget GiB", r.perGpuAvailableGiB, 79.22 * 0.9, 0.01));
        // KV: 71.30 - 14.96 weights - 1.02 profile activations (8,192 tokens: 0.78 + sampler 0.24) - 0.35
        // runtime - 0.3 CUDA graphs = 54.67 GiB vs 53.29 GiB. 5 %: this run's non-torch memory was
        // 1.79 GiB where NodePlan's TP1 runtime and graphs are 0.65 GiB.
        const double kvBudgetGiB =
            r.perGpuAvailableGiB - r.perGpu.weightsGiB - r.perGpu.activationsGiB - r.perGpu.overheadGiB;
        QVERIFY(within("vllm PR 10511 KV cache GiB, H100 TP1", kvBudgetGiB, 53.29, 0.05));
    }

    void torchtune8bSingle4090()
    {
        const Gpu gpu = rtx4090();
        const GpuContext c = box(gpu, 1, 24564.0 / 1024, Interconnect::None, 0, 64);
        const Assumptions as;
        // Full fine-tune, 18.9 GiB: the recipe trains pure BF16 with bitsandbytes' PagedAdamW8bit,
        // whose states page out to host RAM, and the optimizer step fused into backward (no full
        // gradient buffer). The closest NodePlan setting is optimizer offload: 2 B x 8.03e9 =
        // 14.96 GiB of weights + activations (32 x 2sbh inputs + 2 live layers + logits, x1.25) =
        // 5.83 GiB -> 20.8 GiB. 15 %: paging is dynamic, and torch.compile shrinks activations.
        Workload full = torchtune(WorkloadMode::FullFineTune, 0, {});
        full.optimizer = Optimizer::AdamW8bit;
        full.offload = Offload::Optimizer;
        const WorkloadResult f = evaluateWorkload(llama8b(), full, c, as);
        QVERIFY(within("torchtune 8B full FT, 1x4090, GiB", torchPeakGiB(f), 18.9, 0.15));
        // LoRA r=8 on q, v, output and the MLP: 16.2 GiB. Ours 14.96 + 19.7 M x 12 B + 3.54 GiB of
        // activations -> 18.7 GiB: torch.compile and the fused chunked loss keep far fewer
        // activations than eager PyTorch (our model); 20 %.
        const WorkloadResult l =
            evaluateWorkload(llama8b(), torchtune(WorkloadMode::Lora, 8, kAttnMlp), c, as);
        QVERIFY(within("torchtune 8B LoRA, 1x4090, GiB", torchPeakGiB(l), 16.2, 0.20));
        // QLoRA r=8 on q, k, v, output and the MLP: 7.4 GiB. Ours: NF4 linears 6.98e9 x 4.5 bit =
        // 3.93e9 B + BF16 embeddings 2.10e9 B = 5.61 GiB + adapters + the same activations -> 9.4 GiB.
        // torchao's NF4 uses double quantization (4.13 bit; our default is 4.5). 30 %: over-estimate,
        // dominated by the activations compile removes.
        const WorkloadResult q =
            evaluateWorkload(llama8b(), torchtune(WorkloadMode::Qlora, 8, kQkvoMlp), c, as);
        QVERIFY(within("torchtune 8B QLoRA, 1x4090, GiB", torchPeakGiB(q), 7.4, 0.30));
        QVERIFY(q.fits && l.fits);
        // Throughput (1,650 / 3,083 / 2,413 tokens/s measured): printed for the record; a factor 2 is
        // all a roofline with one efficiency can promise across recipes.
        QVERIFY(within("torchtune 8B full FT tokens/s", f.trainTokensPerS, 1650, 0.5));
        QVERIFY(within("torchtune 8B LoRA tokens/s", l.trainTokensPerS, 3083, 0.5));
        QVERIFY(within("torchtune 8B QLoRA tokens/s", q.trainTokensPerS, 2413, 0.5));
    }

    void torchtune70bAnd405bOn8xA100()
    {
        const Gpu gpu = a100();
        const GpuContext c = box(gpu, 8, 80, Interconnect::NvlinkSwitch, 300, 2048);
        const Assumptions as;
        // 70B full fine-tune with FSDP CPU offload (parameters, gradients, optimizer on the host):
        // 13.9 GiB. Ours: gathered layer 4 B x 856 M = 3.19 GiB + activations (80 x 2sbh + 2 live
        // layers + logits, x1.25, 4,096 tokens) = 10.8 GiB -> 14.0 GiB. 15 %.
        Workload full = torchtune(WorkloadMode::FullFineTune, 0, {});
        full.zeroStage = 3;
        full.offload = Offload::Full;
        const WorkloadResult f = evaluateWorkload(llama70b(), full, c, as);
        QVERIFY(within("torchtune 70B full FT offload, 8xA100, GiB", torchPeakGiB(f), 13.9, 0.15));
        // 70B LoRA r=16 (q, v, output, MLP), FSDP over 8: 27.6 GiB. Ours: 131.4 / 8 = 16.4 GiB base +
        // 2 x 856 M x 2 B gathered layers 3.19 GiB + adapters + 10.5 GiB activations. 20 %.
        Workload lora = torchtune(WorkloadMode::Lora, 16, kAttnMlp);
        lora.zeroStage = 3;
        const WorkloadResult l = evaluateWorkload(llama70b(), lora, c, as);
        QVERIFY(within("torchtune 70B LoRA FSDP, 8xA100, GiB", torchPeakGiB(l), 27.6, 0.20));
        // 405B QLoRA r=16, FSDP over 8: 44.8 GB (= 41.7 GiB). The recipe's config (405B_qlora.yaml)
        // runs batch_size 1 with 8 accumulation steps, although the README's note says batch 2.
        // Ours at batch 1: NF4 base 234.3 GB / 8 = 27.3 GiB + two gathered NF4 layers 3.3 GiB +
        // adapters + activations (126 x 2sbh + one live layer, x1.25, 2,048 tokens) 11.3 GiB. 15 %.
        Workload q = torchtune(WorkloadMode::Qlora, 16, kAttnMlp);
        q.zeroStage = 3;
        q.batch = 1;
        const WorkloadResult r = evaluateWorkload(llama405b(), q, c, as);
        QVERIFY(within("torchtune 405B QLoRA FSDP b1, 8xA100, GiB", torchPeakGiB(r), 44.8e9 / GiB, 0.15));
        // At batch 2 the activations double (+11.3 GiB): printed, not asserted, as the setting is unclear.
        q.batch = 2;
        const WorkloadResult r2 = evaluateWorkload(llama405b(), q, c, as);
        qInfo("torchtune 405B QLoRA at batch 2 would be %.1f GiB", torchPeakGiB(r2));
        QVERIFY(f.fits && l.fits && r.fits);
        QVERIFY(within("torchtune 70B full FT tokens/s", f.trainTokensPerS, 1568, 0.5));
        QVERIFY(within("torchtune 70B LoRA tokens/s", l.trainTokensPerS, 3497, 0.5));
        QVERIFY(within("torchtune 405B QLoRA tokens/s", r.trainTokensPerS, 653, 0.5));
    }

    void korthikanti22b()
    {
        // Korthikanti et al. Table 3 / Fig. 7: 22B GPT (h 6,144, 64 heads, 48 layers, plain GeLU MLP
        // 4h, vocab 51,200), TP8, micro-batch 4, sequence 2,048.
        ModelArch a;
        a.layers = 48;
        a.hiddenSize = 6144;
        a.attentionHeads = 64;
        a.kvHeads = 64;
        a.ffnSize = 4 * 6144;
        a.gatedMlp = false;
        a.vocabSize = 51200;
        a.tiedEmbeddings = true;
        // No SP, no recompute: sbh(10 + 24/t + 5as/(ht)) per layer = 50.33e6 x 26.33 x 48 = 59.25 GiB.
        const double none = 48 * activationBytesPerLayer(a, 2048, 4, 8, false, Recompute::None) / GiB;
        QVERIFY(within("Korthikanti 22B activations, TP8, GiB", none, 59.25, 0.01));
        // SP + selective recompute: sbh x 34 / t per layer = 9.56 GiB.
        const double spSel = 48 * activationBytesPerLayer(a, 2048, 4, 8, true, Recompute::Selective) / GiB;
        QVERIFY(within("Korthikanti 22B activations SP+selective, GiB", spSel, 9.56, 0.01));
        // Parameters + optimizer 45.56 GiB per GPU: ours 18 B x 22.06e9 / 8 = 46.2 GiB. 3 %: Megatron
        // replicates the norms and keeps the embedding once.
        const Gpu gpu = a100();
        const GpuContext c = box(gpu, 8, 80, Interconnect::NvlinkSwitch, 300);
        Workload w;
        w.mode = WorkloadMode::FullFineTune;
        w.tensorParallel = 8;
        w.batch = 4;
        w.contextTokens = 2048;
        const WorkloadResult r = evaluateWorkload(model("GPT 22B", a), w, c, Assumptions{});
        QVERIFY2(r.error.empty(), describe(r.error).c_str());
        QVERIFY(within("Korthikanti 22B params+optimizer, GiB",
                       r.perGpu.weightsGiB + r.perGpu.gradientsGiB + r.perGpu.optimizerGiB, 45.56, 0.03));
    }

    void qloraPaper65b()
    {
        // QLoRA (arXiv 2305.14314): LLaMA-65B fine-tunes in 48 GB (r=64 on every linear, paged AdamW,
        // gradient checkpointing, batch 1, ~512 tokens) against > 780 GB for 16-bit full fine-tuning.
        ModelArch a = llamaArch(80, 8192, 64, 22016);
        a.kvHeads = 64;
        a.vocabSize = 32000;
        a.maxContextTokens = 2048;
        const Model m = model("LLaMA 65B", a);
        const Gpu gpu = rtxA6000();
        const GpuContext c = box(gpu, 1, 49140.0 / 1024, Interconnect::None, 0, 256);
        Workload q;
        q.mode = WorkloadMode::Qlora;
        q.precision = Precision::Nf4;
        q.loraRank = 64;
        q.optimizer = Optimizer::PagedAdamW32bit;
        q.contextTokens = 512;
        q.batch = 1;
        const WorkloadResult r = evaluateWorkload(m, q, c, Assumptions{});
        qInfo("QLoRA 65B on 48 GB: required %.1f GiB of %.1f GiB (fits: %d)", r.perGpuRequiredGiB,
              r.perGpuAvailableGiB, r.fits);
        QVERIFY(r.fits);
        // 16-bit full fine-tuning: the paper counts ~12 B/param (BF16 weights and gradients, 8 B of
        // Adam); NodePlan's mixed-precision AdamW (18 B) gives 1.17 TB: both "more than 780 GB".
        Workload f;
        f.mode = WorkloadMode::FullFineTune;
        f.contextTokens = 512;
        const WorkloadResult full = evaluateWorkload(m, f, c, Assumptions{});
        const double statesGB =
            (full.perGpu.weightsGiB + full.perGpu.gradientsGiB + full.perGpu.optimizerGiB) * GiB / 1e9;
        qInfo("65B 16-bit full fine-tune states: %.0f GB (paper: > 780 GB)", statesGB);
        QVERIFY(statesGB > 780);
    }
};

QTEST_GUILESS_MAIN(TestWorkloadMeasured)
#include "tst_workload_measured.moc"
