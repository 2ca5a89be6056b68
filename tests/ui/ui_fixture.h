// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"
#include "core/catalog_snapshot.h"

#include <QString>

#include <memory>

// What every GUI test starts from: the seed catalog, created fresh in a temporary directory
// (CatalogDatabase::open on a new path builds it from the shipped seed), and the reference build.
namespace np::test
{

// Isolates QSettings and QStandardPaths from the user's real ones. Call first in initTestCase().
void isolateSettings();

// The seed catalog as a snapshot, created once per test program in a temporary directory.
std::shared_ptr<const CatalogSnapshot> seedCatalog();
QString seedCatalogPath();

// The reference build shipped as a resource (:/examples/reference-8x-rtx-pro-6000.nodeplan).
Build referenceBuild();

} // namespace np::test
