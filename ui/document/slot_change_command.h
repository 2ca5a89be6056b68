// SPDX-License-Identifier: MIT
#pragma once

#include "ui/document/build_document.h"

#include <QUndoCommand>

#include <vector>

namespace np
{

// Shared base of the commands that change which part sits in which slot: it records each
// touched slot's part before and after, so redo/undo are exact whatever the edit was.
class SlotChangeCommand : public QUndoCommand
{
public:
    void redo() override;
    void undo() override;
    [[nodiscard]] bool isEmpty() const { return m_after.empty(); }

protected:
    explicit SlotChangeCommand(BuildDocument *document, QUndoCommand *parent = nullptr);
    // Records that `slotId` will hold `sku` (empty = nothing) after the command.
    void addChange(const std::string &slotId, const std::string &sku);
    [[nodiscard]] BuildDocument *document() const { return m_document; }

private:
    BuildDocument *m_document;
    std::vector<BuildDocument::SlotChange> m_before;
    std::vector<BuildDocument::SlotChange> m_after;
};

} // namespace np
