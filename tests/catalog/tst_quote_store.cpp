// SPDX-License-Identifier: MIT
// Quotes in the catalog database: sequential numbers per year that two connections (as two
// NodePlan windows or processes) never share, frozen sent versions, and dated prices kept.
#include "catalog/catalog_database.h"
#include "catalog/quote_store.h"

#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <set>

using namespace np;

namespace
{

Build buildFrom(const CatalogSnapshot &catalog)
{
    Build b;
    b.name = "Quote test build";
    b.chassisSku = catalog.chassis.front().info.sku;
    const Chassis &ch = catalog.chassis.front();
    for (const Slot &s : ch.allSlots)
        if (s.kind == SlotKind::Gpu && !catalog.gpus.empty()) {
            b.placements.push_back({s.id, catalog.gpus.front().info.sku});
            break;
        }
    b.options.vatPct = 19;
    return b;
}

} // namespace

class TestQuoteStore : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_path;
    std::unique_ptr<CatalogDatabase> m_db;
    CatalogSnapshot m_catalog;

private slots:
    void initTestCase()
    {
        m_path = m_dir.filePath(QStringLiteral("catalog.sqlite"));
        QString error;
        m_db = CatalogDatabase::open(m_path, &error);
        QVERIFY2(m_db, qPrintable(error));
        QVERIFY(m_db->schemaVersion() >= 3);
        m_catalog = m_db->snapshot();
        QVERIFY(!m_catalog.chassis.empty());
    }

    void numbersAreSequentialPerYear()
    {
        QuoteStore store(m_db->database());
        Quote q = quoteForBuild(buildFrom(m_catalog));
        q.customer = QStringLiteral("Acme");
        q.date = QDate(2031, 3, 1);
        QString error;
        const auto first = store.create(q, m_catalog, &error);
        QVERIFY2(first, qPrintable(error));
        QCOMPARE(first->number, QStringLiteral("Q-2031-0001"));
        QCOMPARE(first->version, 1);
        const auto second = store.create(q, m_catalog, &error);
        QVERIFY2(second, qPrintable(error));
        QCOMPARE(second->number, QStringLiteral("Q-2031-0002"));
        q.date = QDate(2032, 1, 2); // a new year starts again at 0001
        const auto third = store.create(q, m_catalog, &error);
        QVERIFY2(third, qPrintable(error));
        QCOMPARE(third->number, QStringLiteral("Q-2032-0001"));
        // The build and the dated prices come back as stored.
        const auto loaded = store.load(first->id);
        QVERIFY(loaded);
        QCOMPARE(loaded->customer, QStringLiteral("Acme"));
        QCOMPARE(loaded->build.chassisSku, q.build.chassisSku);
        QCOMPARE(loaded->build.placements.size(), q.build.placements.size());
        QCOMPARE(loaded->prices.size(), pricesFor(q.build, m_catalog).size());
        QCOMPARE(loaded->vatPct, 19.0);
    }

    void parallelCreationsNeverShareANumber()
    {
        // Two threads, each with its own connection to the same file, create 12 quotes each.
        constexpr int kPerThread = 12;
        std::vector<QString> numbers[2];
        QString errors[2];
        const Build build = buildFrom(m_catalog);
        const CatalogSnapshot catalog = m_catalog;
        auto work = [&](int which) {
            QString error;
            std::unique_ptr<CatalogDatabase> db = CatalogDatabase::open(m_path, &error);
            if (!db) {
                errors[which] = error;
                return;
            }
            QuoteStore store(db->database());
            for (int i = 0; i < kPerThread; ++i) {
                Quote q = quoteForBuild(build);
                q.date = QDate(2040, 6, 1);
                const auto made = store.create(q, catalog, &error);
                if (!made) {
                    errors[which] = error;
                    return;
                }
                numbers[which].push_back(made->number);
            }
        };
        std::unique_ptr<QThread> a(QThread::create(work, 0));
        std::unique_ptr<QThread> b(QThread::create(work, 1));
        a->start();
        b->start();
        QVERIFY(a->wait(120000));
        QVERIFY(b->wait(120000));
        QVERIFY2(errors[0].isEmpty(), qPrintable(errors[0]));
        QVERIFY2(errors[1].isEmpty(), qPrintable(errors[1]));
        std::set<QString> all(numbers[0].begin(), numbers[0].end());
        all.insert(numbers[1].begin(), numbers[1].end());
        QCOMPARE(int(all.size()), 2 * kPerThread); // no number twice
        // ...and none skipped: Q-2040-0001 .. Q-2040-0024.
        QCOMPARE(*all.begin(), QStringLiteral("Q-2040-0001"));
        QCOMPARE(*all.rbegin(), QStringLiteral("Q-2040-0024"));
    }

    void sentQuoteIsFrozenEditMakesVersion2()
    {
        QuoteStore store(m_db->database());
        Quote q = quoteForBuild(buildFrom(m_catalog));
        q.customer = QStringLiteral("First customer name");
        q.date = QDate(2033, 5, 5);
        QString error;
        auto v1 = store.create(q, m_catalog, &error);
        QVERIFY2(v1, qPrintable(error));

        // A draft is edited in place.
        Quote draftEdit = *v1;
        draftEdit.notes = QStringLiteral("draft note");
        auto same = store.saveEdit(draftEdit, m_catalog, false, &error);
        QVERIFY2(same, qPrintable(error));
        QCOMPARE(same->version, 1);
        QCOMPARE(store.versions(v1->number).size(), std::size_t(1));

        QVERIFY2(store.setStatus(same->id, QuoteStatus::Sent, &error), qPrintable(error));
        Quote edit = *store.latest(v1->number);
        QVERIFY(edit.frozen());
        edit.customer = QStringLiteral("Renamed customer");
        auto v2 = store.saveEdit(edit, m_catalog, false, &error);
        QVERIFY2(v2, qPrintable(error));
        QCOMPARE(v2->number, v1->number);
        QCOMPARE(v2->version, 2);
        QCOMPARE(v2->status, QuoteStatus::Draft);
        // Version 1 is still there, as it was sent.
        const auto old = store.version(v1->number, 1);
        QVERIFY(old);
        QCOMPARE(old->customer, QStringLiteral("First customer name"));
        QCOMPARE(old->status, QuoteStatus::Sent);
        QCOMPARE(store.versions(v1->number).size(), std::size_t(2));
        QCOMPARE(store.latest(v1->number)->customer, QStringLiteral("Renamed customer"));
        // The list shows the latest version once; search finds it by customer.
        const auto found = store.list(QStringLiteral("renamed"));
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found.front().version, 2);

        // Sent -> draft is refused: changes go into a new version.
        QVERIFY(!store.setStatus(old->id, QuoteStatus::Draft, &error));
        QVERIFY(error.contains(QStringLiteral("new version")));
        QVERIFY(store.setStatus(old->id, QuoteStatus::Lost, &error));
    }

    void keepsDatedPricesAndSeesNewerOnes()
    {
        QuoteStore store(m_db->database());
        Quote q = quoteForBuild(buildFrom(m_catalog));
        q.date = QDate(2034, 1, 1);
        QString error;
        auto made = store.create(q, m_catalog, &error);
        QVERIFY2(made, qPrintable(error));
        QVERIFY(!newerPricesAvailable(*made, m_catalog));
        QVERIFY(!made->prices.empty());

        // The catalog gets a newer, higher price for the first quoted SKU.
        CatalogSnapshot newer = m_catalog;
        const std::string sku = made->prices.front().sku;
        Chassis *chassis = nullptr;
        for (Chassis &c : newer.chassis)
            if (c.info.sku == sku)
                chassis = &c;
        Gpu *gpu = nullptr;
        for (Gpu &g : newer.gpus)
            if (g.info.sku == sku)
                gpu = &g;
        PartInfo &info = chassis ? chassis->info : gpu->info;
        const Price quoted = *info.price;
        info.price = Price{quoted.amount * 2, quoted.currency, "2099-01-01", "new list", "list"};
        const auto changes = newerPrices(*made, newer);
        QCOMPARE(changes.size(), std::size_t(1));
        QCOMPARE(changes.front().sku, sku);
        QCOMPARE(changes.front().current.amount, quoted.amount * 2);

        // Applying the quote puts its own dated price back, and its terms into the build.
        Build build;
        applyQuote(*made, newer, build);
        const PartInfo &after = chassis ? chassis->info : gpu->info;
        QCOMPARE(after.price->amount, quoted.amount);
        QCOMPARE(QString::fromStdString(after.price->date), QString::fromStdString(quoted.date));
        QCOMPARE(build.options.vatPct, 19.0);

        // A new version with refreshed prices takes the catalog's newer one.
        QVERIFY(store.setStatus(made->id, QuoteStatus::Sent, &error));
        auto refreshed = store.saveEdit(*made, newer, true, &error);
        QVERIFY2(refreshed, qPrintable(error));
        QCOMPARE(refreshed->version, 2);
        QVERIFY(!newerPricesAvailable(*refreshed, newer));
    }

    void readOnlyCatalogRefusesQuotesWithAClearMessage()
    {
        // The GUI's Quotes panel shows these messages as they are: they must name the read-only
        // catalog, not repeat SQLite's "attempt to write a readonly database" alone.
        QuoteStore writable(m_db->database());
        Quote q = quoteForBuild(buildFrom(m_catalog));
        q.date = QDate(2035, 1, 1);
        QString error;
        const auto made = writable.create(q, m_catalog, &error);
        QVERIFY2(made, qPrintable(error));

        QString openError;
        auto readOnly = CatalogDatabase::open(m_path, &openError, CatalogDatabase::Access::ReadOnly);
        QVERIFY2(readOnly, qPrintable(openError));
        QuoteStore store(readOnly->database());
        const QString prefix = QStringLiteral("the catalog %1 is read-only: ").arg(m_path);

        QVERIFY(!store.create(q, m_catalog, &error));
        QVERIFY2(error.startsWith(QStringLiteral("cannot create the quote: ") + prefix), qPrintable(error));
        QVERIFY(!store.saveEdit(*made, m_catalog, false, &error));
        QVERIFY2(error.startsWith(QStringLiteral("cannot save quote %1: ").arg(made->number) + prefix),
                 qPrintable(error));
        QVERIFY(!store.setStatus(made->id, QuoteStatus::Sent, &error));
        QVERIFY2(error.startsWith(prefix), qPrintable(error));
        // Nothing changed: still one version, still a draft.
        QCOMPARE(writable.versions(made->number).size(), std::size_t(1));
        QCOMPARE(writable.load(made->id)->status, QuoteStatus::Draft);
    }
};

QTEST_GUILESS_MAIN(TestQuoteStore)
#include "tst_quote_store.moc"
