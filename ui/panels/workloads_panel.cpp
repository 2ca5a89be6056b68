// SPDX-License-Identifier: MIT
#include "ui/panels/workloads_panel.h"

#include "charts/status_colors.h"
#include "core/workload_defaults.h"
#include "presentation/display_names.h"
#include "presentation/error_band_text.h"
#include "presentation/finding_text.h"
#include "presentation/number_format.h"
#include "presentation/workload_fields.h"
#include "ui/catalog_browsing/model_picker_dialog.h"
#include "ui/document/build_document.h"
#include "ui/document/editing.h"
#include "ui/panels/workload_editor.h"

#include <QAction>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QScrollArea>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace np
{

namespace
{

enum Column { LabelColumn, ModelColumn, ModeColumn, PrecisionColumn, FitColumn, ColumnCount };

QPushButton *button(const QString &text, const QString &accessibleName, const QString &toolTip)
{
    auto *b = new QPushButton(text);
    b->setAccessibleName(accessibleName);
    b->setToolTip(toolTip);
    b->setAutoDefault(false);
    return b;
}

// An action on the panel whose shortcut works while the focus is anywhere in it.
QAction *panelAction(QWidget *panel, const QString &text, const QKeySequence &key)
{
    auto *action = new QAction(text, panel);
    action->setShortcut(key);
    action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    panel->addAction(action);
    return action;
}

} // namespace

WorkloadsPanel::WorkloadsPanel(QWidget *parent)
    : QWidget(parent), m_list(new QTreeWidget), m_editor(new WorkloadEditor),
      m_addAction(new QAction(tr("Add &Workload…"), this)),
      m_add(button(tr("Add…"), tr("Add workload"),
                   tr("Add a workload with a model from the catalog (Insert)"))),
      m_duplicate(
          button(tr("Duplicate"), tr("Duplicate workload"), tr("Copy the selected workload (Ctrl+D)"))),
      m_remove(button(tr("Remove"), tr("Remove workload"), tr("Remove the selected workload (Delete)"))),
      m_moveUp(button(tr("Up"), tr("Move workload up"), tr("Move the selected workload up (Alt+Up)"))),
      m_moveDown(
          button(tr("Down"), tr("Move workload down"), tr("Move the selected workload down (Alt+Down)")))
{
    m_addAction->setObjectName(QStringLiteral("addWorkloadAction"));
    m_addAction->setStatusTip(tr("Add a workload: pick a model from the catalog"));
    connect(m_addAction, &QAction::triggered, this, &WorkloadsPanel::pickAndAddWorkload);

    m_list->setObjectName(QStringLiteral("workloadList"));
    m_list->setAccessibleName(tr("Workloads"));
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->setAllColumnsShowFocus(true);
    m_list->setColumnCount(ColumnCount);
    m_list->setHeaderLabels({tr("Workload"), tr("Model"), tr("Mode"), tr("Precision"), tr("Fit")});
    m_list->header()->setStretchLastSection(false);
    m_list->header()->setSectionResizeMode(LabelColumn, QHeaderView::Stretch);
    for (int c = ModelColumn; c < ColumnCount; ++c)
        m_list->header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_editor->setObjectName(QStringLiteral("workloadEditor"));

    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_add, m_duplicate, m_remove, m_moveUp, m_moveDown})
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto *scroll = new QScrollArea;
    scroll->setWidget(m_editor);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setAccessibleName(tr("Fields of the selected workload"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_list, 2);
    layout->addLayout(buttons);
    layout->addWidget(scroll, 3);

    connect(m_add, &QPushButton::clicked, this, &WorkloadsPanel::pickAndAddWorkload);
    connect(m_duplicate, &QPushButton::clicked, this, &WorkloadsPanel::duplicateCurrent);
    connect(m_remove, &QPushButton::clicked, this, &WorkloadsPanel::removeCurrent);
    connect(m_moveUp, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(m_moveDown, &QPushButton::clicked, this, [this] { moveCurrent(+1); });
    connect(panelAction(this, tr("Add Workload"), QKeySequence(Qt::Key_Insert)), &QAction::triggered, this,
            &WorkloadsPanel::pickAndAddWorkload);
    connect(panelAction(this, tr("Duplicate Workload"), QKeySequence(tr("Ctrl+D"))), &QAction::triggered,
            this, &WorkloadsPanel::duplicateCurrent);
    connect(panelAction(this, tr("Move Workload Up"), QKeySequence(tr("Alt+Up"))), &QAction::triggered, this,
            [this] { moveCurrent(-1); });
    connect(panelAction(this, tr("Move Workload Down"), QKeySequence(tr("Alt+Down"))), &QAction::triggered,
            this, [this] { moveCurrent(+1); });
    // Delete removes a workload only from the list, so it still deletes text in the editor's fields.
    auto *remove = new QAction(tr("Remove Workload"), m_list);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    m_list->addAction(remove);
    connect(remove, &QAction::triggered, this, &WorkloadsPanel::removeCurrent);

    connect(m_list, &QTreeWidget::currentItemChanged, this, [this] {
        if (m_filling)
            return;
        showCurrent();
        updateButtons();
        emit currentWorkloadChanged(currentWorkload());
    });
    connect(m_editor, &WorkloadEditor::fieldEdited, this, [this](const QString &key, const Workload &edited) {
        if (m_document)
            editWorkloadField(*m_document, currentWorkload(), edited, key);
    });
    updateButtons();
}

void WorkloadsPanel::setDocument(BuildDocument *document)
{
    m_document = document;
    connect(document, &BuildDocument::evaluated, this, &WorkloadsPanel::refresh);
    connect(document, &BuildDocument::buildReset, this,
            [this] { m_editor->setCatalog(m_document->catalog()); });
    m_editor->setCatalog(document->catalog());
    refresh();
}

int WorkloadsPanel::currentWorkload() const
{
    return m_list->currentItem() ? m_list->indexOfTopLevelItem(m_list->currentItem()) : -1;
}

void WorkloadsPanel::setCurrentWorkload(int index)
{
    const int count = m_list->topLevelItemCount();
    if (count == 0 || index == currentWorkload())
        return;
    m_list->setCurrentItem(m_list->topLevelItem(std::clamp(index, 0, count - 1)));
}

void WorkloadsPanel::refresh()
{
    if (!m_document)
        return;
    const std::vector<Workload> &workloads = m_document->build().workloads;
    const std::vector<WorkloadResult> &results = m_document->evaluation().workloads;
    const int previous = currentWorkload();
    const int wanted = m_selectAfterChange >= 0 ? m_selectAfterChange : previous;
    m_selectAfterChange = -1;
    m_filling = true;
    while (m_list->topLevelItemCount() > static_cast<int>(workloads.size()))
        delete m_list->takeTopLevelItem(m_list->topLevelItemCount() - 1);
    for (size_t i = 0; i < workloads.size(); ++i) {
        QTreeWidgetItem *item = m_list->topLevelItem(static_cast<int>(i));
        if (!item)
            item = new QTreeWidgetItem(m_list);
        const Workload &w = workloads[i];
        const WorkloadResult *r = i < results.size() ? &results[i] : nullptr;
        item->setText(LabelColumn, QString::fromStdString(r ? r->label : w.label));
        item->setText(ModelColumn, QString::fromStdString(r ? r->model : w.modelSku));
        item->setText(ModeColumn, displayName(w.mode));
        item->setText(PrecisionColumn, displayName(r ? r->precision : w.precision));
        item->setText(FitColumn, r ? fitWord(*r) : QString());
        item->setForeground(FitColumn, r ? QBrush(colors::forStatus(r->fitStatus)) : QBrush());
        // The whole label (the column may be narrow) and how memory is split, or why it was not evaluated;
        // then each estimate with its expected error band.
        const QString detail = !r                 ? QString()
                               : r->error.empty() ? messagesText(r->sharding, NumberFormat::forGui())
                                                  : messageText(r->error, NumberFormat::forGui());
        QString toolTip = item->text(LabelColumn) + QLatin1Char('\n') + detail;
        if (const QStringList bands = r ? expectedErrorLines(*r, NumberFormat::forGui()) : QStringList();
            !bands.isEmpty())
            toolTip += QStringLiteral("\n\n") + errorBandMeaning(NumberFormat::forGui()) + QLatin1Char('\n') +
                       bands.join(QLatin1Char('\n'));
        item->setToolTip(LabelColumn, toolTip);
        // Screen readers get the whole label too, however narrow the column.
        item->setData(LabelColumn, Qt::AccessibleDescriptionRole, item->toolTip(LabelColumn));
    }
    const int count = static_cast<int>(workloads.size());
    const int index = count == 0 ? -1 : std::clamp(wanted, 0, count - 1);
    m_list->setCurrentItem(index >= 0 ? m_list->topLevelItem(index) : nullptr);
    m_filling = false;
    showCurrent();
    updateButtons();
    if (index != previous)
        emit currentWorkloadChanged(index);
}

void WorkloadsPanel::showCurrent()
{
    const int index = currentWorkload();
    if (!m_document || index < 0) {
        m_editor->clear();
        return;
    }
    const auto &results = m_document->evaluation().workloads;
    const size_t i = static_cast<size_t>(index);
    m_editor->showWorkload(m_document->build().workloads[i],
                           i < results.size() ? QString::fromStdString(results[i].defaultLabel) : QString());
}

void WorkloadsPanel::updateButtons()
{
    const int index = currentWorkload();
    const int count = m_list->topLevelItemCount();
    m_add->setEnabled(m_document != nullptr);
    m_addAction->setEnabled(m_document != nullptr);
    m_duplicate->setEnabled(index >= 0);
    m_remove->setEnabled(index >= 0);
    m_moveUp->setEnabled(index > 0);
    m_moveDown->setEnabled(index >= 0 && index + 1 < count);
}

void WorkloadsPanel::pickAndAddWorkload()
{
    if (!m_document)
        return;
    ModelPickerDialog picker(m_document->catalog(), this);
    if (picker.exec() == QDialog::Accepted && !picker.selectedSku().empty())
        addWorkloadWithModel(picker.selectedSku());
}

void WorkloadsPanel::addWorkloadWithModel(const std::string &modelSku)
{
    if (!m_document)
        return;
    // Core picks where it starts: the model's published precision at the smallest TP that fits.
    Workload workload;
    workload.modelSku = modelSku;
    if (const Model *model = m_document->catalog().findModel(modelSku))
        workload = defaultWorkload(*model, m_document->resolved(), m_document->evaluation());
    m_selectAfterChange = static_cast<int>(m_document->build().workloads.size());
    addWorkload(*m_document, workload);
}

void WorkloadsPanel::duplicateCurrent()
{
    if (!m_document || currentWorkload() < 0)
        return;
    m_selectAfterChange = currentWorkload() + 1;
    duplicateWorkload(*m_document, currentWorkload());
}

void WorkloadsPanel::removeCurrent()
{
    if (m_document)
        removeWorkload(*m_document, currentWorkload());
}

void WorkloadsPanel::moveCurrent(int step)
{
    const int from = currentWorkload();
    if (!m_document || from < 0)
        return;
    m_selectAfterChange = from + step;
    if (!moveWorkload(*m_document, from, from + step))
        m_selectAfterChange = -1;
}

} // namespace np
