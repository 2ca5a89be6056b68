// SPDX-License-Identifier: MIT
// A price-list update against a real catalog file made from the seed: the change list (old -> new
// per part) and the saved quotes whose recorded prices it made out of date.
#include "catalog/catalog_database.h"
#include "catalog/price_changes.h"
#include "catalog/quote_store.h"
#include "presentation/build_file.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace np;

namespace
{

const QString kGpu = QStringLiteral("NVIDIA-RTX-PRO-6000-SE"); // the reference build's GPU

bool writeFile(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

class TestPriceChanges : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogDatabase> m_db;
    QString m_referenceQuote;
    QString m_sentQuote;

private slots:
    void initTestCase()
    {
        QString error;
        m_db = CatalogDatabase::open(m_dir.filePath(QStringLiteral("catalog.sqlite")), &error);
        QVERIFY2(m_db, qPrintable(error));
        const CatalogSnapshot catalog = m_db->snapshot();
        Build reference;
        QVERIFY2(readBuildFile(QStringLiteral(NODEPLAN_SOURCE_DIR
                                              "/resources/examples/reference-8x-rtx-pro-6000.nodeplan"),
                               reference, &error),
                 qPrintable(error));

        QuoteStore store(m_db->database());
        Quote q = quoteForBuild(reference);
        q.customer = QStringLiteral("Acme");
        const auto draft = store.create(q, catalog, &error);
        QVERIFY2(draft, qPrintable(error));
        m_referenceQuote = draft->number;
        q.customer = QStringLiteral("Globex");
        const auto sent = store.create(q, catalog, &error);
        QVERIFY2(sent, qPrintable(error));
        QVERIFY2(store.setStatus(sent->id, QuoteStatus::Sent, &error), qPrintable(error));
        m_sentQuote = sent->number;
        // A quote for the bare chassis does not use the GPU: never stale from a GPU price.
        Build bare;
        bare.chassisSku = reference.chassisSku;
        Quote chassisOnly = quoteForBuild(bare);
        chassisOnly.customer = QStringLiteral("Initech");
        QVERIFY2(store.create(chassisOnly, catalog, &error), qPrintable(error));

        // The quotes recorded the seed's current GPU price: USD 8,565 dated 2026-04-01.
        bool found = false;
        for (const QuotePrice &p : draft->prices)
            if (QString::fromStdString(p.sku) == kGpu) {
                found = true;
                QCOMPARE(p.price.amount, 8565.0);
                QCOMPARE(p.price.currency, std::string("USD"));
                QCOMPARE(p.price.date, std::string("2026-04-01"));
            }
        QVERIFY(found);
    }

    void changedGpuPriceNamesStaleQuotes()
    {
        const QString csv = m_dir.filePath(QStringLiteral("distributor.csv"));
        QVERIFY(writeFile(csv, "sku,price_usd,price_date,source,price_kind\n"
                               "NVIDIA-RTX-PRO-6000-SE,7900,2026-11-20,https://distributor.example/2026-11,"
                               "street\n"));
        catalog::PriceImportReport report;
        QStringList errors;
        QVERIFY2(catalog::importPriceList(m_db->database(), csv, &report, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(report.stats.prices, 1);

        QCOMPARE(report.changes.size(), std::size_t(1));
        const catalog::PartPriceChange &c = report.changes.front();
        QCOMPARE(c.sku, kGpu);
        QVERIFY(!c.name.isEmpty());
        QVERIFY(c.before);
        QCOMPARE(c.before->amount, 8565.0);
        QCOMPARE(c.before->currency, std::string("USD"));
        QCOMPARE(c.before->date, std::string("2026-04-01"));
        QCOMPARE(c.after.amount, 7900.0);
        QCOMPARE(c.after.currency, std::string("USD"));
        QCOMPARE(c.after.date, std::string("2026-11-20"));
        // (7,900 - 8,565) / 8,565 = -665 / 8,565 = -7.7642 %
        QVERIFY(c.changePct);
        QVERIFY(qAbs(*c.changePct - (-7.7642)) < 1e-4);

        // Both quotes for the reference build, newest number first, with their status; not the
        // chassis-only one.
        QCOMPARE(report.staleQuotes.size(), std::size_t(2));
        QCOMPARE(report.staleQuotes[0].number, m_sentQuote);
        QCOMPARE(report.staleQuotes[0].status, QuoteStatus::Sent);
        QCOMPARE(report.staleQuotes[0].customer, QStringLiteral("Globex"));
        const catalog::StaleQuote &stale = report.staleQuotes[1];
        QCOMPARE(stale.number, m_referenceQuote);
        QCOMPARE(stale.version, 1);
        QCOMPARE(stale.status, QuoteStatus::Draft);
        QCOMPARE(stale.customer, QStringLiteral("Acme"));
        QCOMPARE(stale.lines.size(), std::size_t(1));
        QCOMPARE(stale.lines.front().sku, kGpu);
        QCOMPARE(stale.lines.front().quoted.amount, 8565.0);
        QCOMPARE(stale.lines.front().current.amount, 7900.0);
    }

    void unchangedPriceListGivesEmptyLists()
    {
        // The same amount at a later date re-confirms the price: nothing changed, nothing newly stale.
        const QString csv = m_dir.filePath(QStringLiteral("same.csv"));
        QVERIFY(writeFile(csv, "sku,price_usd,price_date,source,price_kind\n"
                               "NVIDIA-RTX-PRO-6000-SE,7900,2026-11-25,https://distributor.example/2026-11b,"
                               "street\n"));
        catalog::PriceImportReport report;
        QStringList errors;
        QVERIFY2(catalog::importPriceList(m_db->database(), csv, &report, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(report.stats.prices, 1);
        QVERIFY(report.changes.empty());
        QVERIFY(report.staleQuotes.empty());
    }
};

QTEST_GUILESS_MAIN(TestPriceChanges)
#include "tst_price_changes.moc"
