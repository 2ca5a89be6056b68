// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <memory>
#include <optional>

class QLockFile;

namespace np
{

class BuildDocument;

// Crash insurance: every minute, if the build has unsaved changes, it is written to
// AppDataLocation/autosave/. A clean save or a clean exit removes the file; if it is still there
// at the next start, the application offers to recover it.
//
// Each window claims its own autosave file ("unsaved.nodeplan", "unsaved-2.nodeplan", …) and
// holds a QLockFile beside it for as long as it lives. A second window with the same profile
// finds the first one's lock held by a running process, takes the next free file and so never
// offers the first window's edits as a crash recovery. A lock left by a process that no longer
// runs is stale: the next window takes it over, and with it the file to recover.
class Autosave : public QObject
{
    Q_OBJECT
public:
    explicit Autosave(QObject *parent = nullptr);
    ~Autosave() override;

    void setDocument(BuildDocument *document);
    void setInterval(int milliseconds) { m_timer.setInterval(milliseconds); }

    [[nodiscard]] static QString directory();
    // This window's autosave file (its lock is this path + ".lock").
    [[nodiscard]] QString filePath() const { return m_filePath; }

    // Left behind by a session that did not end cleanly? Only the claimed file counts, so edits
    // that another running window is autosaving are never offered.
    [[nodiscard]] bool hasRecoverable() const;
    struct Recovered {
        Build build;
        QString sourcePath; // the file the build was opened from, empty if never saved
        QString savedAt;    // local time the autosave was written, for the question to the user
    };
    [[nodiscard]] std::optional<Recovered> recover(QString *error) const;
    // An autosave that cannot be read is never deleted: it is renamed beside itself to
    // "unsaved.unreadable-YYYYMMDD-HHMMSS.nodeplan" so the user can still rescue it by hand.
    // Returns the new path, or an empty string if the rename failed (the file then stays put).
    QString keepUnreadable();

signals:
    // A write failed (full disk, no permission); the previous autosave, if any, is unchanged.
    void failed(const QString &error);

public slots:
    // Writes now if there are unsaved changes; returns false on a write error.
    bool saveNow();
    // Removes the autosave (after a clean save, a clean exit or a declined recovery).
    void discard();

private:
    // Takes the first autosave file whose lock is free or stale.
    void claimFile();
    [[nodiscard]] QString sourceKey() const;

    QPointer<BuildDocument> m_document;
    QTimer m_timer;
    std::unique_ptr<QLockFile> m_lock;
    QString m_filePath;
    int m_number = 1; // 1 for "unsaved.nodeplan", n for "unsaved-n.nodeplan"
};

} // namespace np
