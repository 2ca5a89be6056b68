// SPDX-License-Identifier: MIT
#pragma once

#include "bench/seed_catalog.h"
#include "catalog/team_push.h"

#include <QProcessEnvironment>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>

#include <algorithm>
#include <cstdio>
#include <vector>

// What the team-catalog benchmarks share: the seed pushed into a new database on the PG* server that
// pg_virtualenv started, and the percentile of their samples.
namespace np::bench
{

// postgresql://PGUSER@PGHOST:PGPORT/`database` holding the seed; empty without a server or on failure.
inline QString seedOnTeamServer(const QString &database)
{
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const SeedCatalog *seed = seedCatalog();
    if (env.value(QStringLiteral("PGPORT")).isEmpty() || !seed)
        return {};
    const QString host = env.value(QStringLiteral("PGHOST"), QStringLiteral("localhost"));
    {
        QSqlDatabase admin =
            QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), QStringLiteral("bench-admin"));
        admin.setHostName(host);
        admin.setPort(env.value(QStringLiteral("PGPORT")).toInt());
        admin.setUserName(env.value(QStringLiteral("PGUSER")));
        admin.setDatabaseName(QStringLiteral("postgres"));
        if (admin.open())
            QSqlQuery(admin).exec(QStringLiteral("CREATE DATABASE ") + database);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bench-admin"));
    const QString url =
        QStringLiteral("postgresql://%1@%2:%3/%4")
            .arg(env.value(QStringLiteral("PGUSER")), host, env.value(QStringLiteral("PGPORT")), database);
    QString error;
    catalog::PushReport report;
    if (!catalog::pushCatalog(seed->db->database(), url, &report, &error)) {
        std::fprintf(stderr, "push: %s\n", qPrintable(error));
        return {};
    }
    return url;
}

inline double percentile(std::vector<double> sorted, double p)
{
    std::sort(sorted.begin(), sorted.end());
    return sorted.empty() ? 0 : sorted[std::min(sorted.size() - 1, std::size_t(p * double(sorted.size())))];
}

} // namespace np::bench
