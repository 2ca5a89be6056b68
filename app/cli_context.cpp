// SPDX-License-Identifier: MIT
#include "app/cli_context.h"

namespace np::app
{

int CliContext::fail(const QString &message, int code)
{
    err << "nodeplan: " << message << Qt::endl;
    return code;
}

} // namespace np::app
