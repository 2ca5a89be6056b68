// SPDX-License-Identifier: MIT
// `nodeplan catalog pull`: a team catalog on a real PostgreSQL server (tests/team/run-with-pg.sh)
// copied into an offline catalog file that gives the same figures and quotes and refuses quote writes.
#include "catalog/catalog_database.h"
#include "catalog/offline_copy.h"
#include "catalog/quote_store.h"
#include "catalog/team_connection.h"
#include "catalog/team_pull.h"
#include "catalog/team_push.h"
#include "tests/catalog/scratch_files.h"
#include "tests/team/team_server.h"

#include <QCryptographicHash>
#include <QProcess>
#include <QTest>

using namespace np;
using test::TeamServer;

namespace
{

// `nodeplan ARGS` from the build tree: its standard output; exit code and standard error if asked.
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

QByteArray fileHash(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                       : QByteArray();
}

} // namespace

class TestTeamPull : public QObject
{
    Q_OBJECT

    test::ScratchFiles m_files;
    QString m_url;
    QString m_number; // a quote made on the team catalog

private slots:
    void initTestCase()
    {
        if (!TeamServer::available())
            QFAIL("no PostgreSQL server: run this test through tests/team/run-with-pg.sh (pg_virtualenv)");
        QCOMPARE(TeamServer::exec(QStringLiteral("CREATE DATABASE pulled")), QString());
        QString error;
        auto local = CatalogDatabase::open(m_files.newCatalogPath(), &error);
        QVERIFY2(local, qPrintable(error));
        m_url = TeamServer::url(QStringLiteral("pulled"));
        catalog::PushReport pushed;
        QVERIFY2(catalog::pushCatalog(local->database(), m_url, &pushed, &error), qPrintable(error));

        // The team catalog moves on after the push: a quote, revised once, and a new price.
        auto team = CatalogDatabase::open(m_url, &error);
        QVERIFY2(team, qPrintable(error));
        const CatalogSnapshot catalog = team->snapshot();
        Build build;
        build.name = "Offline build";
        build.chassisSku = catalog.chassis.front().info.sku;
        Quote q = quoteForBuild(build);
        q.customer = QStringLiteral("Road customer");
        q.author = QStringLiteral("Sam");
        QuoteStore store(team->database());
        const auto made = store.create(q, catalog, &error);
        QVERIFY2(made, qPrintable(error));
        QVERIFY2(store.setStatus(made->id, QuoteStatus::Sent, &error), qPrintable(error));
        Quote revised = *made;
        revised.status = QuoteStatus::Sent;
        revised.notes = QStringLiteral("second version");
        QVERIFY2(store.saveEdit(revised, catalog, false, &error), qPrintable(error));
        m_number = made->number;
        const QString csv = m_files.write("sku,amount,currency,price_date,source,price_kind\n"
                                          "NVIDIA-RTX-PRO-6000-SE,7777,EUR,2026-12-02,team price list,list\n",
                                          "csv");
        int exit = -1;
        QByteArray err;
        nodeplan(
            {QStringLiteral("--catalog"), m_url, QStringLiteral("catalog"), QStringLiteral("import"), csv},
            &exit, &err);
        QVERIFY2(exit == 0, err.constData());
    }

    void theCopyHoldsWhatTheTeamCatalogHolds()
    {
        const QString path = m_files.newCatalogPath();
        int exit = -1;
        QByteArray err;
        const QByteArray said = nodeplan({QStringLiteral("catalog"), QStringLiteral("pull"),
                                          QStringLiteral("--from"), m_url, QStringLiteral("-o"), path},
                                         &exit, &err);
        QVERIFY2(exit == 0, err.constData());
        QVERIFY2(said.contains("an offline copy: its quotes are read-only"), said.constData());
        for (const char *table : {"parts", "prices", "quotes", "quote_prices", "chassis_slots"}) {
            const QString count =
                TeamServer::scalar(QStringLiteral("SELECT COUNT(*) FROM %1").arg(QLatin1String(table)),
                                   QStringLiteral("pulled"));
            QVERIFY2(
                said.contains(QStringLiteral("  %1 %2\n").arg(QLatin1String(table), -21).arg(count).toUtf8()),
                said.constData());
        }
        QVERIFY(!QFileInfo::exists(path + QStringLiteral(".part")));

        // The same figures, parts and quotes from the copy as from the server.
        const QList<QStringList> commands{
            {QStringLiteral("catalog"), QStringLiteral("list"), QStringLiteral("--as-of"),
             QStringLiteral("2026-12-03"), QStringLiteral("--format"), QStringLiteral("json")},
            {QStringLiteral("catalog"), QStringLiteral("show"), QStringLiteral("NVIDIA-RTX-PRO-6000-SE"),
             QStringLiteral("--as-of"), QStringLiteral("2026-12-03")},
            {QStringLiteral("quote"), QStringLiteral("list")},
            {QStringLiteral("quote"), QStringLiteral("show"), m_number}};
        for (const QStringList &command : commands) {
            int teamExit = -1, fileExit = -1;
            const QByteArray fromTeam =
                nodeplan(QStringList{QStringLiteral("--catalog"), m_url} + command, &teamExit);
            const QByteArray fromFile =
                nodeplan(QStringList{QStringLiteral("--catalog"), path} + command, &fileExit);
            QCOMPARE(teamExit, 0);
            QCOMPARE(fileExit, 0);
            QVERIFY(!fromTeam.isEmpty());
            QCOMPARE(QString::fromUtf8(fromFile).replace(path, QStringLiteral("CATALOG")),
                     QString::fromUtf8(fromTeam).replace(m_url, QStringLiteral("CATALOG")));
        }
        QVERIFY(nodeplan({QStringLiteral("--catalog"), path, QStringLiteral("catalog"),
                          QStringLiteral("show"), QStringLiteral("NVIDIA-RTX-PRO-6000-SE"),
                          QStringLiteral("--as-of"), QStringLiteral("2026-12-03")})
                    .contains("7,777"));

        // Its quotes are read-only, and the refusal says whose copy it is and from when.
        const QString build =
            QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/reference-8x-rtx-pro-6000.nodeplan");
        nodeplan({QStringLiteral("--catalog"), path, QStringLiteral("quote"), QStringLiteral("create"), build,
                  QStringLiteral("--customer"), QStringLiteral("Offline")},
                 &exit, &err);
        QVERIFY(exit != 0);
        const QString refusal = QString::fromUtf8(err);
        QVERIFY2(refusal.contains(
                     QStringLiteral("is an offline copy of %1 made at ").arg(catalog::displayUrl(m_url))),
                 qPrintable(refusal));
        QVERIFY2(refusal.contains(QStringLiteral("its quotes are read-only")), qPrintable(refusal));
        QString error;
        auto file = CatalogDatabase::open(path, &error);
        QVERIFY2(file, qPrintable(error));
        const auto origin = catalog::offlineCopyOrigin(file->database());
        QVERIFY(origin);
        QCOMPARE(origin->source, catalog::displayUrl(m_url));
        QVERIFY(qAbs(origin->madeAt.secsTo(QDateTime::currentDateTimeUtc())) < 300);
        QVERIFY2(refusal.contains(origin->madeAt.toString(Qt::ISODate)), qPrintable(refusal));
        QuoteStore quotes(file->database());
        const std::optional<Quote> latest = quotes.latest(m_number);
        QVERIFY(latest);
        QCOMPARE(latest->version, 2);
        QVERIFY(!quotes.setStatus(latest->id, QuoteStatus::Accepted, &error));
        QVERIFY2(error.contains(QStringLiteral("offline copy")), qPrintable(error));
        Quote edited = *latest;
        edited.notes = QStringLiteral("changed offline");
        QVERIFY(!quotes.saveEdit(edited, file->snapshot(), false, &error));
        QVERIFY2(error.contains(QStringLiteral("offline copy")), qPrintable(error));
        QCOMPARE(quotes.latest(m_number)->notes, QStringLiteral("second version"));
        // Prices are the copy's own to change (a what-if on the road).
        QVERIFY(nodeplan({QStringLiteral("--catalog"), path, QStringLiteral("catalog"),
                          QStringLiteral("set-price"), QStringLiteral("NVIDIA-RTX-PRO-6000-SE"),
                          QStringLiteral("7000"), QStringLiteral("EUR")},
                         &exit, &err)
                    .size() >= 0);
        QVERIFY2(exit == 0, err.constData());
    }

    void anExistingFileIsNotOverwritten()
    {
        const QString path = m_files.newCatalogPath();
        QString error;
        QVERIFY2(CatalogDatabase::open(path, &error), qPrintable(error));
        const QByteArray before = fileHash(path);
        catalog::PullReport report;
        QVERIFY(!catalog::pullCatalog(m_url, path, &report, &error));
        QVERIFY2(error.contains(QStringLiteral("exists; pull writes a new catalog file only")),
                 qPrintable(error));
        QCOMPARE(fileHash(path), before);
        // A database that is not a team catalog leaves no file behind.
        const QString other = m_files.newCatalogPath();
        QVERIFY(!catalog::pullCatalog(TeamServer::url(QStringLiteral("postgres")), other, &report, &error));
        QVERIFY(!QFileInfo::exists(other));
        QVERIFY(!QFileInfo::exists(other + QStringLiteral(".part")));
    }
};

QTEST_GUILESS_MAIN(TestTeamPull)
#include "tst_team_pull.moc"
