// SPDX-License-Identifier: MIT
// `nodeplan compare A.nodeplan B.nodeplan [C D] [--format text|json]`: two to four builds side by
// side, key figures, workloads and verdicts in one column per build.
#include "app/build_session.h"
#include "app/cli_context.h"

#include "core/side_by_side.h"
#include "presentation/side_by_side_text.h"

#include <QFileInfo>

#include <vector>

namespace np::app
{

int runCompareCommand(CliContext &ctx)
{
    const QString usage =
        QStringLiteral("usage: nodeplan compare A.nodeplan B.nodeplan [C.nodeplan [D.nodeplan]] "
                       "[--format text|json]");
    for (const QString &arg : std::as_const(ctx.args))
        if (arg.startsWith(QLatin1String("--")))
            return ctx.fail(QStringLiteral("unknown option '%1'\n%2").arg(arg, usage), kExitUsage);
    const auto count = static_cast<std::size_t>(ctx.args.size());
    if (count < kMinComparedBuilds || count > kMaxComparedBuilds)
        return ctx.fail(QStringLiteral("compare takes %1 to %2 build files, not %3\n%4")
                            .arg(kMinComparedBuilds)
                            .arg(kMaxComparedBuilds)
                            .arg(count)
                            .arg(usage),
                        kExitUsage);
    if (ctx.format != QLatin1String("text") && ctx.format != QLatin1String("json"))
        return ctx.fail(QStringLiteral("compare writes text or json, not '%1'").arg(ctx.format), kExitUsage);

    // Every file is loaded before anything is printed, so one bad file fails the whole command.
    std::vector<BuildSession> sessions(count);
    std::vector<ComparisonInput> inputs;
    for (std::size_t i = 0; i < count; ++i) {
        const QString &path = ctx.args[int(i)];
        if (!loadBuildSession(ctx, path, sessions[i]))
            return kExitBadInput;
        // Columns are named after the build; a build without a name by its file.
        std::string name = sessions[i].evaluated.build().name;
        if (name.empty())
            name = QFileInfo(path).completeBaseName().toStdString();
        inputs.push_back(comparisonInputOf(sessions[i].evaluated, name));
    }
    const BuildComparison comparison = compareBuilds(inputs);
    if (ctx.json)
        ctx.out << QString::fromUtf8(comparisonToJson(comparison, ctx.args));
    else
        ctx.out << comparisonToText(comparison);
    ctx.out.flush();
    return kExitOk;
}

} // namespace np::app
