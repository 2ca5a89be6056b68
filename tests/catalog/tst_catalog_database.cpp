// SPDX-License-Identifier: MIT
// Opening, creating, migrating and refusing catalog files.
#include "catalog/catalog_database.h"
#include "catalog/schema_migrations.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace np;

namespace
{

struct FileState {
    QByteArray sha256;
    QDateTime modified;
    qint64 size = 0;
    bool operator==(const FileState &o) const
    {
        return sha256 == o.sha256 && modified == o.modified && size == o.size;
    }
};

FileState stateOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = f.readAll();
    return {QCryptographicHash::hash(bytes, QCryptographicHash::Sha256), QFileInfo(path).lastModified(),
            bytes.size()};
}

// Makes a plain SQLite file with the given pragmas and statements, through its own connection.
void makeSqliteFile(const QString &path, int applicationId, int userVersion, const QStringList &statements)
{
    const QString name = QStringLiteral("test-maker");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &s : statements)
            QVERIFY2(q.exec(s), qPrintable(s + QStringLiteral(": ") + q.lastError().text()));
        QVERIFY(q.exec(QStringLiteral("PRAGMA application_id = %1").arg(applicationId)));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version = %1").arg(userVersion)));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

int scalar(const QSqlDatabase &db, const QString &sql)
{
    QSqlQuery q(db);
    if (q.exec(sql) && q.next())
        return q.value(0).toInt();
    return -1;
}

} // namespace

class TestCatalogDatabase : public QObject
{
    Q_OBJECT
private slots:
    void createsFromSeed()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/catalog.sqlite"));
        QString error;
        auto db = CatalogDatabase::open(path, &error);
        QVERIFY2(db, qPrintable(error));
        QVERIFY(QFileInfo::exists(path));
        QCOMPARE(db->path(), path);
        QCOMPARE(db->schemaVersion(), catalog::latestSchemaVersion());
        QVERIFY(db->schemaVersion() >= 2);
        QCOMPARE(scalar(db->database(), QStringLiteral("PRAGMA application_id")),
                 CatalogDatabase::kApplicationId);
        QCOMPARE(scalar(db->database(), QStringLiteral("PRAGMA foreign_keys")), 1);
        QSqlQuery q(db->database());
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("wal"));
    }

    void countsPerKind()
    {
        QTemporaryDir dir;
        QString error;
        auto db = CatalogDatabase::open(dir.filePath(QStringLiteral("c.sqlite")), &error);
        QVERIFY2(db, qPrintable(error));
        const CatalogSnapshot s = db->snapshot(QStringLiteral("2026-12-01"));
        QCOMPARE(s.gpus.size(), std::size_t(23));  // issue 22 the MI350X, issue 24 the A100 SXM4 80/40 GB
        QCOMPARE(s.cpus.size(), std::size_t(13));  // issue 24: EPYC 7763 and 7543 (SP3)
        QCOMPARE(s.memory.size(), std::size_t(9)); // issue 24: DDR4-3200 64 GB
        QCOMPARE(s.drives.size(), std::size_t(8));
        QCOMPARE(s.nics.size(), std::size_t(7));
        QCOMPARE(s.psus.size(), std::size_t(9));
        QCOMPARE(s.chassis.size(), std::size_t(15)); // 8 PCIe chassis + 7 HGX/OAM platforms
        QCOMPARE(s.models.size(), std::size_t(28));
        QCOMPARE(s.asOf, std::string("2026-12-01"));
        // Every row carries its provenance.
        auto provenanceOk = [](const PartInfo &info) {
            return !info.sku.empty() && !info.name.empty() && !info.provenance.source.empty() &&
                   info.provenance.checkedDate.size() == 10;
        };
        for (const Gpu &g : s.gpus)
            QVERIFY2(provenanceOk(g.info), g.info.sku.c_str());
        for (const Chassis &c : s.chassis)
            QVERIFY2(provenanceOk(c.info), c.info.sku.c_str());
        for (const Model &m : s.models)
            QVERIFY2(provenanceOk(m.info), m.info.sku.c_str());
    }

    void pricesAsOf()
    {
        QTemporaryDir dir;
        QString error;
        auto db = CatalogDatabase::open(dir.filePath(QStringLiteral("c.sqlite")), &error);
        QVERIFY2(db, qPrintable(error));
        // Seed history for the RTX PRO 6000 SE: $10,000 on 2025-06-01, $8,565 on 2026-04-01.
        const std::vector<Price> history = db->priceHistory(QStringLiteral("NVIDIA-RTX-PRO-6000-SE"));
        QCOMPARE(history.size(), std::size_t(2));
        QCOMPARE(history[0].date, std::string("2025-06-01"));
        QCOMPARE(history[1].amount, 8565.0);
        auto priceOn = [&](const char *date) -> std::optional<Price> {
            const CatalogSnapshot s = db->snapshot(QLatin1String(date));
            return s.findGpu("NVIDIA-RTX-PRO-6000-SE")->info.price;
        };
        QVERIFY(!priceOn("2025-05-31").has_value());
        QCOMPARE(priceOn("2025-06-01")->amount, 10000.0);
        QCOMPARE(priceOn("2026-03-31")->amount, 10000.0);
        QCOMPARE(priceOn("2026-04-01")->amount, 8565.0);
        QCOMPARE(priceOn("2026-04-01")->currency, std::string("USD"));
        // A part with no price stays without one.
        QVERIFY(!db->snapshot().findNic("BROADCOM-THOR-ULTRA-800G")->info.price.has_value());
    }

    void twoInstancesAtOnce()
    {
        QTemporaryDir dir;
        QString error;
        auto a = CatalogDatabase::open(dir.filePath(QStringLiteral("a.sqlite")), &error);
        auto b = CatalogDatabase::open(dir.filePath(QStringLiteral("a.sqlite")), &error);
        auto c = CatalogDatabase::open(dir.filePath(QStringLiteral("c.sqlite")), &error);
        QVERIFY2(a && b && c, qPrintable(error));
        QVERIFY(a->database().connectionName() != b->database().connectionName());
        QCOMPARE(a->snapshot().gpus.size(), b->snapshot().gpus.size());
        b.reset();
        QCOMPARE(a->snapshot().cpus.size(), std::size_t(13));
    }

    void migratesVersion1()
    {
        // A version-1 file made by hand from migration 0001 (no price notes/verified columns).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v1.sqlite"));
        const std::vector<catalog::Migration> all = catalog::bundledMigrations();
        QVERIFY(all.size() >= 2);
        QCOMPARE(all.front().version, 1);
        QStringList statements = catalog::splitSqlStatements(all.front().sql);
        statements << QStringLiteral(
                          "INSERT INTO parts (sku, kind, name, vendor, source, checked_date, verified) "
                          "VALUES ('OLD-GPU', 'gpu', 'Old GPU', 'Acme', 'hand-made', '2025-01-01', 1)")
                   << QStringLiteral("INSERT INTO gpus (sku, memory_gb, memory_bandwidth_gb_per_s, tdp_w) "
                                     "VALUES ('OLD-GPU', 24, 300, 70)")
                   << QStringLiteral("INSERT INTO prices (sku, amount, currency, price_date, source) VALUES "
                                     "('OLD-GPU', 999, 'EUR', '2025-01-02', 'shop')");
        makeSqliteFile(path, CatalogDatabase::kApplicationId, 1, statements);

        QString error;
        auto db = CatalogDatabase::open(path, &error);
        QVERIFY2(db, qPrintable(error));
        QCOMPARE(db->schemaVersion(), catalog::latestSchemaVersion());
        // Existing rows survive; the new columns exist with their defaults.
        const CatalogSnapshot s = db->snapshot(QStringLiteral("2025-06-01"));
        QCOMPARE(s.gpus.size(), std::size_t(1)); // an existing catalog is not re-seeded
        QCOMPARE(s.gpus[0].info.price->amount, 999.0);
        QCOMPARE(scalar(db->database(), QStringLiteral("SELECT verified FROM prices WHERE sku = 'OLD-GPU'")),
                 0);
        QCOMPARE(
            scalar(db->database(),
                   QStringLiteral("SELECT count(*) FROM sqlite_master WHERE name = 'prices_by_sku_date'")),
            1);
    }

    void migratesVersion3()
    {
        // A version-3 file (migrations 0001-0003) with a price that says nothing about its kind: the
        // upgrade to schema 4 keeps it as an estimate whose derivation says the kind was not recorded.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("v3.sqlite"));
        QStringList statements;
        for (const catalog::Migration &m : catalog::bundledMigrations())
            if (m.version <= 3)
                statements << catalog::splitSqlStatements(m.sql);
        statements << QStringLiteral(
                          "INSERT INTO parts (sku, kind, name, vendor, source, checked_date, verified) "
                          "VALUES ('OLD-GPU', 'gpu', 'Old GPU', 'Acme', 'hand-made', '2025-01-01', 1)")
                   << QStringLiteral("INSERT INTO gpus (sku, memory_gb, memory_bandwidth_gb_per_s, tdp_w) "
                                     "VALUES ('OLD-GPU', 24, 300, 70)")
                   << QStringLiteral(
                          "INSERT INTO prices (sku, amount, currency, price_date, source, notes) VALUES "
                          "('OLD-GPU', 999, 'EUR', '2025-01-02', 'shop', 'web shop')");
        makeSqliteFile(path, CatalogDatabase::kApplicationId, 3, statements);

        QString error;
        auto db = CatalogDatabase::open(path, &error);
        QVERIFY2(db, qPrintable(error));
        QCOMPARE(db->schemaVersion(), catalog::latestSchemaVersion());
        QSqlQuery q(db->database());
        QVERIFY(q.exec(QStringLiteral("SELECT price_kind, derivation FROM prices WHERE sku = 'OLD-GPU'")) &&
                q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("estimate"));
        QCOMPARE(q.value(1).toString(),
                 QStringLiteral("kind not recorded (price stored before catalog schema 4): web shop"));
        QVERIFY(q.exec(QStringLiteral("SELECT no_price_reason FROM parts WHERE sku = 'OLD-GPU'")) &&
                q.next());
        QCOMPARE(q.value(0).toString(), QString());
        // The kind column refuses anything but the three kinds.
        QVERIFY(!q.exec(QStringLiteral("UPDATE prices SET price_kind = 'guess'")));
    }

    void refusesWithoutTouching_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("expected");
        QTest::newRow("newer schema")
            << QStringLiteral("newer") << QStringLiteral("newer than this NodePlan");
        QTest::newRow("other SQLite file")
            << QStringLiteral("foreign") << QStringLiteral("not a NodePlan catalog");
        QTest::newRow("random bytes") << QStringLiteral("random") << QStringLiteral("not a NodePlan catalog");
        QTest::newRow("empty file") << QStringLiteral("empty") << QStringLiteral("not a NodePlan catalog");
        QTest::newRow("corrupt catalog") << QStringLiteral("corrupt") << QStringLiteral("corrupt");
    }
    void refusesWithoutTouching()
    {
        QFETCH(QString, what);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f.sqlite"));
        if (what == QLatin1String("newer")) {
            makeSqliteFile(path, CatalogDatabase::kApplicationId, catalog::latestSchemaVersion() + 1,
                           {QStringLiteral("CREATE TABLE future (x)")});
        } else if (what == QLatin1String("foreign")) {
            makeSqliteFile(path, 0, 0, {QStringLiteral("CREATE TABLE addresses (name TEXT)")});
        } else if (what == QLatin1String("random") || what == QLatin1String("empty")) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            if (what == QLatin1String("random")) {
                QByteArray bytes;
                quint32 x = 2463534242u; // xorshift: reproducible "random" bytes
                for (int i = 0; i < 8192; ++i) {
                    x ^= x << 13;
                    x ^= x >> 17;
                    x ^= x << 5;
                    bytes.append(char(x & 0xff));
                }
                f.write(bytes);
            }
        } else if (what == QLatin1String("corrupt")) {
            // A real catalog whose pages after the header are overwritten.
            {
                QString error;
                auto db = CatalogDatabase::open(path, &error);
                QVERIFY2(db, qPrintable(error));
                QSqlQuery q(db->database());
                QVERIFY(q.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
                QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode = DELETE")));
            }
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.size() > 16384);
            f.seek(4096);
            f.write(QByteArray(8192, '\x5a'));
        }
        QFile::remove(path + QStringLiteral("-wal"));
        QFile::remove(path + QStringLiteral("-shm"));
        QTest::qWait(20); // a later write would show as a newer mtime
        const FileState before = stateOf(path);

        QString error;
        auto db = CatalogDatabase::open(path, &error);
        QVERIFY(!db);
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(stateOf(path) == before);
    }
};

QTEST_GUILESS_MAIN(TestCatalogDatabase)
#include "tst_catalog_database.moc"
