// SPDX-License-Identifier: MIT
#pragma once

#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>

// The throw-away PostgreSQL server of a test run: tests/team/run-with-pg.sh starts it with Debian's
// pg_virtualenv, which sets PGHOST, PGPORT, PGUSER and PGPASSWORD (a superuser). Each test makes its
// own databases on it.
namespace np::test
{

class TeamServer
{
public:
    [[nodiscard]] static bool available()
    {
        return !QProcessEnvironment::systemEnvironment().value(QStringLiteral("PGPORT")).isEmpty();
    }
    // postgresql://USER@HOST:PORT/DATABASE, USER = PGUSER (the superuser) unless given.
    [[nodiscard]] static QString url(const QString &database, const QString &user = QString())
    {
        const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        return QStringLiteral("postgresql://%1@%2:%3/%4")
            .arg(user.isEmpty() ? env.value(QStringLiteral("PGUSER")) : user,
                 env.value(QStringLiteral("PGHOST"), QStringLiteral("localhost")),
                 env.value(QStringLiteral("PGPORT")), database);
    }
    // Runs `sql` as the superuser on the server's default database (CREATE DATABASE, CREATE ROLE) or
    // on `database`; empty on success, else the server's message.
    static QString exec(const QString &sql, const QString &database = QStringLiteral("postgres"))
    {
        const QString name = QStringLiteral("team-server-admin");
        QString error;
        {
            const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            db.setHostName(env.value(QStringLiteral("PGHOST"), QStringLiteral("localhost")));
            db.setPort(env.value(QStringLiteral("PGPORT")).toInt());
            db.setUserName(env.value(QStringLiteral("PGUSER")));
            db.setDatabaseName(database);
            if (!db.open()) {
                error = db.lastError().text();
            } else {
                QSqlQuery q(db);
                if (!q.exec(sql))
                    error = q.lastError().text();
                db.close();
            }
        }
        QSqlDatabase::removeDatabase(name);
        return error;
    }
    // The first column of the first row of `sql` on `database`, as text ("" when none).
    static QString scalar(const QString &sql, const QString &database)
    {
        const QString name = QStringLiteral("team-server-scalar");
        QString value;
        {
            const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            db.setHostName(env.value(QStringLiteral("PGHOST"), QStringLiteral("localhost")));
            db.setPort(env.value(QStringLiteral("PGPORT")).toInt());
            db.setUserName(env.value(QStringLiteral("PGUSER")));
            db.setDatabaseName(database);
            if (db.open()) {
                QSqlQuery q(db);
                if (q.exec(sql) && q.next())
                    value = q.value(0).toString();
                db.close();
            }
        }
        QSqlDatabase::removeDatabase(name);
        return value;
    }
    // Kills the server as a power cut would (pg_ctlcluster stop -m immediate: no checkpoint, every
    // connection dropped), or starts it again; empty on success, else what pg_ctlcluster said. The
    // cluster is the run's (pg_virtualenv's PG_CLUSTER_CONF_ROOT), named by its data directory
    // (…/VERSION/NAME), which is read while the server still runs.
    static QString killImmediately()
    {
        return cluster(QStringLiteral("stop"), {QStringLiteral("-m"), QStringLiteral("immediate")});
    }
    static QString start() { return cluster(QStringLiteral("start"), {}); }

private:
    static QString cluster(const QString &action, const QStringList &options)
    {
        static const QString dataDirectory =
            scalar(QStringLiteral("SHOW data_directory"), QStringLiteral("postgres"));
        const QFileInfo data(dataDirectory);
        QProcess p;
        p.start(QStringLiteral("pg_ctlcluster"),
                QStringList{QFileInfo(data.path()).fileName(), data.fileName(), action} + options);
        if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
            return QStringLiteral("pg_ctlcluster %1 (data %2): %3%4")
                .arg(action, dataDirectory, QString::fromUtf8(p.readAllStandardError()), p.errorString());
        return {};
    }
};

} // namespace np::test
