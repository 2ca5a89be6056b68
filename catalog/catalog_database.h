// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"
#include "core/parts.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

// The component catalog: one SQLite file (schema in catalog/migrations/, documented in
// docs/catalog.md), or a team catalog on a PostgreSQL server (catalog/migrations_pg/, docs/team.md)
// named by a `postgresql://user@host[:port]/database` URL. Each instance owns its own named Qt SQL
// connection, so several catalogs can be open in one process.
namespace np
{

class CatalogDatabase
{
public:
    enum class Access { ReadWrite, ReadOnly };
    // Opens the catalog file at `path` (empty = defaultPath()). A missing file is created from the
    // shipped seed data. A newer schema, a non-NodePlan file or a corrupt file (PRAGMA
    // integrity_check) is refused with a clear message in *error and left byte-for-byte untouched.
    // A file that cannot be written (read-only file or folder, or Access::ReadOnly) opens
    // read-only: reads work, writes fail with "the catalog PATH is read-only: ...".
    // A `postgresql://` URL opens a team catalog instead (openTeam).
    // Returns nullptr on failure.
    static std::unique_ptr<CatalogDatabase> open(const QString &path, QString *error,
                                                 Access access = Access::ReadWrite);
    static QString defaultPath(); // QStandardPaths::AppDataLocation + "/catalog.sqlite"
    ~CatalogDatabase();
    CatalogDatabase(const CatalogDatabase &) = delete;
    CatalogDatabase &operator=(const CatalogDatabase &) = delete;

    QString path() const;       // the file, or the team catalog's URL
    bool isTeamCatalog() const; // on a PostgreSQL server
    bool isReadOnly() const;
    // "the catalog PATH is read-only: WHY" (empty when writable).
    QString readOnlyMessage() const;
    // integrity_check, foreign_key_check and parts without their kind row; one line per problem,
    // empty for a sound catalog.
    QStringList check() const;
    int schemaVersion() const;
    // Every part as core values; each part's price = newest price on or before asOf (ISO date; empty =
    // today).
    CatalogSnapshot snapshot(const QString &asOfIsoDate = QString()) const;
    std::vector<Price> priceHistory(const QString &sku) const; // oldest first
    QSqlDatabase database() const; // for other stores inside catalog/ (quotes); not for ui/app

    // `PRAGMA application_id` of every NodePlan catalog ("NPCL").
    static constexpr int kApplicationId = 0x4E50434C;
    // How long a write waits for another process's write lock before SQLITE_BUSY.
    static constexpr int kBusyTimeoutMs = 10000;

private:
    CatalogDatabase(QString path, QString connectionName, QString readOnlyReason);
    // The team catalog at `url` (catalog/team_catalog_open.cpp): the password comes from libpq
    // (~/.pgpass, PGPASSWORD), never from the URL. An empty database is refused (seed it with
    // `nodeplan catalog push --to URL`), a newer schema is refused untouched, an older one upgraded
    // in one transaction.
    static std::unique_ptr<CatalogDatabase> openTeam(const QString &url, QString *error, Access access);

    QString m_path;
    QString m_connectionName;
    QString m_readOnlyReason; // empty = writable
};

} // namespace np
