// SPDX-License-Identifier: MIT
// Throughput under load (core/workload/load_throughput.h): how continuous batching composes the
// prefill and decode estimates, where the KV cache caps the concurrency, and what a workload asks.
#include "core/assumptions.h"
#include "core/workload/load_throughput.h"
#include "tests/core/workload_fixtures.h"

#include <QTest>

using namespace np;
using namespace np::fixtures;

namespace
{

Workload llama8bServing(int batch)
{
    Workload w;
    w.modelSku = "Llama 3.1 8B";
    w.precision = Precision::Bf16;
    w.kvPrecision = Precision::Bf16;
    w.contextTokens = 1999; // 1,000 in + 1,000 out: the last token attends to 1,999
    w.promptTokens = 1000;
    w.batch = batch;
    return w;
}

} // namespace

class TstLoadThroughput : public QObject
{
    Q_OBJECT

private slots:
    // 16 sequences of 1,000 in / 1,000 out on one RTX PRO 6000. With P = prefill tokens/s of 16
    // prompts together and D = per-sequence decode tokens/s at batch 16 (both from the core):
    //   one cycle = 16 x 1000 / P + 1000 / D seconds, in which 16 x 1000 tokens come out;
    //   TTFT = 1000 / P + (15/16) x (1 / D) / 2; TPOT = (cycle - 1000 / P) / 1000.
    void composesPrefillAndDecode()
    {
        const Gpu gpu = rtxPro6000();
        const GpuContext one = box(gpu, 1, 97887.0 / 1024.0, Interconnect::None, 0);
        const Assumptions as;
        const Model m = llama8b();
        const Workload w = llama8bServing(16);
        const double p = prefillAtBatch(m, w, one, as, 16);
        const double d = evaluateWorkload(m, w, one, as).decodeTokensPerS;
        QVERIFY(p > 0 && d > 0);
        const LoadThroughput t = throughputUnderLoad(m, w, one, as, {1000, 1000, 16, 0});
        const double cycle = 16 * 1000 / p + 1000 / d;
        QCOMPARE(t.concurrency, 16);
        QVERIFY(!t.kvLimited);
        QVERIFY(qFuzzyCompare(t.outputTokensPerS, 16 * 1000 / cycle));
        QVERIFY(qFuzzyCompare(t.outputTokensPerSPerGpu, t.outputTokensPerS));
        QVERIFY(qFuzzyCompare(t.ttftMs, 1e3 * (1000 / p + 15.0 / 16 / d / 2)));
        QVERIFY(qFuzzyCompare(t.tpotMs, 1e3 * (cycle - 1000 / p) / 1000));
        // The figures: P = 24,163 tok/s, D = 66.62 tok/s per sequence, so
        //   cycle = 16,000 / 24,163 + 1,000 / 66.62 = 0.662 + 15.010 = 15.672 s
        //   throughput = 16,000 / 15.672 = 1,020.9 tok/s
        //   TTFT = 41.39 ms + (15/16) x 15.01 ms / 2 = 41.39 + 7.04 = 48.4 ms
        //   TPOT = (15.672 - 0.0414) s / 1,000 = 15.63 ms
        QCOMPARE(qRound(p), 24163);
        QCOMPARE(qRound(d * 100), 6662);
        QCOMPARE(qRound(t.outputTokensPerS), 1021);
        QCOMPARE(qRound(t.ttftMs * 10), 484);
        QCOMPARE(qRound(t.tpotMs * 100), 1563);
    }

    // A lone client finds the engine idle: TTFT is its own prefill, TPOT the batch-1 decode step.
    void loneClientWaitsForNothing()
    {
        const Gpu gpu = rtxPro6000();
        const GpuContext one = box(gpu, 1, 97887.0 / 1024.0, Interconnect::None, 0);
        const Assumptions as;
        const Model m = llama8b();
        const Workload w = llama8bServing(1);
        const double p = prefillAtBatch(m, w, one, as, 1);
        const double d = evaluateWorkload(m, w, one, as).decodeTokensPerS;
        const LoadThroughput t = throughputUnderLoad(m, w, one, as, {1000, 1000, 1, 0});
        QVERIFY(qFuzzyCompare(t.ttftMs, 1e3 * 1000 / p));
        QVERIFY(qFuzzyCompare(t.tpotMs, 1e3 / d));
    }

    // More sequences than the KV cache holds: the engine queues the rest, so the figure is at the
    // concurrency that fits, flagged. Every request queued at once (concurrency 0) runs as many as
    // fit, up to engine_max_num_seqs (256).
    void kvCacheCapsTheConcurrency()
    {
        const Gpu gpu = rtxPro6000();
        const GpuContext one = box(gpu, 1, 97887.0 / 1024.0, Interconnect::None, 0);
        const Assumptions as;
        const Model m = llama70b(); // 70B BF16 on 2 cards: little room for KV
        const GpuContext two = box(gpu, 2, 97887.0 / 1024.0, Interconnect::PcieHost, 31.5);
        Workload w = llama8bServing(1);
        w.tensorParallel = 2;
        const int fit = concurrentSequencesAt(m, w, two, as, 1999);
        QVERIFY(fit > 1 && fit < 1000);
        const LoadThroughput capped = throughputUnderLoad(m, w, two, as, {1000, 1000, 1000, 0});
        QCOMPARE(capped.concurrency, fit);
        QVERIFY(capped.kvLimited);
        const LoadThroughput queued = throughputUnderLoad(m, w, two, as, {1000, 1000, 0, 0});
        QCOMPARE(queued.concurrency, std::min(fit, 256));
        // Llama 8B on one card holds more than 256 such sequences: the engine's limit binds.
        const LoadThroughput small =
            throughputUnderLoad(llama8b(), llama8bServing(1), one, as, {1000, 1000, 0, 0});
        QCOMPARE(small.concurrency, 256);
        QVERIFY(!small.kvLimited);
        QCOMPARE(throughputUnderLoad(llama8b(), llama8bServing(1), one, as, {1000, 1000, 0, 64}).concurrency,
                 64);
    }

    // A workload's own load: its prompt in (half the context when unset), the rest out, its batch.
    void workloadLoad()
    {
        Workload w;
        w.contextTokens = 8192;
        w.batch = 32;
        LoadRequest r = loadRequestOf(w);
        QCOMPARE(r.inputTokens, 4096);
        QCOMPARE(r.outputTokens, 4096);
        QCOMPARE(r.concurrency, 32);
        w.promptTokens = 7000;
        r = loadRequestOf(w);
        QCOMPARE(r.inputTokens, 7000);
        QCOMPARE(r.outputTokens, 1192);
    }
};

QTEST_APPLESS_MAIN(TstLoadThroughput)
#include "tst_load_throughput.moc"
