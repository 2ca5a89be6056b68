// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/catalog_database.h"
#include "catalog/sqlite_catalog_store.h"
#include "ui/shell/main_window.h"

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>
#include <initializer_list>
#include <memory>

class QAction;
class QMainWindow;
class QTreeWidget;
class QWidget;

// Steps the user-story tests (tst_story_*) share: menu entries found by the text the user reads,
// modal dialogs answered from inside the event loop their exec() runs, and the findings as read.
namespace np::test
{

// The desktop application as gui_launch.cpp assembles it, on a fresh copy of the seed catalog in
// a temporary directory: quotes, price lists and View ▸ Display Currency included, 1600 × 1000.
struct StoryApp {
    QTemporaryDir dir;
    std::unique_ptr<CatalogDatabase> database;
    std::unique_ptr<SqliteCatalogStore> store; // the window's way to the database
    std::unique_ptr<MainWindow> window;
    ~StoryApp();
};
std::unique_ptr<StoryApp> startApp();

// The action at a menu path as the user reads it, e.g. {"File", "Export", "Build Sheet (PDF)…"}:
// mnemonics (&) ignored. Fails the test (returns nullptr) if any step is missing.
QAction *menuAction(QMainWindow *window, std::initializer_list<const char *> path);

// Runs `answer` on the next modal dialog that opens (polling the event loop, so it also works for
// dialogs opened by static functions such as QFileDialog::getSaveFileName). If `answer` leaves the
// dialog open, it is rejected, so a failing step cannot hang the test.
void whenModalOpens(std::function<void(QWidget *dialog)> answer);

// Answers the next file dialog with `path` (typed into its file name field, then accepted), and
// `then` (if given) the modal dialog that opens after it.
void answerFileDialog(const QString &path, std::function<void(QWidget *dialog)> then = {});

// The text of every finding in the view, one entry per finding.
QStringList findingTexts(const QTreeWidget *findings);

// The first entry of `texts` that contains `needle`, empty if none does.
QString firstContaining(const QStringList &texts, const QString &needle);

} // namespace np::test
