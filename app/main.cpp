// SPDX-License-Identifier: MIT
// Thin entry point: no arguments opens the GUI, a build file in place of a command opens it in the
// GUI (the desktop file's `Exec=nodeplan %F`); a subcommand runs headless on QCoreApplication.
#include "app/cli_context.h"
#include "app/ui_language.h"

#include "presentation/money_text.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QProcessEnvironment>

#include <functional>
#include <map>
#include <memory>

namespace
{

// Marked for lupdate; printed through QCoreApplication::translate once the language is installed.
const char *const kUsage = QT_TRANSLATE_NOOP(
    "np::app::Usage",
    "usage: nodeplan [--catalog PATH] [--lang CODE]         open the GUI\n"
    "       nodeplan [--catalog PATH] FILE.nodeplan         open the build FILE in the GUI\n"
    "       nodeplan [--catalog PATH] COMMAND [ARGS] [--format text|json] [--currency EUR|USD]\n"
    "\n"
    "commands:\n"
    "  catalog list [--kind KIND]          list catalog parts\n"
    "  catalog show SKU                    one part with its source and price history\n"
    "  catalog import FILE                 import parts or prices (CSV or JSON), all or nothing\n"
    "  catalog export --kind KIND          export parts (--format csv|json)\n"
    "  catalog import-model CONFIG.json --name NAME   add an LLM from a Hugging Face config.json\n"
    "  catalog set-price SKU AMOUNT CURRENCY [--kind K] [--source TEXT]   enter a dated price\n"
    "  catalog history SKU                 every change to a part and its prices (team catalogs)\n"
    "  catalog push --to postgresql://...  copy this catalog and its quotes into an empty team database\n"
    "  catalog pull --from postgresql://... -o FILE.sqlite   an offline copy of the team catalog\n"
    "  evaluate BUILD                      assess a .nodeplan build\n"
    "  compare A B [C D]                   two to four builds side by side, on the same workloads\n"
    "                                      (--workloads union|N|FILE: all builds', build N's, a file's)\n"
    "  export-chart BUILD --chart NAME -o FILE   chart as PNG, SVG or PDF\n"
    "  export-pdf BUILD_OR_QUOTE -o FILE.pdf [--paper a4|letter]   PDF build sheet\n"
    "  optimize SPEC.json [-o DIR]         cheapest builds meeting a requirement spec (Pareto front)\n"
    "  quote list|show|create|status|history ...   quotes (nodeplan quote for details)\n"
    "  procurement [--workload MODEL:MODE:PRECISION] [--sort FIGURE]   GPUs ranked by value (--format "
    "csv|json)\n"
    "\n"
    "--lang CODE: language of the window, the PDF and command-line text, with its number and date\n"
    "formats (en, de; default: the desktop's language). JSON and CSV stay English and C locale.\n"
    "--catalog postgresql://user@host/db: a team catalog (password from ~/.pgpass or PGPASSWORD;\n"
    "see docs/team.md).\n");

QString usage()
{
    return QCoreApplication::translate("np::app::Usage", kUsage);
}

const std::map<QString, std::function<int(np::app::CliContext &)>> &commands()
{
    static const std::map<QString, std::function<int(np::app::CliContext &)>> all{
        {QStringLiteral("catalog"), np::app::runCatalogCommand},
        {QStringLiteral("compare"), np::app::runCompareCommand},
        {QStringLiteral("evaluate"), np::app::runEvaluateCommand},
        {QStringLiteral("export-chart"), np::app::runExportChartCommand},
        {QStringLiteral("export-pdf"), np::app::runExportPdfCommand},
        {QStringLiteral("quote"), np::app::runQuoteCommand},
        {QStringLiteral("procurement"), np::app::runProcurementCommand},
        {QStringLiteral("optimize"), np::app::runOptimizeCommand},
    };
    return all;
}

// `nodeplan FILE`: an argument that is no command or option but names a build file (by its
// extension, or because such a file exists). Commands win over files of the same name.
bool isBuildPath(const QString &arg)
{
    if (arg.startsWith(QLatin1Char('-')) || arg == QLatin1String("help") || commands().count(arg) > 0)
        return false;
    return arg.endsWith(QLatin1String(".nodeplan"), Qt::CaseInsensitive) || QFileInfo(arg).isFile();
}

bool quoteCommand(const QStringList &before)
{
    return !before.isEmpty() && before.first() == QLatin1String("quote");
}

bool hasDisplay()
{
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString platform = env.value(QStringLiteral("QT_QPA_PLATFORM"));
    if (!platform.isEmpty())
        return platform != QLatin1String("minimal");
    return !env.value(QStringLiteral("DISPLAY")).isEmpty() ||
           !env.value(QStringLiteral("WAYLAND_DISPLAY")).isEmpty();
}

// Global options may come before the subcommand; the rest is the command and its arguments.
struct GlobalOptions {
    QString catalogPath;
    QString format;
    QString currency; // display currency of the totals a command prints
    QString lang;     // --lang CODE; empty = the desktop's language
    QStringList rest;
    np::app::UiLanguage language;
};

GlobalOptions splitGlobalOptions(const QStringList &all)
{
    GlobalOptions o;
    for (int i = 0; i < all.size(); ++i) {
        const QString &a = all.at(i);
        if (a == QLatin1String("--catalog") && i + 1 < all.size())
            o.catalogPath = all.at(++i);
        else if (a.startsWith(QLatin1String("--catalog=")))
            o.catalogPath = a.mid(10);
        else if (a == QLatin1String("--format") && i + 1 < all.size())
            o.format = all.at(++i);
        else if (a.startsWith(QLatin1String("--format=")))
            o.format = a.mid(9);
        // After `quote`, --currency is the quote's own currency (with its --per-eur rate), not
        // the display currency: taking it here stored a USD quote as EUR times the rate.
        else if (quoteCommand(o.rest) && a.startsWith(QLatin1String("--currency")))
            o.rest << a;
        else if (a == QLatin1String("--currency") && i + 1 < all.size())
            o.currency = all.at(++i).toUpper();
        else if (a.startsWith(QLatin1String("--currency=")))
            o.currency = a.mid(11).toUpper();
        else if (a == QLatin1String("--lang") && i + 1 < all.size())
            o.lang = all.at(++i);
        else if (a.startsWith(QLatin1String("--lang=")))
            o.lang = a.mid(7);
        else
            o.rest << a;
    }
    return o;
}

// Picked out without a lasting Qt application (the probe only decodes the arguments), so the GUI
// path can still construct QApplication itself.
GlobalOptions readGlobalOptions(int &argc, char **argv)
{
    QCoreApplication probe(argc, argv);
    GlobalOptions options = splitGlobalOptions(QCoreApplication::arguments().mid(1));
    // Chosen before any window or text exists, so GUI and CLI speak the same language.
    options.language = np::app::chooseUiLanguage(options.lang);
    return options;
}

// Commands that paint (charts, PDF) need a QGuiApplication; without a display they paint
// offscreen. Every other command runs on a plain QCoreApplication.
std::unique_ptr<QCoreApplication> makeHeadlessApplication(int &argc, char **argv, const QStringList &rest)
{
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
    return app;
}

// `rest` is the command and its arguments: help and version first, then the global options are
// checked before the command runs.
int runCommand(np::app::CliContext &ctx, QStringList rest)
{
    using namespace np::app;
    const QString command = rest.takeFirst();
    ctx.args = rest;
    if (command == QLatin1String("--help") || command == QLatin1String("-h") ||
        command == QLatin1String("help")) {
        ctx.out << usage();
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
    if (!np::displayCurrencies().contains(ctx.currency))
        return ctx.fail(QStringLiteral("unknown --currency '%1' (use %2)")
                            .arg(ctx.currency, np::displayCurrencies().join(QStringLiteral(" or "))),
                        kExitUsage);

    const auto it = commands().find(command);
    if (it == commands().end()) {
        ctx.err << "nodeplan: unknown command '" << command << "'\n\n" << usage();
        return kExitUsage;
    }
    return it->second(ctx);
}

} // namespace

int main(int argc, char **argv)
{
    using namespace np::app;

    const GlobalOptions options = readGlobalOptions(argc, argv);
    if (!options.language.error.isEmpty()) {
        QTextStream(stderr) << "nodeplan: " << options.language.error << Qt::endl;
        return kExitUsage;
    }
    const QStringList &rest = options.rest;

    if (rest.isEmpty() && hasDisplay())
        return runGui(argc, argv, options.catalogPath, options.language.code);
    // A file manager may pass several files (%F); the window holds one build, so the first opens.
    const bool opensBuild = !rest.isEmpty() && isBuildPath(rest.first());
    if (opensBuild && hasDisplay())
        return runGui(argc, argv, options.catalogPath, options.language.code,
                      QFileInfo(rest.first()).absoluteFilePath());

    const std::unique_ptr<QCoreApplication> app = makeHeadlessApplication(argc, argv, rest);
    installTranslations(options.language.code);

    CliContext ctx;
    ctx.catalogPath = options.catalogPath;
    ctx.format = options.format.isEmpty() ? QStringLiteral("text") : options.format;
    ctx.json = ctx.format == QLatin1String("json");
    ctx.currency = options.currency.isEmpty() ? QStringLiteral("EUR") : options.currency;

    if (rest.isEmpty())
        return runHeadlessDefault(ctx);
    if (opensBuild) {
        // Without a display the window cannot open; evaluating instead would hide that. Exit 1 like
        // any request that could not be carried out, and say how to assess the build headless.
        ctx.err << "nodeplan: no display (neither DISPLAY nor WAYLAND_DISPLAY is set), so " << rest.first()
                << " cannot open in NodePlan's window.\nTo assess it without a window: nodeplan evaluate "
                << rest.first() << "\n";
        return kExitBadInput;
    }
    return runCommand(ctx, rest);
}
