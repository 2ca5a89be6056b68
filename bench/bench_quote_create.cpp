// SPDX-License-Identifier: MIT
// Quote creation latency under 4 concurrent clients (issue 26): each client its own connection and
// thread, creating quotes for one year as fast as it can; a catalog file (SQLite, BEGIN IMMEDIATE)
// against a team catalog (PostgreSQL, the per-year counter row). Reported: median and p99 of one
// create over all clients' samples (p50_ms, p99_ms).
// Run under a throw-away server: pg_virtualenv -t build/bench/bench_quote_create
// (without PGPORT the PostgreSQL benchmark is skipped).
#include "bench/team_bench.h"
#include "catalog/catalog_database.h"
#include "catalog/quote_store.h"
#include "catalog/team_push.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcessEnvironment>
#include <QSqlQuery>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace
{

constexpr int kClients = 4;

// The team catalog: the seed pushed into a new database on the PG* server; empty without one.
QString teamUrl()
{
    static const QString url = np::bench::seedOnTeamServer(QStringLiteral("bench_quotes"));
    return url;
}

// One vector per client, each written only by its own thread inside the timed loop. Thread 0 clears
// them before the loop's start barrier and reads them all after its end barrier.
std::vector<std::vector<double>> g_samplesMs(kClients);

// One client: its own connection (opened in its thread), one create per iteration.
void createQuotes(benchmark::State &state, const QString &location)
{
    if (location.isEmpty()) {
        state.SkipWithError("no catalog (PostgreSQL: run under pg_virtualenv)");
        return;
    }
    QString error;
    auto db = np::CatalogDatabase::open(location, &error);
    if (!db) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    const np::CatalogSnapshot catalog = db->snapshot();
    np::QuoteStore store(db->database());
    np::Build build;
    build.chassisSku = catalog.chassis.front().info.sku;
    np::Quote q = np::quoteForBuild(build);
    q.date = QDate(2050 + int(state.range(0)), 1, 1);
    std::vector<double> &samples = g_samplesMs[std::size_t(state.thread_index())];
    if (state.thread_index() == 0)
        for (std::vector<double> &client : g_samplesMs)
            client.clear();
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        if (!store.create(q, catalog, &error)) {
            state.SkipWithError(qPrintable(error));
            break;
        }
        samples.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    if (state.thread_index() == 0) { // the loop's end is a barrier: every client's samples are in
        std::vector<double> all;
        for (const std::vector<double> &client : g_samplesMs)
            all.insert(all.end(), client.begin(), client.end());
        state.counters["p50_ms"] = np::bench::percentile(all, 0.50);
        state.counters["p99_ms"] = np::bench::percentile(all, 0.99);
        state.counters["quotes"] = double(all.size());
    }
}

void BM_QuoteCreateSqlite(benchmark::State &state)
{
    const np::bench::SeedCatalog *seed = np::bench::seedCatalog();
    createQuotes(state, seed ? seed->db->path() : QString());
}

void BM_QuoteCreatePostgres(benchmark::State &state)
{
    createQuotes(state, teamUrl());
}

} // namespace

BENCHMARK(BM_QuoteCreateSqlite)->Arg(0)->Threads(kClients)->Iterations(250)->UseRealTime();
BENCHMARK(BM_QuoteCreatePostgres)->Arg(1)->Threads(kClients)->Iterations(250)->UseRealTime();

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // Qt SQL loads its drivers as plugins
    benchmark::Initialize(&argc, argv);
    teamUrl(); // the push happens before any timing
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
