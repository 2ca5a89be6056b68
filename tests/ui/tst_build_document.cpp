// SPDX-License-Identifier: MIT
// BuildDocument and the editing facade: every edit through one undo stack, refusals with their
// reason, re-evaluation after each change, save and reopen, and tolerant opening.
#include "presentation/build_file.h"
#include "tests/ui/ui_fixture.h"
#include "ui/document/autosave.h"
#include "ui/document/build_document.h"
#include "ui/document/editing.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

#include <algorithm>

using namespace np;

namespace
{

Build emptyBuild()
{
    Build build;
    build.name = "test";
    build.chassisSku = "AS-4125GS-TNRT";
    return build;
}

bool hasRule(const Evaluation &e, const std::string &rule)
{
    return std::any_of(e.findings.begin(), e.findings.end(),
                       [&](const Finding &f) { return f.rule == rule; });
}

int powerProblems(const Evaluation &e)
{
    return static_cast<int>(std::count_if(e.findings.begin(), e.findings.end(), [](const Finding &f) {
        return f.subsystem == Subsystem::Power && f.kind == FindingKind::Weakness &&
               f.severity != Severity::Info;
    }));
}

} // namespace

class TestBuildDocument : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::isolateSettings();
        QVERIFY(test::seedCatalog());
        QVERIFY(test::seedCatalog()->findChassis("AS-4125GS-TNRT"));
    }

    void placeGpuEvaluatesOnce()
    {
        BuildDocument doc(test::seedCatalog());
        doc.resetBuild(emptyBuild());
        QSignalSpy evaluated(&doc, &BuildDocument::evaluated);
        QCOMPARE(doc.evaluation().gpu.count, 0);

        QCOMPARE(placePart(doc, "gpu0", "NVIDIA-RTX-PRO-6000-SE"), QString());
        QCOMPARE(evaluated.count(), 1);
        QCOMPARE(doc.skuInSlot("gpu0"), std::string("NVIDIA-RTX-PRO-6000-SE"));
        QCOMPARE(doc.evaluation().gpu.count, 1);
        QVERIFY(doc.isModified());
        QCOMPARE(doc.undoStack()->count(), 1);
    }

    void refusesWrongKindWithReason()
    {
        BuildDocument doc(test::seedCatalog());
        doc.resetBuild(emptyBuild());
        QSignalSpy evaluated(&doc, &BuildDocument::evaluated);
        const QString refusal = placePart(doc, "gpu0", "AMD-EPYC-9575F");
        // core's placementRefusal: "slot gpu0 takes GPUs, not a CPU ('AMD-EPYC-9575F')"
        QVERIFY2(refusal.contains(QStringLiteral("takes GPUs")), qPrintable(refusal));
        QVERIFY(doc.skuInSlot("gpu0").empty());
        QCOMPARE(evaluated.count(), 0);
        QCOMPARE(doc.undoStack()->count(), 0);
        QVERIFY(!doc.isModified());
    }

    void refusesSxmModuleAndWrongSocket()
    {
        BuildDocument doc(test::seedCatalog());
        doc.resetBuild(emptyBuild());
        QVERIFY(placePart(doc, "gpu0", "NVIDIA-H100-SXM5").contains(QStringLiteral("SXM")));
        // The chassis is SP5; a Xeon 6 (LGA7529) does not fit its sockets.
        const QString socket = placePart(doc, "cpu0", "INTEL-XEON-6980P");
        QVERIFY2(socket.contains(QStringLiteral("SP5")), qPrintable(socket));
        QVERIFY(!placementRefusalText(doc, "nosuchslot", "NVIDIA-L40S").isEmpty());
    }

    void undoRedoCoversEveryEdit()
    {
        BuildDocument doc(test::seedCatalog());
        doc.resetBuild(emptyBuild());
        QUndoStack *stack = doc.undoStack();
        placePart(doc, "gpu0", "NVIDIA-RTX-PRO-6000-SE");
        placePart(doc, "gpu1", "NVIDIA-L40S");
        QCOMPARE(movePart(doc, "gpu1", "gpu5"), QString());
        QVERIFY(doc.skuInSlot("gpu1").empty());
        QCOMPARE(doc.skuInSlot("gpu5"), std::string("NVIDIA-L40S"));
        // Move onto an occupied slot swaps.
        QCOMPARE(movePart(doc, "gpu5", "gpu0"), QString());
        QCOMPARE(doc.skuInSlot("gpu0"), std::string("NVIDIA-L40S"));
        QCOMPARE(doc.skuInSlot("gpu5"), std::string("NVIDIA-RTX-PRO-6000-SE"));
        QVERIFY(removeParts(doc, {"gpu0"}));
        QCOMPARE(doc.evaluation().gpu.count, 1);
        QCOMPARE(stack->count(), 5);

        stack->undo(); // remove
        QCOMPARE(doc.skuInSlot("gpu0"), std::string("NVIDIA-L40S"));
        stack->undo(); // swap
        QCOMPARE(doc.skuInSlot("gpu0"), std::string("NVIDIA-RTX-PRO-6000-SE"));
        QCOMPARE(doc.skuInSlot("gpu5"), std::string("NVIDIA-L40S"));
        stack->undo(); // move
        QCOMPARE(doc.skuInSlot("gpu1"), std::string("NVIDIA-L40S"));
        QVERIFY(doc.skuInSlot("gpu5").empty());
        stack->undo();
        stack->undo();
        QVERIFY(doc.build().placements.empty());
        QVERIFY(!doc.isModified());
        QCOMPARE(doc.evaluation().gpu.count, 0);

        for (int i = 0; i < 5; ++i)
            stack->redo();
        QVERIFY(doc.skuInSlot("gpu0").empty());
        QCOMPARE(doc.skuInSlot("gpu5"), std::string("NVIDIA-RTX-PRO-6000-SE"));
        QCOMPARE(doc.skuInSlot("gpu1"), std::string());
        QCOMPARE(doc.evaluation().gpu.count, 1);
    }

    void fillAllSlotsOfKindIsOneStep()
    {
        BuildDocument doc(test::seedCatalog());
        doc.resetBuild(emptyBuild());
        placePart(doc, "gpu3", "NVIDIA-RTX-PRO-6000-SE");
        // The chassis has 8 GPU slots: 7 more get the same card.
        QCOMPARE(static_cast<int>(slotsToFill(doc, "gpu3").size()), 7);
        QCOMPARE(fillSlotsOfKind(doc, "gpu3"), 7);
        QCOMPARE(doc.evaluation().gpu.count, 8);
        QCOMPARE(fillSlotsOfKind(doc, "gpu3"), 0); // nothing left to fill: no empty undo step
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        QCOMPARE(doc.evaluation().gpu.count, 1);
    }

    void optionChangesMergeAndUndo()
    {
        BuildDocument doc(test::seedCatalog());
        doc.resetBuild(test::referenceBuild());
        BuildOptions options = doc.build().options;
        const double before = options.electricityEurPerKwh;
        options.electricityEurPerKwh = 0.25;
        setOptions(doc, options, BuildOption::EnergyPrice);
        options.electricityEurPerKwh = 0.30;
        setOptions(doc, options, BuildOption::EnergyPrice);
        QCOMPARE(doc.undoStack()->count(), 1); // spin-box steps of one option merge
        QCOMPARE(doc.build().options.electricityEurPerKwh, 0.30);
        doc.undoStack()->undo();
        QCOMPARE(doc.build().options.electricityEurPerKwh, before);
    }

    void editsOfDifferentOptionsStaySeparate()
    {
        // Merging goes by option id: an energy-price step followed by a PUE step is two undo steps,
        // and the undo text names the option.
        BuildDocument doc(test::seedCatalog());
        doc.resetBuild(test::referenceBuild());
        BuildOptions options = doc.build().options;
        options.electricityEurPerKwh = 0.25;
        setOptions(doc, options, BuildOption::EnergyPrice);
        options.pue = 1.2;
        setOptions(doc, options, BuildOption::Pue);
        QCOMPARE(doc.undoStack()->count(), 2);
        QCOMPARE(doc.undoStack()->text(1), QStringLiteral("Change PUE"));
        doc.undoStack()->undo();
        QCOMPARE(doc.build().options.pue, 1.54);
        QCOMPARE(doc.build().options.electricityEurPerKwh, 0.25);
    }

    void workloadEditIsUndoable()
    {
        BuildDocument doc(test::seedCatalog());
        doc.resetBuild(test::referenceBuild());
        QVERIFY(!doc.build().workloads.empty());
        Workload w = doc.build().workloads.front();
        const int context = w.contextTokens;
        w.contextTokens = 32768;
        editWorkloadField(doc, 0, w, QStringLiteral("context_tokens"));
        QCOMPARE(doc.build().workloads.front().contextTokens, 32768);
        QCOMPARE(doc.evaluation().workloads.size(), doc.build().workloads.size());
        doc.undoStack()->undo();
        QCOMPARE(doc.build().workloads.front().contextTokens, context);
        // Appending one and undoing removes it again.
        const size_t count = doc.build().workloads.size();
        QCOMPARE(addWorkload(doc, w), static_cast<int>(count));
        QCOMPARE(doc.build().workloads.size(), count + 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.build().workloads.size(), count);
    }

    void referenceBuildIsPinnedToSlots()
    {
        BuildDocument doc(test::seedCatalog());
        const auto problems = doc.resetBuild(test::referenceBuild());
        QVERIFY(problems.empty());
        // 8 GPUs + 2 CPUs + 24 DIMMs + 4 drives + 2 NICs + 4 PSUs = 44 parts, each with its slot.
        QCOMPARE(doc.build().placements.size(), size_t(44));
        for (const Placement &p : doc.build().placements)
            QVERIFY(!p.slotId.empty());
        QCOMPARE(doc.skuInSlot("gpu7"), std::string("NVIDIA-RTX-PRO-6000-SE"));
        QCOMPARE(doc.evaluation().gpu.count, 8);
        QVERIFY(!doc.isModified());
    }

    void removingPsusRaisesPowerWeakness()
    {
        BuildDocument doc(test::seedCatalog());
        doc.resetBuild(test::referenceBuild());
        // 4 × 3200 W at 200-240 V with N+1: 9600 W usable for a peak of about 6-7 kW.
        QVERIFY(hasRule(doc.evaluation(), "power.psu_redundancy_met"));
        QCOMPARE(powerProblems(doc.evaluation()), 0);
        // One 3200 W PSU left cannot carry a peak above 6 kW.
        QVERIFY(removeParts(doc, {"psu1", "psu2", "psu3"}));
        QVERIFY(!hasRule(doc.evaluation(), "power.psu_redundancy_met"));
        QVERIFY(powerProblems(doc.evaluation()) > 0);
        QVERIFY(hasRule(doc.evaluation(), "power.psu_capacity_insufficient"));
        doc.undoStack()->undo();
        QVERIFY(hasRule(doc.evaluation(), "power.psu_redundancy_met"));
    }

    void saveAndReopenGivesTheSameBuild()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("roundtrip.nodeplan"));
        BuildDocument doc(test::seedCatalog());
        doc.resetBuild(test::referenceBuild());
        placePart(doc, "bay2", "MICRON-9550PRO-15T36-U2");
        QString error;
        QVERIFY2(writeBuildFile(path, doc.build(), &error), qPrintable(error));
        doc.markSaved();
        QVERIFY(!doc.isModified());

        Build reread;
        QVERIFY2(readBuildFile(path, reread, &error), qPrintable(error));
        BuildDocument reopened(test::seedCatalog());
        QVERIFY(reopened.resetBuild(reread, path).empty());
        QCOMPARE(buildToJson(reopened.build()), buildToJson(doc.build()));
        QCOMPARE(reopened.evaluation().storage.drives, 5);
        QCOMPARE(reopened.evaluation().power.wallW, doc.evaluation().power.wallW);
        QCOMPARE(reopened.filePath(), path);
    }

    void openingKeepsKnownPartsAndListsMissingOnes()
    {
        Build build = test::referenceBuild();
        build.placements.push_back({"", "NO-SUCH-GPU"});
        build.placements.push_back({"bay3", "ALSO-MISSING"}); // an empty bay in the reference build
        BuildDocument doc(test::seedCatalog());
        const auto problems = doc.resetBuild(build);
        QString all;
        for (const BuildError &p : problems)
            all += QString::fromStdString(p.field) + QStringLiteral(": ") +
                   QString::fromStdString(p.message) + QLatin1Char('\n');
        QVERIFY2(problems.size() == 2, qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("NO-SUCH-GPU")) && all.contains(QStringLiteral("ALSO-MISSING")),
                 qPrintable(all));
        // The 44 known parts are all still there and evaluated.
        QCOMPARE(doc.build().placements.size(), size_t(44));
        QCOMPARE(doc.evaluation().gpu.count, 8);
    }

    void unknownChassisKeepsEverything()
    {
        Build build = test::referenceBuild();
        build.chassisSku = "NO-SUCH-CHASSIS";
        BuildDocument doc(test::seedCatalog());
        const auto problems = doc.resetBuild(build);
        QCOMPARE(problems.size(), size_t(1));
        QVERIFY(!doc.chassis());
        // Nothing can be placed without the chassis, but nothing is thrown away either.
        QCOMPARE(doc.build().placements.size(), build.placements.size());
        QVERIFY(!placePart(doc, "gpu0", "NVIDIA-L40S").isEmpty());
    }

    void autosaveWritesRecoversAndDiscards()
    {
        BuildDocument doc(test::seedCatalog());
        doc.resetBuild(test::referenceBuild(), QStringLiteral("/somewhere/ref.nodeplan"));
        Autosave autosave;
        autosave.discard();
        autosave.setDocument(&doc);
        QVERIFY(autosave.saveNow());
        QVERIFY(!autosave.hasRecoverable()); // nothing unsaved, nothing written
        removeParts(doc, {"psu3"});
        QVERIFY(autosave.saveNow());
        QVERIFY(autosave.hasRecoverable());
        QString error;
        const auto recovered = autosave.recover(&error);
        QVERIFY2(recovered, qPrintable(error));
        QCOMPARE(recovered->sourcePath, QStringLiteral("/somewhere/ref.nodeplan"));
        QCOMPARE(buildToJson(recovered->build), buildToJson(doc.build()));
        autosave.discard();
        QVERIFY(!autosave.hasRecoverable());
    }

    void secondWindowNeverOffersTheFirstWindowsEdits()
    {
        BuildDocument doc(test::seedCatalog());
        doc.resetBuild(test::referenceBuild(), QString());
        removeParts(doc, {"psu3"});
        Autosave first;
        first.discard();
        first.setDocument(&doc);
        QVERIFY(first.saveNow());
        // A second window of the same profile, while the first still runs: its own file, nothing
        // to recover, and its autosaves leave the first window's file alone.
        Autosave second;
        QVERIFY(second.filePath() != first.filePath());
        QVERIFY(!second.hasRecoverable());
        QVERIFY(first.hasRecoverable());
    }

    void staleLockOffersRecovery()
    {
        QString path;
        {
            Autosave crashed;
            path = crashed.filePath();
        }
        // What a crash leaves: the autosave and a lock naming a process that no longer runs.
        QString error;
        QVERIFY2(writeBuildFile(path, test::referenceBuild(), &error), qPrintable(error));
        {
            QFile lock(path + QStringLiteral(".lock"));
            QVERIFY(lock.open(QIODevice::WriteOnly));
            lock.write(QByteArrayLiteral("2147483646\nnodeplan\n") + QSysInfo::machineHostName().toUtf8() +
                       QByteArrayLiteral("\n"));
        }
        Autosave next;
        QCOMPARE(next.filePath(), path); // the stale lock is taken over...
        QVERIFY(next.hasRecoverable());  // ...and with it the crashed window's edits
        next.discard();
    }

    void failedAutosaveIsReported()
    {
        // A directory where the autosave file should be: the write cannot replace it.
        Autosave autosave;
        autosave.discard();
        QVERIFY(QDir().mkpath(autosave.filePath()));
        BuildDocument doc(test::seedCatalog());
        doc.resetBuild(test::referenceBuild(), QString());
        removeParts(doc, {"psu3"});
        autosave.setDocument(&doc);
        QSignalSpy failed(&autosave, &Autosave::failed);
        QVERIFY(!autosave.saveNow());
        QCOMPARE(failed.size(), 1);
        QVERIFY2(failed.front().front().toString().startsWith(QStringLiteral("cannot write ") +
                                                              autosave.filePath()),
                 qPrintable(failed.front().front().toString()));
        QVERIFY(QDir(autosave.filePath()).removeRecursively());
    }

    void unreadableAutosaveIsKeptNotDeleted()
    {
        Autosave autosave;
        autosave.discard();
        QVERIFY(QDir().mkpath(Autosave::directory()));
        const QByteArray damaged("{\"format\": \"nodeplan-build\", \"version\": 1, \"na");
        {
            QFile f(autosave.filePath());
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(damaged);
        }
        QString error;
        QVERIFY(!autosave.recover(&error));
        const QString kept = autosave.keepUnreadable();
        QVERIFY2(kept.startsWith(Autosave::directory() + QStringLiteral("/unsaved.unreadable-")),
                 qPrintable(kept));
        QVERIFY(!autosave.hasRecoverable()); // not offered again at the next start...
        QFile keptFile(kept);                // ...but every byte is still there
        QVERIFY(keptFile.open(QIODevice::ReadOnly));
        QCOMPARE(keptFile.readAll(), damaged);
        keptFile.remove();
    }
};

QTEST_MAIN(TestBuildDocument)
#include "tst_build_document.moc"
