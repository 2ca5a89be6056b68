// SPDX-License-Identifier: MIT
// `nodeplan catalog diff`: two real catalog files made from the seed, one of them with a changed GPU
// price and an added NIC; the diff lists exactly those. A newer schema is refused.
#include "catalog/catalog_database.h"
#include "catalog/catalog_diff.h"
#include "catalog/catalog_import.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace np;

namespace
{

bool makeSeedCatalog(const QString &path, const QByteArray &importJson, const QString &importPath)
{
    QString error;
    auto db = CatalogDatabase::open(path, &error);
    if (!db) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    if (importJson.isEmpty())
        return true;
    QFile f(importPath);
    if (!f.open(QIODevice::WriteOnly) || f.write(importJson) != importJson.size())
        return false;
    f.close();
    QStringList errors;
    const bool ok = catalog::importCatalogFile(db->database(), importPath, nullptr, &errors);
    for (const QString &e : errors)
        qWarning("%s", qPrintable(e));
    return ok; // the catalog closes here, so the file is complete on disk
}

// One added NIC (no price) and a new, lower price for the reference build's GPU.
const QByteArray kUpdate =
    "{\"parts\": [{\"kind\": \"nic\", \"sku\": \"TEST-NIC-2P-200G\", \"name\": \"Test NIC 2x 200GbE\",\n"
    "  \"source\": \"https://vendor.example/nic\", \"checked_date\": \"2026-11-30\", \"ports\": 2,\n"
    "  \"port_speed_gbit_per_s\": 200}],\n"
    " \"prices\": [{\"sku\": \"NVIDIA-RTX-PRO-6000-SE\", \"price_usd\": 7900, \"price_date\": "
    "\"2026-11-20\",\n"
    "  \"source\": \"https://distributor.example/2026-11\", \"price_kind\": \"street\"}]}\n";

} // namespace

class TestCatalogDiff : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_a;
    QString m_b;

private slots:
    void initTestCase()
    {
        m_a = m_dir.filePath(QStringLiteral("a.sqlite"));
        m_b = m_dir.filePath(QStringLiteral("b.sqlite"));
        QVERIFY(makeSeedCatalog(m_a, {}, {}));
        QVERIFY(makeSeedCatalog(m_b, kUpdate, m_dir.filePath(QStringLiteral("update.json"))));
    }

    void listsExactlyTheChanges()
    {
        catalog::CatalogDiff diff;
        QString error;
        QVERIFY2(catalog::diffCatalogs(m_a, m_b, &diff, &error), qPrintable(error));
        QCOMPARE(diff.added.size(), std::size_t(1));
        QCOMPARE(diff.added.front().sku, QStringLiteral("TEST-NIC-2P-200G"));
        QCOMPARE(diff.added.front().kind, QStringLiteral("nic"));
        QVERIFY(diff.removed.empty());
        QVERIFY(diff.changed.empty());
        QCOMPARE(diff.prices.size(), std::size_t(1));
        const catalog::PartPriceChange &p = diff.prices.front();
        QCOMPARE(p.sku, QStringLiteral("NVIDIA-RTX-PRO-6000-SE"));
        QVERIFY(p.before);
        QCOMPARE(p.before->amount, 8565.0); // the seed's newest price, 2026-04-01
        QCOMPARE(p.after.amount, 7900.0);
        QCOMPARE(p.after.date, std::string("2026-11-20"));

        // The other way round: the NIC is removed, the price goes back.
        QVERIFY2(catalog::diffCatalogs(m_b, m_a, &diff, &error), qPrintable(error));
        QVERIFY(diff.added.empty());
        QCOMPARE(diff.removed.size(), std::size_t(1));
        QCOMPARE(diff.prices.size(), std::size_t(1));
        QCOMPARE(diff.prices.front().after.amount, 8565.0);
    }

    // A GPU that gains a measured rate (schema 9) is listed as changed, with its rate count.
    void listsAChangedMeasuredRate()
    {
        const QString c = m_dir.filePath(QStringLiteral("c.sqlite"));
        QVERIFY(makeSeedCatalog(c,
                                "{\"achievable_rates\": [{\"sku\": \"NVIDIA-L40S\", \"quantity\": "
                                "\"dense_tflops\", \"precision\": \"bf16\", \"value\": 250, \"source\": "
                                "\"a matmul benchmark\", \"source_date\": \"2026-11-30\"}]}\n",
                                m_dir.filePath(QStringLiteral("rate.json"))));
        catalog::CatalogDiff diff;
        QString error;
        QVERIFY2(catalog::diffCatalogs(m_a, c, &diff, &error), qPrintable(error));
        QVERIFY(diff.added.empty() && diff.removed.empty() && diff.prices.empty());
        QCOMPARE(diff.changed.size(), std::size_t(1));
        QCOMPARE(diff.changed.front().part.sku, QStringLiteral("NVIDIA-L40S"));
        QCOMPARE(diff.changed.front().fields.size(), std::size_t(1));
        QCOMPARE(diff.changed.front().fields.front().field, QStringLiteral("achievable_rates"));
        QCOMPARE(diff.changed.front().fields.front().before.toString(), QStringLiteral("0 measured rate(s)"));
        QCOMPARE(diff.changed.front().fields.front().after.toString(),
                 QStringLiteral("1 measured rate(s) (changed)"));
    }

    void sameCatalogHasNoDifferences()
    {
        catalog::CatalogDiff diff;
        QString error;
        QVERIFY2(catalog::diffCatalogs(m_a, m_a, &diff, &error), qPrintable(error));
        QVERIFY(diff.added.empty() && diff.removed.empty() && diff.changed.empty() && diff.prices.empty());
    }

    void newerSchemaIsRefusedAndLeftUntouched()
    {
        const QString newer = m_dir.filePath(QStringLiteral("newer.sqlite"));
        QVERIFY(QFile::copy(m_a, newer));
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bump"));
            db.setDatabaseName(newer);
            QVERIFY(db.open());
            QVERIFY(QSqlQuery(db).exec(QStringLiteral("PRAGMA user_version = 99")));
            db.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("bump"));
        QFile f(newer);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        f.close();

        catalog::CatalogDiff diff;
        QString error;
        QVERIFY(!catalog::diffCatalogs(m_a, newer, &diff, &error));
        QVERIFY2(error.contains(QLatin1String("newer than this NodePlan")), qPrintable(error));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), bytes);
    }
};

QTEST_GUILESS_MAIN(TestCatalogDiff)
#include "tst_catalog_diff.moc"
