// SPDX-License-Identifier: MIT
#pragma once

#include "ui/build_document.h"

#include <QUndoCommand>

namespace np
{

// Replaces the build's options (PSU redundancy, input voltage, energy price, ...). Consecutive
// edits of the same option (spin box steps) merge into one undo step.
class ChangeOptionsCommand : public QUndoCommand
{
public:
    // `what` names the option for the undo text and for merging, e.g. "PSU redundancy".
    ChangeOptionsCommand(BuildDocument *document, const BuildOptions &options, const QString &what);
    void redo() override;
    void undo() override;
    [[nodiscard]] int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    BuildDocument *m_document;
    BuildOptions m_before;
    BuildOptions m_after;
    QString m_what;
};

} // namespace np
