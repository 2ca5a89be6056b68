// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli_context.h"

#include "catalog/catalog_database.h"

#include <memory>

namespace np::app
{

// What a command does with the catalog: Read opens it with openCatalogForReading (read-only, the
// file is not changed); Write (import, quote create) opens it read-write.
enum class CatalogUse { Read, Write };

// The one way a subcommand opens its catalog: the file at `path` (empty = the embedded default in the
// data folder) for `use`. On failure it prints "nodeplan: catalog PATH: why" and returns nullptr, so
// every command words a catalog it cannot open the same way.
std::unique_ptr<CatalogDatabase> openCatalog(CliContext &ctx, CatalogUse use, const QString &path);
// The catalog the command line names (--catalog, else the default).
std::unique_ptr<CatalogDatabase> openCatalog(CliContext &ctx, CatalogUse use);

} // namespace np::app
