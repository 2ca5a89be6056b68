// SPDX-License-Identifier: MIT
// `nodeplan export-pdf BUILD_OR_QUOTE -o FILE.pdf [--paper a4|letter] [--bom-csv FILE.csv]
//  [--quote-version N] [--locale NAME] [--internal] [--currency EUR|USD]`: the PDF build sheet of a .nodeplan
//  file or of a stored
// quote, and the bill of materials as CSV beside it. The sheet's numbers, money and dates follow
// --locale (e.g. de_DE), else the user's locale; the CSV is always C locale.
#include "app/build_session.h"
#include "app/cli_context.h"

#include "app/catalog_open.h"
#include "catalog/catalog_database.h"
#include "catalog/quote_store.h"
#include "report/build_sheet.h"
#include "report/quote_sheet.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

namespace np::app
{

namespace
{

const char *const kUsage = "usage: nodeplan export-pdf BUILD.nodeplan|Q-YYYY-NNNN -o FILE.pdf [--paper "
                           "a4|letter] [--bom-csv FILE.csv] "
                           "[--quote-version N] [--locale NAME] [--internal]";

struct ExportArgs {
    QString source;
    QString output;
    QString csv;
    PaperSize paper = PaperSize::A4;
    int quoteVersion = 0;       // 0 = latest
    QLocale locale = QLocale(); // the user's locale unless --locale says otherwise
    bool internal = false;      // --internal: a quote's sheet keeps the internal sourcing notes
};

bool parseArgs(CliContext &ctx, ExportArgs &a, QString *problem)
{
    const QStringList &args = ctx.args;
    for (int i = 0; i < args.size(); ++i) {
        const QString &arg = args.at(i);
        const bool hasValue = i + 1 < args.size();
        if ((arg == QLatin1String("-o") || arg == QLatin1String("--output")) && hasValue) {
            a.output = args.at(++i);
        } else if (arg == QLatin1String("--paper") && hasValue) {
            const QString paper = args.at(++i).toLower();
            if (paper == QLatin1String("a4"))
                a.paper = PaperSize::A4;
            else if (paper == QLatin1String("letter"))
                a.paper = PaperSize::Letter;
            else
                return *problem = QStringLiteral("unknown paper '%1' (use a4 or letter)").arg(paper), false;
        } else if (arg == QLatin1String("--bom-csv") && hasValue) {
            a.csv = args.at(++i);
        } else if (arg == QLatin1String("--quote-version") && hasValue) {
            bool ok = false;
            a.quoteVersion = args.at(++i).toInt(&ok);
            if (!ok || a.quoteVersion < 1)
                return *problem = QStringLiteral("--quote-version takes a version number (1, 2, ...)"), false;
        } else if (arg == QLatin1String("--locale") && hasValue) {
            const QString name = args.at(++i);
            a.locale = QLocale(name);
            // QLocale falls back to C for names it does not know; only "C" itself may mean C.
            if (a.locale.language() == QLocale::C && name != QLatin1String("C"))
                return *problem =
                           QStringLiteral("unknown locale '%1' (use a name like de_DE or en_US)").arg(name),
                       false;
        } else if (arg == QLatin1String("--internal")) {
            a.internal = true;
        } else if (!arg.startsWith(QLatin1Char('-')) && a.source.isEmpty()) {
            a.source = arg;
        } else {
            return *problem = QStringLiteral("unexpected argument '%1'").arg(arg), false;
        }
    }
    if (a.source.isEmpty() || a.output.isEmpty())
        return *problem = QString(), false;
    if (a.csv.isEmpty())
        a.csv = bomCsvPathBeside(a.output);
    return true;
}

bool isQuoteNumber(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^Q-\\d{4}-\\d{4,}$"));
    return pattern.match(text).hasMatch();
}

int writeOutputs(CliContext &ctx, BuildSheetInput input, const ExportArgs &a)
{
    input.locale = a.locale;
    input.displayCurrency = ctx.currency; // a build sheet's money; a quote keeps its own currency
    input.internalNotes = a.internal;     // a customer's copy unless asked otherwise
    QString error;
    if (!writeBuildSheetAndBomCsv(input, a.output, a.csv, a.paper, &error))
        return ctx.fail(error);
    ctx.out << QCoreApplication::translate("np::app::ExportPdf", "wrote %1 and %2").arg(a.output, a.csv)
            << Qt::endl;
    return kExitOk;
}

int exportQuote(CliContext &ctx, const ExportArgs &a)
{
    QString error;
    std::unique_ptr<CatalogDatabase> db = openCatalog(ctx, CatalogUse::Read);
    if (!db)
        return kExitBadInput;
    QuoteStore store(db->database());
    const std::optional<Quote> quote =
        a.quoteVersion > 0 ? store.version(a.source, a.quoteVersion) : store.latest(a.source);
    if (!quote)
        return ctx.fail(a.quoteVersion > 0
                            ? QStringLiteral("quote %1 has no version %2").arg(a.source).arg(a.quoteVersion)
                            : QStringLiteral("no quote %1 in %2").arg(a.source, db->path()));
    const CatalogSnapshot catalog = db->snapshot();
    QuoteSheet sheet;
    if (!prepareQuoteSheet(*quote, catalog, sheet, &error))
        return ctx.fail(error);
    if (newerPricesAvailable(*quote, catalog))
        ctx.err
            << QCoreApplication::translate(
                   "np::app::ExportPdf",
                   "note: the catalog has newer prices than %1 version %2; the sheet shows the quote's own "
                   "dated prices")
                   .arg(quote->number)
                   .arg(quote->version)
            << Qt::endl;
    BuildSheetInput input = sheet.input();
    attachPartDocuments(input, db->database());
    return writeOutputs(ctx, input, a);
}

} // namespace

int runExportPdfCommand(CliContext &ctx)
{
    ExportArgs a;
    QString problem;
    if (!parseArgs(ctx, a, &problem))
        return ctx.fail(problem.isEmpty() ? QString::fromLatin1(kUsage)
                                          : problem + QLatin1Char('\n') + QString::fromLatin1(kUsage),
                        kExitUsage);
    if (isQuoteNumber(a.source))
        return exportQuote(ctx, a);

    BuildSession session;
    if (!loadBuildSession(ctx, a.source, session))
        return kExitBadInput;
    BuildSheetInput input = BuildSheetInput::of(session.evaluated);
    attachPartDocuments(input, session.database->database());
    return writeOutputs(ctx, input, a);
}

} // namespace np::app
