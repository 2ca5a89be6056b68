// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <optional>

namespace np
{

class BuildDocument;

// Crash insurance: every minute, if the build has unsaved changes, it is written to
// AppDataLocation/autosave/. A clean save or a clean exit removes the file; if it is still there
// at the next start, the application offers to recover it.
class Autosave : public QObject
{
    Q_OBJECT
public:
    explicit Autosave(QObject *parent = nullptr);

    void setDocument(BuildDocument *document);
    void setInterval(int milliseconds) { m_timer.setInterval(milliseconds); }

    [[nodiscard]] static QString directory();
    [[nodiscard]] static QString filePath();

    // Left behind by a session that did not end cleanly?
    [[nodiscard]] static bool hasRecoverable();
    struct Recovered {
        Build build;
        QString sourcePath; // the file the build was opened from, empty if never saved
        QString savedAt;    // local time the autosave was written, for the question to the user
    };
    [[nodiscard]] static std::optional<Recovered> recover(QString *error);
    // An autosave that cannot be read is never deleted: it is renamed beside itself to
    // "unsaved.unreadable-YYYYMMDD-HHMMSS.nodeplan" so the user can still rescue it by hand.
    // Returns the new path, or an empty string if the rename failed (the file then stays put).
    static QString keepUnreadable();

signals:
    // A write failed (full disk, no permission); the previous autosave, if any, is unchanged.
    void failed(const QString &error);

public slots:
    // Writes now if there are unsaved changes; returns false on a write error.
    bool saveNow();
    // Removes the autosave (after a clean save, a clean exit or a declined recovery).
    static void discard();

private:
    QPointer<BuildDocument> m_document;
    QTimer m_timer;
};

} // namespace np
