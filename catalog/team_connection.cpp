// SPDX-License-Identifier: MIT
#include "catalog/team_connection.h"

#include "catalog/sql_dialect.h"

#include <QSqlError>
#include <QUrl>
#include <QUrlQuery>

namespace np::catalog
{

namespace
{

constexpr int kConnectTimeoutSeconds = 5;

// What is wrong with `url` as a team catalog address; empty when it can be used.
QString urlProblem(const QUrl &url)
{
    if (!url.isValid())
        return QStringLiteral("not a valid URL (%1)").arg(url.errorString());
    if (!url.password().isEmpty())
        return QStringLiteral(
            "the URL holds a password; NodePlan does not store passwords: remove it and put "
            "it in ~/.pgpass (host:port:database:user:password, mode 0600) or PGPASSWORD");
    if (url.path().mid(1).isEmpty() || url.path().mid(1).contains(QLatin1Char('/')))
        return QStringLiteral("the URL names no database (postgresql://user@host[:port]/database)");
    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems())
        if (key == QLatin1String("password") || key == QLatin1String("passfile"))
            return QStringLiteral("the URL holds a password option; put the password in ~/.pgpass instead");
    return {};
}

} // namespace

QString displayUrl(const QString &url)
{
    return QUrl(url).toString(QUrl::RemovePassword | QUrl::RemoveQuery);
}

QSqlDatabase openTeamConnection(const QString &location, const QString &connectionName, bool readOnly,
                                QString *error)
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        *error =
            QStringLiteral("the Qt PostgreSQL driver (QPSQL) is not installed (Debian: libqt6sql6-psql)");
        return {};
    }
    const QUrl url(location, QUrl::StrictMode);
    if (const QString problem = urlProblem(url); !problem.isEmpty()) {
        *error = problem;
        return {};
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName);
    db.setDatabaseName(url.path().mid(1));
    if (!url.host().isEmpty())
        db.setHostName(url.host());
    if (url.port() > 0)
        db.setPort(url.port());
    if (!url.userName().isEmpty())
        db.setUserName(url.userName());
    QStringList options;
    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded))
        options << QStringLiteral("%1=%2").arg(key, value);
    // libpq waits for an unreachable host without end; a desktop reconnecting in its GUI thread
    // (TeamLiveUpdates) must not hang for long, and a command should fail in reasonable time.
    if (!query.hasQueryItem(QStringLiteral("connect_timeout")))
        options << QStringLiteral("connect_timeout=%1").arg(kConnectTimeoutSeconds);
    if (readOnly)
        options << QLatin1String(kPostgresReadOnlyOptions);
    db.setConnectOptions(options.join(QLatin1Char(';')));
    if (!db.open()) {
        *error = QStringLiteral("cannot connect: %1").arg(db.lastError().text().trimmed());
        return db;
    }
    return db;
}

} // namespace np::catalog
