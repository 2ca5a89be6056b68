// SPDX-License-Identifier: MIT
#include "cli_context.h"

int runHeadlessDefault(CliContext &ctx)
{
    ctx.out << "No display found." << Qt::endl;
    return kExitOk;
}
