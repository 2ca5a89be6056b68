// SPDX-License-Identifier: MIT
// `nodeplan compare A.nodeplan B.nodeplan [C D] [--workloads union|N|FILE] [--format text|json]`: two
// to four builds side by side, key figures, workloads and verdicts in one column per build. Every
// build runs the same workloads: the union of theirs (default), build N's, or those of FILE.
#include "app/build_session.h"
#include "app/cli_context.h"

#include "core/side_by_side.h"
#include "presentation/build_file.h"
#include "presentation/side_by_side_text.h"

#include <QFileInfo>

#include <vector>

namespace np::app
{

namespace
{

const QString kUsage =
    QStringLiteral("usage: nodeplan compare A.nodeplan B.nodeplan [C.nodeplan [D.nodeplan]] "
                   "[--workloads union|N|FILE.nodeplan] [--format text|json]");

// Takes `--workloads VALUE` out of the arguments; false (after saying why) when it has no value.
bool takeWorkloadsOption(CliContext &ctx, QString &value)
{
    const qsizetype at = ctx.args.indexOf(QStringLiteral("--workloads"));
    if (at < 0)
        return true;
    if (at + 1 >= ctx.args.size()) {
        ctx.fail(QStringLiteral("--workloads needs a value: union, a build number or a build file\n%1")
                     .arg(kUsage),
                 kExitUsage);
        return false;
    }
    value = ctx.args[at + 1];
    ctx.args.remove(at, 2);
    return true;
}

// The workload set `value` names: "union" (or nothing), a build's number 1..count ("apply to all
// builds"), or a build file whose workloads every build runs. kExitOk, or the exit code after printing why.
int workloadChoiceOf(CliContext &ctx, const QString &value, std::size_t count, WorkloadChoice &out)
{
    if (value.isEmpty() || value == QLatin1String("union"))
        return kExitOk;
    bool isNumber = false;
    const int number = value.toInt(&isNumber);
    if (isNumber) {
        if (number < 1 || std::size_t(number) > count)
            return ctx.fail(QStringLiteral("--workloads %1: there are builds 1 to %2").arg(number).arg(count),
                            kExitUsage);
        out.kind = WorkloadSetKind::FromBuild;
        out.build = std::size_t(number - 1);
        return kExitOk;
    }
    Build source;
    QString error;
    if (!readBuildFile(value, source, &error))
        return ctx.fail(QStringLiteral("--workloads %1: %2").arg(value, error));
    if (source.workloads.empty())
        return ctx.fail(QStringLiteral("--workloads %1: the file has no workloads").arg(value));
    out.kind = WorkloadSetKind::Given;
    out.workloads = source.workloads;
    return kExitOk;
}

} // namespace

int runCompareCommand(CliContext &ctx)
{
    QString workloads;
    if (!takeWorkloadsOption(ctx, workloads))
        return kExitUsage;
    for (const QString &arg : std::as_const(ctx.args))
        if (arg.startsWith(QLatin1String("--")))
            return ctx.fail(QStringLiteral("unknown option '%1'\n%2").arg(arg, kUsage), kExitUsage);
    const auto count = static_cast<std::size_t>(ctx.args.size());
    if (count < kMinComparedBuilds || count > kMaxComparedBuilds)
        return ctx.fail(QStringLiteral("compare takes %1 to %2 build files, not %3\n%4")
                            .arg(kMinComparedBuilds)
                            .arg(kMaxComparedBuilds)
                            .arg(count)
                            .arg(kUsage),
                        kExitUsage);
    if (ctx.format != QLatin1String("text") && ctx.format != QLatin1String("json"))
        return ctx.fail(QStringLiteral("compare writes text or json, not '%1'").arg(ctx.format), kExitUsage);
    WorkloadChoice choice;
    if (const int code = workloadChoiceOf(ctx, workloads, count, choice); code != kExitOk)
        return code;

    // Every file is loaded before anything is printed, so one bad file fails the whole command.
    std::vector<BuildSession> sessions(count);
    std::vector<NamedBuild> builds;
    for (std::size_t i = 0; i < count; ++i) {
        const QString &path = ctx.args[int(i)];
        if (!loadBuildSession(ctx, path, sessions[i]))
            return kExitBadInput;
        // Columns are named after the build; a build without a name by its file.
        std::string name = sessions[i].evaluated.build().name;
        if (name.empty())
            name = QFileInfo(path).completeBaseName().toStdString();
        builds.push_back({name, &sessions[i].evaluated});
    }
    const LikeForLike compared = compareLikeForLike(builds, choice);
    if (ctx.json)
        ctx.out << QString::fromUtf8(comparisonToJson(compared.comparison, ctx.args));
    else
        ctx.out << comparisonToText(compared.comparison);
    ctx.out.flush();
    return kExitOk;
}

} // namespace np::app
