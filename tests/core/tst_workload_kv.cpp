// SPDX-License-Identifier: MIT
// KV cache per token for every model in llm-sizing.md's table (GQA, MLA, sliding window), and how
// TP and PP split it per GPU (vLLM semantics).
#include "core/workload/workload_eval.h"
#include "tests/core/workload_fixtures.h"

#include <QTest>

using namespace np;
using namespace np::fixtures;

namespace
{
ModelArch gqa(int layers, int hidden, int heads, int kv, int ffn, int vocab)
{
    ModelArch a = llamaArch(layers, hidden, heads, ffn);
    a.kvHeads = kv;
    a.vocabSize = vocab;
    return a;
}
} // namespace

class TestWorkloadKv : public QObject
{
    Q_OBJECT
private slots:
    void perTokenTable_data()
    {
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("kvHeads");
        QTest::addColumn<double>("expectedKiB");
        // 2 (K,V) x L x kv x 128 x 2 B (bf16) / 1024:
        // 8B: 2*32*8*128*2 = 131,072 B = 128 KiB; 70B/Qwen2.5-72B: 80 layers -> 320 KiB;
        // 405B: 126 -> 504 KiB; Mistral-Large: 88 -> 352 KiB; Mixtral-8x22B: 56 -> 224 KiB;
        // Gemma-2-27B: 2*46*16*128*2 = 376,832 B = 368 KiB (all layers, before the window).
        QTest::newRow("Llama-3.1-8B") << 32 << 8 << 128.0;
        QTest::newRow("Llama-3.1-70B") << 80 << 8 << 320.0;
        QTest::newRow("Llama-3.1-405B") << 126 << 8 << 504.0;
        QTest::newRow("Qwen2.5-72B") << 80 << 8 << 320.0;
        QTest::newRow("Mistral-Large-2407") << 88 << 8 << 352.0;
        QTest::newRow("Gemma-2-27B") << 46 << 16 << 368.0;
        QTest::newRow("Mixtral-8x22B") << 56 << 8 << 224.0;
    }
    void perTokenTable()
    {
        QFETCH(int, layers);
        QFETCH(int, kvHeads);
        QFETCH(double, expectedKiB);
        const ModelArch a = gqa(layers, 8192, 64, kvHeads, 28672, 128256);
        QCOMPARE(kvBytesPerToken(a, Precision::Bf16) / 1024.0, expectedKiB);
    }
    void deepseekMla()
    {
        // MLA: 61 x (512 + 64) x 2 B = 70,272 B = 68.6 KiB, no K/V x2.
        const ModelArch a = deepseekV3Arch();
        QCOMPARE(kvBytesPerToken(a, Precision::Bf16), 70272.0);
        // Replicated on every TP rank: TP8 holds the same 70,272 B per GPU.
        QCOMPARE(kvBytesPerToken(a, Precision::Bf16, 8), 70272.0);
        // FP8 KV halves it: 61 x 576 x 1 = 35,136 B.
        QCOMPARE(kvBytesPerToken(a, Precision::Fp8), 35136.0);
    }
    void tensorParallelSplit()
    {
        const ModelArch a = llama70b().arch;
        // TP8: 8 KV heads -> 1 per GPU: 2*80*1*128*2 = 40,960 B (320 KiB / 8).
        QCOMPARE(kvBytesPerToken(a, Precision::Bf16, 8), 40960.0);
        // TP4: 2 heads per GPU = 81,920 B.
        QCOMPARE(kvBytesPerToken(a, Precision::Bf16, 4), 81920.0);
        // TP16 > 8 KV heads: vLLM replicates, still 1 head per GPU = 40,960 B (not 20,480).
        QCOMPARE(kvBytesPerToken(a, Precision::Bf16, 16), 40960.0);
        // PP2: 40 layers per GPU at TP4: 2*40*2*128*2 = 40,960 B.
        QCOMPARE(kvBytesPerToken(a, Precision::Bf16, 4, 2), 40960.0);
        // PP3: ceil(80/3) = 27 layers on the busiest stage, TP1: 2*27*8*128*2 = 110,592 B.
        QCOMPARE(kvBytesPerToken(a, Precision::Bf16, 1, 3), 110592.0);
    }
    void slidingWindowCapsHalfTheLayers()
    {
        // Gemma-2-27B: 23 of 46 layers keep only the last 4,096 tokens. At 8,192 tokens, one sequence:
        // 8,192 B per layer-token x (23 x 8,192 + 23 x 4,096) = 2,315,255,808 B = 2.1562 GiB,
        // not the 46 x 8,192 x 8,192 = 3.0 GiB a window-blind estimate gives.
        ModelArch a = gqa(46, 4608, 32, 16, 36864, 256000);
        a.tiedEmbeddings = true;
        a.slidingWindow = 4096;
        a.slidingWindowLayers = 23;
        a.maxContextTokens = 8192;
        const Gpu gpu = rtxPro6000();
        const GpuContext ctx = box(gpu, 1, 97887.0 / 1024.0, Interconnect::None, 0);
        Workload w;
        w.contextTokens = 8192;
        const WorkloadResult r = evaluateWorkload(model("Gemma 2 27B", a), w, ctx, Assumptions{});
        QVERIFY2(r.error.empty(), describe(r.error).c_str());
        QCOMPARE(qRound64(r.perGpu.kvCacheGiB * 1e4), qRound64(2315255808.0 / (1024.0 * 1024 * 1024) * 1e4));
        // Below the window every layer grows: 2,048 tokens x 46 x 8,192 B = 771,751,936 B.
        w.contextTokens = 2048;
        const WorkloadResult s = evaluateWorkload(model("Gemma 2 27B", a), w, ctx, Assumptions{});
        QCOMPARE(qRound64(s.perGpu.kvCacheGiB * 1e6), qRound64(771751936.0 / (1024.0 * 1024 * 1024) * 1e6));
        QCOMPARE(s.kvBytesPerTokenModel, 376832.0);
    }
};

QTEST_GUILESS_MAIN(TestWorkloadKv)
#include "tst_workload_kv.moc"
