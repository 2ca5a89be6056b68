// SPDX-License-Identifier: MIT
#include "catalog/schema_migrations.h"

#include "catalog/sql_dialect.h"

#include <QDir>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace np::catalog
{

std::vector<Migration> bundledMigrations(SchemaDialect dialect)
{
    std::vector<Migration> out;
    const QDir dir(dialect == SchemaDialect::Postgres ? QStringLiteral(":/migrations_pg")
                                                      : QStringLiteral(":/migrations"));
    for (const QString &name : dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name)) {
        bool ok = false;
        const int version = name.section(QLatin1Char('_'), 0, 0).toInt(&ok);
        if (!ok || version <= 0)
            continue;
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly))
            continue;
        out.push_back({version, name, QString::fromUtf8(file.readAll())});
    }
    std::sort(out.begin(), out.end(),
              [](const Migration &a, const Migration &b) { return a.version < b.version; });
    return out;
}

int latestSchemaVersion(SchemaDialect dialect)
{
    const std::vector<Migration> all = bundledMigrations(dialect);
    return all.empty() ? 0 : all.back().version;
}

QStringList splitSqlStatements(const QString &sql)
{
    QStringList statements;
    QString current;
    bool inString = false;
    bool inDollarQuote = false; // a PostgreSQL function body between $$ and $$
    for (qsizetype i = 0; i < sql.size(); ++i) {
        const QChar c = sql.at(i);
        if (!inString && c == QLatin1Char('$') && i + 1 < sql.size() && sql.at(i + 1) == QLatin1Char('$')) {
            inDollarQuote = !inDollarQuote;
            current += QStringLiteral("$$");
            ++i;
            continue;
        }
        if (inDollarQuote) {
            current += c;
            continue;
        }
        if (!inString && c == QLatin1Char('-') && i + 1 < sql.size() && sql.at(i + 1) == QLatin1Char('-')) {
            while (i < sql.size() && sql.at(i) != QLatin1Char('\n'))
                ++i;
            current += QLatin1Char('\n');
            continue;
        }
        if (c == QLatin1Char('\''))
            inString = !inString;
        if (!inString && c == QLatin1Char(';')) {
            if (!current.trimmed().isEmpty())
                statements << current.trimmed();
            current.clear();
            continue;
        }
        current += c;
    }
    if (!current.trimmed().isEmpty())
        statements << current.trimmed();
    return statements;
}

bool applyMigrations(QSqlDatabase &db, int fromVersion, QString *error)
{
    const bool postgres = isPostgres(db);
    for (const Migration &m : bundledMigrations(postgres ? SchemaDialect::Postgres : SchemaDialect::Sqlite)) {
        if (m.version <= fromVersion)
            continue;
        for (const QString &statement : splitSqlStatements(m.sql)) {
            QSqlQuery q(db);
            if (!q.exec(statement)) {
                if (error)
                    *error =
                        QStringLiteral("migration %1 failed: %2").arg(m.name, q.lastError().databaseText());
                return false;
            }
        }
        QSqlQuery q(db);
        if (!q.exec((postgres ? QStringLiteral("UPDATE nodeplan_catalog SET schema_version = %1")
                              : QStringLiteral("PRAGMA user_version = %1"))
                        .arg(m.version))) {
            if (error)
                *error = QStringLiteral("migration %1: cannot set the schema version: %2")
                             .arg(m.name, q.lastError().databaseText());
            return false;
        }
    }
    return true;
}

} // namespace np::catalog
