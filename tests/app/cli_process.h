// SPDX-License-Identifier: MIT
#pragma once

// Runs the real `nodeplan` binary for the CLI tests (build the nodeplan target first).
#include <QProcess>
#include <QString>
#include <QStringList>

#include <functional>

namespace np::test
{

struct CliResult {
    int code = -1; // -1: crashed or timed out
    QByteArray out;
    QByteArray err;
};

inline QString nodeplanBinary()
{
    return QStringLiteral(NODEPLAN_BINARY_DIR "/app/nodeplan");
}

// Runs nodeplan with `args`, two minutes at most. `childSetUp`, if set, runs in the child before the
// program starts (resource limits for the full-disk tests).
inline CliResult runNodeplan(const QStringList &args, const std::function<void()> &childSetUp = {})
{
    QProcess p;
    if (childSetUp)
        p.setChildProcessModifier(childSetUp);
    p.start(nodeplanBinary(), args);
    CliResult r;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return r;
    }
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    return r;
}

} // namespace np::test
