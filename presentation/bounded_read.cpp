// SPDX-License-Identifier: MIT
#include "presentation/bounded_read.h"

#include <QFile>
#include <QFileInfo>
#include <QLocale>

namespace np
{

namespace
{

QString mib(qint64 bytes)
{
    return QStringLiteral("%1 MiB").arg(bytes / (1024 * 1024));
}

} // namespace

bool readBoundedFile(const QString &path, qint64 maxBytes, const QString &what, QByteArray *out,
                     QString *error)
{
    const auto fail = [&](const QString &reason) {
        if (error)
            *error = QStringLiteral("%1: %2").arg(path, reason);
        return false;
    };
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QStringLiteral("cannot read: no such file"));
    if (info.isDir())
        return fail(QStringLiteral("is a directory, not a file"));
    // Checked before open(): opening a FIFO blocks until a writer appears.
    if (!info.isFile())
        return fail(QStringLiteral("not a regular file (a device, pipe or socket cannot be read)"));
    const auto tooLarge = [&](qint64 size) {
        return fail(QStringLiteral("too large (%1 bytes; %2 may be at most %3)")
                        .arg(QLocale::c().toString(size), what, mib(maxBytes)));
    };
    if (info.size() > maxBytes)
        return tooLarge(info.size());
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot read: %1").arg(file.errorString()));
    // One byte more than allowed tells a file that grew since the size check.
    QByteArray data = file.read(maxBytes + 1);
    if (data.size() > maxBytes)
        return tooLarge(data.size());
    if (file.error() != QFileDevice::NoError)
        return fail(QStringLiteral("cannot read: %1").arg(file.errorString()));
    *out = std::move(data);
    return true;
}

} // namespace np
