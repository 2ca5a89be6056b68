// SPDX-License-Identifier: MIT
#include "presentation/safe_write.h"

#include "presentation/write_targets.h"

#include <QFileInfo>
#include <QSaveFile>

#include <memory>

namespace np
{

namespace
{

QString writeError(const QSaveFile &file)
{
    return QStringLiteral("cannot write %1: %2").arg(file.fileName(), file.errorString());
}

// Opens `file` and writes all of `data` into its temporary file. Unbuffered, and looping over
// short writes: when the disk fills up midway the kernel first accepts part of a block and only
// the next write fails with the reason (ENOSPC, EFBIG), which then lands in errorString(). With
// Qt's write buffer, the failure would surface only in the flush at commit, which QSaveFile
// does not check, and the truncated file would replace the old one.
bool writeAll(QSaveFile &file, const QByteArray &data, QString *error)
{
    file.setDirectWriteFallback(false); // writing the target in place is what loses the old file
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
        if (error)
            *error = writeError(file);
        return false;
    }
    for (qsizetype done = 0; done < data.size();) {
        const qint64 written = file.write(data.constData() + done, data.size() - done);
        if (written <= 0) {
            if (error)
                *error = writeError(file);
            file.cancelWriting(); // the temporary file goes when `file` is destroyed
            return false;
        }
        done += written;
    }
    return true;
}

// The file `path` names after following links (itself when it does not exist yet).
QString identity(const QString &path)
{
    const QFileInfo info(path);
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.absoluteFilePath() : canonical;
}

} // namespace

bool writeFileSafely(const QString &path, const QByteArray &data, QString *error)
{
    return writeFilesSafely({{path, data}}, error);
}

// Renamed in the order given, after every write succeeded: two renames are not one, so a kill
// between them leaves the first file new and the last one old; callers put the file that completes
// the set last (the build sheet's PDF, which records its CSV's SHA-256). QSaveFile syncs each file
// before its rename.
bool writeFilesSafely(const std::vector<std::pair<QString, QByteArray>> &files, QString *error)
{
    for (std::size_t i = 0; i < files.size(); ++i) {
        const QString refusal = plantedLinkRefusal(files[i].first);
        if (!refusal.isEmpty()) {
            if (error)
                *error = refusal;
            return false;
        }
        for (std::size_t j = 0; j < i; ++j)
            if (identity(files[i].first) == identity(files[j].first)) {
                if (error)
                    *error = QStringLiteral("%1 and %2 are the same file; each output needs its own")
                                 .arg(files[j].first, files[i].first);
                return false;
            }
    }
    std::vector<std::unique_ptr<QSaveFile>> open;
    for (const auto &[path, data] : files) {
        open.push_back(std::make_unique<QSaveFile>(path));
        if (!writeAll(*open.back(), data, error))
            return false; // every temporary file so far is removed with `open`
    }
    for (const std::unique_ptr<QSaveFile> &file : open)
        if (!file->commit()) {
            if (error)
                *error = writeError(*file);
            return false;
        }
    return true;
}

} // namespace np
