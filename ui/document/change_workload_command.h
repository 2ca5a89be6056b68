// SPDX-License-Identifier: MIT
#pragma once

#include "ui/document/build_document.h"

#include <QUndoCommand>

#include <vector>

namespace np
{

// Replaces the build's workload list: add, duplicate, remove, reorder or edit one field, each one
// undo step. The whole list is kept before and after (a few hundred bytes), so every kind of
// change undoes the same way. Consecutive edits of the same field of the same workload (spin box
// steps) merge, like option edits; `mergeKey` names that field, empty for changes that never merge.
class ChangeWorkloadsCommand : public QUndoCommand
{
public:
    ChangeWorkloadsCommand(BuildDocument *document, std::vector<Workload> after, const QString &text,
                           int index = -1, const QString &mergeKey = {});
    void redo() override;
    void undo() override;
    [[nodiscard]] int id() const override { return 2; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    BuildDocument *m_document;
    std::vector<Workload> m_before;
    std::vector<Workload> m_after;
    int m_index;        // the workload a field edit changed
    QString m_mergeKey; // the field's build-file key; empty: never merges
};

} // namespace np
