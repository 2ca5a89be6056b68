// SPDX-License-Identifier: MIT
// The desktop application's way to the catalog (CatalogStore), over a catalog file: what goes in
// through the store comes back out through it — prices, a price's history, quotes and their
// versions — and the snapshot carries the name it was asked for.
#include "catalog/catalog_database.h"
#include "catalog/sqlite_catalog_store.h"
#include "tests/catalog/scratch_files.h"

#include <QTest>

using namespace np;

class TestCatalogStore : public QObject
{
    Q_OBJECT

    test::ScratchFiles m_files;

private slots:
    void aPriceEnteredShowsInHistoryAndSnapshot()
    {
        QString error;
        auto db = CatalogDatabase::open(m_files.newCatalogPath(), &error);
        QVERIFY2(db, qPrintable(error));
        SqliteCatalogStore sqlite(db->database());
        CatalogStore &store = sqlite;               // as ui/ sees it
        const std::string sku = "INTEL-XEON-6960P"; // the seed has no public price for it
        QVERIFY(store.priceHistory(sku).empty());

        catalog::PriceEntry entry;
        entry.sku = QString::fromStdString(sku);
        entry.amount = 28500;
        entry.currency = QStringLiteral("EUR");
        entry.source = QStringLiteral("entered by tester");
        entry.date = QDate(2026, 12, 1);
        QStringList errors;
        QVERIFY2(store.setPartPrice(entry, &errors), qPrintable(errors.join(QLatin1Char('\n'))));

        const std::vector<Price> history = store.priceHistory(sku);
        QCOMPARE(history.size(), std::size_t(1));
        QCOMPARE(history.front().amount, 28500.0);
        QCOMPARE(history.front().date, std::string("2026-12-01"));

        const CatalogSnapshot snapshot =
            store.snapshot(QStringLiteral("office catalog"), QStringLiteral("2026-12-03"));
        QCOMPARE(snapshot.name, std::string("office catalog"));
        QCOMPARE(snapshot.findCpu(sku)->info.price->amount, 28500.0);
        // Before the price's date the part has none.
        QVERIFY(!store.snapshot(QStringLiteral("office catalog"), QStringLiteral("2026-11-30"))
                     .findCpu(sku)
                     ->info.price);

        // An unknown part is refused and nothing is stored.
        entry.sku = QStringLiteral("NO-SUCH-PART");
        QVERIFY(!store.setPartPrice(entry, &errors));
        QVERIFY(store.priceHistory("NO-SUCH-PART").empty());
    }

    void quotesGoInAndComeBackWithTheirVersions()
    {
        QString error;
        auto db = CatalogDatabase::open(m_files.newCatalogPath(), &error);
        QVERIFY2(db, qPrintable(error));
        SqliteCatalogStore sqlite(db->database());
        CatalogStore &store = sqlite;
        const CatalogSnapshot catalog = db->snapshot();
        QVERIFY(store.quotes().empty());

        Build build;
        build.name = "Store test build";
        build.chassisSku = catalog.chassis.front().info.sku;
        Quote q = quoteForBuild(build);
        q.customer = QStringLiteral("Acme");
        q.date = QDate(2026, 3, 2);
        const std::optional<Quote> made = store.createQuote(q, catalog, &error);
        QVERIFY2(made, qPrintable(error));
        QCOMPARE(made->number, QStringLiteral("Q-2026-0001"));
        QCOMPARE(made->version, 1);

        // Sent, the version is frozen: an edit becomes version 2, and version 1 stays as it was.
        QVERIFY2(store.setQuoteStatus(made->id, QuoteStatus::Sent, &error), qPrintable(error));
        Quote edited = *store.quote(made->id);
        QCOMPARE(edited.status, QuoteStatus::Sent);
        edited.customer = QStringLiteral("Acme GmbH");
        const std::optional<Quote> second = store.saveQuoteEdit(edited, catalog, false, &error);
        QVERIFY2(second, qPrintable(error));
        QCOMPARE(second->version, 2);
        QCOMPARE(store.quoteVersion(QStringLiteral("Q-2026-0001"), 1)->customer, QStringLiteral("Acme"));

        // The list holds each quote once, at its latest version, and searches the customer.
        const std::vector<Quote> listed = store.quotes();
        QCOMPARE(listed.size(), std::size_t(1));
        QCOMPARE(listed.front().version, 2);
        QCOMPARE(store.quotes(QStringLiteral("gmbh")).size(), std::size_t(1));
        QVERIFY(store.quotes(QStringLiteral("Globex")).empty());
    }
};

QTEST_GUILESS_MAIN(TestCatalogStore)
#include "tst_catalog_store.moc"
