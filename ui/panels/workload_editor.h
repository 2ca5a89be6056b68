// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"
#include "core/workload.h"

#include <QHash>
#include <QWidget>

class QFormLayout;

namespace np
{

struct WorkloadField;

// Edits every field of one workload, one editor per row of presentation's workload field table
// (workloadFields()): combo boxes for models and enums, spin boxes for numbers, a check box, line
// edits for the label and the LoRA targets. Fields that mean nothing in the workload's mode are
// disabled. The editor never changes the build: each edit is requested with fieldEdited and the
// editor follows when it is shown the workload again.
class WorkloadEditor : public QWidget
{
    Q_OBJECT
public:
    explicit WorkloadEditor(QWidget *parent = nullptr);

    // The models the Model field offers (the document's catalog).
    void setCatalog(const CatalogSnapshot &catalog);
    // Shows `workload` without requesting anything; `defaultLabel` (core's label for its fields) is
    // the label field's placeholder. Without a workload every editor is disabled.
    void showWorkload(const Workload &workload, const QString &defaultLabel);
    void clear();

    // The editor for a build-file key ("context_tokens"), for tests and keyboard navigation.
    [[nodiscard]] QWidget *editorFor(const QString &key) const { return m_editors.value(key); }

signals:
    // `edited` is the shown workload with the field `key` changed.
    void fieldEdited(const QString &key, const np::Workload &edited);

private:
    QWidget *createEditor(const WorkloadField &field);
    void showValue(const WorkloadField &field, QWidget *editor, const QVariant &value);
    [[nodiscard]] QVariant valueOf(const WorkloadField &field, const QWidget *editor) const;
    void requestEdit(const WorkloadField &field);

    QFormLayout *m_form;
    QHash<QString, QWidget *> m_editors;
    Workload m_shown;
    bool m_hasWorkload = false;
    bool m_filling = false;
};

} // namespace np
