// SPDX-License-Identifier: MIT
#include "presentation/safe_write.h"

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

} // namespace

bool writeFileSafely(const QString &path, const QByteArray &data, QString *error)
{
    return writeFilesSafely({{path, data}}, error);
}

bool writeFilesSafely(const std::vector<std::pair<QString, QByteArray>> &files, QString *error)
{
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
