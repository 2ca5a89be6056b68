// SPDX-License-Identifier: MIT
#include "build_session.h"

BuildSession::BuildSession() = default;
BuildSession::~BuildSession() = default;

bool loadBuildSession(CliContext &ctx, const QString &buildPath, BuildSession &out)
{
    Q_UNUSED(out);
    ctx.fail(QStringLiteral("cannot load %1: build files are not supported yet").arg(buildPath));
    return false;
}
