// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QDockWidget>
#include <QList>
#include <QObject>
#include <QPointer>

class QMainWindow;
class QWidget;

namespace np
{

// View ▸ Maximise Panel: one panel (a dock, or the chassis view in the centre) takes the whole
// window, for reading a chart or the bill of materials on a small screen, and goes back to where it
// was. Maximising hides every other dock (and the chassis view, for a dock); restoring puts back
// the window's layout as it was, tabs and sizes included.
class PanelMaximizer : public QObject
{
    Q_OBJECT
public:
    explicit PanelMaximizer(QMainWindow *window);

    // Maximises `dock`; nullptr maximises the central widget (the chassis view).
    void maximize(QDockWidget *dock);
    // Maximises the panel that holds the keyboard focus (the chassis view if no dock does).
    void maximizeFocused();
    void restore();
    [[nodiscard]] bool isMaximized() const { return m_maximized; }
    // The dock maximised, or nullptr (none, or the chassis view).
    [[nodiscard]] QDockWidget *maximizedDock() const { return m_dock; }

signals:
    void maximizedChanged(bool maximized);

private:
    QMainWindow *m_window;
    bool m_maximized = false;
    QPointer<QDockWidget> m_dock;
    QByteArray m_state;                    // the window's layout before maximising
    QList<QPointer<QDockWidget>> m_hidden; // the docks maximising hid, shown again on restore
};

// The dock that holds `widget` (its own dock if it is one), or nullptr.
QDockWidget *dockOf(QWidget *widget);

} // namespace np
