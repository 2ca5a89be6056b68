// SPDX-License-Identifier: MIT
// Loads one build for a headless command: catalog, build file, resolution, evaluation. Every
// failure names the file and the field, slot or SKU.
#include "app/build_session.h"

#include "catalog/catalog_database.h"
#include "presentation/build_errors.h"
#include "presentation/build_file.h"
#include "presentation/message_limits.h"

#include <QDir>
#include <QFileInfo>

namespace np::app
{

BuildSession::BuildSession() = default;
BuildSession::~BuildSession() = default;

namespace
{

// The catalog to open: --catalog wins; else the build's "catalog" if it names an existing file
// (relative to the build file); else the default catalog in the data folder.
QString catalogFor(const CliContext &ctx, const QString &buildPath, const Build &build)
{
    if (!ctx.catalogPath.isEmpty())
        return ctx.catalogPath;
    const QString named = QString::fromStdString(build.catalog);
    if (!named.isEmpty()) {
        const QFileInfo direct(named);
        if (direct.isAbsolute() && direct.isFile())
            return named;
        const QFileInfo relative(QFileInfo(buildPath).absoluteDir(), named);
        if (relative.isFile())
            return relative.absoluteFilePath();
    }
    return QString();
}

} // namespace

bool loadBuildSession(CliContext &ctx, const QString &buildPath, BuildSession &out)
{
    QString error;
    Build build;
    if (!readBuildFile(buildPath, build, &error)) {
        ctx.fail(error);
        return false;
    }
    const QString catalogPath = catalogFor(ctx, buildPath, build);
    std::unique_ptr<CatalogDatabase> db = CatalogDatabase::open(catalogPath, &error);
    if (!db) {
        ctx.fail(QStringLiteral("catalog %1: %2")
                     .arg(catalogPath.isEmpty() ? CatalogDatabase::defaultPath() : catalogPath, error));
        return false;
    }
    out.database = std::shared_ptr<CatalogDatabase>(std::move(db));
    out.evaluated =
        evaluateBuild(std::move(build), std::make_shared<const CatalogSnapshot>(out.database->snapshot()));
    if (!out.evaluated.errors().empty()) {
        QStringList lines;
        for (const QString &line : buildErrorLines(out.evaluated.errors()))
            lines << shortened(buildPath + QStringLiteral(": ") + line, kMaxMessageChars);
        ctx.fail(capped(lines).join(QStringLiteral("\nnodeplan: ")));
        return false;
    }
    return true;
}

} // namespace np::app
