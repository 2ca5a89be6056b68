// SPDX-License-Identifier: MIT
// compareBuilds: hand-made evaluations whose figures are worked out in the comments, so every best,
// worst and "differs" flag below follows from a rule in core/side_by_side.cpp.
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

Finding weakness(Subsystem s, Severity severity)
{
    Finding f;
    f.subsystem = s;
    f.kind = FindingKind::Weakness;
    f.severity = severity;
    return f;
}

// A: 8 × RTX PRO 6000, fully priced. B: 8 × H200 NVL, two lines without a price, an extra
// training workload. C: A again under another name (ties).
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
        a.workloads = {served("chat", 25.0, 4000, 12)};
        Workload chatA;
        chatA.promptTokens = 4096;
        buildA.workloads = {chatA};
        // B: no prompt length given: half the 8,192-token context = 4,096 at 8,192 tok/s -> 500 ms.
        WorkloadResult train;
        train.label = "tune";
        train.mode = WorkloadMode::Lora;
        train.fitStatus = Status::Warning;
        b.workloads = {served("chat", 40.0, 8192, 30), train};
        Workload chatB;
        chatB.contextTokens = 8192;
        buildB.workloads = {chatB, Workload{}};
    }
};

const ComparisonRow &row(const BuildComparison &c, ComparedFigure figure, const std::string &workload = {},
                         PsuRedundancy psu = PsuRedundancy::None, Subsystem s = Subsystem::Gpu)
{
    for (const ComparisonRow &r : c.rows)
        if (r.figure == figure && r.workload == workload &&
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
        const BuildComparison c = compareBuilds({{"A", &f.a, &f.buildA}, {"B", &f.b, &f.buildB}});
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
        const ComparisonRow &nn = row(c, ComparedFigure::PsuHeadroomW, {}, PsuRedundancy::NPlusN);
        QVERIFY(nn.differs);
        QVERIFY(nn.cells[1].best && nn.cells[0].worst);
        QCOMPARE(nn.cells[0].status, Status::Warning);
        QVERIFY(!row(c, ComparedFigure::PsuHeadroomW, {}, PsuRedundancy::NPlus1).differs);

        // Worst finding: A Warning (the Info weakness is a note), B Blocking; lower is better.
        const ComparisonRow &findings = row(c, ComparedFigure::WorstFinding);
        QCOMPARE(findings.cells[0].status, Status::Warning);
        QCOMPARE(findings.cells[1].status, Status::Blocking);
        QVERIFY(findings.cells[0].best && findings.cells[1].worst);

        const ComparisonRow &power = row(c, ComparedFigure::SubsystemVerdict, {}, {}, Subsystem::Power);
        QCOMPARE(power.cells[0].status, Status::Warning);
        QCOMPARE(power.cells[1].status, Status::Ok);
        QVERIFY(power.cells[1].best);
        QVERIFY(!row(c, ComparedFigure::SubsystemVerdict, {}, {}, Subsystem::Gpu).differs);
    }

    void moneyWithUnpricedLinesIsFlaggedNotRanked()
    {
        Fixture f;
        const BuildComparison c = compareBuilds({{"A", &f.a, &f.buildA}, {"B", &f.b, &f.buildB}});
        const ComparisonRow &price = row(c, ComparedFigure::PriceEur);
        QVERIFY(price.differs);
        QVERIFY(!price.ranked); // B's €80,000 leaves out two lines: it may not "win"
        QVERIFY(!price.cells[1].best);
        QCOMPARE(price.cells[0].status, Status::Ok);
        QCOMPARE(price.cells[1].status, Status::Warning);

        const ComparisonRow &tco = row(c, ComparedFigure::Tco3YearsEur);
        QCOMPARE(tco.cells[0].value, 115000.0);
        QCOMPARE(tco.cells[1].value, 92000.0);
        QVERIFY(!tco.ranked);

        // The count of unpriced lines itself ranks: 0 beats 2.
        const ComparisonRow &unpriced = row(c, ComparedFigure::UnpricedLines);
        QVERIFY(unpriced.ranked && unpriced.cells[0].best && unpriced.cells[1].worst);

        // Priced completely, the lower price wins: €100,000 vs €80,000.
        f.b.cost.unpricedLines = 0;
        const BuildComparison priced = compareBuilds({{"A", &f.a, &f.buildA}, {"B", &f.b, &f.buildB}});
        const ComparisonRow &p = row(priced, ComparedFigure::PriceEur);
        QVERIFY(p.ranked && p.cells[1].best && p.cells[0].worst);
        // € per GB: 130.21 vs 71.43, lower is better.
        const ComparisonRow &perGb = row(priced, ComparedFigure::EurPerGbGpuMemory);
        QVERIFY(perGb.cells[1].best && perGb.cells[0].worst);
    }

    void workloadsMatchByLabel()
    {
        Fixture f;
        const BuildComparison c = compareBuilds({{"A", &f.a, &f.buildA}, {"B", &f.b, &f.buildB}});
        const ComparisonRow &decode = row(c, ComparedFigure::WorkloadDecodeTokensPerS, "chat");
        QVERIFY(decode.cells[1].best && decode.cells[0].worst); // 40 over 25 tok/s

        const ComparisonRow &ttft = row(c, ComparedFigure::WorkloadTtftMs, "chat");
        QCOMPARE(ttft.cells[0].value, 1024.0); // 1,000 x 4,096 / 4,000
        QCOMPARE(ttft.cells[1].value, 500.0);  // 1,000 x 4,096 / 8,192
        QVERIFY(ttft.cells[1].best && ttft.cells[0].worst);

        const ComparisonRow &sequences = row(c, ComparedFigure::WorkloadMaxSequences, "chat");
        QVERIFY(sequences.cells[1].best); // 30 over 12

        // "tune" is only in B: A's cell is not available; a LoRA run has no decode speed or TTFT.
        const ComparisonRow &fit = row(c, ComparedFigure::WorkloadFit, "tune");
        QVERIFY(!fit.cells[0].available);
        QCOMPARE(fit.cells[1].status, Status::Warning);
        QVERIFY(fit.differs);
        QVERIFY(!fit.ranked); // one build alone is neither best nor worst
        QVERIFY(!row(c, ComparedFigure::WorkloadTtftMs, "tune").cells[1].available);
        QVERIFY(!row(c, ComparedFigure::WorkloadTtftMs, "tune").differs);

        // Rows in order: 5 key figures, 3 PSU modes, 4 cost rows (12), then chat's four and tune's
        // four (20), then the worst finding and 11 subsystems: 32.
        QCOMPARE(c.rows.size(), size_t(32));
        QCOMPARE(c.rows[12].figure, ComparedFigure::WorkloadFit);
        QCOMPARE(c.rows[12].workload, std::string("chat"));
        QCOMPARE(c.rows[20].figure, ComparedFigure::WorstFinding);
    }

    void tiesMarkEveryBuildThatShareTheExtreme()
    {
        Fixture f;
        const BuildComparison c =
            compareBuilds({{"A", &f.a, &f.buildA}, {"B", &f.b, &f.buildB}, {"C", &f.a, &f.buildA}});
        const ComparisonRow &memory = row(c, ComparedFigure::GpuMemoryGiB);
        QVERIFY(memory.cells[1].best);
        QVERIFY(memory.cells[0].worst && memory.cells[2].worst);
        QVERIFY(!memory.cells[0].best && !memory.cells[2].best);
    }

    void ttftNeedsTheBuildsWorkloads()
    {
        Fixture f;
        // Without the build the prompt length is unknown: no TTFT, the other figures stay.
        const BuildComparison c = compareBuilds({{"A", &f.a, nullptr}, {"B", &f.b, &f.buildB}});
        QVERIFY(!row(c, ComparedFigure::WorkloadTtftMs, "chat").cells[0].available);
        QVERIFY(row(c, ComparedFigure::WorkloadDecodeTokensPerS, "chat").cells[0].available);
    }
};

QTEST_APPLESS_MAIN(TestSideBySide)
#include "tst_side_by_side.moc"
