// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli_context.h"

#include "catalog/catalog_database.h"
#include "core/evaluated_build.h"

#include <memory>

namespace np::app
{

// Everything a headless command needs about one build: the open catalog database and the build
// evaluated against its snapshot (build, catalog, resolved form and evaluation together).
struct BuildSession {
    BuildSession();
    ~BuildSession();
    std::shared_ptr<CatalogDatabase> database;
    EvaluatedBuild evaluated;
};

// What a command does with the catalog: Read opens it with openCatalogForReading (read-only, the
// file is not changed); Write (quote create) opens it read-write.
enum class CatalogUse { Read, Write };

// Opens the catalog (ctx.catalogPath or the embedded default; never the build file's own
// "catalog" without --catalog), reads the build file at `buildPath`, resolves and evaluates it.
// On failure prints a clear message naming the file and field to ctx.err and returns false.
bool loadBuildSession(CliContext &ctx, const QString &buildPath, BuildSession &out,
                      CatalogUse use = CatalogUse::Read);

// The catalog at `path` (empty = the default) opened for `use`; nullptr with *error on failure.
std::unique_ptr<CatalogDatabase> openCatalogFor(CatalogUse use, const QString &path, QString *error);

} // namespace np::app
