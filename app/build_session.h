// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli_context.h"

#include "core/catalog_snapshot.h"
#include "core/evaluation.h"
#include "core/resolved_build.h"

#include <memory>

namespace np
{
class CatalogDatabase;
}

namespace np::app
{

// Everything a headless command needs about one build: the catalog it was resolved against,
// the build, its resolved form and its evaluation. Members are declared in dependency order.
struct BuildSession {
    BuildSession();
    ~BuildSession();
    std::shared_ptr<CatalogDatabase> database; // shared_ptr: complete type not needed here
    CatalogSnapshot catalog;
    Build build;
    ResolvedBuild resolved;
    Evaluation evaluation;
};

// Opens the catalog (ctx.catalogPath or the embedded default), reads the build file at
// `buildPath`, resolves and evaluates it. On failure prints a clear message naming the file
// and field to ctx.err and returns false.
bool loadBuildSession(CliContext &ctx, const QString &buildPath, BuildSession &out);

} // namespace np::app
