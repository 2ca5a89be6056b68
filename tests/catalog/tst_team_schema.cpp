// SPDX-License-Identifier: MIT
// The team catalog's schema without a server: every SQLite migration has its PostgreSQL twin with the
// same version number (so a version means the same tables on both), the splitter keeps a $$-quoted
// function body whole, and a URL is told from a file name.
#include "catalog/schema_migrations.h"
#include "catalog/sql_dialect.h"
#include "catalog/team_connection.h"

#include <QTest>

using namespace np;
using namespace np::catalog;

class TestTeamSchema : public QObject
{
    Q_OBJECT

private slots:
    void everySqliteMigrationHasItsPostgresTwin()
    {
        QList<int> sqlite, postgres;
        for (const Migration &m : bundledMigrations(SchemaDialect::Sqlite))
            sqlite << m.version;
        for (const Migration &m : bundledMigrations(SchemaDialect::Postgres))
            postgres << m.version;
        QVERIFY(!sqlite.isEmpty());
        QCOMPARE(postgres, sqlite);
        QCOMPARE(latestSchemaVersion(SchemaDialect::Postgres), latestSchemaVersion(SchemaDialect::Sqlite));
    }

    void aFunctionBodyStaysOneStatement()
    {
        const QStringList statements = splitSqlStatements(QStringLiteral(
            "CREATE TABLE t (a TEXT DEFAULT ';');\n"
            "-- a comment; with a semicolon\n"
            "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n    RAISE EXCEPTION 'x; y';\n"
            "    RETURN NEW;\nEND\n$$;\n"
            "GRANT SELECT ON t TO nodeplan_viewer;\n"));
        QCOMPARE(statements.size(), 3);
        QCOMPARE(statements.at(0), QStringLiteral("CREATE TABLE t (a TEXT DEFAULT ';')"));
        QVERIFY(statements.at(1).startsWith(QStringLiteral("CREATE FUNCTION f()")));
        QVERIFY(statements.at(1).endsWith(QStringLiteral("RETURN NEW;\nEND\n$$")));
        QCOMPARE(statements.at(2), QStringLiteral("GRANT SELECT ON t TO nodeplan_viewer"));
        // The team schema's own files split into whole statements: every $$ is closed.
        for (const Migration &m : bundledMigrations(SchemaDialect::Postgres))
            for (const QString &s : splitSqlStatements(m.sql))
                QVERIFY2(s.count(QStringLiteral("$$")) % 2 == 0,
                         qPrintable(m.name + QLatin1String(": ") + s));
    }

    void aTeamCatalogIsNamedByItsUrl()
    {
        QVERIFY(isPostgresUrl(QStringLiteral("postgresql://sam@db.example.com:5433/nodeplan")));
        QVERIFY(isPostgresUrl(QStringLiteral("postgres://sam@db/nodeplan")));
        QVERIFY(!isPostgresUrl(QStringLiteral("/home/sam/postgresql/catalog.sqlite")));
        QCOMPARE(displayUrl(QStringLiteral("postgresql://sam@db:5433/nodeplan?sslmode=require")),
                 QStringLiteral("postgresql://sam@db:5433/nodeplan"));
    }
};

QTEST_GUILESS_MAIN(TestTeamSchema)
#include "tst_team_schema.moc"
