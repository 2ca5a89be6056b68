// SPDX-License-Identifier: MIT
// `nodeplan` with no display: say so, summarise the catalog, and write the reference build's
// PDF build sheet so that the run command still produces something to look at.
#include "app/build_session.h"
#include "app/cli_context.h"

#include "catalog/catalog_database.h"
#include "report/build_sheet.h"
#include "ui/shell/ui_resources.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace np::app
{

namespace
{

const char *const kReferenceBuild = ":/examples/reference-8x-rtx-pro-6000.nodeplan";
const char *const kSheetName = "nodeplan-reference-build-sheet.pdf";

// The current folder if it is writable, else the data folder.
QString outputPath()
{
    const QFileInfo here(QDir::currentPath());
    if (here.isWritable())
        return QDir::current().absoluteFilePath(QString::fromLatin1(kSheetName));
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QDir().mkpath(data);
    return QDir(data).absoluteFilePath(QString::fromLatin1(kSheetName));
}

void printCatalogSummary(CliContext &ctx, const BuildSession &s)
{
    const CatalogSnapshot &c = s.evaluated.catalog();
    ctx.out << "Catalog: " << (s.database ? s.database->path() : QString::fromStdString(c.name))
            << " (prices as of " << QString::fromStdString(c.asOf) << ")\n"
            << "  " << c.chassis.size() << " chassis, " << c.gpus.size() << " GPUs, " << c.cpus.size()
            << " CPUs, " << c.memory.size() << " memory modules, " << c.drives.size() << " drives, "
            << c.nics.size() << " NICs, " << c.psus.size() << " PSUs, " << c.models.size() << " models\n";
}

} // namespace

int runHeadlessDefault(CliContext &ctx)
{
    initUiResources(); // the example builds live in the static ui library
    ctx.out
        << "No display found (neither DISPLAY nor WAYLAND_DISPLAY is set), so NodePlan's window cannot open."
        << Qt::endl;

    BuildSession session;
    if (!loadBuildSession(ctx, QString::fromLatin1(kReferenceBuild), session))
        return kExitBadInput;
    printCatalogSummary(ctx, session);

    BuildSheetInput input = BuildSheetInput::of(session.evaluated);
    attachPartDocuments(input, session.database->database());
    const QString pdf = outputPath();
    const QString csv = bomCsvPathBeside(pdf);
    QString error;
    if (!writeBuildSheetAndBomCsv(input, pdf, csv, PaperSize::A4, &error))
        return ctx.fail(error);

    ctx.out << "\nReference build: " << QString::fromStdString(session.evaluated.build().name) << "\n"
            << "Wrote its build sheet to " << pdf << "\n"
            << "  and the bill of materials to " << csv << "\n"
            << "Open the PDF with any PDF viewer, e.g.  xdg-open " << pdf << "\n\n"
            << "To use the GUI, run nodeplan where there is a display (a desktop session, ssh -X, or\n"
            << "xvfb-run ./build/app/nodeplan for a virtual one). Headless commands: nodeplan --help"
            << Qt::endl;
    return kExitOk;
}

} // namespace np::app
