// SPDX-License-Identifier: MIT
#pragma once

#include <QSqlDatabase>
#include <QSqlError>

#include <functional>

// One write transaction run until it sticks, for stores that several NodePlan processes write at once
// (the quote book: two sales engineers numbering quotes in the same second).
namespace np::catalog
{

// How often a UNIQUE clash is retried: another writer took the number we read; the next try reads
// the next free one. More clashes in a row mean something else is wrong.
inline constexpr int kConstraintRetries = 5;

// Runs `writes(attempt)` inside BEGIN IMMEDIATE ... COMMIT. `writes` returns the error that stopped
// it (an invalid QSqlError = all written). A busy or locked database (another writer holds the lock)
// is retried after a short random back-off, a UNIQUE clash up to `constraintRetries` times, for at
// most 60 attempts; any other error is returned at once. A failed attempt is rolled back before the
// next. Returns the last error, invalid on success.
QSqlError retryWrite(QSqlDatabase &db, int constraintRetries,
                     const std::function<QSqlError(int attempt)> &writes);

} // namespace np::catalog
