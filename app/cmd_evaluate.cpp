// SPDX-License-Identifier: MIT
// `nodeplan evaluate BUILD [--format text|json] [--currency EUR|USD]`: the assessment of one build file.
#include "app/build_session.h"
#include "app/cli_context.h"

#include "presentation/evaluation_json.h"
#include "presentation/money_text.h"
#include "presentation/terminal_text.h"

namespace np::app
{

int runEvaluateCommand(CliContext &ctx)
{
    if (ctx.args.size() != 1 || ctx.args.first().startsWith(QLatin1String("--")))
        return ctx.fail(QStringLiteral("usage: nodeplan evaluate BUILD.nodeplan [--format text|json]"),
                        kExitUsage);
    if (ctx.format != QLatin1String("text") && ctx.format != QLatin1String("json"))
        return ctx.fail(QStringLiteral("evaluate writes text or json, not '%1'").arg(ctx.format), kExitUsage);

    BuildSession session;
    if (!loadBuildSession(ctx, ctx.args.first(), session))
        return kExitBadInput;
    if (ctx.json) {
        ctx.out.flush();
        ctx.out << QString::fromUtf8(evaluationToJson(session.evaluated.evaluation()));
    } else {
        // Build, workload and part names come from the file: printed terminal-safe.
        ctx.out << terminalSafe(
            evaluationToText(session.evaluated.evaluation(),
                             displayConversion(ctx.currency, session.evaluated.build().options.usdToEur)));
    }
    ctx.out.flush();
    return kExitOk;
}

} // namespace np::app
