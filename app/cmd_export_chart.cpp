// SPDX-License-Identifier: MIT
// nodeplan export-chart BUILD --chart NAME -o FILE [--width W --height H]
// Draws one chart of the build's evaluation into a PNG, SVG or PDF (format from the extension).
#include "app/cli_context.h"

#include "app/build_session.h"
#include "charts/chart_export.h"
#include "charts/chart_factory.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace np::app
{

namespace
{

struct ExportChartArgs {
    QString buildPath;
    QString chart;
    QString output;
    int width = 1000;
    int height = 560;
};

// Parses the arguments; returns an empty string or the usage error.
QString parseArgs(const QStringList &args, ExportChartArgs &out)
{
    auto intValue = [](const QString &text, int &value) {
        bool ok = false;
        const int v = text.toInt(&ok);
        if (!ok || v < 100 || v > 10000)
            return false;
        value = v;
        return true;
    };
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args.at(i);
        const bool hasValue = i + 1 < args.size();
        if ((a == QLatin1String("--chart") || a == QLatin1String("-c")) && hasValue)
            out.chart = args.at(++i);
        else if ((a == QLatin1String("-o") || a == QLatin1String("--output")) && hasValue)
            out.output = args.at(++i);
        else if (a == QLatin1String("--width") && hasValue) {
            if (!intValue(args.at(++i), out.width))
                return QStringLiteral("--width must be a whole number of pixels from 100 to 10000");
        } else if (a == QLatin1String("--height") && hasValue) {
            if (!intValue(args.at(++i), out.height))
                return QStringLiteral("--height must be a whole number of pixels from 100 to 10000");
        } else if (a.startsWith(QLatin1Char('-')))
            return QStringLiteral("unknown or incomplete option '%1'").arg(a);
        else if (out.buildPath.isEmpty())
            out.buildPath = a;
        else
            return QStringLiteral("unexpected argument '%1'").arg(a);
    }
    if (out.buildPath.isEmpty() || out.chart.isEmpty() || out.output.isEmpty())
        return QStringLiteral("usage: nodeplan export-chart BUILD --chart %1 -o FILE.png|svg|pdf "
                              "[--width W --height H]")
            .arg(chartKindIds().join(QLatin1Char('|')));
    return {};
}

} // namespace

int runExportChartCommand(CliContext &ctx)
{
    ExportChartArgs args;
    const QString usage = parseArgs(ctx.args, args);
    if (!usage.isEmpty())
        return ctx.fail(usage, kExitUsage);
    const std::optional<ChartKind> kind = parseChartKind(args.chart);
    if (!kind)
        return ctx.fail(QStringLiteral("unknown chart '%1' (use %2)")
                            .arg(args.chart, chartKindIds().join(QStringLiteral(", "))),
                        kExitUsage);
    if (chartFormatFromPath(args.output) == ChartFileFormat::Unknown)
        return ctx.fail(
            QStringLiteral("cannot tell the format of '%1': use .png, .svg or .pdf").arg(args.output),
            kExitUsage);

    BuildSession session;
    if (!loadBuildSession(ctx, args.buildPath, session))
        return kExitBadInput;
    const ChartInputs inputs{&session.evaluated.evaluation(), &session.evaluated.resolved(),
                             &session.evaluated.catalog()};
    QString error;
    if (!exportChart(*kind, inputs, args.output, args.width, args.height, &error))
        return ctx.fail(error);
    if (!ctx.json)
        ctx.out << "wrote " << args.output << Qt::endl;
    else
        ctx.out << QJsonDocument(QJsonObject{{QStringLiteral("chart"), args.chart},
                                             {QStringLiteral("file"), args.output}})
                       .toJson(QJsonDocument::Compact)
                << Qt::endl;
    return kExitOk;
}

} // namespace np::app
