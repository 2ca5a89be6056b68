// SPDX-License-Identifier: MIT
#pragma once

#include <QRegion>
#include <QWidget>

namespace np
{

// True when some part of `widget` can be seen. A dock widget in a background tab is not hidden
// by Qt, only moved outside the window, so isVisible() alone would refresh every tab on every edit.
inline bool isOnScreen(const QWidget *widget)
{
    return widget->isVisible() && !widget->visibleRegion().isEmpty();
}

} // namespace np
