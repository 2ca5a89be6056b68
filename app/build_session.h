// SPDX-License-Identifier: MIT
#pragma once

#include "app/cli_context.h"

#include "core/evaluated_build.h"

#include <memory>

namespace np
{
class CatalogDatabase;
}

namespace np::app
{

// Everything a headless command needs about one build: the open catalog database and the build
// evaluated against its snapshot (build, catalog, resolved form and evaluation together).
struct BuildSession {
    BuildSession();
    ~BuildSession();
    std::shared_ptr<CatalogDatabase> database; // shared_ptr: complete type not needed here
    EvaluatedBuild evaluated;
};

// Opens the catalog (ctx.catalogPath or the embedded default), reads the build file at
// `buildPath`, resolves and evaluates it. On failure prints a clear message naming the file
// and field to ctx.err and returns false.
bool loadBuildSession(CliContext &ctx, const QString &buildPath, BuildSession &out);

} // namespace np::app
