// SPDX-License-Identifier: MIT
#include "catalog/sql_dialect.h"

namespace np::catalog
{

namespace
{

// SQLite's primary result code (the low byte of an extended code); -1 for a PostgreSQL SQLSTATE.
int sqlitePrimaryCode(const QSqlError &e)
{
    if (e.nativeErrorCode().size() == 5) // a SQLSTATE; SQLite's extended codes have at most 4 digits
        return -1;
    bool ok = false;
    const int code = e.nativeErrorCode().toInt(&ok);
    return ok ? code & 0xff : -1;
}

} // namespace

bool isPostgresUrl(const QString &location)
{
    return location.startsWith(QLatin1String("postgresql://")) ||
           location.startsWith(QLatin1String("postgres://"));
}

bool isPostgres(const QSqlDatabase &db)
{
    return db.driverName() == QLatin1String("QPSQL");
}

bool openedReadOnly(const QSqlDatabase &db)
{
    const QString options = db.connectOptions();
    return options.contains(QLatin1String("QSQLITE_OPEN_READONLY")) ||
           options.contains(QLatin1String("default_transaction_read_only=on"));
}

QString beginWriteStatement(const QSqlDatabase &db)
{
    return isPostgres(db) ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN IMMEDIATE");
}

QString insertionOrder(const QSqlDatabase &db, const QString &alias)
{
    const QString prefix = alias.isEmpty() ? QString() : alias + QLatin1Char('.');
    return prefix + (isPostgres(db) ? QStringLiteral("ordinal") : QStringLiteral("rowid"));
}

QString caseInsensitiveLike(const QSqlDatabase &db)
{
    return isPostgres(db) ? QStringLiteral("ILIKE") : QStringLiteral("LIKE");
}

bool execInTransaction(const QSqlDatabase &db, QSqlQuery &query)
{
    if (!isPostgres(db))
        return query.exec();
    // Plain exec (no prepared statement of their own): these never leave one behind.
    if (!QSqlQuery(db).exec(QStringLiteral("SAVEPOINT nodeplan_statement")))
        return query.exec();
    if (query.exec()) {
        QSqlQuery(db).exec(QStringLiteral("RELEASE SAVEPOINT nodeplan_statement"));
        return true;
    }
    QSqlQuery(db).exec(QStringLiteral("ROLLBACK TO SAVEPOINT nodeplan_statement"));
    return false;
}

bool isBusyError(const QSqlError &e)
{
    const QString code = e.nativeErrorCode();
    if (code == QLatin1String("40001") || code == QLatin1String("40P01") || code == QLatin1String("55P03"))
        return true;
    const int primary = sqlitePrimaryCode(e);
    return primary == 5 || primary == 6 || e.databaseText().contains(QLatin1String("database is locked"));
}

bool isUniqueViolation(const QSqlError &e)
{
    const QString code = e.nativeErrorCode();
    return code == QLatin1String("23505") || code == QLatin1String("19") || code == QLatin1String("2067") ||
           code == QLatin1String("1555");
}

bool isPermissionDenied(const QSqlError &e)
{
    return e.nativeErrorCode() == QLatin1String("42501");
}

bool isReadOnlyTransaction(const QSqlError &e)
{
    return e.nativeErrorCode() == QLatin1String("25006");
}

} // namespace np::catalog
