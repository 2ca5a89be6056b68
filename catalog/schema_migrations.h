// SPDX-License-Identifier: MIT
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <vector>

// Forward-only schema migrations. Each is a file `NNNN_what.sql` in catalog/migrations/, compiled
// in as the resource `:/migrations/NNNN_what.sql`; NNNN is the schema version it produces. The
// schema version of this build is the highest NNNN. Adding a migration = dropping a new file there.
// A team catalog on PostgreSQL has its own folder, catalog/migrations_pg/ (`:/migrations_pg/`),
// with one file of the same NNNN for each: the same version means the same tables and columns.
namespace np::catalog
{

struct Migration {
    int version = 0;
    QString name; // file name
    QString sql;
};

enum class SchemaDialect { Sqlite, Postgres };

std::vector<Migration> bundledMigrations(SchemaDialect dialect = SchemaDialect::Sqlite); // sorted by version
int latestSchemaVersion(SchemaDialect dialect = SchemaDialect::Sqlite);

// Splits a migration into statements at ';' outside quotes, comments and $$-quoted function bodies
// (SQLite's driver runs one statement per call; SQLite migrations have no trigger bodies).
QStringList splitSqlStatements(const QString &sql);

// Runs the migrations of the connection's dialect after `fromVersion` and records each version
// (PRAGMA user_version; nodeplan_catalog.schema_version on PostgreSQL). The caller holds the
// transaction.
bool applyMigrations(QSqlDatabase &db, int fromVersion, QString *error);

} // namespace np::catalog
