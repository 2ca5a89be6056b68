// SPDX-License-Identifier: MIT
// Expert parallelism for MoE models (issue 24 item 3): the routed experts sit whole on EP GPUs, their
// ZeRO states shard over their own replicas, and each MoE layer pays a dispatch and a combine
// all-to-all. The model is Qwen3-30B-A3B's shape (48 layers, h 2,048, 128 experts of width 768, top 8).
// Every figure is worked out by hand in the comment beside it.
#include "core/workload/collectives.h"
#include "core/workload/workload_eval.h"
#include "tests/core/workload_fixtures.h"

#include <QTest>

using namespace np;
using namespace np::fixtures;

namespace
{
constexpr double GiB = 1024.0 * 1024.0 * 1024.0;

Model qwen3MoeLike()
{
    ModelArch a;
    a.layers = 48;
    a.hiddenSize = 2048;
    a.attentionHeads = 32;
    a.kvHeads = 4;
    a.headDim = 128;
    a.ffnSize = 6144;
    a.vocabSize = 151936;
    a.maxContextTokens = 40960;
    a.experts = 128;
    a.activeExperts = 8;
    a.expertFfnSize = 768;
    return model("Qwen3-30B-A3B-like", a);
}

// One micro-batch of 4,096 tokens per GPU, TP1 DP8 over the reference box's 8 GPUs.
Workload training(WorkloadMode mode, int ep)
{
    Workload w;
    w.mode = mode;
    w.contextTokens = 4096;
    w.batch = 1;
    w.tensorParallel = 1;
    w.dataParallel = 8;
    w.expertParallel = ep;
    w.recompute = Recompute::Selective;
    w.zeroStage = 1;
    return w;
}

QByteArray show(double v)
{
    return QByteArray::number(v, 'f', 9);
}
} // namespace

class TestExpertParallel : public QObject
{
    Q_OBJECT
    const Gpu gpu = rtxPro6000();
    const GpuContext ref = referenceBox(gpu);
    const Assumptions as{};

private slots:
    // Routed experts: 48 x 128 x 3 x 2,048 x 768 = 28,991,029,248 parameters. At EP8 a GPU keeps one
    // eighth: 7/8 x 28,991,029,248 x 2 B = 47.25 GiB less of BF16 weights than at EP1.
    void expertsSplitOverEp()
    {
        const Model m = qwen3MoeLike();
        const WorkloadResult one = evaluateWorkload(m, training(WorkloadMode::FullFineTune, 1), ref, as);
        const WorkloadResult eight = evaluateWorkload(m, training(WorkloadMode::FullFineTune, 8), ref, as);
        QVERIFY2(one.error.empty() && eight.error.empty(), describe(eight.error).c_str());
        const double saved = one.perGpu.weightsGiB - eight.perGpu.weightsGiB;
        QVERIFY2(near(saved, 28991029248.0 * 7 / 8 * 2 / GiB, 1e-12), show(saved));
        QVERIFY2(near(saved, 47.25, 1e-4), show(saved));
        // ZeRO-1 over DP8: at EP1 every optimizer state shards 8 ways, 12 B x (dense + routed) / 8; at
        // EP8 an expert has one replica (TP1 x DP8 / EP8), so a GPU keeps 12 B x routed / 8 of whole
        // expert states and 12 B x dense / 8: the same bytes, while the weights shrink.
        QVERIFY2(near(eight.perGpu.optimizerGiB, one.perGpu.optimizerGiB, 1e-9),
                 show(eight.perGpu.optimizerGiB));
        QCOMPARE(eight.label.find("EP8") != std::string::npos, true);
    }

    // Each MoE layer sends every token's hidden state to its 8 experts and back: 4,096 x 8 x 2,048 x
    // 2 B = 134,217,728 B per GPU per all-to-all, costed as an all-gather over the 8 GPUs on the box's
    // host path (31.5 GB/s x pcie_efficiency 0.80). Selective recompute: forward and backward, 2 x
    // (dispatch + combine) x 48 layers per micro-batch. LoRA keeps the DP sync equal at EP1 and EP8.
    void allToAllPerMoeLayer()
    {
        const Model m = qwen3MoeLike();
        const Workload w1 = training(WorkloadMode::Lora, 1);
        const Workload w8 = training(WorkloadMode::Lora, 8);
        const WorkloadResult one = evaluateWorkload(m, w1, ref, as);
        const WorkloadResult eight = evaluateWorkload(m, w8, ref, as);
        const double tokens = 4096.0 * 8; // all DP ranks
        const double extra = tokens / eight.trainTokensPerS - tokens / one.trainTokensPerS;
        const double allToAll = collectiveSeconds(Collective::AllGather, 134217728.0, 8,
                                                  CollectiveTopology::PcieHost, 31.5e9 * 0.80, as);
        QVERIFY2(near(extra, 2 * 2 * 48 * allToAll, 1e-9), show(extra));
    }

    // EP must divide the TP x DP GPUs; a dense model ignores it.
    void epMustDivideTheGroup()
    {
        Workload w = training(WorkloadMode::FullFineTune, 3);
        const WorkloadResult r = evaluateWorkload(qwen3MoeLike(), w, ref, as);
        QCOMPARE(r.error.rule, std::string("workload_error.ep_group"));
        const WorkloadResult dense = evaluateWorkload(llama8b(), w, ref, as);
        QVERIFY(dense.error.empty());
    }
};

QTEST_GUILESS_MAIN(TestExpertParallel)
#include "tst_expert_parallel.moc"
