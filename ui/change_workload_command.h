// SPDX-License-Identifier: MIT
#pragma once

#include "ui/build_document.h"

#include <QUndoCommand>

#include <optional>

namespace np
{

// Replaces one workload of the build (context, precision, TP, ... from the chart controls), or
// appends one when `index` is the current count. Consecutive edits of the same workload merge.
class ChangeWorkloadCommand : public QUndoCommand
{
public:
    ChangeWorkloadCommand(BuildDocument *document, int index, const Workload &workload);
    void redo() override;
    void undo() override;
    [[nodiscard]] int id() const override { return 2; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    BuildDocument *m_document;
    int m_index;
    std::optional<Workload> m_before; // nullopt: the command appended the workload
    Workload m_after;
};

} // namespace np
