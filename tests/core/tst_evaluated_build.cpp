// SPDX-License-Identifier: MIT
// evaluateBuild: one resolution and one evaluation, kept together. A build with an unknown part
// reports that part; a good build evaluates exactly as resolveBuild + evaluate called by hand.
#include "core/evaluated_build.h"
#include "core/evaluator.h"
#include "tests/core/tst_evaluator_fixture.h"

#include <QTest>

#include <memory>

using namespace np;

class TestEvaluatedBuild : public QObject
{
    Q_OBJECT

    std::shared_ptr<const CatalogSnapshot> m_catalog =
        std::make_shared<const CatalogSnapshot>(fixture::catalog());

private slots:
    void unknownPartIsNamedInTheErrors()
    {
        Build build = fixture::referenceBuild();
        build.placements.push_back({"bay3", "NO-SUCH-DRIVE"});
        const EvaluatedBuild e = evaluateBuild(build, m_catalog);
        QCOMPARE(e.errors().size(), size_t(1));
        QCOMPARE(e.errors().front().field,
                 std::string("parts[") + std::to_string(build.placements.size() - 1) + "] (slot bay3)");
        QVERIFY(e.errors().front().message.find("NO-SUCH-DRIVE") != std::string::npos);
        // What resolved is still evaluated: 8 GPUs by count, the unknown drive left out (4 drives).
        QCOMPARE(e.evaluation().gpu.count, 8);
        QCOMPARE(e.resolved().parts.size(), size_t(8 + 2 + 24 + 4 + 2 + 4));
    }

    void unknownChassisLeavesNothingToEvaluate()
    {
        Build build = fixture::referenceBuild();
        build.chassisSku = "NO-SUCH-CHASSIS";
        const EvaluatedBuild e = evaluateBuild(build, m_catalog);
        QCOMPARE(e.errors().size(), size_t(1));
        QCOMPARE(e.errors().front().message, std::string("unknown chassis SKU 'NO-SUCH-CHASSIS'"));
        QCOMPARE(e.evaluation().buildName, std::string("reference"));
        QCOMPARE(e.evaluation().gpu.count, 0);
    }

    void goodBuildEvaluatesAsTheEvaluator()
    {
        const Build build = fixture::referenceBuild();
        ResolvedBuild resolved;
        QVERIFY(resolveBuild(build, *m_catalog, resolved).empty());
        const Evaluation direct = evaluate(resolved);

        const EvaluatedBuild e = evaluateBuild(build, m_catalog);
        QVERIFY(e.errors().empty());
        const Evaluation &ev = e.evaluation();
        QCOMPARE(ev.gpu.count, 8); // 8 x RTX PRO 6000 placed by count
        QCOMPARE(ev.gpu.count, direct.gpu.count);
        QCOMPARE(ev.gpu.memoryTotalGiB, direct.gpu.memoryTotalGiB);
        QCOMPARE(ev.cpu.coresTotal, direct.cpu.coresTotal);
        QCOMPARE(ev.power.peakW, direct.power.peakW);
        QCOMPARE(ev.power.wallW, direct.power.wallW);
        QCOMPARE(ev.cost.totalEur, direct.cost.totalEur);
        QCOMPARE(ev.cost.bom.size(), direct.cost.bom.size());
        QCOMPARE(ev.workloads.size(), direct.workloads.size());
        for (size_t i = 0; i < ev.workloads.size(); ++i)
            QCOMPARE(ev.workloads[i].label, direct.workloads[i].label);
        QCOMPARE(ev.findings.size(), direct.findings.size());
        for (size_t i = 0; i < ev.findings.size(); ++i) {
            QCOMPARE(ev.findings[i].rule, direct.findings[i].rule);
            QVERIFY(ev.findings[i].args == direct.findings[i].args);
        }
    }

    void copiesPointIntoTheirOwnBuild()
    {
        // The resolved form points into the build; a copy outliving its original stays valid.
        auto original = std::make_unique<EvaluatedBuild>(evaluateBuild(fixture::referenceBuild(), m_catalog));
        const EvaluatedBuild copy = *original;
        original.reset();
        QCOMPARE(copy.resolved().build, &copy.build());
        QCOMPARE(copy.resolved().workloads.front().workload, &copy.build().workloads.front());
        QCOMPARE(copy.resolved().chassis, m_catalog->findChassis("T-SP5-8G"));
    }
};

QTEST_GUILESS_MAIN(TestEvaluatedBuild)
#include "tst_evaluated_build.moc"
