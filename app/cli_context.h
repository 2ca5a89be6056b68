// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace np::app
{

// What every headless subcommand shares: its arguments after the subcommand name, the
// global options, and where to print. Commands return the process exit code.
struct CliContext {
    QStringList args;    // arguments after the subcommand (global options removed)
    QString catalogPath; // --catalog PATH, empty = the embedded default in the data folder
    bool json = false;   // --format json
    QString format;      // raw --format value ("text", "json", "csv")
    QString currency;    // --currency CODE: display currency of printed totals (EUR default)
    QTextStream out{stdout};
    QTextStream err{stderr};

    // Prints "nodeplan: MESSAGE" to stderr and returns exit code 1 (bad input) or `code`.
    int fail(const QString &message, int code = 1);
};

// Exit codes: 0 ok, 1 bad input or failed check, 2 usage error.
inline constexpr int kExitOk = 0;
inline constexpr int kExitBadInput = 1;
inline constexpr int kExitUsage = 2;

int runCatalogCommand(CliContext &ctx);     // cmd_catalog.cpp
int runCompareCommand(CliContext &ctx);     // cmd_compare.cpp
int runEvaluateCommand(CliContext &ctx);    // cmd_evaluate.cpp
int runExportChartCommand(CliContext &ctx); // cmd_export_chart.cpp
int runExportPdfCommand(CliContext &ctx);   // cmd_export_pdf.cpp
int runQuoteCommand(CliContext &ctx);       // cmd_quote.cpp
int runProcurementCommand(CliContext &ctx); // cmd_procurement.cpp
int runOptimizeCommand(CliContext &ctx);    // cmd_optimize.cpp

// GUI entry (gui_launch.cpp). Returns the event loop's exit code. A non-empty `buildPath` (from
// `nodeplan FILE`) is opened instead of the last session's build. `language` is the code main()
// chose (ui_language.h), installed once QApplication exists.
int runGui(int argc, char **argv, const QString &catalogPath, const QString &language,
           const QString &buildPath = {});
// Headless default when no display is available (gui_launch.cpp).
int runHeadlessDefault(CliContext &ctx);

} // namespace np::app
