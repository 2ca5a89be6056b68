// SPDX-License-Identifier: MIT
#include "presentation/write_targets.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace np
{

QString plantedLinkRefusal(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isSymLink())
        return {};
    struct stat folder {
    };
    const QByteArray dir = QFile::encodeName(info.absolutePath());
    if (::stat(dir.constData(), &folder) != 0)
        return QStringLiteral("%1: cannot inspect its folder: %2")
            .arg(path, QString::fromLocal8Bit(std::strerror(errno)));
    const bool othersWrite = (folder.st_mode & (S_IWGRP | S_IWOTH)) != 0;
    if (folder.st_uid == ::geteuid() && !othersWrite)
        return {};
    return QStringLiteral("%1 is a symbolic link in a folder %2; refusing to write through it (remove the "
                          "link or choose another file)")
        .arg(path,
             othersWrite ? QStringLiteral("other users can write") : QStringLiteral("owned by another user"));
}

bool switchFolder(const QString &staged, const QString &dir, QString *error)
{
    const QByteArray from = QFile::encodeName(staged);
    const QByteArray to = QFile::encodeName(dir);
    const auto fail = [&](const QString &what) {
        if (error)
            *error = QStringLiteral("cannot put the new %1 in place (%2): %3")
                         .arg(dir, what, QString::fromLocal8Bit(std::strerror(errno)));
        return false;
    };
    if (!QFileInfo::exists(dir)) {
        if (std::rename(from.constData(), to.constData()) != 0)
            return fail(QStringLiteral("rename"));
        return true;
    }
    if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_EXCHANGE) != 0)
        return fail(QStringLiteral("exchange"));
    QDir(staged).removeRecursively(); // now the old set
    return true;
}

} // namespace np
