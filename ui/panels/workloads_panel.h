// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

#include <string>

class QAction;
class QPushButton;
class QTreeWidget;

namespace np
{

class BuildDocument;
class WorkloadEditor;

// The Workloads dock: the build's workloads (label, model, mode, precision and core's fit verdict as
// a word and colour) with Add…, Duplicate, Remove, Move Up and Move Down, and below them an editor
// for every field of the selected workload. Every change goes through editing.h, one undo step each;
// the list and the editor follow the document's evaluation. Keyboard: Insert adds, Delete removes,
// Ctrl+D duplicates, Alt+Up/Down move the selected workload.
class WorkloadsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit WorkloadsPanel(QWidget *parent = nullptr);

    void setDocument(BuildDocument *document);
    [[nodiscard]] int currentWorkload() const;
    // Selects workload `index` (clamped); emits currentWorkloadChanged when the selection changes.
    void setCurrentWorkload(int index);

    // Edit ▸ Add Workload…: the model picker, then a new workload with the chosen model.
    [[nodiscard]] QAction *addWorkloadAction() const { return m_addAction; }
    // Adds a workload running `modelSku` and selects it: inference in the model's published
    // precision at the smallest TP that fits the build (core's defaultWorkload).
    void addWorkloadWithModel(const std::string &modelSku);

    [[nodiscard]] QTreeWidget *list() const { return m_list; }
    [[nodiscard]] WorkloadEditor *editor() const { return m_editor; }
    [[nodiscard]] QPushButton *duplicateButton() const { return m_duplicate; }
    [[nodiscard]] QPushButton *removeButton() const { return m_remove; }
    [[nodiscard]] QPushButton *moveUpButton() const { return m_moveUp; }
    [[nodiscard]] QPushButton *moveDownButton() const { return m_moveDown; }

public slots:
    void pickAndAddWorkload();
    void duplicateCurrent();
    void removeCurrent();
    void moveCurrent(int step);

signals:
    void currentWorkloadChanged(int index);

private:
    void refresh();     // the list and the editor from the document's evaluation
    void showCurrent(); // the selected workload in the editor
    void updateButtons();

    BuildDocument *m_document = nullptr;
    QTreeWidget *m_list;
    WorkloadEditor *m_editor;
    QAction *m_addAction;
    QPushButton *m_add;
    QPushButton *m_duplicate;
    QPushButton *m_remove;
    QPushButton *m_moveUp;
    QPushButton *m_moveDown;
    int m_selectAfterChange = -1; // the row an add, duplicate or move puts the selection on
    bool m_filling = false;
};

} // namespace np
