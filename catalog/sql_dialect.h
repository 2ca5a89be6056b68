// SPDX-License-Identifier: MIT
#pragma once

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

// The few places where a team catalog on PostgreSQL (QPSQL) and a catalog file on SQLite (QSQLITE)
// need different SQL. Everything else in catalog/ is SQL both understand, so every reader and writer
// works on either connection unchanged.
namespace np::catalog
{

// `postgresql://user@host[:port]/database` (or `postgres://`): a team catalog, not a file name.
bool isPostgresUrl(const QString &location);
bool isPostgres(const QSqlDatabase &db);

// Connect options of a read-only PostgreSQL connection (every transaction read-only on the server).
inline constexpr const char *kPostgresReadOnlyOptions = "options='-c default_transaction_read_only=on'";
// The connection was opened read-only (SQLite's QSQLITE_OPEN_READONLY, or the option above).
bool openedReadOnly(const QSqlDatabase &db);

// Opens a write transaction that holds the write lock from the first read on: SQLite's BEGIN
// IMMEDIATE; on PostgreSQL a plain BEGIN (rows are locked as they are written, and the quote
// counter row serialises numbering).
QString beginWriteStatement(const QSqlDatabase &db);
// The column that keeps rows in the order they were added (`alias.rowid` on SQLite, the
// `ordinal` identity column of the PostgreSQL schema).
QString insertionOrder(const QSqlDatabase &db, const QString &alias);
// Case-insensitive substring match: SQLite's LIKE already is, PostgreSQL needs ILIKE.
QString caseInsensitiveLike(const QSqlDatabase &db);

// Runs a prepared `query` inside the caller's transaction. On PostgreSQL a failed statement aborts the
// whole transaction, and Qt could then not free the query's prepared statement ("Unable to free
// statement" on stderr): a savepoint around it is rolled back on failure, so the transaction stays
// usable until the caller rolls it back. SQLite runs the query as it is.
bool execInTransaction(const QSqlDatabase &db, QSqlQuery &query);

// Another writer got there first; the transaction may be tried again (SQLite busy/locked,
// PostgreSQL serialization failure or deadlock).
bool isBusyError(const QSqlError &e);
// A UNIQUE or PRIMARY KEY clash.
bool isUniqueViolation(const QSqlError &e);
// The server refused the action for the connected role (PostgreSQL 42501: GRANT or row security).
bool isPermissionDenied(const QSqlError &e);
// PostgreSQL refused a write in a read-only transaction (25006).
bool isReadOnlyTransaction(const QSqlError &e);

} // namespace np::catalog
