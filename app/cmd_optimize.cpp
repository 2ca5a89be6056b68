// SPDX-License-Identifier: MIT
// `nodeplan optimize SPEC.json [--format text|json] [-o DIR]`: the auto-configure search. Prints the
// Pareto front (cheapest first); with -o writes each result as DIR/result-NN.nodeplan and the
// front as DIR/front.json, replacing DIR as a whole.
#include "app/cli_context.h"

#include "app/catalog_open.h"
#include "catalog/catalog_database.h"
#include "presentation/build_file.h"
#include "presentation/message_limits.h"
#include "presentation/optimize_json.h"
#include "presentation/safe_write.h"
#include "presentation/write_targets.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <unistd.h>

#include <memory>

namespace np::app
{

namespace
{

// What an existing -o folder may hold: only an earlier result set.
bool isResultFile(const QString &name)
{
    static const QRegularExpression result(QStringLiteral("^result-\\d{2,}\\.nodeplan$"));
    return name == QLatin1String("front.json") || result.match(name).hasMatch();
}

// Why `dir` must not receive a result set, or empty.
QString resultFolderRefusal(const QString &dir)
{
    const QFileInfo info(dir);
    if (info.isSymLink())
        return QStringLiteral("%1 is a symbolic link; give the folder itself").arg(dir);
    if (!info.exists())
        return {};
    if (!info.isDir())
        return QStringLiteral("%1 is not a folder").arg(dir);
    if (info.ownerId() != ::geteuid())
        return QStringLiteral("%1 belongs to another user; choose a folder of your own").arg(dir);
    for (const QString &name : QDir(dir).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot))
        if (!isResultFile(name))
            return QStringLiteral(
                       "%1 holds %2, which is not an optimize result; choose a new or empty folder "
                       "(the folder is replaced as a whole)")
                .arg(dir, shortened(name));
    return {};
}

// The results and front.json are written into a fresh folder beside `dir` and switched in with one
// rename: a kill leaves `dir` the old set or the new one, and no result of an earlier, longer front
// stays beside a new front.json.
bool writeResultFolder(CliContext &ctx, const OptimizeSpec &spec, const OptimizeOutcome &outcome,
                       const QString &dir, QStringList *files)
{
    const auto refuse = [&ctx](const QString &message) {
        ctx.fail(message);
        return false;
    };
    if (const QString refusal = resultFolderRefusal(dir); !refusal.isEmpty())
        return refuse(refusal);
    const QString target = QFileInfo(dir).absoluteFilePath();
    if (!QDir().mkpath(QFileInfo(target).absolutePath()))
        return refuse(QStringLiteral("%1: cannot create the folder").arg(QFileInfo(target).absolutePath()));
    QTemporaryDir staged(target + QStringLiteral(".tmp-XXXXXX"));
    if (!staged.isValid())
        return refuse(
            QStringLiteral("%1: cannot create a folder beside it: %2").arg(dir, staged.errorString()));
    QString error;
    for (std::size_t i = 0; i < outcome.results.size(); ++i) {
        Build build = outcome.results[i].build;
        build.name = QStringLiteral("%1 #%2").arg(QString::fromStdString(spec.name)).arg(i + 1).toStdString();
        const QString name = QStringLiteral("result-%1.nodeplan").arg(i + 1, 2, 10, QLatin1Char('0'));
        if (!writeBuildFile(staged.filePath(name), build, &error))
            return refuse(error);
        *files << QDir(dir).filePath(name);
    }
    if (!writeFileSafely(staged.filePath(QStringLiteral("front.json")),
                         optimizeOutcomeToJson(spec, outcome, *files), &error) ||
        !switchFolder(staged.path(), target, &error))
        return refuse(error);
    return true;
}

} // namespace

int runOptimizeCommand(CliContext &ctx)
{
    const QString usage = QStringLiteral("usage: nodeplan optimize SPEC.json [--format text|json] [-o DIR] "
                                         "[--time-limit SECONDS (default 120; 0 = "
                                         "none)]");
    QString specPath, outDir;
    OptimizeControl control;
    control.timeLimitSeconds = kDefaultOptimizeSeconds;
    for (qsizetype i = 0; i < ctx.args.size(); ++i) {
        const QString &arg = ctx.args.at(i);
        if ((arg == QLatin1String("-o") || arg == QLatin1String("--output")) && i + 1 < ctx.args.size()) {
            outDir = ctx.args.at(++i);
        } else if (arg == QLatin1String("--time-limit") && i + 1 < ctx.args.size()) {
            bool ok = false;
            control.timeLimitSeconds = ctx.args.at(++i).toDouble(&ok);
            // A day is more than any search needs; beyond it (or negative, or not a number) is a typo.
            if (!ok || !(control.timeLimitSeconds >= 0 && control.timeLimitSeconds <= 86400))
                return ctx.fail(
                    QStringLiteral("--time-limit needs seconds from 0 (no limit) to 86400, not '%1'")
                        .arg(ctx.args.at(i)),
                    kExitUsage);
        } else if (arg.startsWith(QLatin1Char('-')) || !specPath.isEmpty()) {
            return ctx.fail(usage, kExitUsage);
        } else {
            specPath = arg;
        }
    }
    if (specPath.isEmpty())
        return ctx.fail(usage, kExitUsage);
    if (ctx.format != QLatin1String("text") && ctx.format != QLatin1String("json"))
        return ctx.fail(QStringLiteral("optimize writes text or json, not '%1'").arg(ctx.format), kExitUsage);

    QString error;
    OptimizeSpec spec;
    if (!readOptimizeSpecFile(specPath, spec, &error))
        return ctx.fail(error);
    std::unique_ptr<CatalogDatabase> db = openCatalog(ctx, CatalogUse::Read);
    if (!db)
        return kExitBadInput;
    const CatalogSnapshot catalog = db->snapshot();
    const OptimizeOutcome outcome = optimize(spec, catalog, control);
    if (!outcome.error.empty())
        return ctx.fail(specPath + QStringLiteral(": ") + QString::fromStdString(outcome.error));

    QStringList files;
    if (!outDir.isEmpty() && !writeResultFolder(ctx, spec, outcome, outDir, &files))
        return kExitBadInput;
    if (ctx.json)
        ctx.out << QString::fromUtf8(optimizeOutcomeToJson(spec, outcome, files));
    else
        ctx.out << optimizeOutcomeToText(spec, outcome, files);
    ctx.out.flush();
    for (const OptimizeResult &r : outcome.results)
        if (!r.verified)
            return kExitBadInput; // a result the full evaluation rejects is a bug; say so in the exit code
    return kExitOk;
}

} // namespace np::app
