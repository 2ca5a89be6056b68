// SPDX-License-Identifier: MIT
#include "ui/shell/panel_maximizer.h"

#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>

#include <utility>

namespace np
{

QDockWidget *dockOf(QWidget *widget)
{
    for (QWidget *w = widget; w; w = w->parentWidget())
        if (auto *dock = qobject_cast<QDockWidget *>(w))
            return dock;
    return nullptr;
}

PanelMaximizer::PanelMaximizer(QMainWindow *window) : QObject(window), m_window(window) {}

void PanelMaximizer::maximize(QDockWidget *dock)
{
    if (m_maximized)
        restore();
    m_state = m_window->saveState();
    m_hidden.clear();
    for (QDockWidget *other : m_window->findChildren<QDockWidget *>()) {
        // A floating dock is a window of its own: it stays where it is.
        if (other == dock || other->isFloating() || other->isHidden())
            continue;
        m_hidden.append(other);
        other->hide();
    }
    if (dock) {
        // The docks fill the window when the central widget is hidden.
        if (m_window->centralWidget())
            m_window->centralWidget()->hide();
        dock->show();
        dock->raise();
        if (!dock->isAncestorOf(QApplication::focusWidget()) && dock->widget())
            dock->widget()->setFocus(Qt::ShortcutFocusReason);
    } else if (m_window->centralWidget()) {
        m_window->centralWidget()->setFocus(Qt::ShortcutFocusReason);
    }
    m_dock = dock;
    m_maximized = true;
    emit maximizedChanged(true);
}

void PanelMaximizer::maximizeFocused()
{
    maximize(dockOf(QApplication::focusWidget()));
}

void PanelMaximizer::restore()
{
    if (!m_maximized)
        return;
    if (m_window->centralWidget())
        m_window->centralWidget()->show();
    for (const QPointer<QDockWidget> &dock : std::as_const(m_hidden))
        if (dock)
            dock->show();
    m_window->restoreState(m_state);
    m_hidden.clear();
    m_maximized = false;
    QDockWidget *was = m_dock;
    m_dock = nullptr;
    // The tab of the panel that was maximised stays in front.
    if (was)
        was->raise();
    emit maximizedChanged(false);
}

} // namespace np
