// SPDX-License-Identifier: MIT
#pragma once

#include <Qt>

#include <utility>
#include <vector>

class QDockWidget;
class QMainWindow;

// The main window's first-start arrangement, for View ▸ Reset Layout: every dock in the area it
// was added to, the docks of one area tabbed together with the first one in front, every toolbar
// shown in one row at the top, in the order they were created.
namespace np
{

class DefaultLayout
{
public:
    // Called as each dock is added to the window.
    void addDock(QDockWidget *dock, Qt::DockWidgetArea area) { m_docks.emplace_back(dock, area); }
    // Puts the docks and toolbars of `window` back into that arrangement (sizes are the caller's).
    void restore(QMainWindow *window) const;

private:
    std::vector<std::pair<QDockWidget *, Qt::DockWidgetArea>> m_docks;
};

} // namespace np
