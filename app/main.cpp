// SPDX-License-Identifier: MIT
// Thin entry point: no arguments opens the GUI; a subcommand runs headless on QCoreApplication.
#include "app/cli_context.h"

#include <QApplication>
#include <QCoreApplication>
#include <QProcessEnvironment>

#include <functional>
#include <map>
#include <memory>

namespace
{

const char *const kUsage =
    "usage: nodeplan [--catalog PATH]                       open the GUI\n"
    "       nodeplan [--catalog PATH] COMMAND [ARGS] [--format text|json]\n"
    "\n"
    "commands:\n"
    "  catalog list [--kind KIND]          list catalog parts\n"
    "  catalog show SKU                    one part with its source and price history\n"
    "  catalog import FILE                 import parts or prices (CSV or JSON), all or nothing\n"
    "  catalog export --kind KIND          export parts (--format csv|json)\n"
    "  catalog import-model CONFIG.json --name NAME   add an LLM from a Hugging Face config.json\n"
    "  evaluate BUILD                      assess a .nodeplan build\n"
    "  export-chart BUILD --chart NAME -o FILE   chart as PNG, SVG or PDF\n"
    "  export-pdf BUILD_OR_QUOTE -o FILE.pdf [--paper a4|letter]   PDF build sheet\n"
    "  quote list|show|create|status ...   quotes (nodeplan quote for details)\n";

bool hasDisplay()
{
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString platform = env.value(QStringLiteral("QT_QPA_PLATFORM"));
    if (!platform.isEmpty())
        return platform != QLatin1String("minimal");
    return !env.value(QStringLiteral("DISPLAY")).isEmpty() ||
           !env.value(QStringLiteral("WAYLAND_DISPLAY")).isEmpty();
}

} // namespace

int main(int argc, char **argv)
{
    using namespace np::app;

    // Global options may come before the subcommand: pick them out without Qt, so the GUI path
    // can still construct QApplication itself.
    QString catalogPath;
    QString format;
    QStringList rest;
    {
        QCoreApplication probe(argc, argv); // for argument decoding only
        const QStringList all = QCoreApplication::arguments().mid(1);
        for (int i = 0; i < all.size(); ++i) {
            const QString &a = all.at(i);
            if (a == QLatin1String("--catalog") && i + 1 < all.size())
                catalogPath = all.at(++i);
            else if (a.startsWith(QLatin1String("--catalog=")))
                catalogPath = a.mid(10);
            else if (a == QLatin1String("--format") && i + 1 < all.size())
                format = all.at(++i);
            else if (a.startsWith(QLatin1String("--format=")))
                format = a.mid(9);
            else
                rest << a;
        }
    }

    if (rest.isEmpty() && hasDisplay())
        return runGui(argc, argv, catalogPath);

    // Commands that paint (charts, PDF) need a QGuiApplication; without a display they paint
    // offscreen. Every other command runs on a plain QCoreApplication.
    const bool paints = !rest.isEmpty() && (rest.first() == QLatin1String("export-chart") ||
                                            rest.first() == QLatin1String("export-pdf"));
    const bool headlessDefault = rest.isEmpty();
    if ((paints || headlessDefault) && !hasDisplay())
        qputenv("QT_QPA_PLATFORM", "offscreen");
    std::unique_ptr<QCoreApplication> app;
    if (paints || headlessDefault)
        app = std::make_unique<QApplication>(argc, argv);
    else
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("NodePlan"));
    QCoreApplication::setApplicationName(QStringLiteral("nodeplan"));
    QCoreApplication::setApplicationVersion(QStringLiteral(NODEPLAN_VERSION));

    CliContext ctx;
    ctx.catalogPath = catalogPath;
    ctx.format = format.isEmpty() ? QStringLiteral("text") : format;
    ctx.json = ctx.format == QLatin1String("json");

    if (rest.isEmpty())
        return runHeadlessDefault(ctx);

    const QString command = rest.takeFirst();
    ctx.args = rest;
    if (command == QLatin1String("--help") || command == QLatin1String("-h") ||
        command == QLatin1String("help")) {
        ctx.out << kUsage;
        return kExitOk;
    }
    if (command == QLatin1String("--version")) {
        ctx.out << "nodeplan " << NODEPLAN_VERSION << Qt::endl;
        return kExitOk;
    }
    if (ctx.format != QLatin1String("text") && ctx.format != QLatin1String("json") &&
        ctx.format != QLatin1String("csv"))
        return ctx.fail(QStringLiteral("unknown --format '%1' (use text, json or csv)").arg(ctx.format),
                        kExitUsage);

    const std::map<QString, std::function<int(CliContext &)>> commands{
        {QStringLiteral("catalog"), runCatalogCommand},
        {QStringLiteral("evaluate"), runEvaluateCommand},
        {QStringLiteral("export-chart"), runExportChartCommand},
        {QStringLiteral("export-pdf"), runExportPdfCommand},
        {QStringLiteral("quote"), runQuoteCommand},
    };
    const auto it = commands.find(command);
    if (it == commands.end()) {
        ctx.err << "nodeplan: unknown command '" << command << "'\n\n" << kUsage;
        return kExitUsage;
    }
    return it->second(ctx);
}
