// SPDX-License-Identifier: MIT
#include "catalog/catalog_reading.h"

namespace np
{

std::unique_ptr<CatalogDatabase> openCatalogForReading(const QString &requestedPath, QString *error)
{
    const QString path = requestedPath.isEmpty() ? CatalogDatabase::defaultPath() : requestedPath;
    if (auto reading = CatalogDatabase::open(path, error, CatalogDatabase::Access::ReadOnly))
        return reading;
    // Missing (first run) or an older schema: a read-write open creates or upgrades it, or fails
    // with its own reason (corrupt, foreign SQL, read-only and too old); then the reading connection.
    if (!CatalogDatabase::open(path, error, CatalogDatabase::Access::ReadWrite))
        return nullptr;
    return CatalogDatabase::open(path, error, CatalogDatabase::Access::ReadOnly);
}

} // namespace np
