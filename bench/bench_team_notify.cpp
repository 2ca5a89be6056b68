// SPDX-License-Identifier: MIT
// Live-update latency of the team catalog (issue 26, item 5): the time from the start of a price import
// on the pricing desk's connection until the sales desk's TeamLiveUpdates reports its SKUs (LISTEN/NOTIFY
// at the import's commit). One import of one price per iteration; reported: median and p99 (p50_ms,
// p99_ms). tests/team/tst_team_live checks that the notification arrives and names the SKUs; how fast
// is measured here, not asserted in a test.
// Run under a throw-away server: pg_virtualenv -t build/bench/bench_team_notify
// (without PGPORT the benchmark is skipped).
#include "bench/team_bench.h"
#include "catalog/catalog_database.h"
#include "catalog/price_changes.h"
#include "catalog/team_live_updates.h"
#include "catalog/team_push.h"

#include <QCoreApplication>
#include <QDate>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcessEnvironment>
#include <QSqlQuery>
#include <QTimer>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace
{

// The seed pushed into a new database on the PG* server; empty without one.
QString teamUrl()
{
    return np::bench::seedOnTeamServer(QStringLiteral("bench_notify"));
}

// A one-line price list for `sku` at `amount` on `date` (one date per iteration: a part holds one price
// per currency and day), written into `dir`.
QString priceList(const QString &dir, const QString &sku, int amount, const QDate &date)
{
    const QString path = dir + QStringLiteral("/prices.csv");
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    f.write(QStringLiteral("sku,amount,currency,price_date,source,price_kind\n%1,%2,EUR,%3,bench,list\n")
                .arg(sku)
                .arg(amount)
                .arg(date.toString(Qt::ISODate))
                .toUtf8());
    return path;
}

void BM_PriceImportHeardByAnotherDesk(benchmark::State &state)
{
    static const QString url = teamUrl();
    if (url.isEmpty()) {
        state.SkipWithError("no team catalog (run under pg_virtualenv)");
        return;
    }
    QString error;
    auto pricing = np::CatalogDatabase::open(url, &error);
    auto sales = np::CatalogDatabase::open(url, &error);
    if (!pricing || !sales) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    np::catalog::TeamLiveUpdates ear(sales->database());
    if (!ear.start(&error)) {
        state.SkipWithError(qPrintable(error));
        return;
    }
    const QString sku = QString::fromStdString(sales->snapshot().gpus.front().info.sku);
    const np::bench::SeedCatalog *seed = np::bench::seedCatalog();
    std::vector<double> samplesMs;
    int amount = 10000;
    for (auto _ : state) {
        ++amount;
        const QString path = priceList(seed->dir.path(), sku, amount, QDate(2040, 1, 1).addDays(amount));
        QEventLoop loop;
        bool heard = false;
        QObject::connect(&ear, &np::catalog::TeamLiveUpdates::catalogChanged, &loop, [&] {
            heard = true;
            loop.quit();
        });
        QTimer::singleShot(30000, &loop, &QEventLoop::quit);
        QElapsedTimer clock;
        clock.start();
        QStringList errors;
        if (!np::catalog::importPriceList(pricing->database(), path, nullptr, &errors)) {
            state.SkipWithError(qPrintable(errors.join(u'\n')));
            break;
        }
        if (!heard)
            loop.exec();
        if (!heard) {
            state.SkipWithError("no notification within 30 s");
            break;
        }
        samplesMs.push_back(double(clock.nsecsElapsed()) / 1e6);
    }
    state.counters["p50_ms"] = np::bench::percentile(samplesMs, 0.50);
    state.counters["p99_ms"] = np::bench::percentile(samplesMs, 0.99);
}

} // namespace

BENCHMARK(BM_PriceImportHeardByAnotherDesk)->Iterations(200)->UseRealTime()->Unit(benchmark::kMillisecond);

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // Qt SQL loads its drivers as plugins; the ear needs an event loop
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
