// SPDX-License-Identifier: MIT
#pragma once

#include "ui/document/build_document.h"

#include <QUndoCommand>

namespace np
{

// Replaces the build's options (PSU redundancy, input voltage, energy price, ...). Consecutive
// edits of the same option (spin box steps) merge into one undo step.
class ChangeOptionsCommand : public QUndoCommand
{
public:
    ChangeOptionsCommand(BuildDocument *document, const BuildOptions &options, BuildOption changed);
    void redo() override;
    void undo() override;
    [[nodiscard]] int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    BuildDocument *m_document;
    BuildOptions m_before;
    BuildOptions m_after;
    BuildOption m_changed;
};

} // namespace np
