// SPDX-License-Identifier: MIT
#include "ui/build_document.h"

#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>

namespace np
{

namespace
{

void BuildDocument::reevaluate(Build build)
{
    m_current = evaluateBuild(std::move(build), sharedCatalog());
    emit evaluated();
}

} // namespace np
