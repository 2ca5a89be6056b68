// SPDX-License-Identifier: MIT
#include "ui/shell/team_catalog_switch.h"

#include "ui/document/settings_keys.h"
#include "ui/shell/connect_team_dialog.h"
#include "ui/shell/main_window.h"

#include <QAction>
#include <QCoreApplication>
#include <QMenu>
#include <QProcess>
#include <QSettings>

namespace np
{

namespace
{

// This process's arguments without `--catalog X`, so the new one starts on the remembered catalog.
QStringList argumentsWithoutCatalog()
{
    QStringList args = QCoreApplication::arguments().mid(1);
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--catalog")) {
            args.remove(i, std::min<qsizetype>(2, args.size() - i));
            --i;
        } else if (args.at(i).startsWith(QLatin1String("--catalog="))) {
            args.remove(i);
            --i;
        }
    }
    return args;
}

void switchCatalog(MainWindow *window)
{
    ConnectTeamDialog dialog(window);
    const int result = dialog.exec();
    if (result == QDialog::Rejected)
        return;
    QSettings settings;
    if (result == ConnectTeamDialog::UseLocalCatalog) {
        settings.remove(settings::kTeamCatalog);
    } else {
        ConnectTeamDialog::rememberUrl(dialog.url());
        settings.setValue(settings::kTeamCatalog, dialog.url());
    }
    settings.sync();
    // The window asks to save the open build first; only when it closes does the new process start.
    if (window->close())
        QProcess::startDetached(QCoreApplication::applicationFilePath(), argumentsWithoutCatalog());
}

} // namespace

void addConnectTeamCatalogAction(MainWindow *window)
{
    auto *action = new QAction(MainWindow::tr("Connect to &Team Catalog…"), window);
    action->setObjectName(QStringLiteral("connectTeamCatalogAction"));
    action->setToolTip(
        MainWindow::tr("Use a team catalog on a PostgreSQL server, or go back to the local one"));
    QObject::connect(action, &QAction::triggered, window, [window] { switchCatalog(window); });
    window->fileMenu()->insertAction(window->exportMenu()->menuAction(), action);
}

} // namespace np
