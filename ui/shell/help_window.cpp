// SPDX-License-Identifier: MIT
#include "ui/shell/help_window.h"

#include "presentation/assumption_text.h"
#include "presentation/number_format.h"
#include "presentation/qt_text.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFile>
#include <QMenu>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>
#include <vector>

namespace np
{

namespace
{

QString value(double v)
{
    return NumberFormat::forGui().locale().toString(v, 'g', 6);
}

// Opens the help window named `objectName`, or raises it if it is already open.
HelpWindow *helpWindow(QWidget *parent, const QString &objectName, const QString &title)
{
    if (auto *open = parent->findChild<HelpWindow *>(objectName, Qt::FindDirectChildrenOnly)) {
        open->raise();
        open->activateWindow();
        return open;
    }
    auto *window = new HelpWindow(title, parent);
    window->setObjectName(objectName);
    return window;
}

} // namespace

HelpWindow::HelpWindow(const QString &title, QWidget *parent)
    : QDialog(parent), m_browser(new QTextBrowser(this))
{
    setWindowTitle(title);
    setAttribute(Qt::WA_DeleteOnClose);
    m_browser->setOpenExternalLinks(true);
    m_browser->setAccessibleName(title);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(760, 640);
}

QString userGuideMarkdown()
{
    QFile file(QStringLiteral(":/help/user-guide.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

QString shortcutsHtml(const QWidget *window)
{
    // Keys the widgets handle themselves, without an action to read them from.
    std::vector<std::pair<QString, QString>> rows = {
        {QObject::tr("Tab, Shift+Tab"),
         QObject::tr("Chassis: next or previous slot (past the last, on to the next panel)")},
        {QObject::tr("Arrow keys"), QObject::tr("Chassis: the nearest slot in that direction")},
        {QObject::tr("Home, End"), QObject::tr("Chassis: the first or last slot")},
        {QObject::tr("Enter, Space, Menu"),
         QObject::tr("Chassis: the focused slot's menu (place, replace, remove, fill)")},
        {QObject::tr("Delete, Backspace"),
         QObject::tr("Chassis: remove the part in the focused or selected slots")},
        {QObject::tr("Down"), QObject::tr("Catalog search: move into the results")},
        {QObject::tr("Enter"),
         QObject::tr(
             "Catalog row: place the part in the focused slot, or the first empty slot that takes it")},
        {QObject::tr("Ctrl+wheel"), QObject::tr("Chassis: zoom")},
    };
    std::vector<std::pair<QString, QString>> actions;
    for (const QAction *action : window->findChildren<QAction *>()) {
        const QKeySequence key = action->shortcut();
        if (key.isEmpty() || action->text().isEmpty())
            continue;
        QString text = action->text();
        text.remove(QLatin1Char('&'));
        actions.emplace_back(key.toString(QKeySequence::NativeText), text);
    }
    std::sort(actions.begin(), actions.end(),
              [](const auto &a, const auto &b) { return a.second < b.second; });
    actions.erase(std::unique(actions.begin(), actions.end()), actions.end());
    QString html = QStringLiteral("<h3>%1</h3><table cellpadding='3'>").arg(QObject::tr("Menu commands"));
    for (const auto &[key, text] : actions)
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(key.toHtmlEscaped(), text.toHtmlEscaped());
    html +=
        QStringLiteral("</table><h3>%1</h3><table cellpadding='3'>").arg(QObject::tr("Chassis and catalog"));
    for (const auto &[key, text] : rows)
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>")
                    .arg(key.toHtmlEscaped(), text.toHtmlEscaped());
    return html + QStringLiteral("</table>");
}

QString assumptionsHtml(const Assumptions &inUse)
{
    const Assumptions defaults;
    QString html =
        QStringLiteral("<p>%1</p><table cellpadding='3' border='1' cellspacing='0'>"
                       "<tr><th>%2</th><th>%3</th><th>%4</th><th>%5</th></tr>")
            .arg(QObject::tr("Every efficiency, overhead and guideline behind NodePlan's estimates. "
                             "A build file may override any of them (its \"assumptions\" object, "
                             "by key); the value column shows the open build's."),
                 QObject::tr("Key"), QObject::tr("Value"), QObject::tr("Unit"), QObject::tr("Why"));
    for (const AssumptionInfo &info : assumptionCatalog()) {
        const double used = inUse.*info.field;
        const double standard = defaults.*info.field;
        QString shown = value(used);
        if (used != standard)
            shown += QStringLiteral("<br><i>%1</i>").arg(QObject::tr("default %1").arg(value(standard)));
        html += QStringLiteral("<tr><td><tt>%1</tt></td><td align='right'>%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(qs(info.key).toHtmlEscaped(), shown, qs(info.unit).toHtmlEscaped(),
                         assumptionReason(info).toHtmlEscaped());
    }
    return html + QStringLiteral("</table>");
}

void addHelpActions(QMenu *help, QWidget *window, std::function<Assumptions()> inUse)
{
    QAction *guide = help->addAction(QObject::tr("&User Guide"), window, [window] {
        HelpWindow *w =
            helpWindow(window, QStringLiteral("userGuideWindow"), QObject::tr("NodePlan User Guide"));
        w->browser()->setMarkdown(userGuideMarkdown());
        w->show();
    });
    guide->setShortcut(QKeySequence::HelpContents);
    guide->setObjectName(QStringLiteral("userGuideAction"));
    QAction *keys = help->addAction(QObject::tr("&Keyboard Shortcuts"), window, [window] {
        HelpWindow *w =
            helpWindow(window, QStringLiteral("shortcutsWindow"), QObject::tr("Keyboard Shortcuts"));
        w->browser()->setHtml(shortcutsHtml(window));
        w->show();
    });
    keys->setObjectName(QStringLiteral("shortcutsAction"));
    QAction *assumptions =
        help->addAction(QObject::tr("&Assumptions"), window, [window, inUse = std::move(inUse)] {
            HelpWindow *w =
                helpWindow(window, QStringLiteral("assumptionsWindow"), QObject::tr("Assumptions"));
            w->browser()->setHtml(assumptionsHtml(inUse()));
            w->resize(980, 680);
            w->show();
        });
    assumptions->setObjectName(QStringLiteral("assumptionsAction"));
    help->addSeparator();
}

} // namespace np
