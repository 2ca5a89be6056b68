// SPDX-License-Identifier: MIT
// Import of parts and prices: the good path, and every error path naming file, line and field
// while leaving the catalog exactly as it was (one transaction).
#include "catalog/catalog_database.h"
#include "catalog/catalog_export.h"
#include "catalog/catalog_import.h"

#include "tests/catalog/scratch_files.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace np;

namespace
{

int countRows(const QSqlDatabase &db, const char *table)
{
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT count(*) FROM %1").arg(QLatin1String(table)));
    return q.next() ? q.value(0).toInt() : -1;
}

// Row counts of every table: "the database is unchanged" means these are equal.
QList<int> fingerprint(const QSqlDatabase &db)
{
    QList<int> counts;
    for (const char *t : {"parts", "prices", "gpus", "cpus", "memory_modules", "drives", "nics", "psus",
                          "chassis", "chassis_slots", "pcie_switches", "models", "gpu_achievable_rates"})
        counts << countRows(db, t);
    return counts;
}

const char *const kGoodCsv =
    "kind,sku,name,vendor,source,checked_date,verified,notes,memory_gb,memory_bandwidth_gb_per_s,tdp_w,form_"
    "factor,bf16_dense_tflops\n"
    "gpu,TEST-GPU-1,Test GPU One,Acme,datasheet,2026-11-30,true,,48,864,350,pcie,362\n"
    "gpu,TEST-GPU-2,\"Test GPU, Two\",Acme,datasheet,2026-11-30,false,\"derived, see "
    "notes\",96,1597,600,pcie,500\n";

} // namespace

class TestCatalogImport : public QObject
{
    Q_OBJECT
private:
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

    void importsCsvParts()
    {
        const QList<int> before = fingerprint(m_db->database());
        catalog::ImportStats stats;
        QStringList errors;
        QVERIFY2(catalog::importCatalogFile(m_db->database(), write(kGoodCsv, "csv"), &stats, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(stats.parts, 2);
        QCOMPARE(countRows(m_db->database(), "gpus"), before[2] + 2);
        // The snapshot must outlive the pointer into it (it was once a temporary: use after free).
        const CatalogSnapshot snapshot = m_db->snapshot();
        const Gpu *g = snapshot.findGpu("TEST-GPU-2");
        QVERIFY(g);
        QCOMPARE(g->info.name, std::string("Test GPU, Two"));
        QCOMPARE(g->memoryBandwidthGBps, 1597.0);
        QCOMPARE(g->slotWidth, 2);  // SQL default
        QCOMPARE(g->pcieLanes, 16); // SQL default
        QVERIFY(!g->info.provenance.verified);
    }

    void importsPriceListAsOf()
    {
        // A distributor's EUR price list: the newest price on or before the snapshot date wins.
        const QByteArray csv = "sku,price_eur,price_date,source\n"
                               "NVIDIA-L40S,7200,2026-10-01,distributor list 2026-10\n"
                               "NVIDIA-L40S,6900,2026-11-15,distributor list 2026-11\n";
        catalog::ImportStats stats;
        QStringList errors;
        QVERIFY2(catalog::importCatalogFile(m_db->database(), write(csv, "csv"), &stats, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(stats.prices, 2);
        QCOMPARE(m_db->snapshot(QStringLiteral("2026-11-01")).findGpu("NVIDIA-L40S")->info.price->amount,
                 7200.0);
        QCOMPARE(m_db->snapshot(QStringLiteral("2026-12-01")).findGpu("NVIDIA-L40S")->info.price->amount,
                 6900.0);
        QCOMPARE(m_db->snapshot(QStringLiteral("2026-12-01")).findGpu("NVIDIA-L40S")->info.price->currency,
                 std::string("EUR"));
    }

    void importsJsonWithChassis()
    {
        // Export the reference chassis as JSON, rename it, import it back: slots and switches survive.
        const catalog::KindSpec *kind = catalog::findKind(QStringLiteral("chassis"));
        QJsonArray parts = catalog::partsJson(m_db->database(), *kind, QStringLiteral("2026-12-01"));
        QJsonObject chassis = parts.at(0).toObject();
        chassis.insert(QStringLiteral("sku"), QStringLiteral("COPY-OF-REFERENCE"));
        QJsonObject root;
        root.insert(QStringLiteral("parts"), QJsonArray{chassis});
        root.insert(QStringLiteral("prices"),
                    QJsonArray{QJsonObject{{QStringLiteral("sku"), QStringLiteral("COPY-OF-REFERENCE")},
                                           {QStringLiteral("amount"), 12000},
                                           {QStringLiteral("currency"), QStringLiteral("EUR")},
                                           {QStringLiteral("price_date"), QStringLiteral("2026-11-01")},
                                           {QStringLiteral("source"), QStringLiteral("quote")}}});
        QStringList errors;
        QVERIFY2(catalog::importCatalogFile(m_db->database(), write(QJsonDocument(root).toJson(), "json"),
                                            nullptr, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        const CatalogSnapshot s = m_db->snapshot(QStringLiteral("2026-12-01"));
        const Chassis *copy = s.findChassis("COPY-OF-REFERENCE");
        const Chassis *original = s.findChassis("AS-4125GS-TNRT");
        QVERIFY(copy && original);
        QCOMPARE(copy->allSlots.size(), original->allSlots.size());
        QCOMPARE(copy->switches.size(), original->switches.size());
        QCOMPARE(copy->allSlots[5].id, original->allSlots[5].id);
        QCOMPARE(copy->info.price->amount, 12000.0);
        // The support the system is sold with survives export and import (schema 8).
        QCOMPARE(copy->support.years, 3);
        QVERIFY(copy->support.included);
        QCOMPARE(copy->support.kind, original->support.kind);
        QCOMPARE(copy->support.source, original->support.source);
    }

    // A part's lead time, dated (schema 8), is imported and reaches the snapshot.
    void importsLeadTime()
    {
        const QByteArray csv =
            "kind,sku,name,vendor,source,checked_date,memory_gb,memory_bandwidth_gb_per_s,tdp_w,form_factor,"
            "lead_time_weeks,lead_time_date,lead_time_source\n"
            "gpu,TEST-LT,Lead Time GPU,Acme,datasheet,2026-11-30,48,864,350,pcie,6,2026-11-20,distributor\n";
        QStringList errors;
        QVERIFY2(catalog::importCatalogFile(m_db->database(), write(csv, "csv"), nullptr, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        const CatalogSnapshot snapshot = m_db->snapshot();
        const LeadTime &lead = snapshot.findGpu("TEST-LT")->info.leadTime;
        QCOMPARE(lead.weeks, 6.0);
        QCOMPARE(lead.date, std::string("2026-11-20"));
        QCOMPARE(lead.source, std::string("distributor"));
        QCOMPARE(snapshot.findGpu("NVIDIA-L40S")->info.leadTime.weeks, 0.0); // not stated: on request
    }

    // The seed's measured rates (schema 9) reach the snapshot with their sources; a GPU without one has
    // none; an exported GPU file carries them at its top level and imports back.
    void measuredRatesReachTheSnapshotAndRoundTrip()
    {
        const CatalogSnapshot seeded = m_db->snapshot();
        const Gpu *mi300x = seeded.findGpu("AMD-MI300X");
        QVERIFY(mi300x);
        const AchievableRate *bf16 = findAchievableRate(mi300x->achievableRates, RateQuantity::DenseTflops,
                                                        Precision::Bf16, std::nullopt);
        QVERIFY(bf16);
        QCOMPARE(bf16->value, 668.4);
        QCOMPARE(bf16->date, std::string("2026-07-30"));
        QVERIFY(bf16->source.find("ml-engineering") != std::string::npos);
        QVERIFY(!findAchievableRate(mi300x->achievableRates, RateQuantity::DenseTflops, Precision::Fp8,
                                    std::nullopt)); // no published MI300X FP8 measurement
        QCOMPARE(seeded.findGpu("NVIDIA-H100-SXM5")->achievableRates.size(), std::size_t(2));
        QVERIFY(seeded.findGpu("NVIDIA-RTX-PRO-6000-SE")->achievableRates.empty());

        const QJsonArray exported =
            catalog::achievableRatesJson(m_db->database(), QStringLiteral("NVIDIA-B200-SXM"));
        QCOMPARE(exported.size(), 2);
        QCOMPARE(exported.at(0).toObject().value(QLatin1String("precision")).toString(),
                 QStringLiteral("bf16"));
        QVERIFY(!exported.at(0).toObject().contains(QLatin1String("engine"))); // any engine: absent

        // A vLLM-only bandwidth measurement for the L40S, imported beside the parts it needs none of.
        QJsonObject rate{{QStringLiteral("sku"), QStringLiteral("NVIDIA-L40S")},
                         {QStringLiteral("quantity"), QStringLiteral("memory_bandwidth_gb_per_s")},
                         {QStringLiteral("engine"), QStringLiteral("vllm")},
                         {QStringLiteral("value"), 760},
                         {QStringLiteral("source"), QStringLiteral("a copy kernel")},
                         {QStringLiteral("source_date"), QStringLiteral("2026-11-30")}};
        catalog::ImportStats stats;
        QStringList errors;
        QVERIFY2(catalog::importCatalogFile(
                     m_db->database(),
                     write(QJsonDocument(QJsonObject{{QStringLiteral("achievable_rates"), QJsonArray{rate}}})
                               .toJson(),
                           "json"),
                     &stats, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(stats.achievableRates, 1);
        const CatalogSnapshot imported = m_db->snapshot();
        const Gpu *l40s = imported.findGpu("NVIDIA-L40S");
        QCOMPARE(l40s->achievableRates.size(), std::size_t(1));
        QVERIFY(l40s->achievableRates[0].engine == ServingEngine::Vllm);
        QVERIFY(findAchievableRate(l40s->achievableRates, RateQuantity::MemoryBandwidthGBps, Precision::Bf16,
                                   ServingEngine::Vllm));
        QVERIFY(!findAchievableRate(l40s->achievableRates, RateQuantity::MemoryBandwidthGBps, Precision::Bf16,
                                    ServingEngine::Sglang));
    }

    // A file of 1,000 incomplete parts: every one is an error, but only the first 100 are kept, then
    // a count (a 14 MB file of them once kept every message: 3.3 GB).
    void keepsTheFirstHundredErrors()
    {
        QByteArray json = "{\"parts\": [\n";
        for (int i = 0; i < 1000; ++i)
            json += QByteArray(i ? ",\n" : "") + "{\"kind\": \"gpu\"}";
        json += "\n]}\n";
        QStringList errors;
        QVERIFY(!catalog::importCatalogFile(m_db->database(), write(json, "json"), nullptr, &errors));
        QCOMPARE(errors.size(), 101);
        QVERIFY2(errors.first().contains(QStringLiteral(":2: ")), qPrintable(errors.first()));
        QVERIFY2(QRegularExpression(QStringLiteral("^… and \\d+ more errors \\((\\d+) in all\\)$"))
                     .match(errors.last())
                     .hasMatch(),
                 qPrintable(errors.last()));
        // At least one error per part: the count covers all 1,000.
        const int all = QRegularExpression(QStringLiteral("\\((\\d+) in all\\)"))
                            .match(errors.last())
                            .captured(1)
                            .toInt();
        QVERIFY2(all >= 1000, qPrintable(errors.last()));
    }

    // Each bad file: the message must name file, line and field, and nothing may change.
    void rejects_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QString>("expected"); // ":LINE: field 'KEY': ..." part of the message

        const QByteArray header = "kind,sku,name,vendor,source,checked_date,verified,notes,memory_gb,memory_"
                                  "bandwidth_gb_per_s,tdp_w,form_factor\n";
        const QByteArray good = "gpu,OK-1,Fine,Acme,ds,2026-11-30,true,,48,864,350,pcie\n";
        QTest::newRow("bad number") << (header + good +
                                        "gpu,BAD-1,Bad,Acme,ds,2026-11-30,true,,forty,864,350,pcie\n")
                                    << "csv"
                                    << ":3: field 'memory_gb': bad number 'forty'";
        QTest::newRow("out of range")
            << (header + good + "gpu,BAD-2,Bad,Acme,ds,2026-11-30,true,,48,864,5000,pcie\n") << "csv"
            << ":3: field 'tdp_w': value 5000 out of range";
        QTest::newRow("unknown kind")
            << (header + "toaster,BAD-3,Bad,Acme,ds,2026-11-30,true,,48,864,350,pcie\n" + good) << "csv"
            << ":2: field 'kind': unknown kind 'toaster' (valid kinds: chassis, gpu, cpu, memory, drive, "
               "nic, psu, model)";
        QTest::newRow("duplicate SKU (catalog)")
            << (header + good + "gpu,NVIDIA-L40S,Again,Acme,ds,2026-11-30,true,,48,864,350,pcie\n") << "csv"
            << ":3: field 'sku': duplicate SKU 'NVIDIA-L40S'";
        QTest::newRow("duplicate SKU (same file)") << (header + good + good) << "csv"
                                                   << ":3: field 'sku': duplicate SKU 'OK-1'";
        QTest::newRow("missing column")
            << QByteArray("kind,sku,name,vendor,source,checked_date,memory_gb,tdp_w,form_factor\n"
                          "gpu,BAD-4,Bad,Acme,ds,2026-11-30,48,350,pcie\n")
            << "csv"
            << ":1: field 'memory_bandwidth_gb_per_s': missing column (required for kind gpu)";
        QTest::newRow("bad date") << (header + "gpu,BAD-5,Bad,Acme,ds,30.11.2026,true,,48,864,350,pcie\n")
                                  << "csv"
                                  << ":2: field 'checked_date': bad date '30.11.2026'";
        QTest::newRow("bad date separator")
            << (header + "gpu,BAD-9,Bad,Acme,ds,2026-11%30,true,,48,864,350,pcie\n") << "csv"
            << ":2: field 'checked_date': bad date '2026-11%30'";
        QTest::newRow("bad choice") << (header + "gpu,BAD-6,Bad,Acme,ds,2026-11-30,true,,48,864,350,mxm\n")
                                    << "csv"
                                    << ":2: field 'form_factor': 'mxm' is not one of: pcie, sxm, oam";
        // Values the schema's CHECK constraints refuse must be refused, with their field, before
        // SQLite sees them (found by fuzz_catalog_csv: these once stopped the import with a raw
        // "CHECK constraint failed" database error).
        QTest::newRow("PCIe width 3")
            << QByteArray("kind,sku,name,source,checked_date,ports,port_speed_gbit_per_s,pcie_lanes\n"
                          "nic,BAD-7,Bad,ds,2026-11-30,1,400,3\n")
            << "csv"
            << ":2: field 'pcie_lanes': 3 is not one of: 1, 2, 4, 8, 16";
        QTest::newRow("2DPC speed below DDR5")
            << QByteArray("kind,sku,name,source,checked_date,cores,tdp_w,memory_channels,ddr5_1dpc_mt_per_s,"
                          "ddr5_2dpc_mt_per_s,pcie_lanes_1p,socket\n"
                          "cpu,BAD-8,Bad,ds,2026-11-30,64,360,12,6400,1000,128,SP5\n")
            << "csv"
            << ":2: field 'ddr5_2dpc_mt_per_s': value 1000 out of range 3200 to 12800 (or 0)";
        QTest::newRow("SKU of 81 characters")
            << (header + "gpu," + QByteArray(81, 'S') + ",Bad,Acme,ds,2026-11-30,true,,48,864,350,pcie\n")
            << "csv"
            << ":2: field 'sku': longer than 80 characters";
        // Found by fuzz_catalog_csv: SQLite's length() stops at the NUL, so the schema's CHECK refused it.
        QTest::newRow("SKU with NUL bytes") << (header + "gpu," + QByteArray(51, '\0') +
                                                "TEST-GPU-1,Bad,Acme,ds,2026-11-30,true,,48,864,350,pcie\n")
                                            << "csv"
                                            << ":2: field 'sku': contains a NUL character";
        QTest::newRow("price for unknown SKU")
            << QByteArray("sku,price_usd,price_date,source\nNVIDIA-L40S,7000,2026-11-01,list\nNO-SUCH,1,2026-"
                          "11-01,list\n")
            << "csv"
            << ":3: field 'sku': unknown SKU 'NO-SUCH'";
        QTest::newRow("negative price")
            << QByteArray("sku,price_usd,price_date,source\nNVIDIA-L40S,-5,2026-11-01,list\n") << "csv"
            << ":2: field 'price_usd': value -5 out of range";
        QTest::newRow("unclosed quote") << (header + "gpu,\"BAD-7,Bad\n") << "csv"
                                        << ":2: malformed CSV";
        QTest::newRow("malformed JSON") << QByteArray("{\n  \"parts\": [\n    {\"kind\": \"gpu\",\n     "
                                                      "\"sku\": \"X\" \"name\": \"Y\"}\n  ]\n}\n")
                                        << "json"
                                        << ":4: malformed JSON";
        QTest::newRow("JSON bad number")
            << QByteArray(
                   "{\n \"parts\": [\n  {\n   \"kind\": \"gpu\",\n   \"sku\": \"J-1\",\n   \"name\": \"J\",\n"
                   "   \"source\": \"ds\",\n   \"checked_date\": \"2026-11-30\",\n   \"memory_gb\": "
                   "\"lots\",\n"
                   "   \"memory_bandwidth_gb_per_s\": 864,\n   \"tdp_w\": 350,\n   \"form_factor\": "
                   "\"pcie\"\n  }\n ]\n}\n")
            << "json"
            << ":9: field 'memory_gb': bad number 'lots'";
        QTest::newRow("JSON unknown field")
            << QByteArray(
                   "[\n {\"kind\": \"cpu\", \"sku\": \"C-1\", \"name\": \"C\", \"source\": \"ds\",\n"
                   "  \"checked_date\": \"2026-11-30\", \"socket\": \"SP5\", \"cores\": 64, \"tdp_w\": 400,\n"
                   "  \"memory_channels\": 12, \"ddr5_1dpc_mt_per_s\": 6400, \"pcie_lanes_1p\": 128,\n"
                   "  \"tdp\": 400}\n]\n")
            << "json"
            << ":5: field 'tdp': unknown field for kind cpu";
        QTest::newRow("JSON missing field")
            << QByteArray("[\n {\"kind\": \"nic\", \"sku\": \"N-1\", \"name\": \"N\", \"source\": \"ds\",\n"
                          "  \"checked_date\": \"2026-11-30\", \"ports\": 2}\n]\n")
            << "json"
            << ":2: field 'port_speed_gbit_per_s': missing value (required)";
        QTest::newRow("chassis slot overlap")
            << QByteArray(
                   "{\"parts\": [{\"kind\": \"chassis\", \"sku\": \"CH-1\", \"name\": \"C\", \"source\": "
                   "\"ds\",\n"
                   " \"checked_date\": \"2026-11-30\", \"cpu_socket\": \"SP5\", \"airflow_limit_w\": 5000,\n"
                   " \"slots\": [\n"
                   "  {\"id\": \"cpu0\", \"kind\": \"cpu\", \"socket\": 0, \"x_mm\": 10, \"y_mm\": 200, "
                   "\"width_mm\": 80, \"height_mm\": 80},\n"
                   "  {\"id\": \"gpu0\", \"kind\": \"gpu\", \"uplink\": \"cpu0\", \"pcie_lanes\": 16, "
                   "\"x_mm\": 50, \"y_mm\": 250, \"width_mm\": 41, \"height_mm\": 267}\n"
                   " ]}]}\n")
            << "json"
            << ":5: field 'slots[1]': slot 'gpu0' overlaps slot 'cpu0'";
        QTest::newRow("chassis bad uplink")
            << QByteArray(
                   "{\"parts\": [{\"kind\": \"chassis\", \"sku\": \"CH-2\", \"name\": \"C\", \"source\": "
                   "\"ds\",\n"
                   " \"checked_date\": \"2026-11-30\", \"cpu_socket\": \"SP5\", \"airflow_limit_w\": 5000,\n"
                   " \"slots\": [\n"
                   "  {\"id\": \"cpu0\", \"kind\": \"cpu\", \"socket\": 0, \"x_mm\": 10, \"y_mm\": 200, "
                   "\"width_mm\": 80, \"height_mm\": 80},\n"
                   "  {\"id\": \"gpu0\", \"kind\": \"gpu\",\n   \"uplink\": \"sw9\", \"pcie_lanes\": 16, "
                   "\"x_mm\": 150, \"y_mm\": 350, \"width_mm\": 41, \"height_mm\": 267}\n"
                   " ]}]}\n")
            << "json"
            << ":6: field 'slots[1].uplink': 'sw9' is neither a CPU socket";
        QTest::newRow("estimate without derivation")
            << QByteArray("sku,price_eur,price_date,source,price_kind\n"
                          "NVIDIA-L40S,6900,2026-11-15,own guess,estimate\n")
            << "csv"
            << ":2: field 'derivation': an estimate needs its derivation";
        QTest::newRow("lead time out of range")
            << QByteArray(
                   "kind,sku,name,vendor,source,checked_date,memory_gb,memory_bandwidth_gb_per_s,tdp_w,"
                   "form_factor,lead_time_weeks\n"
                   "gpu,BAD-LT,Bad,Acme,ds,2026-11-30,48,864,350,pcie,200\n")
            << "csv"
            << ":2: field 'lead_time_weeks': value 200 out of range";
        const auto rateFile = [](const char *fields) -> QByteArray {
            return QByteArray("{\"achievable_rates\": [\n  {\"sku\": \"NVIDIA-L40S\", \"source\": \"bench\", "
                              "\"source_date\": \"2026-11-30\", ") +
                   fields + "}\n]}\n";
        };
        QTest::newRow("rate of an unknown GPU")
            << QByteArray("{\"achievable_rates\": [\n  {\"sku\": \"NO-SUCH-GPU\", \"quantity\": "
                          "\"dense_tflops\", \"precision\": \"bf16\", \"value\": 300, \"source\": \"bench\", "
                          "\"source_date\": \"2026-11-30\"}\n]}\n")
            << "json"
            << ":2: field 'sku': unknown SKU 'NO-SUCH-GPU': add the GPU before its measured rates";
        QTest::newRow("rate of a CPU")
            << QByteArray("{\"achievable_rates\": [\n  {\"sku\": \"AMD-EPYC-9555\", \"quantity\": "
                          "\"dense_tflops\", \"precision\": \"bf16\", \"value\": 3, \"source\": \"bench\", "
                          "\"source_date\": \"2026-11-30\"}\n]}\n")
            << "json"
            << ":2: field 'sku': 'AMD-EPYC-9555' is a cpu, not a GPU";
        QTest::newRow("matmul rate without format")
            << rateFile("\"quantity\": \"dense_tflops\", \"value\": 300") << "json"
            << ":2: field 'precision': a matmul rate needs the format it was measured in";
        QTest::newRow("bandwidth with a format")
            << rateFile(
                   "\"quantity\": \"memory_bandwidth_gb_per_s\", \"precision\": \"bf16\", \"value\": 700")
            << "json"
            << ":2: field 'precision': a memory bandwidth has no format";
        QTest::newRow("rate under an unknown engine")
            << rateFile("\"quantity\": \"dense_tflops\", \"precision\": \"bf16\", \"engine\": \"ollama\", "
                        "\"value\": 300")
            << "json"
            << ":2: field 'engine': unknown serving engine 'ollama'";
        QTest::newRow("duplicate rate")
            << QByteArray(
                   "{\"achievable_rates\": [\n  {\"sku\": \"AMD-MI300X\", \"quantity\": \"dense_tflops\", "
                   "\"precision\": \"bf16\", \"value\": 700, \"source\": \"bench\", \"source_date\": "
                   "\"2026-11-30\"}\n]}\n")
            << "json"
            << ":2: field 'quantity': duplicate measured rate: 'AMD-MI300X' already has a dense_tflops bf16 "
               "row "
               "for any engine";
        QTest::newRow("unknown price kind") << QByteArray("sku,price_eur,price_date,source,price_kind\n"
                                                          "NVIDIA-L40S,6900,2026-11-15,shop,rumour\n")
                                            << "csv"
                                            << ":2: field 'price_kind'";
    }
    void rejects()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, suffix);
        QFETCH(QString, expected);
        const QString path = write(text, qPrintable(suffix));
        const QList<int> before = fingerprint(m_db->database());
        catalog::ImportStats stats;
        QStringList errors;
        QVERIFY(!catalog::importCatalogFile(m_db->database(), path, &stats, &errors));
        const QString all = errors.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(path + expected),
                 qPrintable(QStringLiteral("expected '%1%2' in:\n%3").arg(path, expected, all)));
        QCOMPARE(fingerprint(m_db->database()), before);
    }

    void exportRoundTripCsv()
    {
        // CSV export of the NICs re-imports into an empty kind table after renaming the SKUs.
        const catalog::KindSpec *kind = catalog::findKind(QStringLiteral("nic"));
        QString csv = catalog::partsCsv(m_db->database(), *kind, QStringLiteral("2026-12-01"));
        QVERIFY(csv.startsWith(
            QLatin1String("sku,kind,name,vendor,source,checked_date,verified,notes,no_"
                          "price_reason,vendor_part_number,lead_time_weeks,lead_time_date,lead_time_"
                          "source,ports,port_speed_gbit_per_s")));
        csv.replace(QLatin1String("\nNVIDIA-"), QLatin1String("\nCOPY-"));
        csv.replace(QLatin1String("\nBROADCOM-"), QLatin1String("\nCOPY-BROADCOM-"));
        catalog::ImportStats stats;
        QStringList errors;
        QVERIFY2(catalog::importCatalogFile(m_db->database(), write(csv.toUtf8(), "csv"), &stats, &errors),
                 qPrintable(errors.join(QLatin1Char('\n'))));
        QCOMPARE(stats.parts, 7);
        const CatalogSnapshot snapshot = m_db->snapshot(); // outlives the pointer into it
        const Nic *copy = snapshot.findNic("COPY-CX7-400GBE-1P");
        QVERIFY(copy);
        QCOMPARE(copy->portSpeedGbps, 400.0);
        QVERIFY(copy->roce);
    }
};

QTEST_GUILESS_MAIN(TestCatalogImport)
#include "tst_catalog_import.moc"
