// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"
#include "core/parts.h"

#include <QSqlDatabase>
#include <QString>

#include <memory>
#include <vector>

// The component catalog: one SQLite file (schema in catalog/migrations/, documented in
// docs/catalog.md). Each instance owns its own named Qt SQL connection, so several catalogs can
// be open in one process.
namespace np
{

class CatalogDatabase
{
public:
    // Opens the catalog file at `path` (empty = defaultPath()). A missing file is created from the
    // shipped seed data. A newer schema, a non-NodePlan file or a corrupt file is refused with a
    // clear message in *error and left byte-for-byte untouched. Returns nullptr on failure.
    static std::unique_ptr<CatalogDatabase> open(const QString &path, QString *error);
    static QString defaultPath(); // QStandardPaths::AppDataLocation + "/catalog.sqlite"
    ~CatalogDatabase();
    CatalogDatabase(const CatalogDatabase &) = delete;
    CatalogDatabase &operator=(const CatalogDatabase &) = delete;

    QString path() const;
    int schemaVersion() const;
    // Every part as core values; each part's price = newest price on or before asOf (ISO date; empty =
    // today).
    CatalogSnapshot snapshot(const QString &asOfIsoDate = QString()) const;
    std::vector<Price> priceHistory(const QString &sku) const; // oldest first
    QSqlDatabase database() const; // for other stores inside catalog/ (quotes); not for ui/app

    // `PRAGMA application_id` of every NodePlan catalog ("NPCL").
    static constexpr int kApplicationId = 0x4E50434C;

private:
    CatalogDatabase(QString path, QString connectionName);

    QString m_path;
    QString m_connectionName;
};

} // namespace np
