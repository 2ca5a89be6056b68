// SPDX-License-Identifier: MIT
#include "app/cli_context.h"

int CliContext::fail(const QString &message, int code)
{
    err << "nodeplan: " << message << Qt::endl;
    return code;
}
