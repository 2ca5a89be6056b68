// SPDX-License-Identifier: MIT
#pragma once

#include <QDir>
#include <QFile>
#include <QString>

#include <functional>

#include <csignal>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

// A real full disk without a small file system: a forked child lowers its file size limit
// (RLIMIT_FSIZE) and ignores SIGXFSZ, so every write past the limit fails with EFBIG, exactly
// where a full disk fails with ENOSPC. The parent then checks what is left on disk.
namespace np::test
{

struct ChildWrite {
    bool ran = false; // the child ran and exited normally
    bool ok = false;  // what the write function returned in the child
    QString error;    // the error message it gave
};

// Runs `write` in a child limited to `limitBytes` per file.
inline ChildWrite writeWithFileSizeLimit(rlim_t limitBytes, const std::function<bool(QString *)> &write)
{
    ChildWrite result;
    int fds[2];
    if (pipe(fds) != 0)
        return result;
    const pid_t pid = fork();
    if (pid < 0)
        return result;
    if (pid == 0) {
        ::close(fds[0]);
        std::signal(SIGXFSZ, SIG_IGN);
        const rlimit limit{limitBytes, limitBytes};
        setrlimit(RLIMIT_FSIZE, &limit);
        QString error;
        const bool ok = write(&error);
        const QByteArray message = error.toUtf8(); // a pipe is not a file: no size limit
        [[maybe_unused]] const ssize_t sent = ::write(fds[1], message.constData(), size_t(message.size()));
        ::_exit(ok ? 0 : 1);
    }
    ::close(fds[1]);
    QByteArray message;
    char chunk[512];
    ssize_t n = 0;
    while ((n = ::read(fds[0], chunk, sizeof chunk)) > 0)
        message.append(chunk, n);
    ::close(fds[0]);
    int status = 0;
    if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
        return result;
    result.ran = true;
    result.ok = WEXITSTATUS(status) == 0;
    result.error = QString::fromUtf8(message);
    return result;
}

inline QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every entry of a directory: a failed write must not leave its temporary file behind.
inline QStringList dirEntries(const QString &dir)
{
    return QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace np::test
