// SPDX-License-Identifier: MIT
// Like for like: which workloads are the same, the set the user chooses, and each build evaluated on
// every workload of it at the smallest TP that fits (tst_evaluator_fixture.h's catalog and builds).
#include "core/compared_workloads.h"
#include "core/side_by_side.h"
#include "tst_evaluator_fixture.h"

#include <QTest>

using namespace np;

namespace
{

std::shared_ptr<const CatalogSnapshot> sharedCatalog()
{
    return std::make_shared<const CatalogSnapshot>(fixture::catalog());
}

Workload llama70b(Precision precision, int tp)
{
    return fixture::workload("llama-3.1-70b", WorkloadMode::Inference, precision, tp);
}

} // namespace

class TestComparedWorkloads : public QObject
{
    Q_OBJECT

private slots:
    void sameWorkloadIgnoresLabelAndTp()
    {
        Workload a = llama70b(Precision::Bf16, 4);
        a.label = "70B over the bridge";
        Workload b = llama70b(Precision::Bf16, 8);
        b.label = "70B across bridges";
        QVERIFY(sameWorkload(a, b));
        // A prompt left at 0 is half the context: 8,192 / 2 = 4,096 tokens.
        b.promptTokens = 4096;
        QVERIFY(sameWorkload(a, b));
        // Another context, batch or precision is another job, whatever the label says.
        b.contextTokens = 32768;
        QVERIFY(!sameWorkload(a, b));
        Workload c = a;
        c.batch = 16;
        QVERIFY(!sameWorkload(a, c));
        QVERIFY(!sameWorkload(a, llama70b(Precision::Fp16, 4)));
    }

    void theUserChoosesTheSetOnce()
    {
        const Build reference = fixture::referenceBuild(); // six workloads, all distinct
        const Build nvlink = fixture::nvlinkBuild();       // 70B BF16 at TP4 and at TP8: one job
        const std::vector<const Build *> builds{&reference, &nvlink};
        // Union: the reference's six (its 70B is FP16) and the nvlink box's one BF16 70B = 7.
        const std::vector<Workload> all = workloadSetOf(builds, {});
        QCOMPARE(all.size(), std::size_t(7));
        QCOMPARE(all.back().precision, Precision::Bf16);
        WorkloadChoice second;
        second.kind = WorkloadSetKind::FromBuild;
        second.build = 1;
        QCOMPARE(workloadSetOf(builds, second).size(), std::size_t(1));
        second.build = 2; // past the builds
        QVERIFY(workloadSetOf(builds, second).empty());
        WorkloadChoice given;
        given.kind = WorkloadSetKind::Given;
        given.workloads = {llama70b(Precision::Fp8, 8), llama70b(Precision::Fp8, 2)};
        QCOMPARE(workloadSetOf(builds, given).size(), std::size_t(1));
        QCOMPARE(tensorParallelCandidates(8), (std::vector<int>{1, 2, 4, 8}));
        QCOMPARE(tensorParallelCandidates(6), (std::vector<int>{1, 2, 3, 6}));
        QCOMPARE(tensorParallelCandidates(0), (std::vector<int>{1}));
    }

    void eachBuildRunsEveryWorkloadAtItsSmallestFittingTp()
    {
        const auto catalog = sharedCatalog();
        const EvaluatedBuild reference = evaluateBuild(fixture::referenceBuild(), catalog);
        // Llama 3.1 70B in BF16: 70.6 B parameters x 2 bytes = 131 GiB of weights; one RTX PRO 6000
        // holds 95.6 GiB x 0.90 = 86 GiB, so TP1 does not fit; TP2 (65.7 GiB of weights per card) does.
        // 405B in BF16 (756 GiB) fits nowhere in 8 x 86 GiB = 688 GiB: shown at TP8, "does not fit".
        const std::vector<Workload> set{
            llama70b(Precision::Bf16, 8),
            fixture::workload("llama-3.1-405b", WorkloadMode::Inference, Precision::Bf16, 1),
            fixture::workload("llama-3.1-8b", WorkloadMode::Inference, Precision::Bf16, 8)};
        const EvaluatedBuild run = evaluateOnWorkloads(reference, set);
        const std::vector<WorkloadResult> &results = run.evaluation().workloads;
        QCOMPARE(results.size(), std::size_t(3));
        QCOMPARE(results[0].tensorParallel, 2);
        QVERIFY(results[0].fits);
        QCOMPARE(results[1].tensorParallel, 8);
        QVERIFY(!results[1].fits);
        QCOMPARE(results[2].tensorParallel, 1); // 8B: 15 GiB of weights fit one card
        QVERIFY(results[2].fits);

        // The figures are the evaluator's own at that TP: the same as the build evaluated at TP1 and TP2.
        for (int tp : {1, 2}) {
            Build own = fixture::referenceBuild();
            own.workloads = {llama70b(Precision::Bf16, tp)};
            const WorkloadResult alone = evaluateBuild(own, catalog).evaluation().workloads.front();
            QCOMPARE(alone.fits, tp == 2);
            if (tp == 2) {
                QCOMPARE(results[0].decodeTokensPerS, alone.decodeTokensPerS);
                QCOMPARE(results[0].underLoad.outputTokensPerS, alone.underLoad.outputTokensPerS);
            }
        }
    }

    void likeForLikeFillsEveryWorkloadCell()
    {
        const auto catalog = sharedCatalog();
        const EvaluatedBuild reference = evaluateBuild(fixture::referenceBuild(), catalog);
        const EvaluatedBuild nvlink = evaluateBuild(fixture::nvlinkBuild(), catalog);
        const LikeForLike compared = compareLikeForLike({{"reference", &reference}, {"nvlink", &nvlink}}, {});
        QCOMPARE(compared.comparison.workloads.size(), std::size_t(7));
        QCOMPARE(compared.evaluated.size(), std::size_t(2));
        // One label per workload on every build, without the TP each build chose for itself, so the
        // rows and the overlaid charts line up: "llama-3.1-70b · inference · FP16" (the fixture's
        // model name is its SKU), where the first build's own result read "... · FP16 · TP8".
        QCOMPARE(compared.comparison.workloads.front().label,
                 std::string("llama-3.1-70b · inference · FP16"));
        for (std::size_t i = 0; i < compared.comparison.workloads.size(); ++i) {
            const std::string &label = compared.comparison.workloads[i].label;
            QVERIFY2(label.find("TP") == std::string::npos, label.c_str());
            QCOMPARE(compared.evaluated[0]->evaluation().workloads[i].label, label);
            QCOMPARE(compared.evaluated[1]->evaluation().workloads[i].label, label);
        }
        for (const ComparisonRow &row : compared.comparison.rows) {
            if (row.workloadIndex < 0)
                continue;
            for (const ComparisonCell &cell : row.cells) {
                // A figure, or a reason that names what is missing.
                QVERIFY2(cell.available || cell.gap != CellGap::NotApplicable, row.workload.c_str());
                QVERIFY(!(cell.best && !cell.available));
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestComparedWorkloads)
#include "tst_compared_workloads.moc"
