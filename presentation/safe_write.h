// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QSaveFile>
#include <QString>

#include <initializer_list>

// Writes that never lose the previous file. Everything goes to a temporary file beside the target
// (QSaveFile); every write and the final flush are checked, and only a complete file is renamed
// over the old one. On any failure (full disk, file size limit, no permission) the temporary file
// is removed, the previous file stays byte-identical and the error names the file and the reason
// the operating system gave ("cannot write /x/build.nodeplan: No space left on device").
namespace np
{

// For writers that stream into a device (the PDF painter): open, write through device(), then
// commit. An uncommitted writer removes its temporary file when destroyed.
class SafeFileWriter
{
public:
    explicit SafeFileWriter(const QString &path);

    bool open(QString *error);
    [[nodiscard]] QIODevice *device() { return &m_file; }
    [[nodiscard]] QString path() const { return m_file.fileName(); }

    // Flushes and checks that every byte reached the temporary file; cancels the write if not.
    bool flush(QString *error);
    // flush() and rename over the target.
    bool commit(QString *error);
    // Gives up: the temporary file goes, the target is untouched; `error` says why.
    bool cancel(QString *error);

private:
    QSaveFile m_file;
    bool m_failed = false;
};

// Writes `data` to `path` through a SafeFileWriter.
bool writeFileSafely(const QString &path, const QByteArray &data, QString *error);

// Several files that belong together (a PDF and its CSV): all are flushed and checked first and
// renamed only if all succeeded, so a reader never finds a new one beside an old one.
bool commitAll(std::initializer_list<SafeFileWriter *> writers, QString *error);

} // namespace np
