// SPDX-License-Identifier: MIT
// The Workloads panel driven as a user would: add, duplicate, remove, reorder and edit workloads
// through its buttons, keys and editors, each one undo step; labels that follow the fields; fields
// disabled per mode; accessible names; and user story 3 ("how many 32k sessions of Llama 3.3 70B in
// FP8?") end to end from Edit ▸ Add Workload… in the main window.
#include "tests/ui/ui_fixture.h"
#include "ui/catalog_browsing/model_picker_dialog.h"
#include "ui/document/build_document.h"
#include "ui/panels/workload_editor.h"
#include "ui/panels/workloads_panel.h"
#include "ui/shell/document_controller.h"
#include "ui/shell/main_window.h"

#include <QAction>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTimer>
#include <QTreeWidget>
#include <QUndoStack>
#include <QtTest>

using namespace np;

namespace
{

QComboBox *combo(const WorkloadsPanel &panel, const char *key)
{
    return qobject_cast<QComboBox *>(panel.editor()->editorFor(QString::fromLatin1(key)));
}

QSpinBox *spin(const WorkloadsPanel &panel, const char *key)
{
    return qobject_cast<QSpinBox *>(panel.editor()->editorFor(QString::fromLatin1(key)));
}

// Types `text` into a combo box as a user does: keyboard search picks the matching item.
void typeInto(QComboBox *box, const QString &text)
{
    box->setFocus();
    QTest::keyClicks(box, text);
}

// Types a value into a spin box and confirms it with Enter.
void typeInto(QSpinBox *box, int value)
{
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::number(value));
    QTest::keyClick(box, Qt::Key_Return);
}

std::vector<std::string> models(const BuildDocument &doc)
{
    std::vector<std::string> skus;
    for (const Workload &w : doc.build().workloads)
        skus.push_back(w.modelSku);
    return skus;
}

} // namespace

class TstWorkloadsPanel : public QObject
{
    Q_OBJECT
private:
    std::unique_ptr<BuildDocument> m_doc;
    std::unique_ptr<WorkloadsPanel> m_panel;
    QUndoStack *undo() const { return m_doc->undoStack(); }

private slots:
    void initTestCase() { test::isolateSettings(); }

    void init()
    {
        m_doc = std::make_unique<BuildDocument>(test::seedCatalog());
        m_doc->resetBuild(test::referenceBuild());
        m_panel = std::make_unique<WorkloadsPanel>();
        m_panel->setDocument(m_doc.get());
        m_panel->resize(700, 900);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    }

    void cleanup()
    {
        m_panel.reset();
        m_doc.reset();
    }

    void listsTheBuildsWorkloadsWithCoresVerdict()
    {
        // The reference build has six workloads; every one fits its 8x RTX PRO 6000 (core's fitStatus Ok).
        QCOMPARE(m_panel->list()->topLevelItemCount(), 6);
        const QTreeWidgetItem *first = m_panel->list()->topLevelItem(0);
        QCOMPARE(first->text(0), QStringLiteral("Llama 3.1 70B · inference · FP16 · TP8"));
        QCOMPARE(first->text(2), QStringLiteral("Inference"));
        QCOMPARE(first->text(3), QStringLiteral("FP16"));
        QCOMPARE(first->text(4), QStringLiteral("fits"));
        QCOMPARE(m_panel->currentWorkload(), 0);
        QCOMPARE(spin(*m_panel, "tp")->value(), 8);
    }

    void addDuplicateRemoveAndReorderAreEachOneUndoStep()
    {
        const std::vector<std::string> original = models(*m_doc);
        QCOMPARE(original.size(), size_t(6));

        m_panel->addWorkloadWithModel("llama-3.3-70b");
        QCOMPARE(m_doc->build().workloads.size(), size_t(7));
        QCOMPARE(m_doc->build().workloads.back().modelSku, std::string("llama-3.3-70b"));
        QCOMPARE(m_panel->currentWorkload(), 6); // the new workload is selected for editing
        QCOMPARE(undo()->count(), 1);
        undo()->undo();
        QCOMPARE(models(*m_doc), original);
        undo()->redo();
        QCOMPARE(m_doc->build().workloads.size(), size_t(7));
        undo()->undo();

        // Duplicate the 405B workload (row 1) with the button: the copy follows it.
        m_panel->setCurrentWorkload(1);
        QTest::mouseClick(m_panel->duplicateButton(), Qt::LeftButton);
        QCOMPARE(m_doc->build().workloads.size(), size_t(7));
        QCOMPARE(m_doc->build().workloads[2].modelSku, std::string("llama-3.1-405b"));
        QCOMPARE(m_doc->build().workloads[2].precision, Precision::Int4);
        QCOMPARE(m_panel->currentWorkload(), 2);
        undo()->undo();
        QCOMPARE(models(*m_doc), original);

        // Alt+Down moves the selected workload down, keeping it selected; undo puts it back.
        m_panel->setCurrentWorkload(0);
        m_panel->list()->setFocus();
        QTest::keyClick(m_panel->list(), Qt::Key_Down, Qt::AltModifier);
        QCOMPARE(m_doc->build().workloads[0].modelSku, std::string("llama-3.1-405b"));
        QCOMPARE(m_doc->build().workloads[1].modelSku, std::string("llama-3.1-70b"));
        QCOMPARE(m_panel->currentWorkload(), 1);
        QTest::mouseClick(m_panel->moveUpButton(), Qt::LeftButton);
        QCOMPARE(models(*m_doc), original);
        QVERIFY(!m_panel->moveUpButton()->isEnabled()); // first row
        undo()->undo();
        undo()->undo();
        QCOMPARE(models(*m_doc), original);

        // Delete in the list removes the selected workload.
        m_panel->setCurrentWorkload(5);
        m_panel->list()->setFocus();
        QTest::keyClick(m_panel->list(), Qt::Key_Delete);
        QCOMPARE(m_doc->build().workloads.size(), size_t(5));
        QCOMPARE(m_doc->evaluation().workloads.size(), size_t(5));
        QCOMPARE(undo()->undoText(),
                 QStringLiteral("Remove workload Llama 3.1 8B · full fine-tune · BF16 · ZeRO-2 × 8"));
        undo()->undo();
        QCOMPARE(models(*m_doc), original);
        undo()->redo();
        QCOMPARE(m_doc->build().workloads.size(), size_t(5));
    }

    void fieldEditsOfTheSameFieldMerge()
    {
        QSpinBox *context = spin(*m_panel, "context_tokens");
        QCOMPARE(context->value(), 8192);
        typeInto(context, 16384);
        typeInto(context, 32768);
        QCOMPARE(m_doc->build().workloads[0].contextTokens, 32768);
        QCOMPARE(undo()->count(), 1); // two edits of the context: one step
        const int batch = m_doc->build().workloads[0].batch;
        typeInto(spin(*m_panel, "batch"), batch + 4);
        QCOMPARE(undo()->count(), 2); // another field: its own step
        undo()->undo();
        QCOMPARE(m_doc->build().workloads[0].batch, batch);
        undo()->undo();
        QCOMPARE(m_doc->build().workloads[0].contextTokens, 8192);
        QCOMPARE(context->value(), 8192); // the editor follows undo
        undo()->redo();
        QCOMPARE(context->value(), 32768);
    }

    void labelsFollowTheFieldsUnlessTheUserNamedTheWorkload()
    {
        // Workload 0's stored label is exactly what core generates, so it follows: FP8 is not shown as FP16.
        typeInto(combo(*m_panel, "precision"), QStringLiteral("FP8"));
        QCOMPARE(m_doc->build().workloads[0].precision, Precision::Fp8);
        QCOMPARE(m_doc->build().workloads[0].label, std::string());
        QCOMPARE(m_doc->evaluation().workloads[0].label,
                 std::string("Llama 3.1 70B · inference · FP8 · TP8"));
        QCOMPARE(m_panel->list()->topLevelItem(0)->text(0),
                 QStringLiteral("Llama 3.1 70B · inference · FP8 · TP8"));
        typeInto(spin(*m_panel, "tp"), 4);
        QCOMPARE(m_doc->evaluation().workloads[0].label,
                 std::string("Llama 3.1 70B · inference · FP8 · TP4 DP2"));
        undo()->undo();
        undo()->undo();
        QCOMPARE(m_doc->build().workloads[0].label, std::string("Llama 3.1 70B · inference · FP16 · TP8"));

        // Workload 2 carries a name of the user's ("... ZeRO-3 × 8"): an edit keeps it.
        m_panel->setCurrentWorkload(2);
        typeInto(spin(*m_panel, "lora_rank"), 64);
        QCOMPARE(m_doc->build().workloads[2].loraRank, 64);
        QCOMPARE(m_doc->build().workloads[2].label,
                 std::string("Llama 3.1 70B · LoRA r16 · BF16 · ZeRO-3 × 8"));

        // Typing a label names the workload; clearing it hands the name back to the fields.
        auto *label = qobject_cast<QLineEdit *>(m_panel->editor()->editorFor(QStringLiteral("label")));
        m_panel->setCurrentWorkload(1);
        QCOMPARE(label->placeholderText(), QStringLiteral("Llama 3.1 405B · inference · INT4 · TP8"));
        label->setFocus();
        label->selectAll();
        QTest::keyClicks(label, QStringLiteral("405B for the chat service"));
        QTest::keyClick(label, Qt::Key_Return);
        QCOMPARE(m_doc->evaluation().workloads[1].label, std::string("405B for the chat service"));
        label->clear();
        QTest::keyClick(label, Qt::Key_Return);
        QCOMPARE(m_doc->build().workloads[1].label, std::string());
        QCOMPARE(m_doc->evaluation().workloads[1].label,
                 std::string("Llama 3.1 405B · inference · INT4 · TP8"));
    }

    void fieldsThatMeanNothingInTheModeAreDisabled()
    {
        QWidget *editor = m_panel->editor();
        auto enabled = [editor](const char *key) {
            return qobject_cast<WorkloadEditor *>(editor)->editorFor(QString::fromLatin1(key))->isEnabled();
        };
        m_panel->setCurrentWorkload(1); // 405B inference, INT4
        QVERIFY(enabled("kv_precision"));
        QVERIFY(enabled("gpu_memory_utilization"));
        QVERIFY(enabled("group_size")); // INT4 uses group scales
        QVERIFY(!enabled("lora_rank"));
        QVERIFY(!enabled("zero_stage"));
        m_panel->setCurrentWorkload(2); // 70B LoRA, BF16
        QVERIFY(!enabled("kv_precision"));
        QVERIFY(!enabled("gpu_memory_utilization"));
        QVERIFY(!enabled("group_size"));
        QVERIFY(enabled("lora_rank"));
        QVERIFY(enabled("lora_targets"));
        QVERIFY(enabled("zero_stage"));
        QVERIFY(enabled("optimizer"));
        // Switching the mode to inference enables the serving fields at once.
        typeInto(combo(*m_panel, "mode"), QStringLiteral("Inference"));
        QCOMPARE(m_doc->build().workloads[2].mode, WorkloadMode::Inference);
        QVERIFY(enabled("kv_precision"));
        QVERIFY(!enabled("lora_rank"));
    }

    void everyControlHasAnAccessibleName()
    {
        // Every widget the Tab key reaches (Qt's own inner widgets, "qt_...", hand their focus on).
        int checked = 0;
        for (QWidget *w : m_panel->findChildren<QWidget *>()) {
            if (!(w->focusPolicy() & Qt::TabFocus) || w->objectName().startsWith(QLatin1String("qt_")) ||
                w->window() != m_panel.get()) // combo box pop-ups are windows of their own
                continue;
            QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(w->objectName() + QLatin1Char(' ') +
                                                                QLatin1String(w->metaObject()->className())));
            ++checked;
        }
        // 5 buttons, the list, the scroll area of the editor and one editor per Workload field (31: the
        // training options, the loss implementation, expert parallelism and the serving engine included).
        QCOMPARE(checked, 5 + 1 + 1 + 31);
        QCOMPARE(combo(*m_panel, "loss")->accessibleName(), QStringLiteral("Loss implementation"));
        QCOMPARE(combo(*m_panel, "loss")->count(), 2);
    }

    void userStory3ConcurrentSessionsOfLlama33In8bit()
    {
        // "How many concurrent 32k-context sessions of Llama 3.3 70B in FP8 does the box hold?" —
        // in the main window, from Edit ▸ Add Workload…, by keyboard.
        m_panel.reset();
        MainWindow window(test::seedCatalog(), test::seedCatalogPath());
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.documentController()->openFile(DocumentController::referenceBuildPath(), true));
        BuildDocument *doc = window.document();
        WorkloadsPanel *panel = window.workloadsPanel();

        // The picker is modal: it is driven from the event loop its exec() runs. Whatever happens
        // there, the dialog is closed so a failure cannot hang the test.
        QString searchHadFocus, visibleRows, selected;
        QTimer::singleShot(0, &window, [&] {
            auto *picker = qobject_cast<ModelPickerDialog *>(QApplication::activeModalWidget());
            if (!picker)
                return;
            searchHadFocus =
                picker->focusWidget() == picker->searchField() ? QStringLiteral("yes") : QString();
            QTest::keyClicks(picker->searchField(), QStringLiteral("llama 3.3"));
            visibleRows = QString::number(picker->modelList()->model()->rowCount());
            selected = QString::fromStdString(picker->selectedSku());
            QTest::keyClick(picker->searchField(), Qt::Key_Return);
            if (picker->isVisible())
                picker->reject();
        });
        panel->addWorkloadAction()->trigger();
        QCOMPARE(searchHadFocus, QStringLiteral("yes")); // typing starts in the search box
        QCOMPARE(visibleRows, QStringLiteral("1"));      // only Llama 3.3 70B Instruct matches
        QCOMPARE(selected, QStringLiteral("llama-3.3-70b"));
        QCOMPARE(doc->build().workloads.size(), size_t(7));
        QCOMPARE(panel->currentWorkload(), 6);

        // It starts where it runs: 70.6e9 weights x 2 B (BF16) = 141 GB is more than one 96 GB card,
        // half of it fits one, so BF16 at TP2 (core's defaultWorkload).
        QCOMPARE(doc->build().workloads[6].precision, Precision::Bf16);
        QCOMPARE(doc->build().workloads[6].tensorParallel, 2);

        typeInto(combo(*panel, "precision"), QStringLiteral("FP8"));
        typeInto(spin(*panel, "context_tokens"), 32768);
        typeInto(spin(*panel, "tp"), 1); // the customer asks about one GPU per replica
        const Workload &w = doc->build().workloads[6];
        QCOMPARE(w.modelSku, std::string("llama-3.3-70b"));
        QCOMPARE(w.precision, Precision::Fp8);
        QCOMPARE(w.contextTokens, 32768);
        const WorkloadResult &r = doc->evaluation().workloads[6];
        QCOMPARE(r.label, std::string("Llama 3.3 70B Instruct · inference · FP8 · TP1 DP8"));
        QCOMPARE(r.fitStatus, Status::Ok);
        // At TP1 each GPU holds the whole model: KV (BF16, the default KV precision) is 80 layers x 8 KV
        // heads x 128 x 2 (K, V) x 2 bytes = 327,680 B per token, 32,768 tokens = 10 GiB per session.
        // One session needs 80.12 GiB of the 85.65 GiB the engine may use (95.16 GiB usable x 0.90),
        // so 85.65 - (80.12 - 10) = 15.53 GiB hold floor(1.55) = 1 session per replica.
        // `nodeplan evaluate` on the same build says max_concurrent_sequences 1.
        QCOMPARE(r.maxConcurrentSequences, 1);

        // The follow-up "and at TP8?" is one more field.
        typeInto(spin(*panel, "tp"), 8);
        // At TP8 the KV heads split 8 ways: 40,960 B per token per GPU, 1.25 GiB per 32k session. One
        // session needs 11.02 GiB per GPU, so 85.65 - (11.02 - 1.25) = 75.88 GiB hold floor(60.7) = 60
        // sessions; `nodeplan evaluate` says max_concurrent_sequences 60.
        QCOMPARE(doc->evaluation().workloads[6].maxConcurrentSequences, 60);
        QCOMPARE(doc->undoStack()->count(), 4); // add, precision, context, TP (1 then 8 merge: one field)
        doc->markSaved();
    }
};

QTEST_MAIN(TstWorkloadsPanel)
#include "tst_workloads_panel.moc"
