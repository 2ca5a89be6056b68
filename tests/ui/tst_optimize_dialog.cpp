// SPDX-License-Identifier: MIT
// Tools > Optimize… on the seed catalog with the dialog's defaults (Llama 3.3 70B FP8, 64 sessions of
// 8k at >= 20 tokens/s, 120,000 EUR, 6 kW): the search runs on the worker thread, the front fills the
// table and the scatter, and double-clicking a row hands that build to the window, whose key figures
// show the same throughput as the row (one definition, issue 25).
#include "core/evaluated_build.h"
#include "core/optimize/optimizer.h"
#include "core/workload/load_throughput.h"
#include "presentation/number_format.h"
#include "presentation/optimize_json.h"
#include "tests/ui/ui_fixture.h"
#include "ui/shell/optimize_dialog.h"

#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

#include <qcustomplot.h>

using namespace np;

class TestOptimizeDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { test::isolateSettings(); }

    void searchFillsTableAndPlotAndOpensABuild()
    {
        Build opened;
        OptimizeDialog dialog(*test::seedCatalog(), [&opened](const Build &b) { opened = b; });
        dialog.show();
        QPushButton *search = nullptr;
        for (QPushButton *b : dialog.findChildren<QPushButton *>())
            if (b->text() == QLatin1String("&Search"))
                search = b;
        QVERIFY(search);
        search->click();
        auto *table = dialog.findChild<QTableWidget *>();
        QVERIFY(table);
        // The same spec as resources/examples/optimize-70b-fp8-64-sessions.json: the dialog lists the
        // front `nodeplan optimize` finds for that file on the seed catalog.
        QFile example(
            QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/optimize-70b-fp8-64-sessions.json"));
        QVERIFY(example.open(QIODevice::ReadOnly));
        OptimizeSpec spec;
        QString error;
        QVERIFY2(parseOptimizeSpec(example.readAll(), spec, &error), qPrintable(error));
        const int front = static_cast<int>(optimize(spec, *test::seedCatalog()).results.size());
        QVERIFY(front > 0);
        QTRY_VERIFY_WITH_TIMEOUT(table->rowCount() > 0, 60000);
        QCOMPARE(table->rowCount(), front);
        QCOMPARE(dialog.findChild<QCustomPlot *>()->graphCount(), front);
        QVERIFY(search->isEnabled());
        if (qEnvironmentVariableIsSet("NODEPLAN_SCREENSHOT"))
            dialog.grab().save(qEnvironmentVariable("NODEPLAN_SCREENSHOT"));
        emit table->cellDoubleClicked(0, 0);
        QVERIFY(!opened.chassisSku.empty());
        QVERIFY(!opened.placements.empty());

        // The row's throughput is the opened build's headline figure (key figures: output tokens/s
        // under load of its first serving workload), not batch x decode speed, which leaves prefill out.
        const OptimizeOutcome outcome = optimize(spec, *test::seedCatalog());
        const EvaluatedBuild evaluated = evaluateBuild(outcome.results.front().build, test::seedCatalog());
        const WorkloadResult *headline = firstWorkloadUnderLoad(evaluated.evaluation());
        QVERIFY(headline);
        QCOMPARE(outcome.results.front().throughput, headline->underLoad.outputTokensPerS);
        QVERIFY(headline->underLoad.outputTokensPerS < headline->decodeTokensPerSAggregate);
        QCOMPARE(table->item(0, 1)->text(),
                 NumberFormat::forGui().tokensPerS(headline->underLoad.outputTokensPerS));
        // Why chassis were left out: the core's notes, one line each, as `nodeplan optimize` prints them.
        auto *leftOut = dialog.findChild<QListWidget *>();
        QVERIFY(leftOut);
        QCOMPARE(leftOut->count(), static_cast<int>(outcome.notes.size()));
        QVERIFY(leftOut->count() > 0);
        QCOMPARE(leftOut->item(0)->text(), QString::fromStdString(outcome.notes.front()));
    }

    // The limits the spec file has (docs/optimize.md "limits"): minimum GPUs, storage, network and
    // required parts. A required part the catalog does not hold is an error that searches nothing.
    void limitsAsInTheSpecFile()
    {
        OptimizeDialog dialog(*test::seedCatalog(), [](const Build &) {});
        dialog.show();
        QSpinBox *minGpus = nullptr;
        for (QSpinBox *box : dialog.findChildren<QSpinBox *>())
            if (box->accessibleName() == QLatin1String("Minimum GPUs"))
                minGpus = box;
        QVERIFY(minGpus);
        QCOMPARE(minGpus->value(), 1);
        QStringList limitNames;
        for (QDoubleSpinBox *box : dialog.findChildren<QDoubleSpinBox *>())
            limitNames << box->accessibleName();
        QVERIFY2(limitNames.contains(QStringLiteral("Minimum local NVMe storage")),
                 qPrintable(limitNames.join(QLatin1Char(','))));
        QVERIFY(limitNames.contains(QStringLiteral("Minimum network bandwidth")));
        auto *required = dialog.findChild<QLineEdit *>();
        QVERIFY(required);
        required->setText(QStringLiteral("NVIDIA-H200-NVL, NO-SUCH-PART"));
        auto *table = dialog.findChild<QTableWidget *>();
        QPushButton *search = nullptr;
        for (QPushButton *b : dialog.findChildren<QPushButton *>())
            if (b->text() == QLatin1String("&Search"))
                search = b;
        search->click();
        // Refused at once, nothing searched: the button stays enabled, the table empty, the reason named.
        QVERIFY(search->isEnabled());
        QCOMPARE(table->rowCount(), 0);
        QLabel *summary = nullptr;
        for (QLabel *label : dialog.findChildren<QLabel *>())
            if (label->text().contains(QLatin1String("NO-SUCH-PART")))
                summary = label;
        QVERIFY(summary);
        QVERIFY(!summary->text().contains(QLatin1String("NVIDIA-H200-NVL")));
    }
};

QTEST_MAIN(TestOptimizeDialog)
#include "tst_optimize_dialog.moc"
