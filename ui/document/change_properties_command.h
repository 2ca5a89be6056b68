// SPDX-License-Identifier: MIT
#pragma once

#include "ui/document/build_document.h"

#include <QUndoCommand>

namespace np
{

// Replaces the build's name, customer and notes in one undo step (File ▸ Build Properties…).
class ChangePropertiesCommand : public QUndoCommand
{
public:
    ChangePropertiesCommand(BuildDocument *document, const BuildProperties &properties);
    void redo() override;
    void undo() override;

private:
    BuildDocument *m_document;
    BuildProperties m_before;
    BuildProperties m_after;
};

} // namespace np
