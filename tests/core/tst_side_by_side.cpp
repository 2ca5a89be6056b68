// SPDX-License-Identifier: MIT
// compareBuilds: hand-made evaluations whose figures are worked out in the comments, so every best,
// worst and "differs" flag below follows from a rule in core/side_by_side.cpp. Both builds ran the
// same two workloads (as compareLikeForLike makes them): rows line up by position, never by label.
#include "core/side_by_side.h"

#include <QTest>

using namespace np;

namespace
{

PsuModeFigures mode(PsuRedundancy m, double headroomW, Status status)
{
    PsuModeFigures f;
    f.mode = m;
    f.headroomW = headroomW;
    f.status = status;
    return f;
}

WorkloadResult served(const std::string &label, double decode, double prefill, int sequences)
{
    WorkloadResult w;
    w.label = label;
    w.mode = WorkloadMode::Inference;
    w.decodeTokensPerS = decode;
    w.prefillTokensPerS = prefill;
    w.maxConcurrentSequences = sequences;
    w.fits = true;
    w.fitStatus = Status::Ok;
    return w;
}

// A LoRA run: fits at TP1 at `tokensPerS`, or does not fit even at TP8.
WorkloadResult tuning(double tokensPerS, bool fits)
{
    WorkloadResult w;
    w.label = "tune";
    w.mode = WorkloadMode::Lora;
    w.fits = fits;
    w.fitStatus = fits ? Status::Ok : Status::Warning;
    w.tensorParallel = fits ? 1 : 8;
    w.trainTokensPerS = tokensPerS;
    return w;
}

Finding weakness(Subsystem s, Severity severity)
{
    Finding f;
    f.subsystem = s;
    f.kind = FindingKind::Weakness;
    f.severity = severity;
    return f;
}

// A: 8 × RTX PRO 6000, fully priced. B: 8 × H200 NVL, two lines without a price. Both ran "chat"
// (inference) and "tune" (LoRA), which fits A only. C: A again under another name (ties).
struct Fixture {
    Evaluation a, b;
    Build buildA, buildB;

    Fixture()
    {
        a.chassis = b.chassis = "4U 8-GPU";
        a.gpu.count = b.gpu.count = 8;
        a.gpu.model = "RTX PRO 6000";
        b.gpu.model = "H200 NVL";
        a.gpu.memoryTotalGiB = 756.0;  // 8 x 94.5
        b.gpu.memoryTotalGiB = 1040.0; // 8 x 130
        a.hostMemory.capacityGiB = b.hostMemory.capacityGiB = 1024;
        a.gpu.p2pGBps = 25.2;   // PCIe through the host
        b.gpu.p2pGBps = 360;    // NVLink bridge
        a.power.wallW = 6512.2; // both round to 6,512 W: equal
        b.power.wallW = 6511.9;
        a.power.psuModes = {mode(PsuRedundancy::None, 4600, Status::Ok),
                            mode(PsuRedundancy::NPlus1, 1900, Status::Ok),
                            mode(PsuRedundancy::NPlusN, -900, Status::Warning)};
        b.power.psuModes = {mode(PsuRedundancy::None, 4600, Status::Ok),
                            mode(PsuRedundancy::NPlus1, 1900, Status::Ok),
                            mode(PsuRedundancy::NPlusN, -600, Status::Warning)};
        a.cost.totalEur = 100000;
        a.cost.energyEurPerYear = 5000; // TCO 3 y: 100,000 + 3 x 5,000 = 115,000
        a.cost.eurPerGbGpuMemory = 130.21;
        b.cost.totalEur = 80000;
        b.cost.energyEurPerYear = 4000; // TCO 3 y: 80,000 + 3 x 4,000 = 92,000
        b.cost.eurPerGbGpuMemory = 71.43;
        b.cost.unpricedLines = 2;
        a.findings = {weakness(Subsystem::Power, Severity::Warning),
                      weakness(Subsystem::Cpu, Severity::Info)};
        b.findings = {weakness(Subsystem::Cost, Severity::Blocking)};
        a.subsystemStatus = {{Subsystem::Power, Status::Warning}};
        b.subsystemStatus = {{Subsystem::Cost, Status::Blocking}};

        // A: 4,096-token prompt at 4,000 tok/s prefill -> TTFT 1,000 x 4,096 / 4,000 = 1,024 ms.
        // Under load 1,000 output tok/s; TP2 all-reduce 0.050 ms per decoded token.
        WorkloadResult chatResultA = served("chat", 25.0, 4000, 12);
        chatResultA.tensorParallel = 2;
        chatResultA.underLoad.outputTokensPerS = 1000;
        chatResultA.allreduceMsPerStep = 0.05;
        WorkloadResult tuneA = tuning(3000, true);
        a.workloads = {chatResultA, tuneA};
        Workload chatA;
        chatA.promptTokens = 4096;
        buildA.workloads = {chatA, Workload{}};
        // B: no prompt length given: half the 8,192-token context = 4,096 at 8,192 tok/s -> 500 ms.
        // Under load 2,000 output tok/s at TP1 (no all-reduce). Its own label does not matter.
        WorkloadResult chatResultB = served("chat, B's words", 40.0, 8192, 30);
        chatResultB.underLoad.outputTokensPerS = 2000;
        chatResultB.allreduceMsPerStep = 0;
        b.workloads = {chatResultB, tuning(0, false)};
        Workload chatB;
        chatB.contextTokens = 8192;
        buildB.workloads = {chatB, Workload{}};
    }
};

const ComparisonRow &row(const BuildComparison &c, ComparedFigure figure, int workload = -1,
                         PsuRedundancy psu = PsuRedundancy::None, Subsystem s = Subsystem::Gpu)
{
    for (const ComparisonRow &r : c.rows)
        if (r.figure == figure && r.workloadIndex == workload &&
            (figure != ComparedFigure::PsuHeadroomW || r.psuMode == psu) &&
            (figure != ComparedFigure::SubsystemVerdict || r.subsystem == s))
            return r;
    qFatal("row not found");
}

} // namespace

class TestSideBySide : public QObject
{
    Q_OBJECT

private slots:
    void keyFiguresRankHigherAndLower()
    {
        Fixture f;
        const BuildComparison c = compareBuilds({{"A", &f.a, &f.buildA, 4}, {"B", &f.b, &f.buildB, 4}});
        QCOMPARE(c.buildNames, (std::vector<std::string>{"A", "B"}));

        const ComparisonRow &chassis = row(c, ComparedFigure::Chassis);
        QVERIFY(!chassis.differs);
        QCOMPARE(chassis.cells[0].text, std::string("4U 8-GPU"));
        const ComparisonRow &gpus = row(c, ComparedFigure::Gpus);
        QVERIFY(gpus.differs); // same count, other model
        QVERIFY(!gpus.ranked);

        // GPU memory: higher is better; 1,040 GiB beats 756 GiB.
        const ComparisonRow &memory = row(c, ComparedFigure::GpuMemoryGiB);
        QVERIFY(memory.differs && memory.ranked);
        QVERIFY(memory.cells[1].best && !memory.cells[1].worst);
        QVERIFY(memory.cells[0].worst && !memory.cells[0].best);
        QCOMPARE(memory.cells[1].value, 1040.0);

        // Host memory 1,024 GiB on both: equal, unranked.
        const ComparisonRow &host = row(c, ComparedFigure::HostMemoryGiB);
        QVERIFY(!host.differs && !host.ranked);
        QVERIFY(!host.cells[0].best && !host.cells[0].worst);

        // 6,512.2 W and 6,511.9 W both round to 6,512 W: not a difference.
        const ComparisonRow &wall = row(c, ComparedFigure::WallPeakW);
        QVERIFY(!wall.differs && !wall.ranked);

        // N+N headroom -900 W vs -600 W: higher is better, both Warning.
        const ComparisonRow &nn = row(c, ComparedFigure::PsuHeadroomW, -1, PsuRedundancy::NPlusN);
        QVERIFY(nn.differs);
        QVERIFY(nn.cells[1].best && nn.cells[0].worst);
        QCOMPARE(nn.cells[0].status, Status::Warning);
        QVERIFY(!row(c, ComparedFigure::PsuHeadroomW, -1, PsuRedundancy::NPlus1).differs);

        // Worst finding: A Warning (the Info weakness is a note), B Blocking; lower is better.
        const ComparisonRow &findings = row(c, ComparedFigure::WorstFinding);
        QCOMPARE(findings.cells[0].status, Status::Warning);
        QCOMPARE(findings.cells[1].status, Status::Blocking);
        QVERIFY(findings.cells[0].best && findings.cells[1].worst);

        const ComparisonRow &power = row(c, ComparedFigure::SubsystemVerdict, -1, {}, Subsystem::Power);
        QCOMPARE(power.cells[0].status, Status::Warning);
        QCOMPARE(power.cells[1].status, Status::Ok);
        QVERIFY(power.cells[1].best);
        QVERIFY(!row(c, ComparedFigure::SubsystemVerdict, -1, {}, Subsystem::Gpu).differs);
    }

    void moneyWithUnpricedLinesIsNotComputedNorRanked()
    {
        Fixture f;
        const BuildComparison c = compareBuilds({{"A", &f.a, &f.buildA, 4}, {"B", &f.b, &f.buildB, 4}});
        const ComparisonRow &price = row(c, ComparedFigure::PriceEur);
        QVERIFY(price.differs);
        QVERIFY(!price.ranked); // B's price leaves out two lines: not computed, so A has no rival
        QVERIFY(!price.cells[0].best && !price.cells[1].best);
        QVERIFY(price.cells[0].available);
        QVERIFY(!price.cells[1].available);
        QCOMPARE(price.cells[1].gap, CellGap::Unpriced);
        QCOMPARE(price.cells[1].unpricedLines, 2);

        const ComparisonRow &tco = row(c, ComparedFigure::Tco3YearsEur);
        QCOMPARE(tco.cells[0].value, 115000.0); // 100,000 + 3 x 5,000
        QCOMPARE(tco.cells[1].gap, CellGap::Unpriced);
        QVERIFY(!tco.ranked);
        QCOMPARE(row(c, ComparedFigure::EurPerGbGpuMemory).cells[1].gap, CellGap::Unpriced);

        // The count of unpriced lines itself ranks: 0 beats 2.
        const ComparisonRow &unpriced = row(c, ComparedFigure::UnpricedLines);
        QVERIFY(unpriced.ranked && unpriced.cells[0].best && unpriced.cells[1].worst);

        // Priced completely, the lower price wins: €100,000 vs €80,000.
        f.b.cost.unpricedLines = 0;
        const BuildComparison priced = compareBuilds({{"A", &f.a, &f.buildA, 4}, {"B", &f.b, &f.buildB, 4}});
        const ComparisonRow &p = row(priced, ComparedFigure::PriceEur);
        QVERIFY(p.ranked && p.cells[1].best && p.cells[0].worst);
        QCOMPARE(row(priced, ComparedFigure::Tco3YearsEur).cells[1].value, 92000.0); // 80,000 + 3 x 4,000
        // € per GB: 130.21 vs 71.43, lower is better.
        const ComparisonRow &perGb = row(priced, ComparedFigure::EurPerGbGpuMemory);
        QVERIFY(perGb.cells[1].best && perGb.cells[0].worst);
    }

    void interconnectAndRackRows()
    {
        Fixture f;
        const BuildComparison c = compareBuilds({{"A", &f.a, &f.buildA, 4}, {"B", &f.b, &f.buildB, 0}});
        // GPU to GPU: 360 GB/s over the bridge beats 25.2 GB/s through the host.
        const ComparisonRow &p2p = row(c, ComparedFigure::GpuToGpuGBps);
        QCOMPARE(p2p.cells[0].value, 25.2);
        QVERIFY(p2p.cells[1].best && p2p.cells[0].worst);

        // A is 4U. B's height is unknown: not computed, and so are its per-rack figures.
        QCOMPARE(row(c, ComparedFigure::RackUnits).cells[0].value, 4.0);
        QCOMPARE(row(c, ComparedFigure::RackUnits).cells[1].gap, CellGap::NotComputed);
        // A rack of 42U and 40 kW (the default assumptions): 42 / 4 = 10 by height, 40,000 / 6,512.2
        // = 6.14 by power, so 6 builds drawing 6 x 6,512.2 = 39,073.2 W.
        QCOMPARE(c.rackUnitsPerRack, 42.0);
        QCOMPARE(c.rackPowerBudgetKw, 40.0);
        QCOMPARE(row(c, ComparedFigure::BuildsPerRack).cells[0].value, 6.0);
        QVERIFY(qFuzzyCompare(row(c, ComparedFigure::WallPerRackW).cells[0].value, 39073.2));
        QCOMPARE(row(c, ComparedFigure::BuildsPerRack).cells[1].gap, CellGap::NotComputed);
        QVERIFY(!row(c, ComparedFigure::BuildsPerRack).ranked);

        // B at 4U as well: 40,000 / 6,511.9 = 6.14, also 6; per rack is neither better nor worse.
        const BuildComparison both = compareBuilds({{"A", &f.a, &f.buildA, 4}, {"B", &f.b, &f.buildB, 4}});
        QVERIFY(!row(both, ComparedFigure::BuildsPerRack).differs);
        QVERIFY(!row(both, ComparedFigure::WallPerRackW).ranked);
        // A 12 kW build exceeds nothing by height (10) but 40,000 / 12,000 = 3.3: 3 per rack. A 41 kW
        // build is over the budget on its own.
        f.b.power.wallW = 12000;
        QCOMPARE(
            row(compareBuilds({{"B", &f.b, &f.buildB, 4}}), ComparedFigure::BuildsPerRack).cells[0].value,
            3.0);
        f.b.power.wallW = 41000;
        QCOMPARE(row(compareBuilds({{"B", &f.b, &f.buildB, 4}}), ComparedFigure::WallPerRackW).cells[0].gap,
                 CellGap::OverRackBudget);
    }

    void workloadsLineUpByPosition()
    {
        Fixture f;
        const BuildComparison c = compareBuilds({{"A", &f.a, &f.buildA, 4}, {"B", &f.b, &f.buildB, 4}});
        // The row is named by the first build's label; B's other words for it do not split it.
        const ComparisonRow &decode = row(c, ComparedFigure::WorkloadDecodeTokensPerS, 0);
        QCOMPARE(decode.workload, std::string("chat"));
        QVERIFY(decode.cells[1].best && decode.cells[0].worst); // 40 over 25 tok/s

        const ComparisonRow &ttft = row(c, ComparedFigure::WorkloadTtftMs, 0);
        QCOMPARE(ttft.cells[0].value, 1024.0); // 1,000 x 4,096 / 4,000
        QCOMPARE(ttft.cells[1].value, 500.0);  // 1,000 x 4,096 / 8,192
        QVERIFY(ttft.cells[1].best && ttft.cells[0].worst);
        QVERIFY(row(c, ComparedFigure::WorkloadMaxSequences, 0).cells[1].best); // 30 over 12

        // The fit cell carries the TP each build runs it at: TP2 on A, TP1 on B.
        const ComparisonRow &fit = row(c, ComparedFigure::WorkloadFit, 0);
        QCOMPARE(fit.cells[0].tensorParallel, 2);
        QCOMPARE(fit.cells[1].tensorParallel, 1);
        QVERIFY(fit.differs);

        // "tune" fits A only: B's cells say why (does not fit at TP8) and are never ranked.
        const ComparisonRow &tuneFit = row(c, ComparedFigure::WorkloadFit, 1);
        QCOMPARE(tuneFit.cells[1].status, Status::Warning);
        QVERIFY(tuneFit.ranked && tuneFit.cells[0].best);
        const ComparisonRow &train = row(c, ComparedFigure::WorkloadTrainTokensPerS, 1);
        QCOMPARE(train.cells[0].value, 3000.0);
        QCOMPARE(train.cells[1].gap, CellGap::DoesNotFit);
        QCOMPARE(train.cells[1].tensorParallel, 8);
        QVERIFY(!train.ranked);
        QVERIFY(!train.cells[0].best);

        // Rows in order: 6 key figures, 3 power and 3 PSU modes, 4 cost rows (16), then chat's eight
        // inference rows and tune's three training rows (27), then the worst finding and 11 subsystems: 39.
        QCOMPARE(c.rows.size(), size_t(39));
        QCOMPARE(c.rows[16].figure, ComparedFigure::WorkloadFit);
        QCOMPARE(c.rows[16].workloadIndex, 0);
        QCOMPARE(c.rows[24].figure, ComparedFigure::WorkloadFit);
        QCOMPARE(c.rows[24].workloadIndex, 1);
        QCOMPARE(c.rows[27].figure, ComparedFigure::WorstFinding);
    }

    void throughputAndCostPerToken()
    {
        Fixture f;
        const BuildComparison c = compareBuilds({{"A", &f.a, &f.buildA, 4}, {"B", &f.b, &f.buildB, 4}});
        const ComparisonRow &tokens = row(c, ComparedFigure::WorkloadOutputTokensPerS, 0);
        QCOMPARE(tokens.cells[0].value, 1000.0);
        QVERIFY(tokens.cells[1].best); // 2,000 over 1,000 output tok/s

        // All-reduce per decoded token: 0.050 ms at TP2, none at TP1; lower is better.
        const ComparisonRow &allreduce = row(c, ComparedFigure::WorkloadAllreduceMsPerToken, 0);
        QCOMPARE(allreduce.cells[0].value, 0.05);
        QCOMPARE(allreduce.cells[1].value, 0.0);
        QVERIFY(allreduce.cells[1].best && allreduce.cells[0].worst);

        // € per output token/s: A 100,000 / 1,000 = €100.00; B has unpriced lines: not computed.
        const ComparisonRow &perToken = row(c, ComparedFigure::WorkloadEurPerOutputTokenPerS, 0);
        QCOMPARE(perToken.cells[0].value, 100.0);
        QCOMPARE(perToken.cells[1].gap, CellGap::Unpriced);
        QVERIFY(!perToken.ranked);

        // 3-year cost per million tokens, at A's 70 % utilisation: 3 x 8,760 h x 3,600 s x 0.70
        // = 66,225,600 s x 1,000 tok/s = 66,225.6 million tokens; TCO €115,000 / 66,225.6 = €1.7365.
        const ComparisonRow &perMillion = row(c, ComparedFigure::WorkloadEurPerMillionTokens, 0);
        QVERIFY(qAbs(perMillion.cells[0].value - 1.73649) < 1e-4);
        QCOMPARE(perMillion.cells[1].gap, CellGap::Unpriced);
        // Training: A's 3,000 tok/s over the same hours: 115,000 / 198,676.8 million = €0.5788.
        QVERIFY(qAbs(row(c, ComparedFigure::WorkloadEurPerMillionTokens, 1).cells[0].value - 0.578833) <
                1e-5);

        // Priced, B: 80,000 / 2,000 = €40.00 per output token/s (best); 92,000 / 132,451.2 million
        // tokens = €0.6946 per million (best).
        f.b.cost.unpricedLines = 0;
        const BuildComparison priced = compareBuilds({{"A", &f.a, &f.buildA, 4}, {"B", &f.b, &f.buildB, 4}});
        const ComparisonRow &p = row(priced, ComparedFigure::WorkloadEurPerOutputTokenPerS, 0);
        QCOMPARE(p.cells[1].value, 40.0);
        QVERIFY(p.cells[1].best && p.cells[0].worst);
        const ComparisonRow &m = row(priced, ComparedFigure::WorkloadEurPerMillionTokens, 0);
        QVERIFY(qAbs(m.cells[1].value - 0.694596) < 1e-5);
        QVERIFY(m.cells[1].best);
    }

    void tiesMarkEveryBuildThatShareTheExtreme()
    {
        Fixture f;
        const BuildComparison c =
            compareBuilds({{"A", &f.a, &f.buildA, 4}, {"B", &f.b, &f.buildB, 4}, {"C", &f.a, &f.buildA, 4}});
        const ComparisonRow &memory = row(c, ComparedFigure::GpuMemoryGiB);
        QVERIFY(memory.cells[1].best);
        QVERIFY(memory.cells[0].worst && memory.cells[2].worst);
        QVERIFY(!memory.cells[0].best && !memory.cells[2].best);
    }

    void ttftNeedsTheBuildsWorkloads()
    {
        Fixture f;
        // Without the build the prompt length is unknown: no TTFT, the other figures stay.
        const BuildComparison c = compareBuilds({{"A", &f.a, nullptr, 4}, {"B", &f.b, &f.buildB, 4}});
        QCOMPARE(row(c, ComparedFigure::WorkloadTtftMs, 0).cells[0].gap, CellGap::NotComputed);
        QVERIFY(row(c, ComparedFigure::WorkloadDecodeTokensPerS, 0).cells[0].available);
    }
};

QTEST_APPLESS_MAIN(TestSideBySide)
#include "tst_side_by_side.moc"
