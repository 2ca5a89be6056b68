// SPDX-License-Identifier: MIT
#include "ui/document/change_properties_command.h"

namespace np
{

ChangePropertiesCommand::ChangePropertiesCommand(BuildDocument *document, const BuildProperties &properties)
    : m_document(document), m_before(BuildProperties::of(document->build())), m_after(properties)
{
    setText(QObject::tr("Change Build Properties"));
}

void ChangePropertiesCommand::redo()
{
    m_document->applyProperties(m_after);
}

void ChangePropertiesCommand::undo()
{
    m_document->applyProperties(m_before);
}

} // namespace np
