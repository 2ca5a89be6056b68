// SPDX-License-Identifier: MIT
// Training modes costed apart from dense training (issue 24 item 2): the loss implementation's logits
// memory and what it does to the longest context, LoRA's fixed per-layer time and QLoRA's
// dequantization traffic, an FP8 LoRA base. Every figure is worked out by hand in the comment beside it.
#include "core/workload/workload_eval.h"
#include "tests/core/workload_fixtures.h"

#include <QTest>

#include <algorithm>

using namespace np;
using namespace np::fixtures;

namespace
{
constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

// Llama 3.1 8B LoRA on one GPU: micro-batch 1 of 8,192 tokens, gradient checkpointing.
Workload lora8k(WorkloadMode mode = WorkloadMode::Lora)
{
    Workload w;
    w.mode = mode;
    w.precision = mode == WorkloadMode::Qlora ? Precision::Nf4 : Precision::Bf16;
    w.contextTokens = 8192;
    w.batch = 1;
    w.tensorParallel = 1;
    w.dataParallel = 1;
    w.recompute = Recompute::Full;
    return w;
}

// Seconds one micro-batch of `w` takes (one GPU, one micro-batch per step: no DP sync).
double microBatchSeconds(const Model &m, const Workload &w, const GpuContext &c, const Assumptions &as)
{
    const WorkloadResult r = evaluateWorkload(m, w, c, as);
    return double(w.batch) * w.contextTokens / r.trainTokensPerS;
}

QByteArray show(double v)
{
    return QByteArray::number(v, 'f', 9);
}
} // namespace

class TestTrainingModes : public QObject
{
    Q_OBJECT
    const Gpu gpu = rtxPro6000();
    const GpuContext ref = referenceBox(gpu);
    const Assumptions as{};

private slots:
    // Logits per GPU at 8,192 tokens x 128,256 entries: chunked 2.5 B = 2.4463 GiB, plain 14 B =
    // 13.6994 GiB. Per token at the peak (last layer's backward, full recompute): 32 stored layer inputs
    // (32 x 2 x 4,096 = 262,144 B) + the larger of one live layer (4,096 x 18 + 6 x 14,336 = 159,744 B)
    // and the logits (chunked 320,640 B, plain 1,795,584 B), x 1.25: 728,480 B and 2,572,160 B. The
    // same memory budget holds 3.5309x fewer tokens with the plain loss.
    void lossSetsLogitsMemoryAndLongestContext()
    {
        const Model m = llama8b();
        Workload chunked = lora8k();
        Workload plain = lora8k();
        plain.loss = TrainingLoss::Plain;
        const WorkloadResult c = evaluateWorkload(m, chunked, ref, as);
        const WorkloadResult p = evaluateWorkload(m, plain, ref, as);
        QVERIFY2(near(c.logitsGiB, 128256.0 * 2.5 * 8192 / GiB, 1e-12), show(c.logitsGiB));
        QVERIFY2(near(p.logitsGiB, 128256.0 * 14 * 8192 / GiB, 1e-12), show(p.logitsGiB));
        QVERIFY2(near(p.logitsGiB, 13.6994, 1e-4), show(p.logitsGiB));
        // Activations: 8,192 x per-token bytes.
        QVERIFY2(near(c.perGpu.activationsGiB, 8192.0 * 728480 / GiB, 1e-12), show(c.perGpu.activationsGiB));
        QVERIFY2(near(p.perGpu.activationsGiB, 8192.0 * 2572160 / GiB, 1e-12), show(p.perGpu.activationsGiB));
        const double ratio = double(c.maxContextTokens) / double(p.maxContextTokens);
        QVERIFY2(near(ratio, 2572160.0 / 728480.0, 1e-4), show(ratio));
        // The note beside the sharding names the loss and its logits.
        const auto note = std::find_if(p.sharding.begin(), p.sharding.end(), [](const Message &msg) {
            return msg.rule == "sharding.training_loss";
        });
        QVERIFY(note != p.sharding.end());
        // Inference has no loss and no logits figure.
        QCOMPARE(evaluateWorkload(m, Workload{}, ref, as).logitsGiB, 0.0);
    }

    // LoRA pays lora_layer_overhead_us per layer per micro-batch on top of its FLOPs: 32 x 2,000 us =
    // 64 ms, whatever the sequence.
    void loraPaysItsLayerOverhead()
    {
        const Model m = llama8b();
        Assumptions none = as;
        none.loraLayerOverheadUs = 0;
        const double extra =
            microBatchSeconds(m, lora8k(), ref, as) - microBatchSeconds(m, lora8k(), ref, none);
        QVERIFY2(near(extra, 0.064, 1e-9), show(extra));
        // A full fine-tune has no adapters: no overhead.
        Workload full = lora8k();
        full.mode = WorkloadMode::FullFineTune;
        QVERIFY2(near(microBatchSeconds(m, full, ref, as), microBatchSeconds(m, full, ref, none), 1e-12), "");
    }

    // QLoRA dequantizes its NF4 base each pass (forward, recompute, backward): 3 x 6,979,588,096 layer
    // parameters (32 x (4,096 x 10,240 + 3 x 4,096 x 14,336 + 2 x 4,096 norm weights) + the final norm's
    // 4,096) x 14 B over 1,597 GB/s x 0.80 = 0.229448 s per micro-batch; selective recompute makes it
    // two passes, 0.152965 s.
    void qloraPaysItsDequantization()
    {
        const Model m = llama8b();
        Assumptions none = as;
        none.qloraDequantBytesPerParam = 0;
        const Workload q = lora8k(WorkloadMode::Qlora);
        const double extra = microBatchSeconds(m, q, ref, as) - microBatchSeconds(m, q, ref, none);
        const double expected = 3.0 * 6979588096.0 * 14 / (1597e9 * 0.80);
        QVERIFY2(near(extra, expected, 1e-9), show(extra));
        QVERIFY2(near(extra, 0.229448, 1e-5), show(extra));
        Workload selective = q;
        selective.recompute = Recompute::Selective;
        const double two =
            microBatchSeconds(m, selective, ref, as) - microBatchSeconds(m, selective, ref, none);
        QVERIFY2(near(two, expected * 2 / 3, 1e-9), show(two));
        // LoRA on a 16-bit base has nothing to dequantize.
        const double loraExtra =
            microBatchSeconds(m, lora8k(), ref, as) - microBatchSeconds(m, lora8k(), ref, none);
        QVERIFY2(std::abs(loraExtra) < 1e-12, show(loraExtra));
    }

    // A LoRA base with its attention and MLP linears in FP8 runs them at the FP8 training rate: the
    // 6,979,588,096 layer parameters (as in the QLoRA case below) x 6 FLOPs (forward 2, activation
    // gradients 2, full recompute 2) x 8,192 tokens = 3.430614e14 FLOPs move from BF16 (500 TFLOPS x 0.55
    // = 275 TFLOPS) to FP8 (1,000 TFLOPS x 0.37 = 370 TFLOPS): 3.430614e14 x (1/275e12 - 1/370e12) =
    // 0.320302 s less per micro-batch. QLoRA's dequantized base stays BF16.
    void fp8LoraBaseRunsInFp8()
    {
        const Model m = llama8b();
        Workload fp8 = lora8k();
        fp8.attentionPrecision = Precision::Fp8;
        fp8.mlpPrecision = Precision::Fp8;
        const double saved = microBatchSeconds(m, lora8k(), ref, as) - microBatchSeconds(m, fp8, ref, as);
        const double flops = 6979588096.0 * 6 * 8192;
        QVERIFY2(near(saved, flops * (1 / 275e12 - 1 / 370e12), 1e-9), show(saved));
        QVERIFY2(near(saved, 0.320302, 1e-5), show(saved));
        Workload qlora = lora8k(WorkloadMode::Qlora);
        Workload qloraFp8 = qlora;
        qloraFp8.attentionPrecision = Precision::Fp8;
        qloraFp8.mlpPrecision = Precision::Fp8;
        QVERIFY2(near(microBatchSeconds(m, qlora, ref, as), microBatchSeconds(m, qloraFp8, ref, as), 1e-12),
                 "");
    }
};

QTEST_GUILESS_MAIN(TestTrainingModes)
#include "tst_training_modes.moc"
