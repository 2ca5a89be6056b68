// SPDX-License-Identifier: MIT
// A team catalog on a real PostgreSQL server (tests/team/run-with-pg.sh: pg_virtualenv, a throw-away
// cluster per run): a catalog file pushed into an empty database; the same figures from both; quote
// numbers unique and gapless under four clients; a newer schema refused untouched; optimistic checks
// and locked accepted quotes; the change log; roles enforced by the server.
#include "catalog/catalog_database.h"
#include "catalog/change_history.h"
#include "catalog/price_changes.h"
#include "catalog/price_entry.h"
#include "catalog/quote_store.h"
#include "catalog/schema_migrations.h"
#include "catalog/sqlite_catalog_store.h"
#include "catalog/team_push.h"
#include "tests/catalog/scratch_files.h"
#include "tests/team/team_server.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>
#include <QThread>

#include <algorithm>
#include <set>

using namespace np;
using test::TeamServer;

namespace
{

Build quoteBuild(const CatalogSnapshot &catalog)
{
    Build b;
    b.name = "Team quote build";
    b.chassisSku = catalog.chassis.front().info.sku;
    for (const Slot &s : catalog.chassis.front().allSlots)
        if (s.kind == SlotKind::Gpu) {
            b.placements.push_back({s.id, catalog.gpus.front().info.sku});
            break;
        }
    b.options.vatPct = 19;
    return b;
}

// `nodeplan ARGS` from the build tree; its standard output (the test fails on a non-zero exit).
QByteArray nodeplan(const QStringList &args, int *exitCode = nullptr, QByteArray *stderrText = nullptr)
{
    QProcess p;
    p.start(QStringLiteral(NODEPLAN_BINARY_DIR "/app/nodeplan"), args);
    p.waitForFinished(120000);
    if (exitCode)
        *exitCode = p.exitCode();
    if (stderrText)
        *stderrText = p.readAllStandardError();
    return p.readAllStandardOutput();
}

} // namespace

class TestTeamCatalog : public QObject
{
    Q_OBJECT

    test::ScratchFiles m_files;
    QString m_file;    // the catalog file pushed to "team"
    QString m_teamUrl; // postgresql://…/team

    // A new database NAME with the file's catalog pushed into it.
    QString pushedDatabase(const QString &name)
    {
        if (const QString e = TeamServer::exec(QStringLiteral("CREATE DATABASE %1").arg(name)); !e.isEmpty())
            qFatal("CREATE DATABASE %s: %s", qPrintable(name), qPrintable(e));
        QString error;
        auto file = CatalogDatabase::open(m_file, &error);
        catalog::PushReport report;
        if (!file || !catalog::pushCatalog(file->database(), TeamServer::url(name), &report, &error))
            qFatal("push to %s: %s", qPrintable(name), qPrintable(error));
        return TeamServer::url(name);
    }

private slots:
    void initTestCase()
    {
        if (!TeamServer::available())
            QFAIL("no PostgreSQL server: run this test through tests/team/run-with-pg.sh (pg_virtualenv)");
        m_file = m_files.newCatalogPath();
        QString error;
        QVERIFY2(CatalogDatabase::open(m_file, &error), qPrintable(error));
        m_teamUrl = pushedDatabase(QStringLiteral("team"));
    }

    void pushCopiesEveryRowIntoAnEmptyDatabaseOnly()
    {
        QString error;
        auto file = CatalogDatabase::open(m_file, &error);
        auto team = CatalogDatabase::open(m_teamUrl, &error);
        QVERIFY2(team, qPrintable(error));
        QVERIFY(team->isTeamCatalog());
        QCOMPARE(team->schemaVersion(), catalog::latestSchemaVersion());
        // Same parts in the same order, same prices.
        const CatalogSnapshot a = file->snapshot(QStringLiteral("2026-12-01"));
        const CatalogSnapshot b = team->snapshot(QStringLiteral("2026-12-01"));
        QCOMPARE(b.gpus.size(), a.gpus.size());
        QVERIFY(!a.gpus.empty());
        for (std::size_t i = 0; i < a.gpus.size(); ++i) {
            QCOMPARE(b.gpus[i].info.sku, a.gpus[i].info.sku);
            QCOMPARE(b.gpus[i].info.price.has_value(), a.gpus[i].info.price.has_value());
            if (a.gpus[i].info.price)
                QCOMPARE(b.gpus[i].info.price->amount, a.gpus[i].info.price->amount);
        }
        QCOMPARE(b.chassis.front().allSlots.size(), a.chassis.front().allSlots.size());
        QVERIFY(team->check().isEmpty());

        // A second push into the same database is refused, and the database keeps its rows.
        const QString parts =
            TeamServer::scalar(QStringLiteral("SELECT COUNT(*) FROM parts"), QStringLiteral("team"));
        catalog::PushReport report;
        QVERIFY(!catalog::pushCatalog(file->database(), m_teamUrl, &report, &error));
        QVERIFY2(error.contains(QStringLiteral("is not empty")), qPrintable(error));
        QCOMPARE(TeamServer::scalar(QStringLiteral("SELECT COUNT(*) FROM parts"), QStringLiteral("team")),
                 parts);
    }

    void theDesktopsStoreWorksOnTheTeamCatalog()
    {
        QString error;
        auto team = CatalogDatabase::open(m_teamUrl, &error);
        QVERIFY2(team, qPrintable(error));
        SqliteCatalogStore teamStore(team->database());
        CatalogStore &store = teamStore; // as ui/ sees it
        const CatalogSnapshot snapshot = store.snapshot(QStringLiteral("team"), QStringLiteral("2026-12-01"));
        QCOMPARE(snapshot.name, std::string("team"));
        Quote q = quoteForBuild(quoteBuild(snapshot));
        q.date = QDate(2045, 4, 4);
        const auto made = store.createQuote(q, snapshot, &error);
        QVERIFY2(made, qPrintable(error));
        QCOMPARE(made->number, QStringLiteral("Q-2045-0001"));
        QCOMPARE(store.quoteVersion(made->number, 1)->id, made->id);
        QVERIFY(store.setQuoteStatus(made->id, QuoteStatus::Sent, &error));
        const auto v2 = store.saveQuoteEdit(*store.quote(made->id), snapshot, false, &error);
        QVERIFY2(v2, qPrintable(error));
        QCOMPARE(v2->version, 2);
        QCOMPARE(store.quotes(QStringLiteral("q-2045")).size(), std::size_t(1)); // case-insensitive search
        QCOMPARE(store.priceHistory(snapshot.gpus.front().info.sku).size(),
                 team->priceHistory(QString::fromStdString(snapshot.gpus.front().info.sku)).size());
    }

    void aPasswordInTheUrlIsRefused()
    {
        QString error;
        QVERIFY(!CatalogDatabase::open(m_teamUrl.replace(QStringLiteral("@"), QStringLiteral(":secret@")),
                                       &error));
        m_teamUrl.replace(QStringLiteral(":secret@"), QStringLiteral("@"));
        QVERIFY2(error.contains(QStringLiteral("~/.pgpass")), qPrintable(error));
        QVERIFY2(!error.contains(QStringLiteral("secret")), qPrintable(error));
    }

    void anEmptyDatabaseIsNotSeededOnOpen()
    {
        QCOMPARE(TeamServer::exec(QStringLiteral("CREATE DATABASE empty_one")), QString());
        QString error;
        QVERIFY(!CatalogDatabase::open(TeamServer::url(QStringLiteral("empty_one")), &error));
        QVERIFY2(error.contains(QStringLiteral("catalog push --to")), qPrintable(error));
        QCOMPARE(TeamServer::scalar(QStringLiteral("SELECT COUNT(*) FROM information_schema.tables WHERE "
                                                   "table_schema = 'public'"),
                                    QStringLiteral("empty_one")),
                 QStringLiteral("0"));
    }

    void aNewerSchemaIsRefusedUntouched()
    {
        const QString url = pushedDatabase(QStringLiteral("newer"));
        const int newer = catalog::latestSchemaVersion() + 1;
        QCOMPARE(
            TeamServer::exec(QStringLiteral("UPDATE nodeplan_catalog SET schema_version = %1").arg(newer),
                             QStringLiteral("newer")),
            QString());
        const QString fingerprint = QStringLiteral(
            "SELECT (SELECT COUNT(*) FROM change_log) || '/' || (SELECT COUNT(*) FROM parts) || '/' || "
            "(SELECT string_agg(column_name, ',' ORDER BY table_name, column_name) FROM "
            "information_schema.columns WHERE table_schema = 'public')");
        const QString before = TeamServer::scalar(fingerprint, QStringLiteral("newer"));
        for (const auto access : {CatalogDatabase::Access::ReadWrite, CatalogDatabase::Access::ReadOnly}) {
            QString error;
            QVERIFY(!CatalogDatabase::open(url, &error, access));
            QVERIFY2(error.contains(QStringLiteral("schema version %1, newer than this NodePlan").arg(newer)),
                     qPrintable(error));
            QVERIFY2(error.contains(QStringLiteral("was not changed")), qPrintable(error));
        }
        QCOMPARE(TeamServer::scalar(fingerprint, QStringLiteral("newer")), before);
        QCOMPARE(TeamServer::scalar(QStringLiteral("SELECT schema_version FROM nodeplan_catalog"),
                                    QStringLiteral("newer")),
                 QString::number(newer));
    }

    void anOlderSchemaIsUpgradedInOneTransaction()
    {
        // A team catalog made by a NodePlan with schema 6: the columns of migrations 7, 8 and 10 and
        // the table of migration 9 are not there yet.
        const QString url = pushedDatabase(QStringLiteral("older"));
        QCOMPARE(TeamServer::exec(
                     QStringLiteral(
                         "ALTER TABLE parts DROP COLUMN vendor_part_number, DROP COLUMN lead_time_weeks, "
                         "DROP COLUMN lead_time_date, DROP COLUMN lead_time_source; "
                         "ALTER TABLE chassis DROP COLUMN support_years, DROP COLUMN support_kind, "
                         "DROP COLUMN support_included, DROP COLUMN support_price, "
                         "DROP COLUMN support_currency, DROP COLUMN support_price_date, "
                         "DROP COLUMN support_no_price_reason, DROP COLUMN support_source; "
                         "DROP TABLE gpu_achievable_rates; "
                         "ALTER TABLE cpus DROP COLUMN memory_type; "
                         "UPDATE nodeplan_catalog SET schema_version = 6"),
                     QStringLiteral("older")),
                 QString());
        QString error;
        auto team = CatalogDatabase::open(url, &error);
        QVERIFY2(team, qPrintable(error));
        QCOMPARE(team->schemaVersion(), catalog::latestSchemaVersion());
        QCOMPARE(TeamServer::scalar(
                     QStringLiteral("SELECT COUNT(*) FROM information_schema.columns WHERE "
                                    "(table_name, column_name) IN (('parts', 'vendor_part_number'), "
                                    "('chassis', 'support_years'), ('cpus', 'memory_type'))"),
                     QStringLiteral("older")),
                 QStringLiteral("3"));
        QCOMPARE(TeamServer::scalar(QStringLiteral("SELECT COUNT(*) FROM information_schema.tables WHERE "
                                                   "table_name = 'gpu_achievable_rates'"),
                                    QStringLiteral("older")),
                 QStringLiteral("1"));
    }
    void fourClientsNumberAThousandQuotesWithoutDuplicateOrGap()
    {
        constexpr int kClients = 4;
        constexpr int kQuotesEach = 250;
        std::vector<QStringList> numbers(kClients);
        std::vector<QString> failures(kClients);
        std::vector<std::unique_ptr<QThread>> threads;
        for (int c = 0; c < kClients; ++c)
            threads.emplace_back(QThread::create([&, c] {
                // Each client its own connection, opened in its own thread.
                QString error;
                auto team = CatalogDatabase::open(m_teamUrl, &error);
                if (!team) {
                    failures[c] = error;
                    return;
                }
                const CatalogSnapshot catalog = team->snapshot();
                QuoteStore store(team->database());
                Quote q = quoteForBuild(quoteBuild(catalog));
                q.date = QDate(2041, 6, 1);
                q.author = QStringLiteral("client %1").arg(c);
                for (int i = 0; i < kQuotesEach; ++i) {
                    const auto made = store.create(q, catalog, &error);
                    if (!made) {
                        failures[c] = error;
                        return;
                    }
                    numbers[c] << made->number;
                }
            }));
        for (auto &t : threads)
            t->start();
        for (auto &t : threads)
            QVERIFY(t->wait(300000));
        std::set<QString> all;
        for (int c = 0; c < kClients; ++c) {
            QVERIFY2(failures[c].isEmpty(), qPrintable(failures[c]));
            QCOMPARE(numbers[c].size(), kQuotesEach);
            all.insert(numbers[c].begin(), numbers[c].end());
        }
        // 1000 numbers, none twice, and none skipped: Q-2041-0001 .. Q-2041-1000.
        QCOMPARE(int(all.size()), kClients * kQuotesEach);
        QCOMPARE(*all.begin(), QStringLiteral("Q-2041-0001"));
        QCOMPARE(*all.rbegin(), QStringLiteral("Q-2041-1000"));
        QCOMPARE(
            TeamServer::scalar(QStringLiteral("SELECT last_sequence FROM quote_counters WHERE year = 2041"),
                               QStringLiteral("team")),
            QStringLiteral("1000"));
    }

    void aSecondSaveIsRefusedAndAnAcceptedQuoteIsLocked()
    {
        QString error;
        auto first = CatalogDatabase::open(m_teamUrl, &error);
        auto second = CatalogDatabase::open(m_teamUrl, &error);
        QVERIFY2(first && second, qPrintable(error));
        const CatalogSnapshot catalog = first->snapshot();
        QuoteStore alice(first->database());
        QuoteStore bob(second->database());
        Quote q = quoteForBuild(quoteBuild(catalog));
        q.date = QDate(2042, 1, 10);
        q.author = QStringLiteral("Alice");
        const auto made = alice.create(q, catalog, &error);
        QVERIFY2(made, qPrintable(error));

        // Both open version 1; the first save wins, the second is refused, not written over it.
        Quote mine = *alice.load(made->id);
        Quote theirs = *bob.load(made->id);
        mine.notes = QStringLiteral("first save");
        QVERIFY2(alice.saveEdit(mine, catalog, false, &error), qPrintable(error));
        theirs.notes = QStringLiteral("second save");
        QVERIFY(!bob.saveEdit(theirs, catalog, false, &error));
        QVERIFY2(error.contains(QStringLiteral("was changed by Alice at ")), qPrintable(error));
        QCOMPARE(alice.latest(made->number)->notes, QStringLiteral("first save"));

        // Accepted: no edit through NodePlan, and none past it on the server either.
        const qint64 id = alice.latest(made->number)->id;
        QVERIFY2(alice.setStatus(id, QuoteStatus::Sent, &error), qPrintable(error));
        QVERIFY2(alice.setStatus(id, QuoteStatus::Accepted, &error), qPrintable(error));
        QVERIFY(!alice.saveEdit(*alice.load(id), catalog, false, &error));
        QVERIFY2(error.contains(QStringLiteral("accepted and locked")), qPrintable(error));
        const QString sqlError =
            TeamServer::exec(QStringLiteral("UPDATE quotes SET customer = 'changed' WHERE id = %1").arg(id),
                             QStringLiteral("team"));
        QVERIFY2(sqlError.contains(QStringLiteral("accepted and locked")), qPrintable(sqlError));
        QCOMPARE(alice.versions(made->number).size(), std::size_t(1));
    }

    void aPriceChangedMeanwhileIsNotOverwritten()
    {
        QString error;
        auto desk1 = CatalogDatabase::open(m_teamUrl, &error);
        auto desk2 = CatalogDatabase::open(m_teamUrl, &error);
        QVERIFY2(desk1 && desk2, qPrintable(error));
        const std::string sku = "NVIDIA-RTX-PRO-6000-SE";
        // Both desks open the part and see its current price.
        const std::optional<Price> seen = desk2->snapshot().find(sku).info->price;
        QVERIFY(seen);
        catalog::PriceEntry entry;
        entry.sku = QString::fromStdString(sku);
        entry.currency = QString::fromStdString(seen->currency);
        entry.kind = QStringLiteral("list");
        entry.source = QStringLiteral("desk price list");
        entry.checkSeenPrice = true;
        entry.seenPrice = seen;
        QStringList errors;
        entry.amount = seen->amount + 100;
        QVERIFY2(catalog::setPartPrice(desk1->database(), entry, &errors), qPrintable(errors.join(u'\n')));
        // The second desk saves over the price it saw, which is no longer current: refused.
        entry.amount = seen->amount + 250;
        QVERIFY(!catalog::setPartPrice(desk2->database(), entry, &errors));
        const QString user = QProcessEnvironment::systemEnvironment().value(QStringLiteral("PGUSER"));
        QVERIFY2(errors.join(u'\n').contains(
                     QStringLiteral("the price of %1 was changed by %2 at ").arg(entry.sku, user)),
                 qPrintable(errors.join(u'\n')));
        QCOMPARE(desk2->snapshot().find(sku).info->price->amount, seen->amount + 100);
        // Seeing the new price first, the second desk's entry goes in (a correction of today's).
        entry.seenPrice = desk2->snapshot().find(sku).info->price;
        errors.clear();
        QVERIFY2(catalog::setPartPrice(desk2->database(), entry, &errors), qPrintable(errors.join(u'\n')));
        QCOMPARE(desk1->snapshot().find(sku).info->price->amount, seen->amount + 250);
    }

    void theChangeLogHoldsWhoWhenBeforeAndAfter()
    {
        QString error;
        auto team = CatalogDatabase::open(m_teamUrl, &error);
        QVERIFY2(team, qPrintable(error));
        // A price entered twice on one day: the second replaces the first (delete + insert).
        catalog::PriceEntry entry;
        entry.sku = QStringLiteral("INTEL-XEON-6960P");
        entry.amount = 28500;
        entry.currency = QStringLiteral("EUR");
        entry.source = QStringLiteral("entered by tester");
        entry.date = QDate(2026, 12, 1);
        QStringList errors;
        QVERIFY2(catalog::setPartPrice(team->database(), entry, &errors), qPrintable(errors.join(u'\n')));
        entry.amount = 27900;
        QVERIFY2(catalog::setPartPrice(team->database(), entry, &errors), qPrintable(errors.join(u'\n')));

        std::vector<catalog::ChangeEntry> changes;
        QVERIFY2(catalog::changeHistory(team->database(), entry.sku, &changes, &error), qPrintable(error));
        std::vector<const catalog::ChangeEntry *> prices;
        for (const catalog::ChangeEntry &c : changes)
            if (c.table == QLatin1String("prices"))
                prices.push_back(&c);
        // insert 28500, delete 28500, insert 27900.
        QCOMPARE(prices.size(), std::size_t(3));
        QCOMPARE(prices[0]->action, QStringLiteral("insert"));
        QCOMPARE(prices[0]->after.value(QStringLiteral("amount")).toDouble(), 28500.0);
        QCOMPARE(prices[1]->action, QStringLiteral("delete"));
        QCOMPARE(prices[1]->before.value(QStringLiteral("amount")).toDouble(), 28500.0);
        QCOMPARE(prices[2]->after.value(QStringLiteral("amount")).toDouble(), 27900.0);
        QCOMPARE(prices[2]->by, QProcessEnvironment::systemEnvironment().value(QStringLiteral("PGUSER")));
        QVERIFY(qAbs(prices[2]->at.secsTo(QDateTime::currentDateTimeUtc())) < 120);

        // A quote's status change: before draft, after sent.
        const CatalogSnapshot catalog = team->snapshot();
        QuoteStore store(team->database());
        Quote q = quoteForBuild(quoteBuild(catalog));
        q.date = QDate(2043, 2, 2);
        const auto made = store.create(q, catalog, &error);
        QVERIFY2(made, qPrintable(error));
        QVERIFY2(store.setStatus(made->id, QuoteStatus::Sent, &error), qPrintable(error));
        changes.clear();
        QVERIFY(catalog::changeHistory(team->database(), made->number, &changes, &error));
        QCOMPARE(changes.size(), std::size_t(2));
        QCOMPARE(changes[1].action, QStringLiteral("update"));
        QCOMPARE(changes[1].before.value(QStringLiteral("status")).toString(), QStringLiteral("draft"));
        QCOMPARE(changes[1].after.value(QStringLiteral("status")).toString(), QStringLiteral("sent"));
        QVERIFY(catalog::changeHistoryText(changes).contains(QStringLiteral("  status: draft -> sent\n")));

        // A catalog file keeps no change log, and says so.
        auto file = CatalogDatabase::open(m_file, &error);
        QVERIFY(!catalog::changeHistory(file->database(), entry.sku, &changes, &error));
        QVERIFY2(error.contains(QStringLiteral("kept by team catalogs")), qPrintable(error));
    }

    void theServerRefusesWhatARoleMayNotDo()
    {
        // Logins with the run's password (PGPASSWORD), so libpq finds it as it finds any password.
        const QString password = QProcessEnvironment::systemEnvironment().value(QStringLiteral("PGPASSWORD"));
        for (const auto &[login, role] :
             {std::pair{"sam", "nodeplan_sales"}, std::pair{"sue", "nodeplan_sales"},
              std::pair{"vic", "nodeplan_viewer"}})
            QCOMPARE(TeamServer::exec(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2' IN ROLE %3")
                                          .arg(QLatin1String(login), password, QLatin1String(role))),
                     QString());
        QString error;
        auto sam =
            CatalogDatabase::open(TeamServer::url(QStringLiteral("team"), QStringLiteral("sam")), &error);
        auto sue =
            CatalogDatabase::open(TeamServer::url(QStringLiteral("team"), QStringLiteral("sue")), &error);
        auto vic =
            CatalogDatabase::open(TeamServer::url(QStringLiteral("team"), QStringLiteral("vic")), &error);
        QVERIFY2(sam && sue && vic, qPrintable(error));

        // Sales may not import prices: the server refuses, the message names the role it needs.
        const QString before =
            TeamServer::scalar(QStringLiteral("SELECT COUNT(*) FROM prices"), QStringLiteral("team"));
        const QString csv = m_files.write("sku,amount,currency,price_date,source,price_kind\n"
                                          "INTEL-XEON-6960P,26000,EUR,2026-12-02,distributor list,list\n",
                                          "csv");
        catalog::PriceImportReport report;
        QStringList errors;
        QString verdict;
        QVERIFY(!catalog::importPriceList(sam->database(), csv, &report, &errors, &verdict));
        QVERIFY2(errors.join(u'\n').contains(QStringLiteral("needs the role nodeplan_pricing")),
                 qPrintable(errors.join(u'\n')));
        QVERIFY2(errors.join(u'\n').contains(QStringLiteral("permission denied for table")),
                 qPrintable(errors.join(u'\n')));
        QCOMPARE(TeamServer::scalar(QStringLiteral("SELECT COUNT(*) FROM prices"), QStringLiteral("team")),
                 before);

        // Sales creates quotes; a viewer may not.
        const CatalogSnapshot catalog = sam->snapshot();
        Quote q = quoteForBuild(quoteBuild(catalog));
        q.date = QDate(2044, 3, 3);
        q.author = QStringLiteral("Sam");
        const auto made = QuoteStore(sam->database()).create(q, catalog, &error);
        QVERIFY2(made, qPrintable(error));
        QVERIFY(!QuoteStore(vic->database()).create(q, catalog, &error));
        QVERIFY2(error.contains(QStringLiteral("needs the role nodeplan_sales")), qPrintable(error));

        // Sam's draft is Sam's until it is sent: Sue may read it but not change it.
        QuoteStore sueStore(sue->database());
        QVERIFY(sueStore.load(made->id));
        QVERIFY(!sueStore.setStatus(made->id, QuoteStatus::Sent, &error));
        QVERIFY2(error.contains(QStringLiteral("only its author")), qPrintable(error));
        QCOMPARE(sueStore.load(made->id)->status, QuoteStatus::Draft);
        QVERIFY2(QuoteStore(sam->database()).setStatus(made->id, QuoteStatus::Sent, &error),
                 qPrintable(error));
        // Sent, any salesperson moves it on.
        QVERIFY2(sueStore.setStatus(made->id, QuoteStatus::Accepted, &error), qPrintable(error));
    }

    void theCommandLineGivesTheSameFiguresFromBothCatalogs()
    {
        const QString build =
            QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/reference-8x-rtx-pro-6000.nodeplan");
        const QString team = pushedDatabase(QStringLiteral("cli"));
        const QList<QStringList> commands{
            {QStringLiteral("evaluate"), build, QStringLiteral("--format"), QStringLiteral("json")},
            {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--kind"),
             QStringLiteral("gpu"), QStringLiteral("--as-of"), QStringLiteral("2026-12-01"),
             QStringLiteral("--format"), QStringLiteral("json")},
            {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("NVIDIA-RTX-PRO-6000-SE"),
             QStringLiteral("--as-of"), QStringLiteral("2026-12-01")},
            {QStringLiteral("procurement"), QStringLiteral("--workload"),
             QStringLiteral("llama-3.1-70b:inference:bf16"), QStringLiteral("--format"),
             QStringLiteral("csv")}};
        for (const QStringList &command : commands) {
            int fileExit = -1, teamExit = -1;
            QByteArray fileErr, teamErr;
            const QByteArray fromFile =
                nodeplan(QStringList{QStringLiteral("--catalog"), m_file} + command, &fileExit, &fileErr);
            const QByteArray fromTeam =
                nodeplan(QStringList{QStringLiteral("--catalog"), team} + command, &teamExit, &teamErr);
            QVERIFY2(fileExit == 0, fileErr.constData());
            QVERIFY2(teamExit == 0, teamErr.constData());
            QVERIFY(!fromFile.isEmpty());
            // The catalog's name (its path or URL) is the one thing allowed to differ.
            QCOMPARE(QString::fromUtf8(fromTeam).replace(team, QStringLiteral("CATALOG")),
                     QString::fromUtf8(fromFile).replace(m_file, QStringLiteral("CATALOG")));
        }
        // The same cheapest builds from both (the search's own timings aside).
        const QStringList optimize{
            QStringLiteral("optimize"),
            QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/optimize-70b-fp8-64-sessions.json"),
            QStringLiteral("--format"), QStringLiteral("json")};
        QJsonObject fromFile =
            QJsonDocument::fromJson(nodeplan(QStringList{QStringLiteral("--catalog"), m_file} + optimize))
                .object();
        QJsonObject fromTeam =
            QJsonDocument::fromJson(nodeplan(QStringList{QStringLiteral("--catalog"), team} + optimize))
                .object();
        QVERIFY(fromFile.contains(QStringLiteral("search")));
        fromFile.remove(QStringLiteral("search"));
        fromTeam.remove(QStringLiteral("search"));
        QCOMPARE(fromTeam, fromFile);

        // A price list imported into the team catalog, then read back.
        const QString csv = m_files.write("sku,amount,currency,price_date,source,price_kind\n"
                                          "NVIDIA-RTX-PRO-6000-SE,8123,EUR,2026-12-02,team price list,list\n",
                                          "csv");
        int importExit = -1;
        QByteArray importErr;
        nodeplan(
            {QStringLiteral("--catalog"), team, QStringLiteral("catalog"), QStringLiteral("import"), csv},
            &importExit, &importErr);
        QVERIFY2(importExit == 0, importErr.constData());
        QVERIFY(nodeplan({QStringLiteral("--catalog"), team, QStringLiteral("catalog"),
                          QStringLiteral("show"), QStringLiteral("NVIDIA-RTX-PRO-6000-SE"),
                          QStringLiteral("--as-of"), QStringLiteral("2026-12-03")})
                    .contains("8,123"));

        // A quote made on the team catalog shows and prints from it.
        int exit = -1;
        QByteArray err;
        const QByteArray made =
            nodeplan({QStringLiteral("--catalog"), team, QStringLiteral("quote"), QStringLiteral("create"),
                      build, QStringLiteral("--customer"), QStringLiteral("Team customer")},
                     &exit, &err);
        QVERIFY2(exit == 0, err.constData());
        const QString number = QString::fromUtf8(made).section(QLatin1Char(' '), 0, 0).trimmed();
        QVERIFY2(number.startsWith(QStringLiteral("Q-")), made.constData());
        QVERIFY(nodeplan({QStringLiteral("--catalog"), team, QStringLiteral("quote"), QStringLiteral("show"),
                          number},
                         &exit)
                    .contains("Team customer"));
        QCOMPARE(exit, 0);
        const QString pdf = m_files.filePath(QStringLiteral("quote.pdf"));
        nodeplan({QStringLiteral("--catalog"), team, QStringLiteral("export-pdf"), number,
                  QStringLiteral("-o"), pdf},
                 &exit, &err);
        QVERIFY2(exit == 0, err.constData());
        QVERIFY(QFileInfo(pdf).size() > 10000);
        QVERIFY(nodeplan({QStringLiteral("--catalog"), team, QStringLiteral("quote"),
                          QStringLiteral("history"), number},
                         &exit)
                    .contains("insert quotes"));
        QCOMPARE(exit, 0);
    }
};

QTEST_GUILESS_MAIN(TestTeamCatalog)
#include "tst_team_catalog.moc"
