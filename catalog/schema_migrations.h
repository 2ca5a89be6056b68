// SPDX-License-Identifier: MIT
#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <vector>

// Forward-only schema migrations. Each is a file `NNNN_what.sql` in catalog/migrations/, compiled
// in as the resource `:/migrations/NNNN_what.sql`; NNNN is the schema version it produces. The
// schema version of this build is the highest NNNN. Adding a migration = dropping a new file there.
namespace np::catalog
{

struct Migration {
    int version = 0;
    QString name; // file name
    QString sql;
};

std::vector<Migration> bundledMigrations(); // sorted by version
int latestSchemaVersion();

// Splits a migration into statements at ';' outside quotes and comments (no triggers with
// BEGIN ... END bodies: SQLite's driver runs one statement per call).
QStringList splitSqlStatements(const QString &sql);

// Runs the migrations after `fromVersion` and sets PRAGMA user_version after each. The caller
// holds the transaction.
bool applyMigrations(QSqlDatabase &db, int fromVersion, QString *error);

} // namespace np::catalog
