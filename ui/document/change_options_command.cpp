// SPDX-License-Identifier: MIT
#include "ui/document/change_options_command.h"

#include "presentation/display_names.h"

namespace np
{

ChangeOptionsCommand::ChangeOptionsCommand(BuildDocument *document, const BuildOptions &options,
                                           BuildOption changed)
    : m_document(document), m_before(document->build().options), m_after(options), m_changed(changed)
{
    setText(QObject::tr("Change %1").arg(displayName(changed)));
}

void ChangeOptionsCommand::redo()
{
    m_document->applyOptions(m_after);
}

void ChangeOptionsCommand::undo()
{
    m_document->applyOptions(m_before);
}

bool ChangeOptionsCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const ChangeOptionsCommand *>(other);
    if (next->m_document != m_document || next->m_changed != m_changed)
        return false;
    m_after = next->m_after;
    return true;
}

} // namespace np
