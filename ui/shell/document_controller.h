// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>

class QMenu;
class QWidget;

namespace np
{

class Autosave;
class BuildDocument;

// The open build's life as a file: new, open, save, save as, the recent files, autosave and crash
// recovery, and the question about unsaved changes before any of them replaces the build. The main
// window only wires its actions here; message boxes and file dialogs open over `window`.
class DocumentController : public QObject
{
    Q_OBJECT
public:
    DocumentController(BuildDocument *document, QWidget *window);

    // The reference build bundled as a resource.
    static QString referenceBuildPath();

    // File ▸ Open Recent: filled with the recent files now and whenever they change.
    void setRecentMenu(QMenu *menu);

    // Opens a build file. Problems are reported in a message box unless `quiet`; returns false if
    // the file could not be read at all (the current build is then kept).
    bool openFile(const QString &path, bool quiet = false);
    bool saveTo(const QString &path);
    // What to show at start: a recovered autosave (if the user accepts), the file given on the
    // command line (`requestedPath`), the last session's file, or the reference build.
    void openStartBuild(const QString &requestedPath = {});
    // Before the build is replaced or the window closes: asks to save unsaved changes. False when
    // the user cancels (or the save fails), so the caller keeps the build.
    bool maybeSave();
    // The window closes (after maybeSave): the open file is the next session's, the autosave goes.
    void endSession();

public slots:
    void newFromChassis();
    void open();
    bool save();
    bool saveAs();

signals:
    // For the window's status bar.
    void statusMessage(const QString &message, int timeoutMs);
    // The build was saved or recovered: its title (name, file, modified mark) may read differently.
    void fileStateChanged();

private:
    void reportOpenProblems(const QString &path, const QStringList &problems);
    void addRecentFile(const QString &path);
    void updateRecentMenu();
    // Offers the autosave a crashed session left; true when the user took it back.
    bool recoverAutosave();

    BuildDocument *m_document;
    QWidget *m_window;
    Autosave *m_autosave;
    QMenu *m_recentMenu = nullptr;
};

} // namespace np
