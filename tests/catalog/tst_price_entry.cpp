// SPDX-License-Identifier: MIT
// A price entered by hand (GUI "Set Price…", `nodeplan catalog set-price`) lands in the catalog as a
// dated price row with its kind and source, in one transaction, and the next snapshot uses it.
#include "catalog/catalog_database.h"
#include "catalog/price_entry.h"
#include "tests/catalog/scratch_files.h"

#include <QSqlQuery>
#include <QTest>

using namespace np;

class TestPriceEntry : public QObject
{
    Q_OBJECT

    test::ScratchFiles m_files;

    static int priceRows(const CatalogDatabase &db, const QString &sku)
    {
        QSqlQuery q(db.database());
        q.prepare(QStringLiteral("SELECT COUNT(*) FROM prices WHERE sku = ?"));
        q.addBindValue(sku);
        return q.exec() && q.next() ? q.value(0).toInt() : -1;
    }

private slots:
    void unpricedPartGetsADatedEstimate()
    {
        QString error;
        auto db = CatalogDatabase::open(m_files.newCatalogPath(), &error);
        QVERIFY2(db, qPrintable(error));
        const QString sku = QStringLiteral("INTEL-XEON-6960P"); // the seed has no public price for it
        QVERIFY(!db->snapshot().findCpu(sku.toStdString())->info.price);

        catalog::PriceEntry entry;
        entry.sku = sku;
        entry.amount = 28500;
        entry.currency = QStringLiteral("EUR");
        entry.source = QStringLiteral("entered by tester");
        entry.date = QDate(2026, 12, 1);
        QStringList errors;
        QVERIFY2(catalog::setPartPrice(db->database(), entry, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));

        const CatalogSnapshot after = db->snapshot(QStringLiteral("2026-12-03"));
        const Cpu *gpu = after.findCpu(sku.toStdString());
        QVERIFY(gpu->info.price);
        QCOMPARE(gpu->info.price->amount, 28500.0);
        QCOMPARE(gpu->info.price->currency, std::string("EUR"));
        QCOMPARE(gpu->info.price->date, std::string("2026-12-01"));
        QCOMPARE(gpu->info.price->kind, std::string("estimate")); // the default kind
        QCOMPARE(gpu->info.price->source, std::string("entered by tester"));
        // An estimate says how it was derived (the importer requires it).
        QSqlQuery q(db->database());
        QVERIFY(q.exec(QStringLiteral("SELECT derivation FROM prices WHERE sku = 'INTEL-XEON-6960P'")) &&
                q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("entered by hand in NodePlan on 2026-12-01"));

        // The same day and currency again corrects the price instead of adding a second row.
        entry.amount = 27900;
        entry.kind = QStringLiteral("street");
        QVERIFY2(catalog::setPartPrice(db->database(), entry, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(priceRows(*db, sku), 1);
        const CatalogSnapshot afterCorrection = db->snapshot(QStringLiteral("2026-12-03"));
        const Cpu *corrected = afterCorrection.findCpu(sku.toStdString());
        QCOMPARE(corrected->info.price->amount, 27900.0);
        QCOMPARE(corrected->info.price->kind, std::string("street"));
    }

    void refusedEntryLeavesTheCatalogUnchanged()
    {
        QString error;
        auto db = CatalogDatabase::open(m_files.newCatalogPath(), &error);
        QVERIFY2(db, qPrintable(error));
        const QString gpu = QStringLiteral("NVIDIA-RTX-PRO-6000-SE");
        const int before = priceRows(*db, gpu);

        catalog::PriceEntry unknown;
        unknown.sku = QStringLiteral("NO-SUCH-PART");
        unknown.amount = 100;
        QStringList errors;
        QVERIFY(!catalog::setPartPrice(db->database(), unknown, &errors));
        QVERIFY2(errors.join(QLatin1Char('\n')).contains(QStringLiteral("unknown SKU 'NO-SUCH-PART'")),
                 qPrintable(errors.join(QLatin1Char('\n'))));

        // A currency the schema does not hold is refused, and the row of the same day is not lost.
        catalog::PriceEntry yen;
        yen.sku = gpu;
        yen.amount = 1000000;
        yen.currency = QStringLiteral("JPY");
        errors.clear();
        QVERIFY(!catalog::setPartPrice(db->database(), yen, &errors));
        QVERIFY(!errors.isEmpty());
        QCOMPARE(priceRows(*db, gpu), before);
    }

    void sourceNamesTheUser()
    {
        QVERIFY(catalog::enteredBySource().startsWith(QStringLiteral("entered by ")));
    }
};

QTEST_GUILESS_MAIN(TestPriceEntry)
#include "tst_price_entry.moc"
