// SPDX-License-Identifier: MIT
#include "cli_context.h"

int runExportChartCommand(CliContext &ctx)
{
    return ctx.fail(QStringLiteral("this command is not built yet"));
}
