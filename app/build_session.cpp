// SPDX-License-Identifier: MIT
// Loads one build for a headless command: catalog, build file, resolution, evaluation. Every
// failure names the file and the field, slot or SKU.
#include "app/build_session.h"

#include "catalog/catalog_reading.h"

#include "presentation/build_errors.h"
#include "presentation/build_file.h"
#include "presentation/message_limits.h"
#include "presentation/terminal_text.h"

#include <QDir>
#include <QFileInfo>

namespace np::app
{

BuildSession::BuildSession() = default;
BuildSession::~BuildSession() = default;

namespace
{

// The catalog to open: --catalog, else the default catalog in the data folder. A build file's
// "catalog" is never followed on its own: a .nodeplan from someone else could name any file,
// and a catalog is SQL that NodePlan runs. When it names another existing file, say how to use it.
QString catalogFor(CliContext &ctx, const QString &buildPath, const Build &build)
{
    if (!ctx.catalogPath.isEmpty())
        return ctx.catalogPath;
    const QString named = QString::fromStdString(build.catalog);
    if (!named.isEmpty()) {
        const QFileInfo direct(named);
        const QFileInfo relative(QFileInfo(buildPath).absoluteDir(), named);
        const QFileInfo &file = direct.isAbsolute() ? direct : relative;
        if (file.isFile())
            ctx.err << "nodeplan: note: " << terminalSafe(shortened(buildPath, kMaxMessageChars))
                    << " names the catalog " << terminalSafe(shortened(file.filePath(), kMaxMessageChars))
                    << "; it is not opened unless you pass --catalog "
                    << terminalSafe(shortened(file.filePath(), kMaxMessageChars))
                    << " (using the default catalog)" << Qt::endl;
    }
    return QString();
}

} // namespace

bool loadBuildSession(CliContext &ctx, const QString &buildPath, BuildSession &out, CatalogUse use)
{
    QString error;
    Build build;
    BuildFileMap map; // for the line and entry index of each problem
    if (!readBuildFile(buildPath, build, &error, &map)) {
        ctx.fail(error);
        return false;
    }
    const QString catalogPath = catalogFor(ctx, buildPath, build);
    std::unique_ptr<CatalogDatabase> db = openCatalog(ctx, use, catalogPath);
    if (!db)
        return false;
    out.database = std::shared_ptr<CatalogDatabase>(std::move(db));
    out.evaluated =
        evaluateBuild(std::move(build), std::make_shared<const CatalogSnapshot>(out.database->snapshot()));
    if (!out.evaluated.errors().empty()) {
        QStringList lines;
        for (const QString &line :
             buildErrorLines(out.evaluated.errors(), out.evaluated.build(), map, out.evaluated.catalog()))
            lines << shortened(buildPath + QStringLiteral(": ") + line, kMaxMessageChars);
        ctx.fail(capped(lines).join(QStringLiteral("\nnodeplan: ")));
        return false;
    }
    return true;
}

} // namespace np::app
