// SPDX-License-Identifier: MIT
#include "cli_context.h"

int runEvaluateCommand(CliContext &ctx)
{
    return ctx.fail(QStringLiteral("this command is not built yet"));
}
