// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluation.h"

#include <QIcon>

// Finding icons, painted rather than loaded so they are crisp at any scale and need no image
// plugin: a green tick for strengths; for weaknesses a blue "i", an amber "!" or a red "✕" by
// severity.
namespace np
{

QIcon findingIcon(FindingKind kind, Severity severity);

} // namespace np
