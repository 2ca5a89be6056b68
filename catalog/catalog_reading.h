// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/catalog_database.h"

#include <memory>

namespace np
{

// The catalog for a command that only reads (evaluate, compare, export-pdf, catalog list/show,
// quote show, ...): opened read-only, so the file is not changed (a rollback-journal catalog is not
// switched to WAL) and nothing is created where it cannot be written. Two writes remain, on first
// use only: a missing catalog is created from the seed, and an older schema is upgraded once when
// the file can be written. Empty `path` = CatalogDatabase::defaultPath().
std::unique_ptr<CatalogDatabase> openCatalogForReading(const QString &path, QString *error);

} // namespace np
