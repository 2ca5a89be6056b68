// SPDX-License-Identifier: MIT
#include "cli_context.h"

int runCatalogCommand(CliContext &ctx)
{
    return ctx.fail(QStringLiteral("this command is not built yet"));
}
