// SPDX-License-Identifier: MIT
// Catalog inputs and outputs at their edges: every line ending, bytes that are not UTF-8, files
// that are not regular files, formula-like cells in the exported CSV, and quote figures that are
// not finite numbers.
#include "catalog/catalog_database.h"
#include "catalog/catalog_export.h"
#include "catalog/catalog_import.h"
#include "catalog/hf_model_config.h"
#include "catalog/quote_store.h"

#include "tests/catalog/scratch_files.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <limits>

#include <sys/stat.h>

using namespace np;

namespace
{

int countRows(const QSqlDatabase &db, const char *table)
{
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table)));
    return q.next() ? q.value(0).toInt() : -1;
}

// Two GPUs; the line break is inserted between the lines.
QByteArray twoGpus(const char *lineBreak)
{
    const QByteArray br(lineBreak);
    return "kind,sku,name,vendor,source,checked_date,verified,notes,memory_gb,memory_bandwidth_gb_per_s,"
           "tdp_w,form_factor,bf16_dense_tflops" +
           br + "gpu,EOL-GPU-1,Line end one,Acme,datasheet,2026-11-30,true,,48,864,350,pcie,362" + br +
           "gpu,EOL-GPU-2,Line end two,Acme,datasheet,2026-11-30,true,,96,1597,600,pcie,500" + br;
}

} // namespace

class TestCatalogInputBounds : public QObject
{
    Q_OBJECT

    test::ScratchFiles m_files;
    std::unique_ptr<CatalogDatabase> m_db;

    QString write(const QByteArray &text, const char *suffix) { return m_files.write(text, suffix); }

private slots:
    void init()
    {
        QString error;
        m_db = CatalogDatabase::open(m_files.newCatalogPath(), &error);
        QVERIFY2(m_db, qPrintable(error));
    }
    void cleanup() { m_db.reset(); }

    void everyLineEnding_data()
    {
        QTest::addColumn<QByteArray>("lineBreak");
        QTest::newRow("LF") << QByteArray("\n");
        QTest::newRow("CRLF") << QByteArray("\r\n");
        QTest::newRow("CR") << QByteArray("\r"); // once "0 rows" with exit 0
    }
    void everyLineEnding()
    {
        QFETCH(QByteArray, lineBreak);
        const int before = countRows(m_db->database(), "gpus");
        catalog::ImportStats stats;
        QStringList errors;
        QVERIFY2(catalog::importCatalogFile(m_db->database(), write(twoGpus(lineBreak.constData()), "csv"),
                                            &stats, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(stats.parts, 2);
        QCOMPARE(countRows(m_db->database(), "gpus"), before + 2);
    }

    void invalidUtf8IsRefusedWithItsLine()
    {
        // "Café" in Latin-1 (0xE9) on the third line, after CR-only line ends: once U+FFFD silently.
        QByteArray text = twoGpus("\r");
        text.replace("Line end two", "Caf\xe9 two");
        const QString path = write(text, "csv");
        catalog::ImportStats stats;
        QStringList errors;
        const int before = countRows(m_db->database(), "parts");
        QVERIFY(!catalog::importCatalogFile(m_db->database(), path, &stats, &errors));
        QCOMPARE(errors.join(QLatin1Char('\n')),
                 path + QStringLiteral(":3: not UTF-8 text (save the file as UTF-8)"));
        QCOMPARE(countRows(m_db->database(), "parts"), before);
    }

    void onlyRegularFilesAreRead()
    {
        catalog::ImportStats stats;
        QStringList errors;
        // /dev/zero once read until std::bad_alloc.
        QVERIFY(!catalog::importCatalogFile(m_db->database(), QStringLiteral("/dev/zero"), &stats, &errors));
        QCOMPARE(errors.join(QLatin1Char('\n')),
                 QStringLiteral("/dev/zero: not a regular file (a device, pipe or socket cannot be read)"));
        // A FIFO once blocked forever in open().
        const QString fifo = m_files.filePath(QStringLiteral("pipe.csv"));
        QCOMPARE(mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        errors.clear();
        QVERIFY(!catalog::importCatalogFile(m_db->database(), fifo, &stats, &errors));
        QCOMPARE(errors.join(QLatin1Char('\n')),
                 fifo + QStringLiteral(": not a regular file (a device, pipe or socket cannot be read)"));
        // A config.json that is a directory.
        catalog::HfConfigReading reading;
        QString error;
        QVERIFY(!catalog::readHfConfig(m_files.path(), &reading, &error));
        QCOMPARE(error, m_files.path() + QStringLiteral(": is a directory, not a file"));
    }

    void oversizedConfigIsRefused()
    {
        // 1 MiB + 1 byte of JSON whitespace: one byte over the config.json limit.
        const QString path = write(QByteArray(1024 * 1024 + 1, ' '), "json");
        catalog::HfConfigReading reading;
        QString error;
        QVERIFY(!catalog::readHfConfig(path, &reading, &error));
        QCOMPARE(error,
                 path + QStringLiteral(": too large (1048577 bytes; a config.json may be at most 1 MiB)"));
    }

    void exportedCsvNeutralisesFormulas()
    {
        // A part named like a formula is exported as text, and an import reads the cell back.
        QByteArray text = twoGpus("\n");
        text.replace("Line end one", "\"=HYPERLINK(\"\"x\"\")\"");
        QStringList errors;
        catalog::ImportStats stats;
        QVERIFY2(catalog::importCatalogFile(m_db->database(), write(text, "csv"), &stats, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        const QString csv = catalog::partsCsv(m_db->database(), *catalog::findKind(QStringLiteral("gpu")),
                                              QStringLiteral("2026-12-01"));
        QVERIFY2(csv.contains(QStringLiteral("EOL-GPU-1,gpu,\"'=HYPERLINK(\"\"x\"\")\",Acme,")),
                 qPrintable(csv));
        QVERIFY(!csv.contains(QStringLiteral(",=HYPERLINK")));
        QVERIFY(!csv.contains(QStringLiteral(",\"=HYPERLINK")));
        // Imported again under another SKU, the name is the original one, without the quote.
        QStringList lines = csv.split(QLatin1Char('\n'));
        lines.erase(std::remove_if(lines.begin() + 1, lines.end(),
                                   [](const QString &l) { return !l.startsWith(QLatin1String("EOL-GPU-")); }),
                    lines.end());
        const QString copy =
            lines.join(QLatin1Char('\n')).replace(QLatin1String("\nEOL-GPU-"), QLatin1String("\nCOPY-GPU-"));
        QVERIFY2(catalog::importCatalogFile(m_db->database(), write(copy.toUtf8(), "csv"), &stats, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        const CatalogSnapshot snapshot = m_db->snapshot();
        const Gpu *back = snapshot.findGpu("COPY-GPU-1");
        QVERIFY(back);
        QCOMPARE(back->info.name, std::string("=HYPERLINK(\"x\")"));
    }

    // A quote of a build holding only the catalog's first chassis.
    static Quote draftQuote(const CatalogSnapshot &catalog, const char *name)
    {
        Build b;
        b.name = name;
        b.chassisSku = catalog.chassis.front().info.sku;
        return quoteForBuild(b);
    }

    void quoteFiguresMustBeFinite()
    {
        const CatalogSnapshot catalog = m_db->snapshot();
        QuoteStore store(m_db->database());
        Quote q = draftQuote(catalog, "Finite");
        q.currency = QStringLiteral("USD");
        q.perEur = std::numeric_limits<double>::infinity(); // once printed as "inf" on the PDF
        QString error;
        QVERIFY(!store.create(q, catalog, &error));
        QCOMPARE(error, QStringLiteral("the exchange rate must be a positive number up to 1e+06, not inf"));
        q.perEur = 1e308; // printed every amount as "€inf" when the CLI stored it as EUR
        QVERIFY(!store.create(q, catalog, &error));
        q.currency = QStringLiteral("EUR"); // a EUR quote with a rate: the amounts would be scaled
        q.perEur = 1.08;
        QVERIFY(!store.create(q, catalog, &error));
        QVERIFY2(error.startsWith(QStringLiteral("a quote in EUR has the rate 1 per EUR, not 1.08")),
                 qPrintable(error));
        q.currency = QStringLiteral("US$");
        QVERIFY(!store.create(q, catalog, &error));
        QVERIFY2(error.contains(QStringLiteral("three-letter code")), qPrintable(error));
        q.currency = QStringLiteral("USD");
        q.vatPct = std::numeric_limits<double>::quiet_NaN();
        QVERIFY(!store.create(q, catalog, &error));
        QCOMPARE(error, QStringLiteral("discount, margin and VAT must be finite numbers, not nan"));
        QCOMPARE(countRows(m_db->database(), "quotes"), 0);
    }

    // A NUL in a customer name once cut it off when read back (stored "" for "Acme\0 Ltd").
    void quoteTextKeepsNoControlCharacters()
    {
        const CatalogSnapshot catalog = m_db->snapshot();
        QuoteStore store(m_db->database());
        Quote q = draftQuote(catalog, "Controls");
        q.customer = QStringLiteral("Acme") + QChar(0) + QStringLiteral(" Ltd\x1b[2J\a");
        q.notes = QStringLiteral("line 1\nline 2\tend");
        QString error;
        const auto made = store.create(q, catalog, &error);
        QVERIFY2(made, qPrintable(error));
        const auto back = store.latest(made->number);
        QVERIFY(back);
        QCOMPARE(back->customer, QStringLiteral("Acme Ltd[2J"));
        QCOMPARE(back->notes, QStringLiteral("line 1\nline 2\tend"));
    }
};

QTEST_GUILESS_MAIN(TestCatalogInputBounds)
#include "tst_catalog_input_bounds.moc"
