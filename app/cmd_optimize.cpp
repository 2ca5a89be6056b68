// SPDX-License-Identifier: MIT
// `nodeplan optimize SPEC.json [--format text|json] [-o DIR]`: the auto-configure search. Prints the
// Pareto front (cheapest first); with -o writes each result as DIR/result-NN.nodeplan and the
// front as DIR/front.json.
#include "app/cli_context.h"

#include "catalog/catalog_database.h"
#include "presentation/build_file.h"
#include "presentation/optimize_json.h"
#include "presentation/safe_write.h"

#include <QDir>

#include <memory>

namespace np::app
{

int runOptimizeCommand(CliContext &ctx)
{
    const QString usage = QStringLiteral("usage: nodeplan optimize SPEC.json [--format text|json] [-o DIR]");
    QString specPath, outDir;
    for (qsizetype i = 0; i < ctx.args.size(); ++i) {
        const QString &arg = ctx.args.at(i);
        if ((arg == QLatin1String("-o") || arg == QLatin1String("--output")) && i + 1 < ctx.args.size())
            outDir = ctx.args.at(++i);
        else if (arg.startsWith(QLatin1Char('-')) || !specPath.isEmpty())
            return ctx.fail(usage, kExitUsage);
        else
            specPath = arg;
    }
    if (specPath.isEmpty())
        return ctx.fail(usage, kExitUsage);
    if (ctx.format != QLatin1String("text") && ctx.format != QLatin1String("json"))
        return ctx.fail(QStringLiteral("optimize writes text or json, not '%1'").arg(ctx.format), kExitUsage);

    QString error;
    OptimizeSpec spec;
    if (!readOptimizeSpecFile(specPath, spec, &error))
        return ctx.fail(error);
    std::unique_ptr<CatalogDatabase> db = CatalogDatabase::open(ctx.catalogPath, &error);
    if (!db)
        return ctx.fail(
            QStringLiteral("catalog %1: %2")
                .arg(ctx.catalogPath.isEmpty() ? CatalogDatabase::defaultPath() : ctx.catalogPath, error));
    const CatalogSnapshot catalog = db->snapshot();
    const OptimizeOutcome outcome = optimize(spec, catalog);
    if (!outcome.error.empty())
        return ctx.fail(specPath + QStringLiteral(": ") + QString::fromStdString(outcome.error));

    QStringList files;
    if (!outDir.isEmpty()) {
        if (!QDir().mkpath(outDir))
            return ctx.fail(QStringLiteral("%1: cannot create the folder").arg(outDir));
        for (std::size_t i = 0; i < outcome.results.size(); ++i) {
            Build build = outcome.results[i].build;
            build.name =
                QStringLiteral("%1 #%2").arg(QString::fromStdString(spec.name)).arg(i + 1).toStdString();
            const QString path = QDir(outDir).filePath(
                QStringLiteral("result-%1.nodeplan").arg(i + 1, 2, 10, QLatin1Char('0')));
            if (!writeBuildFile(path, build, &error))
                return ctx.fail(error);
            files << path;
        }
        const QString frontPath = QDir(outDir).filePath(QStringLiteral("front.json"));
        if (!writeFileSafely(frontPath, optimizeOutcomeToJson(spec, outcome, files), &error))
            return ctx.fail(error);
    }
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
