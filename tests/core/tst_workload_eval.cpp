// SPDX-License-Identifier: MIT
// Model fit and speed on the reference box (8x RTX PRO 6000 SE on PCIe through the host): the six
// reference workloads, how memory is split, impossible layouts, and the chart sweeps.
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

Workload inference(Precision p, int tp, int context = 8192, int batch = 1)
{
    Workload w;
    w.precision = p;
    w.tensorParallel = tp;
    w.contextTokens = context;
    w.batch = batch;
    return w;
}

Workload training(WorkloadMode mode, int zero = 0, Offload offload = Offload::None)
{
    Workload w;
    w.mode = mode;
    w.precision = mode == WorkloadMode::Qlora ? Precision::Nf4 : Precision::Bf16;
    w.contextTokens = 4096;
    w.batch = 1;
    w.zeroStage = zero;
    w.offload = offload;
    return w;
}

QByteArray show(double v)
{
    return QByteArray::number(v, 'f', 3);
}
} // namespace

class TestWorkloadEval : public QObject
{
    Q_OBJECT
    const Gpu gpu = rtxPro6000();
    const GpuContext ref = referenceBox(gpu);
    const Assumptions as{}; // {}: clang deletes the default constructor for a const member without one

private slots:
    void llama70bFp16Tp8()
    {
        const WorkloadResult r = evaluateWorkload(llama70b(), inference(Precision::Fp16, 8), ref, as);
        QVERIFY2(r.error.empty(), describe(r.error).c_str());
        QCOMPARE(QString::fromStdString(r.label), QStringLiteral("Llama 3.1 70B · inference · FP16 · TP8"));
        // Weights: 70.55e9 x 2 B / 8 = 17.64e9 B = 16.43 GiB (norms replicated add 1.2 MB).
        QVERIFY2(near(r.perGpu.weightsGiB, 70.55e9 * 2 / 8 / GiB, 0.003), show(r.perGpu.weightsGiB));
        // KV: 320 KiB / 8 = 40,960 B per token per GPU; at 8,192 tokens = 0.3125 GiB.
        QCOMPARE(r.kvBytesPerToken, 40960.0);
        QCOMPARE(r.kvBytesPerTokenModel, 327680.0);
        QVERIFY(near(r.perGpu.kvCacheGiB, 0.3125, 1e-9));
        // Available: (97,887 MiB = 95.59 GiB - 0.43 GiB CUDA does not report) x 0.90 = 85.65 GiB.
        QVERIFY(near(r.perGpuAvailableGiB, (97887.0 / 1024 - 0.43) * 0.9, 1e-9));
        // Overhead: runtime 0.35 + CUDA graphs 0.3 GiB; NCCL over PCIe adds nothing per TP doubling.
        QVERIFY(near(r.perGpu.overheadGiB, 0.65, 1e-9));
        QVERIFY(r.fits);
        QVERIFY(r.marginGiB > 60);
        QCOMPARE(r.dataParallel, 1);
        QCOMPARE(r.gpusUsed, 8);
        QVERIFY2(describe(r.sharding).find("kv_heads=8 kv_heads_per_gpu=1") != std::string::npos,
                 describe(r.sharding).c_str());
        // Memory allows ~1.78 M tokens of context (68 GiB / 40 KiB); the model stops at 131,072.
        QCOMPARE(r.maxContextTokens, 131072LL);
        QVERIFY2(describe(r.sharding).find("sharding.model_limits_context") != std::string::npos,
                 describe(r.sharding).c_str());
        // Sequences of 8,192 tokens: (85.65 - 16.43 - 0.65 - 0.66 activations) GiB / 0.3125 GiB = 217.
        QVERIFY2(r.maxConcurrentSequences > 200 && r.maxConcurrentSequences < 225,
                 QByteArray::number(r.maxConcurrentSequences));
        // Decode at batch 1 is bandwidth-bound: (17.64e9 B - the input embedding's 0.26e9, only
        // looked up, + 0.25e9 of KV) / (1,597 GB/s x 0.8) = 13.8 ms, + 80 layers x 25 us step overhead
        // = 2.0 ms, + 160 allreduces of 16 KiB over PCIe through the host at 8 GPUs, 48 us + 1.1 us
        // each = 7.86 ms -> 23.7 ms, 42 tokens/s.
        QVERIFY(r.decodeBandwidthBound);
        QVERIFY2(near(r.allreduceMsPerStep, 160 * (48 + 2 * 7.0 / 8 * 16384 / 25.2e3) * 1e-3, 0.001),
                 show(r.allreduceMsPerStep));
        QVERIFY2(r.decodeTokensPerS > 40 && r.decodeTokensPerS < 44, show(r.decodeTokensPerS));
        QVERIFY(r.prefillTokensPerS > 1000);
    }

    void llama70bFp16OnOneGpuDoesNotFit()
    {
        // TP1: 70.55e9 x 2 B = 131.4 GiB of weights + 1.56 GiB profile activations (8,192 x 2 B x
        // (2 x 8,192 + 3 x 28,672)) + 0.24 sampler + 0.65 runtime and CUDA graphs = 133.9 GiB on one card
        // of 85.6 usable GiB; the other 7 GPUs are DP replicas, not extra memory.
        const WorkloadResult r = evaluateWorkload(llama70b(), inference(Precision::Fp16, 1), ref, as);
        QVERIFY(!r.fits);
        QCOMPARE(r.dataParallel, 8);
        QCOMPARE(r.maxConcurrentSequences, 0);
        QCOMPARE(r.maxContextTokens, 0LL);
        QVERIFY2(describe(r.sharding).find("sharding.weights_over_memory: fixed_gib=134 available_gib=86") !=
                     std::string::npos,
                 describe(r.sharding).c_str());
        QVERIFY2(describe(r.sharding).find("sharding.dp_replicas: dp=8") != std::string::npos,
                 describe(r.sharding).c_str());
    }

    void llama405bInt4Tp8Fits()
    {
        const WorkloadResult r = evaluateWorkload(llama405b(), inference(Precision::Int4, 8), ref, as);
        QVERIFY2(r.error.empty(), describe(r.error).c_str());
        // Linears: (405.85e9 - 2 x 2.101e9 embeddings) x (4 + 20/128 bit) / 8 = 208.66e9 B; embeddings
        // and lm_head stay BF16: 4.20e9 x 2 = 8.40e9 B; sum / 8 GPUs = 27.13e9 B = 25.27 GiB.
        QVERIFY2(near(r.perGpu.weightsGiB, 27.13e9 / GiB, 0.005), show(r.perGpu.weightsGiB));
        QVERIFY(r.fits);
        QVERIFY2(describe(r.sharding).find("sharding.bf16_embeddings") != std::string::npos,
                 describe(r.sharding).c_str());
        QCOMPARE(r.kvBytesPerToken, 64512.0); // 504 KiB / 8
    }

    void fullFineTune70bNeedsZero3AndOffload()
    {
        const Model m = llama70b();
        // DDP, no ZeRO: 18 B x 70.55e9 = 1.27 TB per GPU: no.
        const WorkloadResult ddp = evaluateWorkload(m, training(WorkloadMode::FullFineTune), ref, as);
        QVERIFY(!ddp.fits);
        QVERIFY(near(ddp.perGpu.gradientsGiB + ddp.perGpu.optimizerGiB + ddp.perGpu.weightsGiB,
                     18 * 70.55e9 / GiB, 0.003));
        // ZeRO-3 over 8: 18 B x 70.55e9 / 8 = 158.7e9 B = 147.8 GiB of states (+3.2 GiB gather buffer): no.
        const WorkloadResult z3 = evaluateWorkload(m, training(WorkloadMode::FullFineTune, 3), ref, as);
        QVERIFY(!z3.fits);
        QVERIFY2(z3.perGpuRequiredGiB > 147.8, show(z3.perGpuRequiredGiB));
        // ZeRO-3 + optimizer offload: GPU keeps 2 B x P / 8 = 16.4 GiB + gather buffer 4 B x 856 M
        // = 3.19 GiB; the host needs DeepSpeed's 16 B x 70.55e9 x 1.5 = 1.693e12 B = 1,577 GiB,
        // more than the reference box's 1,536 GiB -> does not fit; with 2 TiB of RAM it does.
        const WorkloadResult off =
            evaluateWorkload(m, training(WorkloadMode::FullFineTune, 3, Offload::Optimizer), ref, as);
        QVERIFY2(near(off.hostRamRequiredGiB, 16 * 70.55e9 * 1.5 / GiB, 0.003), show(off.hostRamRequiredGiB));
        QVERIFY(off.marginGiB > 0);
        QVERIFY(!off.fits);
        QVERIFY2(describe(off.sharding)
                         .find("sharding.host_ram_short_for_offload: host_ram_gib=1,536 "
                               "host_ram_required_gib=1,577") != std::string::npos,
                 describe(off.sharding).c_str());
        const GpuContext bigHost = referenceBox(gpu, 2048);
        QVERIFY(evaluateWorkload(m, training(WorkloadMode::FullFineTune, 3, Offload::Optimizer), bigHost, as)
                    .fits);
        // Full offload: 18 B x P x 1.5 = 1,774 GiB on the host.
        const WorkloadResult full =
            evaluateWorkload(m, training(WorkloadMode::FullFineTune, 3, Offload::Full), bigHost, as);
        QVERIFY(near(full.hostRamRequiredGiB, 18 * 70.55e9 * 1.5 / GiB, 0.003));
        QVERIFY(full.fits);
    }

    void loraAndQlora70b()
    {
        const Model m = llama70b();
        // LoRA keeps a BF16 replica per GPU under DDP: 131.4 GiB > 95.6 GiB -> does not fit...
        const WorkloadResult lora = evaluateWorkload(m, training(WorkloadMode::Lora), ref, as);
        QVERIFY(!lora.fits);
        QVERIFY2(describe(lora.sharding).find("sharding.ddp_adapter_state") != std::string::npos,
                 describe(lora.sharding).c_str());
        // ...but sharded with ZeRO-3/FSDP over 8 it does: 131.4/8 = 16.4 GiB of base.
        QVERIFY(evaluateWorkload(m, training(WorkloadMode::Lora, 3), ref, as).fits);
        // QLoRA: linears at 4.5 bit: 68.45e9 x 0.5625 = 38.50e9 B + BF16 embeddings 2.10e9 x 2 =
        // 4.20e9 B -> 42.7e9 B = 39.8 GiB; fits one card, so DDP over 8.
        const WorkloadResult q = evaluateWorkload(m, training(WorkloadMode::Qlora), ref, as);
        QVERIFY(q.fits);
        QVERIFY2(q.perGpu.weightsGiB > 39.7 && q.perGpu.weightsGiB < 40.3, show(q.perGpu.weightsGiB));
        QCOMPARE(QString::fromStdString(q.label), QStringLiteral("Llama 3.1 70B · QLoRA · NF4 · TP1 DP8"));
        // Adapters r=16 on all 7 linears of 80 layers: per layer 16 x (q, o: 2 x 16,384; k, v:
        // 2 x 9,216; gate, up, down: 3 x 36,864) = 2,588,672 -> 207,093,760 trainable parameters.
        QCOMPARE(q.trainableParameters, 207093760.0);
        QVERIFY(q.trainTokensPerS > 0);
        QVERIFY(q.allreduceMsPerStep > 0);
    }

    void fullFineTune8bFitsWithZero()
    {
        // 8B full fine-tune, DDP: 18 B x 8.03e9 = 134.6 GiB per GPU: no. ZeRO-2 over 8: 2 B x P =
        // 14.96 GiB + (4 + 12) B x P / 8 = 14.96 GiB -> ~30 GiB + activations: yes.
        const Model m = llama8b();
        QVERIFY(!evaluateWorkload(m, training(WorkloadMode::FullFineTune), ref, as).fits);
        const WorkloadResult z2 = evaluateWorkload(m, training(WorkloadMode::FullFineTune, 2), ref, as);
        QVERIFY(z2.fits);
        QVERIFY(near(z2.perGpu.weightsGiB, 8.03e9 * 2 / GiB, 0.003));
        QVERIFY(near(z2.perGpu.gradientsGiB + z2.perGpu.optimizerGiB, 8.03e9 * 16 / 8 / GiB, 0.003));
    }

    void zeroStagesShardStepByStep()
    {
        // 8B full fine-tune over DP8, P = 8.03e9: weights 2P, gradients 4P, optimizer 12P (GiB below).
        const Model m = llama8b();
        const double p = 8.03e9 / GiB;
        const WorkloadResult z0 = evaluateWorkload(m, training(WorkloadMode::FullFineTune, 0), ref, as);
        const WorkloadResult z1 = evaluateWorkload(m, training(WorkloadMode::FullFineTune, 1), ref, as);
        const WorkloadResult z3 = evaluateWorkload(m, training(WorkloadMode::FullFineTune, 3), ref, as);
        QVERIFY(near(z0.perGpu.optimizerGiB, 12 * p, 0.003));
        QVERIFY(near(z0.perGpu.gradientsGiB, 4 * p, 0.003));
        QVERIFY(near(z1.perGpu.optimizerGiB, 12 * p / 8, 0.003));
        QVERIFY(near(z1.perGpu.gradientsGiB, 4 * p, 0.003));
        // Stage 3: 2P/8 + the gathered largest layer, 4 B x 218.1 M = 0.81 GiB.
        QVERIFY2(near(z3.perGpu.weightsGiB, 2 * p / 8 + 4 * 218.112e6 / GiB, 0.003),
                 show(z3.perGpu.weightsGiB));
        // Activations do not depend on ZeRO.
        QCOMPARE(z0.perGpu.activationsGiB, z3.perGpu.activationsGiB);
        // The DP gradient sync: ZeRO-3 adds an all-gather of the parameters, half the all-reduce's
        // volume (its 26 us latency against a 1.1 s transfer is below the tolerance).
        QVERIFY2(near(z3.allreduceMsPerStep, 1.5 * z0.allreduceMsPerStep, 1e-4), show(z3.allreduceMsPerStep));
    }

    void pipelineParallelSplitsLayers()
    {
        Workload w = inference(Precision::Bf16, 4);
        w.pipelineParallel = 2;
        const WorkloadResult r = evaluateWorkload(llama70b(), w, ref, as);
        QVERIFY2(r.error.empty(), describe(r.error).c_str());
        QCOMPARE(QString::fromStdString(r.label),
                 QStringLiteral("Llama 3.1 70B · inference · BF16 · TP4 PP2"));
        // 40 of 80 layers and one vocabulary matrix per GPU, split 4 ways:
        // (40 x 856.1 M + 1,050.7 M) x 2 B / 4 = 17.65e9 B = 16.4 GiB, like TP8.
        QVERIFY2(near(r.perGpu.weightsGiB, (40 * 856.1e6 + 1050.7e6) * 2 / 4 / GiB, 0.003),
                 show(r.perGpu.weightsGiB));
        QCOMPARE(r.kvBytesPerToken, 40960.0); // 2 x 40 x 2 x 128 x 2
        QVERIFY2(describe(r.sharding).find("sharding.pp: pp=2 layers_per_stage=40 layers=80") !=
                     std::string::npos,
                 describe(r.sharding).c_str());
        // The token crosses both stages: slower per sequence than TP8 with the same memory.
        QVERIFY(r.decodeTokensPerS <
                evaluateWorkload(llama70b(), inference(Precision::Bf16, 8), ref, as).decodeTokensPerS);
    }

    void pipelineStagesWorkInTurnOrOverlap()
    {
        // Llama-3.1-8B BF16, PP2 on two RTX 3090 cards at TP1 (no all-reduce).
        const Gpu g = rtx3090();
        const GpuContext host = box(g, 2, 24.0, Interconnect::PcieHost, 31.5);
        const GpuContext nvswitch = box(g, 2, 24.0, Interconnect::NvlinkSwitch, 450);
        Workload w = inference(Precision::Bf16, 1, 2048);
        w.pipelineParallel = 2;
        w.promptTokens = 8192;
        w.contextTokens = 16384;
        // Batch 1: the GPUs work in turn, 2 stages + 1 hop of one token's hidden state (4,096 x 2 B =
        // 8,192 B). Through the host: 3.5 us + (48 - 3.5) x 1/14 = 6.678571 us + 8,192 B / (31.5 x 0.8
        // GB/s) = 0.325079 us -> 7.003651 us. Over NVSwitch: 3.5 + (22 - 3.5) / 14 = 4.821429 us +
        // 8,192 / (450 x 0.8 GB/s) = 0.022756 us -> 4.844184 us. The stages are the same (TP1), so the
        // token times differ by the hops alone: 2.159467 us.
        const double hostS = 1.0 / decodeAtBatch(llama8b(), w, host, as, 1).tokensPerSPerSequence;
        const double nvsS = 1.0 / decodeAtBatch(llama8b(), w, nvswitch, as, 1).tokensPerSPerSequence;
        QVERIFY2(near(hostS - nvsS, 2.159467e-6, 1e-4), show((hostS - nvsS) * 1e6));
        // Batch 2: two micro-batches of one sequence in flight, one per stage: each sequence still takes
        // 2 stages + 1 hop per token, so the aggregate doubles.
        const DecodePoint two = decodeAtBatch(llama8b(), w, host, as, 2);
        QVERIFY2(near(1.0 / two.tokensPerSPerSequence, hostS, 1e-12), show(1.0 / two.tokensPerSPerSequence));
        QVERIFY2(near(two.tokensPerSAggregate, 2.0 / hostS, 1e-12), show(two.tokensPerSAggregate));
        // Prefill of 8,192-token prompts (one chunk each): a lone prompt crosses the stages in turn,
        // t1 = 2 x stage + hop. Two prompts are two chunks in flight, one per stage: 2 x (2 x stage +
        // hop) / 2 streams = t1 for twice the tokens, twice the rate. At PP1 two prompts take twice as
        // long as one: the same rate.
        const double lone = prefillAtBatch(llama8b(), w, host, as, 1);
        QVERIFY2(near(prefillAtBatch(llama8b(), w, host, as, 2), 2 * lone, 1e-12), show(lone));
        w.pipelineParallel = 1;
        const double lonePp1 = prefillAtBatch(llama8b(), w, host, as, 1);
        QVERIFY2(near(prefillAtBatch(llama8b(), w, host, as, 2), lonePp1, 1e-12), show(lonePp1));
    }

    void slidingWindowMaxContext()
    {
        // Mistral-7B-style: all 32 layers slide over 4,096 tokens -> the KV stops growing, memory
        // allows any context; capped at the model's 32,768.
        ModelArch a = llamaArch(32, 4096, 32, 14336);
        a.vocabSize = 32000;
        a.slidingWindow = 4096;
        a.slidingWindowLayers = 32;
        a.maxContextTokens = 32768;
        const WorkloadResult r =
            evaluateWorkload(model("Mistral 7B", a), inference(Precision::Bf16, 1, 32768), ref, as);
        QVERIFY2(r.error.empty(), describe(r.error).c_str());
        QCOMPARE(r.maxContextTokens, 32768LL);
        // One sequence holds 4,096 x 128 KiB = 0.5 GiB whatever the context.
        QVERIFY(near(r.perGpu.kvCacheGiB, 0.5, 1e-9));
    }

    void kvHeadsReplicatedBeyondTheirCount()
    {
        // TP16 on a 16-GPU box: 128 query heads split 16 ways, but only 8 KV heads -> each is
        // replicated twice and every GPU still stores one (40,960 B per token, not 20,480).
        const GpuContext sixteen = box(gpu, 16, 97887.0 / 1024.0, Interconnect::NvlinkSwitch, 450);
        const WorkloadResult r = evaluateWorkload(llama405b(), inference(Precision::Bf16, 16), sixteen, as);
        QVERIFY2(r.error.empty(), describe(r.error).c_str());
        QCOMPARE(r.kvBytesPerToken, 2.0 * 126 * 1 * 128 * 2);
        QVERIFY2(
            describe(r.sharding)
                    .find("sharding.tp_kv_heads: tp=16 kv_heads=8 kv_heads_per_gpu=1 replicas_per_head=2") !=
                std::string::npos,
            describe(r.sharding).c_str());
    }

    void loraTrainableCount()
    {
        // PEFT's published count for Llama-3-8B, r=16 on all 7 linears: 41,943,040.
        const Workload w;
        QCOMPARE(loraTrainableParameters(llama8b().arch, 16, w.loraTargets), 41943040.0);
        // q and v only, r=8: 32 x 8 x ((4096+4096) + (4096+1024)) = 3,407,872.
        QCOMPARE(loraTrainableParameters(llama8b().arch, 8, {"q_proj", "v_proj"}), 3407872.0);
    }

    void nvlinkBeatsPcieForTensorParallel()
    {
        const Workload w = inference(Precision::Fp16, 8);
        const WorkloadResult pcie = evaluateWorkload(llama70b(), w, ref, as);
        const GpuContext nvl = box(gpu, 8, 97887.0 / 1024.0, Interconnect::NvlinkSwitch, 450);
        const WorkloadResult nv = evaluateWorkload(llama70b(), w, nvl, as);
        // 8 GPUs over NVSwitch 22 us vs through the host 48 us per small allreduce: 160 x 22.08 us =
        // 3.53 ms vs 7.86 ms per token.
        QVERIFY2(near(nv.allreduceMsPerStep, 160 * (22 + 2 * 7.0 / 8 * 16384 / 360e3) * 1e-3, 0.001),
                 show(nv.allreduceMsPerStep));
        QVERIFY(nv.decodeTokensPerS > pcie.decodeTokensPerS);
        // Prefill moves 4,096 x 8,192 x 2 B = 64 MiB per allreduce: the link's bandwidth shows.
        QVERIFY(nv.prefillTokensPerS > pcie.prefillTokensPerS * 1.1);
        // Data-parallel gradient sync of a full fine-tune is far slower over PCIe.
        Workload t = training(WorkloadMode::FullFineTune, 3, Offload::Optimizer);
        const WorkloadResult tp = evaluateWorkload(llama8b(), t, ref, as);
        const WorkloadResult tn = evaluateWorkload(llama8b(), t, nvl, as);
        // 2 B x 8.03e9 = 16.06 GB; ring 2 x 7/8 x 16.06 GB / (31.5 x 0.8 GB/s) = 1.115 s, + the ZeRO-3
        // all-gather 7/8 x 16.06 GB / 25.2 GB/s = 0.558 s: x1.5.
        QVERIFY2(near(tp.allreduceMsPerStep, 2 * 7.0 / 8 * 16.06e9 / (31.5e9 * 0.8) * 1.5 * 1e3, 0.01),
                 show(tp.allreduceMsPerStep));
        QVERIFY(tn.allreduceMsPerStep < tp.allreduceMsPerStep / 10);
        QVERIFY(tn.trainTokensPerS > tp.trainTokensPerS);
    }

    // At a large batch a decode step's linears are bound by their matmuls while attention is bound by
    // reading the KV cache; the kernels run one after another, so the two times add (per-operator
    // roofline), where the longer of all memory and all compute would hide the KV read. Llama 3.1 8B,
    // BF16, on one A100 80GB, 256 sequences of 256 prompt tokens to a 512-token context (mean cached
    // length (256 + 512) / 2 = 384):
    //   linears' weights: (6,979,321,856 matmul + 525,336,576 LM head + 266,240 norm) params x 2 B
    //     = 15,009,849,344 B / (2,039 GB/s x 0.80) = 9.2017 ms
    //   linears' matmuls: 256 x 2 x 7,504,658,432 FLOP / (312 TFLOPS x 0.70) = 17.5933 ms  -> 17.5933
    //   KV read: 256 x 384 tokens x 131,072 B (32 layers x K,V x 8 heads x 128 x 2 B) = 12,884,901,888 B
    //     / 1,631.2 GB/s = 7.8991 ms; its dot products: 256 x 384 x 524,288 FLOP / 218.4 TFLOPS
    //     = 0.2360 ms                                                                  -> 7.8991
    //   + 32 layers x 25 us = 0.8 ms: step 26.2924 ms, 38.03 tokens/s per sequence, compute-bound.
    // Overlapping them (max of 17.10 ms memory and 17.83 ms compute) would give 18.63 ms, 53.7 tokens/s.
    void decodeKernelsRunInTurnAtLargeBatch()
    {
        const Gpu card = a100();
        const GpuContext one = box(card, 1, 80, Interconnect::None, 0);
        Workload w = inference(Precision::Bf16, 1, 512, 256);
        w.promptTokens = 256;
        const WorkloadResult r = evaluateWorkload(llama8b(), w, one, as);
        QVERIFY2(r.error.empty(), describe(r.error).c_str());
        QVERIFY(!r.decodeBandwidthBound);
        QVERIFY2(near(1.0 / r.decodeTokensPerS, 26.2924e-3, 0.001), show(1e3 / r.decodeTokensPerS));
    }

    void hugeBatchAllreduceDoesNotOverflow()
    {
        // Batch 1,000,000 x hidden 8,192 x 2 B = 16.384e9 B per allreduce (past 2^31 as an int
        // product, which once gave the 6.4 ms of the 40 us floor). Ring over PCIe: 2 x 7/8 x
        // 16.384e9 / (31.5e9 x 0.8) = 1.1378 s; 2 per layer x 80 layers = 182.04 s per token.
        const WorkloadResult r =
            evaluateWorkload(llama70b(), inference(Precision::Fp16, 8, 8192, 1000000), ref, as);
        QVERIFY2(near(r.allreduceMsPerStep, 160 * 2 * 7.0 / 8 * 16.384e9 / (31.5e9 * 0.8) * 1e3, 0.001),
                 show(r.allreduceMsPerStep));
    }

    void servingEngineSetsTheKvBudget()
    {
        // Llama-3.1-8B BF16 on one 24.0 GiB card (RTX 3090). Profile activations per token:
        // 2 B x (2 x 4,096 + 3 x 14,336) = 102,400 B; sampler 256 x 128,256 x 8 B = 0.244629 GiB.
        const Gpu g = rtx3090();
        const GpuContext one = box(g, 1, 24.0, Interconnect::None, 0);
        Workload w = inference(Precision::Bf16, 1, 1000);
        // vLLM V1 (default): 8,192 tokens = 0.78125 GiB + sampler = 1.025879 GiB; runtime 0.35 + CUDA
        // graphs 0.3 = 0.65 GiB; budget (24.0 - 0.43) x 0.9 = 21.213 GiB.
        WorkloadResult r = evaluateWorkload(llama8b(), w, one, as);
        QVERIFY2(near(r.perGpu.activationsGiB, 1.025879, 1e-5), show(r.perGpu.activationsGiB));
        QVERIFY2(near(r.perGpu.overheadGiB, 0.65, 1e-9), show(r.perGpu.overheadGiB));
        QVERIFY2(near(r.perGpuAvailableGiB, 21.213, 1e-9), show(r.perGpuAvailableGiB));
        // vLLM V0 at max_model_len 1,000: max(1,000, 2,048) = 2,048 tokens = 0.195313 GiB + sampler =
        // 0.439941 GiB; CUDA graphs are captured after the KV cache is sized: runtime 0.35 GiB only.
        w.engine = ServingEngine::VllmV0;
        r = evaluateWorkload(llama8b(), w, one, as);
        QVERIFY2(near(r.perGpu.activationsGiB, 0.439941, 1e-5), show(r.perGpu.activationsGiB));
        QVERIFY2(near(r.perGpu.overheadGiB, 0.35, 1e-9), show(r.perGpu.overheadGiB));
        // V0 at 20,000: 20,000 x 102,400 B = 1.907349 GiB + sampler = 2.151978 GiB.
        w.contextTokens = 20000;
        r = evaluateWorkload(llama8b(), w, one, as);
        QVERIFY2(near(r.perGpu.activationsGiB, 2.151978, 1e-5), show(r.perGpu.activationsGiB));
        // V0 above 32K turns chunked prefill on: 2,048 tokens again, 0.439941 GiB.
        w.contextTokens = 65536;
        r = evaluateWorkload(llama8b(), w, one, as);
        QVERIFY2(near(r.perGpu.activationsGiB, 0.439941, 1e-5), show(r.perGpu.activationsGiB));
        // SGLang: pool = 0.9 x (24.0 - 0.43 reserved - 0.35 context) = 0.9 x 23.22 = 20.898 GiB; no
        // profile activations or runtime inside it.
        w.engine = ServingEngine::Sglang;
        w.contextTokens = 1000;
        r = evaluateWorkload(llama8b(), w, one, as);
        QVERIFY2(near(r.perGpuAvailableGiB, 20.898, 1e-9), show(r.perGpuAvailableGiB));
        QCOMPARE(r.perGpu.activationsGiB, 0.0);
        QCOMPARE(r.perGpu.overheadGiB, 0.0);
        // TP2 over NVLink 4 switches: SGLang leaves NVLink SHARP off, so NCCL adds 0.6 GiB per doubling:
        // 0.9 x (80 - 0.43 - 0.35 - 0.6) = 70.758 GiB. vLLM's runtime there is 0.35 + 2.3 (NVLS) + 0.3.
        Gpu h100 = g;
        h100.gpuLink = GpuLinkKind::NvlinkSwitch;
        const GpuContext hgx = box(h100, 2, 80.0, Interconnect::NvlinkSwitch, 450);
        w.tensorParallel = 2;
        r = evaluateWorkload(llama8b(), w, hgx, as);
        QVERIFY2(near(r.perGpuAvailableGiB, 70.758, 1e-9), show(r.perGpuAvailableGiB));
        w.engine = ServingEngine::Vllm;
        r = evaluateWorkload(llama8b(), w, hgx, as);
        QVERIFY2(near(r.perGpu.overheadGiB, 2.95, 1e-9), show(r.perGpu.overheadGiB));
    }

    void moeKeepsAllExpertsResident()
    {
        // DeepSeek-V3 at FP8, TP8: all 671e9 parameters resident -> 84.1e9 B = 78.3 GiB of weights per
        // GPU (linears 1 B, embeddings 2 B, not the 37.5e9 active), and the latent KV is replicated on
        // every GPU. It fits 86.0 GiB, with under 7 GiB left for KV.
        const Model m = model("DeepSeek V3", deepseekV3Arch());
        Workload w = inference(Precision::Fp8, 8);
        w.kvPrecision = Precision::Fp8;
        const WorkloadResult r = evaluateWorkload(m, w, ref, as);
        QVERIFY2(r.error.empty(), describe(r.error).c_str());
        QVERIFY(near(r.parametersTotal, 671e9, 0.005));
        QVERIFY(r.parametersActive < 40e9);
        QVERIFY2(r.perGpu.weightsGiB > 671e9 / 8 / GiB && r.perGpu.weightsGiB < 675e9 / 8 / GiB,
                 show(r.perGpu.weightsGiB));
        QCOMPARE(r.kvBytesPerToken, 35136.0); // 61 x 576 x 1 B, the same on every TP rank
        // vLLM's profile run: its fused-MoE workspace per token is 8 experts x (max(2 x 2,048 / 8, 7,168)
        // + 2,048 / 8) = 59,392 values, wider than MLA's projections (128 x 640 / 8 = 10,240) and the
        // dense MLP (3 x 18,432 / 8 = 6,912): 2 B x (2 x 7,168 + 59,392) = 147,456 B x 8,192 tokens =
        // 1.125 GiB, plus the sampler's 256 x 129,280 x 8 B = 0.246582 GiB.
        QVERIFY2(near(r.perGpu.activationsGiB, 1.371582, 1e-5), show(r.perGpu.activationsGiB));
        QVERIFY2(describe(r.sharding).find("sharding.tp_mla") != std::string::npos,
                 describe(r.sharding).c_str());
        QVERIFY(r.fits);
        QVERIFY2(r.marginGiB < 7, show(r.marginGiB));
        // Decode at batch 1 streams only the non-routed weights and the 8 of 256 experts a token picks:
        // 58 MoE layers x 256 x 44.04 M = 653.9e9 routed parameters; read (671.0 - 653.9 x 248/256)e9
        // = 37.5e9 B / 8 GPUs = 4.7e9 B -> 3.7 ms, + 61 layers x 25 us = 1.5 ms, + 122 allreduces of
        // 14 KiB x 49 us = 6.0 ms -> 11.2 ms, ~89 tok/s, where streaming every resident weight would cap
        // it at ~14 tok/s.
        const DecodePoint one = decodeAtBatch(m, w, ref, as, 1);
        QVERIFY2(one.tokensPerSPerSequence > 80 && one.tokensPerSPerSequence < 100,
                 show(one.tokensPerSPerSequence));
        // At batch 256 nearly every expert is hit (1 - (248/256)^256 = 99.97 %): all weights stream.
        const DecodePoint many = decodeAtBatch(m, w, ref, as, 256);
        QVERIFY(many.tokensPerSPerSequence < one.tokensPerSPerSequence / 4);
    }

    void errors_data()
    {
        QTest::addColumn<int>("tp");
        QTest::addColumn<int>("pp");
        QTest::addColumn<int>("context");
        QTest::addColumn<QString>("needle");
        QTest::newRow("TP3 vs 64 heads")
            << 3 << 1 << 8192 << QStringLiteral("workload_error.tp_heads: tp=3 heads=64");
        QTest::newRow("TP8 x PP2 > 8 GPUs")
            << 8 << 2 << 8192
            << QStringLiteral("workload_error.tp_over_gpus: tp=8 pp=2 gpus_needed=16 gpus=8");
        QTest::newRow("context over max")
            << 8 << 1 << 200000
            << QStringLiteral(
                   "workload_error.context_over_model_max: context=200,000 model_max_context=131,072");
    }
    void errors()
    {
        QFETCH(int, tp);
        QFETCH(int, pp);
        QFETCH(int, context);
        QFETCH(QString, needle);
        Workload w = inference(Precision::Bf16, tp, context);
        w.pipelineParallel = pp;
        const WorkloadResult r = evaluateWorkload(llama70b(), w, ref, as);
        QVERIFY(!r.fits);
        QVERIFY2(QString::fromStdString(describe(r.error)).contains(needle), describe(r.error).c_str());
    }

    void fp8OnA100FallsBackWithANote()
    {
        const Gpu g = a100();
        const GpuContext c = box(g, 8, 80, Interconnect::NvlinkSwitch, 300);
        const WorkloadResult r = evaluateWorkload(llama70b(), inference(Precision::Fp8, 8), c, as);
        QVERIFY2(r.error.empty(), describe(r.error).c_str());
        QVERIFY2(describe(r.sharding).find("compute_precision=bf16") != std::string::npos,
                 describe(r.sharding).c_str());
        // FP8 weights still 1 B: 70.55e9 / 8 (+ BF16 embeddings 2.1e9 / 8) = 9.08e9 B = 8.46 GiB.
        QVERIFY2(near(r.perGpu.weightsGiB, (68.45e9 + 2 * 2.101e9) / 8 / GiB, 0.005),
                 show(r.perGpu.weightsGiB));
    }

    void sweepsUseTheSamePath()
    {
        const Workload w = inference(Precision::Fp16, 8, 32768, 16);
        const WorkloadResult r = evaluateWorkload(llama70b(), w, ref, as);
        QCOMPARE(concurrentSequencesAt(llama70b(), w, ref, as, 32768), r.maxConcurrentSequences);
        const DecodePoint d = decodeAtBatch(llama70b(), w, ref, as, 16);
        QCOMPARE(d.tokensPerSPerSequence, r.decodeTokensPerS);
        QCOMPARE(d.tokensPerSAggregate, r.decodeTokensPerSAggregate);
        // Capacity halves when the context doubles (no sliding window).
        const int at32k = concurrentSequencesAt(llama70b(), w, ref, as, 32768);
        const int at64k = concurrentSequencesAt(llama70b(), w, ref, as, 65536);
        QVERIFY(std::abs(at64k * 2 - at32k) <= 1);
        // Aggregate decode grows with the batch, per-sequence speed falls; eventually compute-bound.
        const DecodePoint b1 = decodeAtBatch(llama70b(), w, ref, as, 1);
        const DecodePoint b64 = decodeAtBatch(llama70b(), w, ref, as, 64);
        QVERIFY(b64.tokensPerSAggregate > 10 * b1.tokensPerSAggregate);
        QVERIFY(b64.tokensPerSPerSequence < b1.tokensPerSPerSequence);
        // Short contexts: at batch 4,096 the matmuls (4,096 x 2 x 8.8e9 FLOPs = 72 TFLOP per step,
        // 0.26 s at 275 TFLOPS) outlast the memory traffic (17.6 GB weights + 129 GB KV, 0.11 s).
        const Workload shortCtx = inference(Precision::Fp16, 8, 1024, 16);
        QVERIFY(!decodeAtBatch(llama70b(), shortCtx, ref, as, 4096).bandwidthBound);
        QVERIFY(decodeAtBatch(llama70b(), shortCtx, ref, as, 8).bandwidthBound);
    }
};

QTEST_GUILESS_MAIN(TestWorkloadEval)
#include "tst_workload_eval.moc"
