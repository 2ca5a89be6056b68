// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/catalog_database.h"

#include <QString>
#include <QTemporaryDir>

#include <cstdio>
#include <memory>

// The shipped seed catalog, created once per benchmark program in a fresh temporary database
// (never the user's catalog), so every benchmark measures against the same parts and prices.
namespace np::bench
{

struct SeedCatalog {
    QTemporaryDir dir;
    std::unique_ptr<CatalogDatabase> db;
    CatalogSnapshot snapshot;
};

// Null, with the reason on stderr, when the catalog cannot be created. Lives until the program ends,
// so resolved builds may point into its snapshot.
inline const SeedCatalog *seedCatalog()
{
    static const std::unique_ptr<SeedCatalog> seed = [] {
        auto s = std::make_unique<SeedCatalog>();
        QString error;
        s->db = CatalogDatabase::open(s->dir.filePath(QStringLiteral("catalog.sqlite")), &error);
        if (!s->db) {
            std::fprintf(stderr, "catalog: %s\n", qPrintable(error));
            return std::unique_ptr<SeedCatalog>();
        }
        s->snapshot = s->db->snapshot();
        return s;
    }();
    return seed.get();
}

// A file of resources/examples, by name.
inline QString examplePath(const char *name)
{
    return QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/") + QLatin1String(name);
}

} // namespace np::bench
