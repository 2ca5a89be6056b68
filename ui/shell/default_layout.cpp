// SPDX-License-Identifier: MIT
#include "ui/shell/default_layout.h"

#include <QDockWidget>
#include <QMainWindow>
#include <QToolBar>

#include <map>

namespace np
{

void DefaultLayout::restore(QMainWindow *window) const
{
    // Take everything out first, so no dock stays tabbed with one the user moved it to.
    const QList<QToolBar *> bars = window->findChildren<QToolBar *>(QString(), Qt::FindDirectChildrenOnly);
    for (QToolBar *bar : bars)
        window->removeToolBar(bar);
    for (const auto &[dock, area] : m_docks) {
        dock->setFloating(false); // back into the window first: a floating dock stays floating when re-added
        window->removeDockWidget(dock);
    }

    for (QToolBar *bar : bars) {
        window->addToolBar(Qt::TopToolBarArea, bar);
        bar->show();
    }
    std::map<Qt::DockWidgetArea, QDockWidget *> firstInArea;
    for (const auto &[dock, area] : m_docks) {
        window->addDockWidget(area, dock);
        dock->show();
        auto [first, inserted] = firstInArea.emplace(area, dock);
        if (!inserted)
            window->tabifyDockWidget(first->second, dock);
    }
    for (const auto &[area, first] : firstInArea)
        first->raise();
}

} // namespace np
