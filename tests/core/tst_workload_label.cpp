// SPDX-License-Identifier: MIT
// Whose words name a workload after an edit (core/workload_label.h).
#include "core/workload_label.h"

#include <QTest>

using namespace np;

class TestWorkloadLabel : public QObject
{
    Q_OBJECT
private slots:
    void labelAfterEditFollowsGeneratedLabelsAndKeepsTheUsers()
    {
        const std::string generated = "Llama 3.1 70B · inference · BF16 · TP4";
        Workload before;
        before.tensorParallel = 4;
        Workload after = before;
        after.precision = Precision::Fp8;

        // No label: it stays empty, so core names the workload from its new fields.
        QCOMPARE(labelAfterEdit(before, generated, after), std::string());
        // A stored copy of the generated label (example files) is not the user's: it follows too.
        before.label = after.label = generated;
        QCOMPARE(labelAfterEdit(before, generated, after), std::string());
        // A label the user wrote survives a field edit.
        before.label = after.label = "chat service";
        QCOMPARE(labelAfterEdit(before, generated, after), std::string("chat service"));
        // Editing the label itself: the new text is the user's, unless it is the generated one.
        after = before;
        after.label = "batch jobs";
        QCOMPARE(labelAfterEdit(before, generated, after), std::string("batch jobs"));
        after.label = generated;
        QCOMPARE(labelAfterEdit(before, generated, after), std::string());
    }
};

QTEST_MAIN(TestWorkloadLabel)
#include "tst_workload_label.moc"
