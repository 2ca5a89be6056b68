// SPDX-License-Identifier: MIT
// Training options (issue 10, item 5): micro-batches in flight under GPipe / 1F1B / interleaved
// pipelines and their bubble, sequence parallelism on and off, the three recompute levels, per-module
// weight formats (Llama 3.1 405B FP8 as Meta ships it) and the GPU power cap. Every figure is worked
// out by hand in the comment beside it.
#include "core/workload/workload_eval.h"
#include "tests/core/workload_fixtures.h"

#include <QTest>

#include <cmath>

using namespace np;
using namespace np::fixtures;

namespace
{
constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

// A full fine-tune of `tokens` per sequence, one sequence per micro-batch, on one data-parallel rank.
Workload fullFineTune(int tp, int pp, Recompute recompute, int tokens = 4096)
{
    Workload w;
    w.mode = WorkloadMode::FullFineTune;
    w.contextTokens = tokens;
    w.batch = 1;
    w.tensorParallel = tp;
    w.pipelineParallel = pp;
    w.dataParallel = 1;
    w.recompute = recompute;
    return w;
}

QByteArray show(double v)
{
    return QByteArray::number(v, 'f', 4);
}
} // namespace

class TestTrainingOptions : public QObject
{
    Q_OBJECT
    const Gpu gpu = rtxPro6000();
    const GpuContext ref = referenceBox(gpu);
    const Assumptions as{};

private slots:
    // Llama 3.1 70B (h 8,192, FFN 28,672, gated) at PP8: 10 layers per stage, TP1, selective
    // recompute. One layer keeps h x (18 + 6 x 28,672 / 8,192) = 8,192 x 39 = 319,488 B per token, the
    // stage 3,194,880 B; the last stage adds the logits, 128,256 x 2.5 B = 320,640 B. x 1.25 margin,
    // x 4,096 tokens.
    void pipelineSchedulesHoldTheirMicroBatches()
    {
        const Model m = llama70b();
        Workload w = fullFineTune(1, 8, Recompute::Selective);
        w.microBatches = 16;

        // 1F1B: the first stage holds min(PP, m) = 8 micro-batches: 8 x 3,194,880 x 1.25 x 4,096 B =
        // 121.875 GiB (the last stage: 3,515,520 B per token, less).
        w.pipelineSchedule = PipelineSchedule::OneFOneB;
        const WorkloadResult oneF = evaluateWorkload(m, w, ref, as);
        QVERIFY2(oneF.error.empty(), describe(oneF.error).c_str());
        QVERIFY2(near(oneF.perGpu.activationsGiB, 121.875, 1e-9), show(oneF.perGpu.activationsGiB));
        QCOMPARE(oneF.microBatchesInFlight, 8.0);
        QCOMPARE(oneF.pipelineBubblePct, 100.0 * 7 / 16); // (PP-1)/m = 43.75 %

        // GPipe: every stage holds all 16; the last stage also the logits:
        // (16 x 3,194,880 + 320,640) x 1.25 x 4,096 B = 245.279 GiB. Same bubble as 1F1B.
        w.pipelineSchedule = PipelineSchedule::GPipe;
        const WorkloadResult gpipe = evaluateWorkload(m, w, ref, as);
        QVERIFY2(near(gpipe.perGpu.activationsGiB, 245.2789306640625, 1e-9),
                 show(gpipe.perGpu.activationsGiB));
        QCOMPARE(gpipe.microBatchesInFlight, 16.0);
        QCOMPARE(gpipe.pipelineBubblePct, 43.75);

        // Interleaved, v = 2: PP x (1 + (PP-1)/(PP v)) = 8 + 7/2 = 11.5 micro-batches of the stage's
        // layers (Korthikanti 2022, 4.2.3): 11.5 x 3,194,880 x 1.25 x 4,096 B = 175.195 GiB; bubble
        // (PP-1)/(v m) = 7/32 = 21.875 %.
        w.pipelineSchedule = PipelineSchedule::Interleaved;
        w.virtualStages = 2;
        const WorkloadResult inter = evaluateWorkload(m, w, ref, as);
        QVERIFY2(near(inter.perGpu.activationsGiB, 175.1953125, 1e-9), show(inter.perGpu.activationsGiB));
        QCOMPARE(inter.microBatchesInFlight, 11.5);
        QCOMPARE(inter.pipelineBubblePct, 21.875);

        // Fewer micro-batches than stages: 1F1B holds only the m = 3 there are.
        w.pipelineSchedule = PipelineSchedule::OneFOneB;
        w.microBatches = 3;
        QCOMPARE(evaluateWorkload(m, w, ref, as).microBatchesInFlight, 3.0);
    }

    // Llama 3.1 8B at PP2 (16 layers per stage): tokens per second = m x tokens / ((m + bubble
    // slots) x stage time), with the same stage time whatever m.
    void pipelineBubbleSetsSpeed()
    {
        const Model m = llama8b();
        Workload w = fullFineTune(1, 2, Recompute::Full);
        w.microBatches = 1;
        const double one = evaluateWorkload(m, w, ref, as).trainTokensPerS;
        w.microBatches = 8;
        const double eight = evaluateWorkload(m, w, ref, as).trainTokensPerS;
        // 1F1B: m = 1 takes 2 stage slots for 1 micro-batch, m = 8 takes 9 for 8: (8/9) / (1/2).
        QVERIFY2(near(eight / one, 16.0 / 9.0, 1e-9), show(eight / one));
        // Interleaved, v = 2: (PP-1)/v = 0.5 slot of bubble: 8.5 slots instead of 9.
        w.pipelineSchedule = PipelineSchedule::Interleaved;
        w.virtualStages = 2;
        const double interleaved = evaluateWorkload(m, w, ref, as).trainTokensPerS;
        QVERIFY2(near(interleaved / eight, 9.0 / 8.5, 1e-9), show(interleaved / eight));
        // Each virtual stage needs a layer: 32 chunks on a 16-layer stage is refused.
        w.virtualStages = 32;
        const WorkloadResult bad = evaluateWorkload(m, w, ref, as);
        QCOMPARE(describe(bad.error), std::string("workload_error.virtual_stages: virtual_stages=32 pp=2 "
                                                  "layers_per_stage=16"));
    }

    // Llama 3.1 8B (h 4,096, FFN 14,336, 32 layers) at TP2, selective recompute. With SP one layer
    // keeps h (18 + 21) / 2 = 79,872 B per token; without it the norms, block inputs and dropout masks
    // are replicated: h (10 + (8 + 21) / 2) = 100,352 B. Plus logits / TP = 160,320 B; x 1.25; x 4,096.
    void sequenceParallelSplitsTheReplicatedActivations()
    {
        const Model m = llama8b();
        Workload w = fullFineTune(2, 1, Recompute::Selective);
        const WorkloadResult on = evaluateWorkload(m, w, ref, as);
        // (32 x 79,872 + 160,320) x 1.25 x 4,096 B = 12.952 GiB.
        QVERIFY2(near(on.perGpu.activationsGiB, 12.95196533203125, 1e-9), show(on.perGpu.activationsGiB));
        w.sequenceParallel = false;
        const WorkloadResult off = evaluateWorkload(m, w, ref, as);
        // (32 x 100,352 + 160,320) x 1.25 x 4,096 B = 16.077 GiB.
        QVERIFY2(near(off.perGpu.activationsGiB, 16.07696533203125, 1e-9), show(off.perGpu.activationsGiB));
        // At TP1 there is nothing to split: the flag changes nothing.
        Workload tp1 = fullFineTune(1, 1, Recompute::Selective);
        const double a = evaluateWorkload(m, tp1, ref, as).perGpu.activationsGiB;
        tp1.sequenceParallel = false;
        QCOMPARE(evaluateWorkload(m, tp1, ref, as).perGpu.activationsGiB, a);
    }

    // Llama 3.1 8B, TP1, 4,096 tokens; selective per layer: 4,096 x 39 = 159,744 B per token.
    void recomputeLevels()
    {
        const Model m = llama8b();
        const WorkloadResult full = evaluateWorkload(m, fullFineTune(1, 1, Recompute::Full), ref, as);
        const WorkloadResult selective =
            evaluateWorkload(m, fullFineTune(1, 1, Recompute::Selective), ref, as);
        const WorkloadResult none = evaluateWorkload(m, fullFineTune(1, 1, Recompute::None), ref, as);
        // Full: 32 layer inputs of 2h = 262,144 B, plus the larger of 2 live layers (319,488 B) and the
        // logits (320,640 B): 582,784 x 1.25 x 4,096 B = 2.779 GiB.
        QVERIFY2(near(full.perGpu.activationsGiB, 2.7789306640625, 1e-9), show(full.perGpu.activationsGiB));
        // Selective: 32 x 159,744 + 320,640 = 5,432,448 B per token: 25.904 GiB.
        QVERIFY2(near(selective.perGpu.activationsGiB, 25.9039306640625, 1e-9),
                 show(selective.perGpu.activationsGiB));
        // None: the attention scores too, 5 a s / h = 5 x 32 x 4,096 / 4,096 = 160 more sbh per layer:
        // 4,096 x 199 = 815,104 B per layer; 32 x 815,104 + 320,640 = 26,403,968: 125.904 GiB.
        QVERIFY2(near(none.perGpu.activationsGiB, 125.9039306640625, 1e-9), show(none.perGpu.activationsGiB));

        // Speed (one GPU, no collectives): P = 7,504,924,672 matmul parameters per token (layers
        // 6,979,588,096 + lm_head 525,336,576), A = 1,073,741,824 attention-core FLOPs per token
        // (2 x 256 x 32 heads x 32 layers x 2,048 mean keys). None: 6P + 3A; selective re-runs the
        // attention core: 6P + 4A; full re-runs the whole forward: 8P + 4A = 4/3 of none (Korthikanti
        // 2022: +33 %).
        QVERIFY2(near(none.trainTokensPerS / full.trainTokensPerS, 4.0 / 3.0, 1e-9),
                 show(none.trainTokensPerS / full.trainTokensPerS));
        QVERIFY2(near(selective.trainTokensPerS / none.trainTokensPerS, 0.9782310719758767, 1e-9),
                 show(selective.trainTokensPerS / none.trainTokensPerS));
    }

    // Llama 3.1 405B (126 layers, h 16,384, 128 heads, 8 KV heads, FFN 53,248) at TP8. Per layer:
    // attention 2 x 16,384^2 + 2 x 16,384 x 1,024 = 570,425,344; MLP 3 x 16,384 x 53,248 =
    // 2,617,245,696. Pure FP8: 126 x 3,187,671,040 B of linears. Meta's FP8 checkpoint keeps attention
    // and the first/last layers in BF16: 124 x (2 x 570,425,344 + 2,617,245,696) + 2 x 2 x
    // 3,187,671,040 = 478,754,635,776 B, 77,108,084,736 B more: 8.977 GiB more per GPU.
    void mixedPrecisionWeightsOf405bFp8()
    {
        const Model m = llama405b();
        Workload pure;
        pure.precision = Precision::Fp8;
        pure.tensorParallel = 8;
        Workload meta = pure;
        meta.attentionPrecision = Precision::Bf16;
        meta.edgeLayersPrecision = Precision::Bf16;
        const WorkloadResult p = evaluateWorkload(m, pure, ref, as);
        const WorkloadResult mixed = evaluateWorkload(m, meta, ref, as);
        QVERIFY2(p.error.empty() && mixed.error.empty(), describe(mixed.error).c_str());
        // Pure FP8: (401,646,551,040 linears x 1 B + 4,202,692,608 embeddings x 2 B) / 8, plus the
        // 4,145,152 norm weights x 2 B each rank keeps whole: 51,264,782,336 B = 47.744 GiB.
        QVERIFY2(near(p.perGpu.weightsGiB, 51264782336.0 / GiB, 1e-9), show(p.perGpu.weightsGiB));
        QVERIFY2(near(mixed.perGpu.weightsGiB - p.perGpu.weightsGiB, 8.9765625, 1e-9),
                 show(mixed.perGpu.weightsGiB - p.perGpu.weightsGiB));
        // Stating every group at the workload's format changes nothing.
        Workload same = pure;
        same.attentionPrecision = Precision::Fp8;
        same.mlpPrecision = Precision::Fp8;
        same.edgeLayersPrecision = Precision::Fp8;
        QVERIFY(near(evaluateWorkload(m, same, ref, as).perGpu.weightsGiB, p.perGpu.weightsGiB, 1e-12));
        // Embeddings in FP8 too: 4,202,692,608 x (2 - 1) B / 8 = 0.489 GiB less.
        same.embeddingPrecision = Precision::Fp8;
        QVERIFY(near(p.perGpu.weightsGiB - evaluateWorkload(m, same, ref, as).perGpu.weightsGiB,
                     4202692608.0 / 8 / GiB, 1e-9));
    }

    // A 600 W card capped at 450 W: compute-bound speed x (450/600)^0.87 = 0.77858; batch-1 decode,
    // bound by memory bandwidth, does not change.
    void powerCapSlowsComputeBoundWork()
    {
        Gpu capped = rtxPro6000();
        capped.tdpW = 600;
        const GpuContext box = referenceBox(capped);
        const Model m = llama8b();
        Workload train = fullFineTune(1, 1, Recompute::Full);
        const WorkloadResult uncapped = evaluateWorkload(m, train, box, as);
        train.powerCapW = 450;
        const WorkloadResult slow = evaluateWorkload(m, train, box, as);
        QVERIFY2(near(slow.powerCapSpeedFactor, 0.7785800998399668, 1e-12), show(slow.powerCapSpeedFactor));
        QVERIFY2(near(slow.trainTokensPerS / uncapped.trainTokensPerS, 0.7785800998399668, 1e-9),
                 show(slow.trainTokensPerS / uncapped.trainTokensPerS));
        QVERIFY(describe(slow.sharding).find("sharding.power_cap: power_cap_w=450 speed_pct=78") !=
                std::string::npos);

        Workload serve;
        serve.tensorParallel = 1;
        serve.dataParallel = 1;
        const double decode = evaluateWorkload(m, serve, box, as).decodeTokensPerS;
        serve.powerCapW = 450;
        const WorkloadResult capDecode = evaluateWorkload(m, serve, box, as);
        QVERIFY(capDecode.decodeBandwidthBound);
        QCOMPARE(capDecode.decodeTokensPerS, decode);
        // A cap at or above TDP is no cap.
        train.powerCapW = 700;
        QCOMPARE(evaluateWorkload(m, train, box, as).trainTokensPerS, uncapped.trainTokensPerS);
    }
};

QTEST_GUILESS_MAIN(TestTrainingOptions)
#include "tst_training_options.moc"
