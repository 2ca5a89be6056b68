// SPDX-License-Identifier: MIT
#include "tests/ui/story_steps.h"

#include "ui/document/build_document.h"
#include "ui/shell/display_currency_menu.h"

#include <QAction>
#include <QApplication>
#include <QDeadlineTimer>
#include <QDialog>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

namespace np::test
{

namespace
{

QString plain(QString text)
{
    return text.remove(QLatin1Char('&'));
}

QAction *findIn(const QList<QAction *> &actions, const QString &text)
{
    for (QAction *action : actions)
        if (plain(action->text()) == text)
            return action;
    return nullptr;
}

} // namespace

StoryApp::~StoryApp()
{
    if (window)
        window->document()->markSaved(); // no "unsaved changes" question when the window closes
    window.reset();
}

std::unique_ptr<StoryApp> startApp()
{
    auto app = std::make_unique<StoryApp>();
    QString error;
    app->database = CatalogDatabase::open(app->dir.filePath(QStringLiteral("catalog.sqlite")), &error);
    if (!app->database)
        qFatal("cannot create the catalog: %s", qPrintable(error));
    auto snapshot = std::make_shared<const CatalogSnapshot>(app->database->snapshot());
    app->window = std::make_unique<MainWindow>(snapshot, app->database->path());
    app->store = std::make_unique<SqliteCatalogStore>(app->database->database());
    app->window->attachQuotes(*app->store);
    addDisplayCurrencyMenu(app->window->viewMenu());
    app->window->resize(1600, 1000);
    app->window->show();
    if (!QTest::qWaitForWindowExposed(app->window.get()))
        qFatal("the main window was never shown");
    return app;
}

QAction *menuAction(QMainWindow *window, std::initializer_list<const char *> path)
{
    QList<QAction *> actions = window->menuBar()->actions();
    QAction *found = nullptr;
    for (const char *step : path) {
        found = findIn(actions, QString::fromUtf8(step));
        if (!found) {
            QTest::qFail(qPrintable(QStringLiteral("no menu entry \"%1\"").arg(QString::fromUtf8(step))),
                         __FILE__, __LINE__);
            return nullptr;
        }
        if (found->menu())
            actions = found->menu()->actions();
    }
    return found;
}

void whenModalOpens(std::function<void(QWidget *dialog)> answer)
{
    auto *timer = new QTimer(qApp);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, answer] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog || !dialog->isVisible())
            return;
        timer->stop();
        timer->deleteLater();
        answer(dialog);
        if (auto *d = qobject_cast<QDialog *>(dialog); d && d->isVisible())
            d->reject();
    });
    timer->start();
}

void answerFileDialog(const QString &path, std::function<void(QWidget *dialog)> then)
{
    whenModalOpens([path, then](QWidget *dialog) {
        auto *files = qobject_cast<QFileDialog *>(dialog);
        if (!files)
            return;
        // Qt's widget file dialog lists its directories in a worker thread. On a loaded machine the listing
        // of the suggested folder can arrive after selectFile() and put the suggested name back, so the
        // dialog returned a path the test never chose (tst_story_request_for_quote failed that way). Accept
        // only once the dialog has reported `path` on three polls in a row, selecting it again until then.
        // Compared as absolute paths: QFileInfo's == falls back to the canonical paths, which are empty for
        // files that do not exist yet, so any two new files compared equal and the check let the suggested
        // name through.
        const QString wanted = QFileInfo(path).absoluteFilePath();
        const auto chosen = [files] { return QFileInfo(files->selectedFiles().value(0)).absoluteFilePath(); };
        QDeadlineTimer deadline(20000);
        for (int steady = 0; steady < 3 && !deadline.hasExpired();) {
            // selectFile() leaves the file name alone while the dialog's name field has the keyboard focus
            // (qfiledialog.cpp), which the dialog gives it once it is active: on a loaded machine that came
            // before the first poll, and the suggested name stayed (the failure after the fix above).
            if (QWidget *focused = QApplication::focusWidget(); focused && files->isAncestorOf(focused))
                focused->clearFocus();
            files->selectFile(path);
            QTest::qWait(30);
            steady = chosen() == wanted ? steady + 1 : 0;
        }
        if (chosen() != wanted)
            qWarning("the file dialog still reports %s instead of %s", qPrintable(chosen()),
                     qPrintable(wanted));
        static_cast<QDialog *>(files)->accept(); // QFileDialog's own accept() is protected
        // Only now: the polls above spin the event loop, and a watcher started earlier would take the file
        // dialog for the one that follows it.
        if (then)
            whenModalOpens(then);
    });
}

QStringList findingTexts(const QTreeWidget *findings)
{
    QStringList texts;
    for (int i = 0; i < findings->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *group = findings->topLevelItem(i);
        for (int j = 0; j < group->childCount(); ++j)
            texts << group->child(j)->text(0);
    }
    return texts;
}

QString firstContaining(const QStringList &texts, const QString &needle)
{
    for (const QString &text : texts)
        if (text.contains(needle))
            return text;
    return {};
}

} // namespace np::test
