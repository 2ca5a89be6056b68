// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli_context.h"

// The team catalog's subcommands (docs/team.md): `catalog push --to URL`, `catalog pull --from URL -o FILE`,
// `catalog history SKU` and `quote history NUMBER`. `args` are the arguments after the subcommand's name.
namespace np::app
{

int catalogPushCommand(CliContext &ctx, QStringList args);
// `catalog pull --from URL -o FILE`: an offline catalog file (catalog/team_pull.h).
int catalogPullCommand(CliContext &ctx, QStringList args);
int catalogHistoryCommand(CliContext &ctx, const QStringList &args);
int quoteHistoryCommand(CliContext &ctx, const QStringList &args);

} // namespace np::app
