// SPDX-License-Identifier: MIT
#pragma once

#include "core/assumptions.h"

#include <QDialog>
#include <QString>

#include <functional>

class QMenu;
class QTextBrowser;

namespace np
{

// One page of help in its own window, beside the main window (not modal), so the user can
// follow the guide while working.
class HelpWindow : public QDialog
{
    Q_OBJECT
public:
    HelpWindow(const QString &title, QWidget *parent = nullptr);
    [[nodiscard]] QTextBrowser *browser() const { return m_browser; }

private:
    QTextBrowser *m_browser;
};

// The user guide (docs/user-guide.md, built into the resources) as Markdown.
QString userGuideMarkdown();
// Every shortcut of `window`'s actions, read from the actions themselves, plus the keys the
// chassis view and the catalog handle directly. HTML table.
QString shortcutsHtml(const QWidget *window);
// Every assumption core uses (core/assumptions), with its unit, reason and the value in use in
// the open build beside the default. HTML table.
QString assumptionsHtml(const Assumptions &inUse);

// Adds User Guide (F1), Keyboard Shortcuts and Assumptions to the Help menu. `inUse` gives the
// open build's assumptions when the window opens.
void addHelpActions(QMenu *help, QWidget *window, std::function<Assumptions()> inUse);

} // namespace np
