// SPDX-License-Identifier: MIT
// What `nodeplan catalog list/show/export` print: tables with units in the headers, JSON keys
// ending in their unit, provenance and price history.
#include "catalog/catalog_database.h"
#include "catalog/catalog_export.h"
#include "catalog/catalog_text.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace np;

class TestCatalogText : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    std::unique_ptr<CatalogDatabase> m_db;

private slots:
    void initTestCase()
    {
        QString error;
        m_db = CatalogDatabase::open(m_dir.filePath(QStringLiteral("c.sqlite")), &error);
        QVERIFY2(m_db, qPrintable(error));
    }

    void alignedColumns()
    {
        const QString t = catalog::alignedTable(
            {QStringLiteral("Name"), QStringLiteral("TDP W")},
            {{QStringLiteral("L4"), QStringLiteral("72")}, {QStringLiteral("L40S"), QStringLiteral("350")}});
        // Text left-aligned, numbers right-aligned under a header that carries the unit.
        QCOMPARE(t, QStringLiteral("Name  TDP W\n----  -----\nL4       72\nL40S    350\n"));
    }

    void gpuTableHasUnits()
    {
        const QString t = catalog::kindTable(m_db->database(), *catalog::findKind(QStringLiteral("gpu")),
                                             QStringLiteral("2026-12-01"));
        for (const char *h :
             {"Memory GB", "Usable MiB", "BW GB/s", "BF16 TFLOPS", "TDP W", "Price USD", "Price date"})
            QVERIFY2(t.contains(QLatin1String(h)), h);
        QVERIFY(t.contains(QLatin1String("NVIDIA-RTX-PRO-6000-SE")));
        QVERIFY(t.contains(QLatin1String("1,597")));
        QVERIFY(t.contains(QLatin1String("97,887")));
    }

    void overviewCounts()
    {
        const QString t = catalog::overviewTable(m_db->database(), QStringLiteral("2026-12-01"));
        QVERIFY2(t.startsWith(QLatin1String(
                     "Catalog: 15 chassis, 23 gpu, 13 cpu, 9 memory, 8 drive, 7 nic, 9 psu, 28 model")),
                 qPrintable(t.left(120)));
    }

    void chassisDetails()
    {
        const catalog::KindSpec &kind = *catalog::findKind(QStringLiteral("chassis"));
        const catalog::Row row =
            catalog::loadParts(m_db->database(), kind, QStringLiteral("AS-4125GS-TNRT")).front();
        const QString t = catalog::partDetails(m_db->database(), kind, row, QStringLiteral("2026-12-01"));
        for (const char *s : {"Provenance", "Price history", "derived: DGX H100 chassis", "PCIe switches",
                              "Broadcom PEX89048", "Slots", "dimm1.L1", "gpu7", "x16 Gen5", "Unverified"})
            QVERIFY2(t.contains(QLatin1String(s)), s);
    }

    void everyPartShowsPriceOrReason()
    {
        // `catalog list --format json`: every part carries a price with its date, source and kind, or
        // the reason it has none. The reason is printed for customers ("price on request"), so it names
        // no internal file.
        const QString asOf = QStringLiteral("2026-12-04");
        int priced = 0, reasoned = 0;
        for (const catalog::KindSpec &kind : catalog::kindSpecs())
            for (const QJsonValue &v : catalog::partsJson(m_db->database(), kind, asOf)) {
                const QJsonObject o = v.toObject();
                const QString sku = o.value(QStringLiteral("sku")).toString();
                if (o.contains(QStringLiteral("price_kind"))) {
                    ++priced;
                    QVERIFY2(o.contains(QStringLiteral("price_usd")) ||
                                 o.contains(QStringLiteral("price_eur")),
                             qPrintable(sku));
                    QVERIFY2(!o.value(QStringLiteral("price_date")).toString().isEmpty(), qPrintable(sku));
                    QVERIFY2(!o.value(QStringLiteral("price_source")).toString().isEmpty(), qPrintable(sku));
                    if (o.value(QStringLiteral("price_kind")).toString() == QLatin1String("estimate"))
                        QVERIFY2(!o.value(QStringLiteral("price_derivation")).toString().isEmpty(),
                                 qPrintable(sku));
                } else {
                    ++reasoned;
                    const QString reason = o.value(QStringLiteral("no_price_reason")).toString();
                    QVERIFY2(!reason.isEmpty(), qPrintable(sku));
                    QVERIFY2(!reason.contains(QLatin1String(".md")), qPrintable(sku));
                }
            }
        // Issue 22 priced every chassis, drive, PSU and DIMM and added the MI350X; issue 24 added the HGX
        // A100 platform (A100 SXM4 80GB, EPYC 7763/7543, DDR4 DIMM, AS-4124GO-NART+ priced). 80 of the 84
        // hardware parts have a price; on request with a reason are the 28 models (open weights), the
        // Xeon 6960P, the two Broadcom NICs and the A100 SXM4 40GB.
        QCOMPARE(priced, 80);
        QCOMPARE(reasoned, 32);
    }

    void showNamesKindAndReason()
    {
        const catalog::KindSpec &gpu = *catalog::findKind(QStringLiteral("gpu"));
        const QString asOf = QStringLiteral("2026-12-03");
        const QString b200 = catalog::partDetails(
            m_db->database(), gpu,
            catalog::loadParts(m_db->database(), gpu, QStringLiteral("NVIDIA-B200-SXM")).front(), asOf);
        for (const char *s : {"Kind", "estimate", "derived: midpoint of the $30,000-40,000"})
            QVERIFY2(b200.contains(QLatin1String(s)), s);
        // A part with no public price says "on request" and why, in the details and in the list.
        const catalog::KindSpec &nic = *catalog::findKind(QStringLiteral("nic"));
        const QString thor = catalog::partDetails(
            m_db->database(), nic,
            catalog::loadParts(m_db->database(), nic, QStringLiteral("BROADCOM-THOR-ULTRA-800G")).front(),
            asOf);
        QVERIFY(thor.contains(QLatin1String("price on request: no public price found")));
        const QString table = catalog::kindTable(m_db->database(), nic, asOf);
        QVERIFY(table.contains(QLatin1String("Price kind")));
        QVERIFY(table.contains(QLatin1String("No-price reason")));
        QVERIFY(table.contains(QLatin1String("on request")));
    }

    void jsonKeys()
    {
        const catalog::KindSpec &kind = *catalog::findKind(QStringLiteral("gpu"));
        const catalog::Row row =
            catalog::loadParts(m_db->database(), kind, QStringLiteral("NVIDIA-RTX-PRO-6000-SE")).front();
        const QJsonObject o =
            catalog::partJson(m_db->database(), kind, row, QStringLiteral("2026-12-01"), true);
        QCOMPARE(o.value(QLatin1String("sku")).toString(), QStringLiteral("NVIDIA-RTX-PRO-6000-SE"));
        QCOMPARE(o.value(QLatin1String("kind")).toString(), QStringLiteral("gpu"));
        QCOMPARE(o.value(QLatin1String("vendor")).toString(), QStringLiteral("NVIDIA"));
        QVERIFY(o.value(QLatin1String("name")).isString());
        QCOMPARE(o.value(QLatin1String("memory_gb")).toDouble(), 96.0);
        QCOMPARE(o.value(QLatin1String("memory_usable_mib")).toDouble(), 97887.0);
        QCOMPARE(o.value(QLatin1String("memory_bandwidth_gb_per_s")).toDouble(), 1597.0);
        QCOMPARE(o.value(QLatin1String("bf16_dense_tflops")).toDouble(), 500.0);
        QCOMPARE(o.value(QLatin1String("tdp_w")).toDouble(), 600.0);
        QCOMPARE(o.value(QLatin1String("price_usd")).toDouble(), 8565.0);
        QCOMPARE(o.value(QLatin1String("price_date")).toString(), QStringLiteral("2026-04-01"));
        QCOMPARE(o.value(QLatin1String("price_verified")).toBool(), false);
        QCOMPARE(o.value(QLatin1String("price_history")).toArray().size(), 2);
        QVERIFY(o.value(QLatin1String("verified")).isBool());
        QVERIFY(o.value(QLatin1String("slot_width")).isDouble());
        // Models carry their computed parameter counts.
        const catalog::KindSpec &models = *catalog::findKind(QStringLiteral("model"));
        const QJsonObject m = catalog::partJson(
            m_db->database(), models,
            catalog::loadParts(m_db->database(), models, QStringLiteral("llama-3.1-8b")).front(),
            QStringLiteral("2026-12-01"), false);
        QCOMPARE(m.value(QLatin1String("parameters_total")).toDouble(), 8030261248.0);
    }
};

QTEST_GUILESS_MAIN(TestCatalogText)
#include "tst_catalog_text.moc"
