// SPDX-License-Identifier: MIT
#pragma once

#include "app/catalog_open.h"
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

// Opens the catalog (ctx.catalogPath or the embedded default; never the build file's own
// "catalog" without --catalog), reads the build file at `buildPath`, resolves and evaluates it.
// On failure prints a clear message naming the file and field to ctx.err and returns false.
bool loadBuildSession(CliContext &ctx, const QString &buildPath, BuildSession &out,
                      CatalogUse use = CatalogUse::Read);

} // namespace np::app
