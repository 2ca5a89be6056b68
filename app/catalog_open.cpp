// SPDX-License-Identifier: MIT
#include "app/catalog_open.h"

#include "catalog/catalog_reading.h"
#include "catalog/sql_dialect.h"
#include "catalog/team_connection.h"

namespace np::app
{

std::unique_ptr<CatalogDatabase> openCatalog(CliContext &ctx, CatalogUse use, const QString &path)
{
    QString error;
    std::unique_ptr<CatalogDatabase> db =
        use == CatalogUse::Read ? openCatalogForReading(path, &error) : CatalogDatabase::open(path, &error);
    if (!db)
        ctx.fail(QStringLiteral("catalog %1: %2")
                     .arg(path.isEmpty()                 ? CatalogDatabase::defaultPath()
                          : catalog::isPostgresUrl(path) ? catalog::displayUrl(path)
                                                         : path,
                          error));
    return db;
}

std::unique_ptr<CatalogDatabase> openCatalog(CliContext &ctx, CatalogUse use)
{
    return openCatalog(ctx, use, ctx.catalogPath);
}

} // namespace np::app
