// SPDX-License-Identifier: MIT
// End to end: the shipped example builds against the shipped seed catalog, as `nodeplan evaluate`
// runs them. The only evaluator test that reads the seed; the rules are tested on fixtures.
#include "catalog/catalog_database.h"
#include "core/evaluator.h"
#include "presentation/build_file.h"
#include "presentation/evaluation_json.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace np;

class TestEvaluatorSeed : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<CatalogDatabase> m_db;
    CatalogSnapshot m_catalog;

    static QString example(const char *name)
    {
        return QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples/%1.nodeplan").arg(QLatin1String(name));
    }

    bool load(const char *name, Build &build, ResolvedBuild &resolved)
    {
        QString error;
        if (!readBuildFile(example(name), build, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        const std::vector<BuildError> errors = resolveBuild(build, m_catalog, resolved);
        for (const BuildError &e : errors)
            qWarning("%s: %s", e.field.c_str(), e.message.c_str());
        return errors.empty();
    }

private slots:
    void initTestCase()
    {
        QString error;
        m_db = CatalogDatabase::open(m_dir.filePath(QStringLiteral("catalog.sqlite")), &error);
        QVERIFY2(m_db, qPrintable(error));
        m_catalog = m_db->snapshot();
    }

    void referenceBuild()
    {
        Build build;
        ResolvedBuild resolved;
        QVERIFY(load("reference-8x-rtx-pro-6000", build, resolved));
        const Evaluation ev = evaluate(resolved);

        // The seed's figures for this box (catalog/seed/REFERENCE_BUILD.md).
        QCOMPARE(ev.gpu.count, 8);
        QCOMPARE(ev.gpu.memoryBandwidthPerGpuGBps, 1597.0); // not 1,792
        QCOMPARE(ev.gpu.memoryPerGpuGiB, 97887.0 / 1024.0); // 95.59 GiB usable, per GPU
        QCOMPARE(ev.pcie.lanesAvailable, 160);              // 3 xGMI links, not 256
        QCOMPARE(ev.hostMemory.dimmsPerChannel, 1);         // no 2DPC downclock
        QCOMPARE(ev.power.psuUsableW, 9600.0);              // 3+1 x 3,200 W
        // DC peak 6,778 W (4,800 GPU + 800 CPU + 240 DIMM + 72 NVMe + 50 NIC + 50 switch + 150 board, +10 %
        // fans).
        QVERIFY(qAbs(ev.power.peakW - 6778.2) < 1.0);
        QVERIFY(ev.power.redundancyMet);
        QCOMPARE(ev.workloads.size(), std::size_t(6));
        for (const WorkloadResult &w : ev.workloads)
            QVERIFY2(w.error.empty(), describe(w.error).c_str());
        // Nothing blocks this build.
        for (const Finding &f : ev.findings)
            QVERIFY2(f.severity != Severity::Blocking, f.rule.c_str());

        // The JSON carries the groups and keys of issue 3.
        const QJsonObject json = QJsonDocument::fromJson(evaluationToJson(ev)).object();
        for (const char *key :
             {"gpu", "cpu", "memory", "pcie", "storage", "network", "power", "cost", "workloads", "findings"})
            QVERIFY2(json.contains(QLatin1String(key)), key);
        QCOMPARE(json[QLatin1String("gpu")][QLatin1String("count")].toInt(), 8);
        QCOMPARE(json[QLatin1String("pcie")][QLatin1String("lanes_available")].toInt(), 160);
        const QJsonObject w0 = json[QLatin1String("workloads")].toArray().first().toObject();
        for (const char *key : {"model", "mode", "precision", "tp", "pp", "fits", "per_gpu_required_gib",
                                "per_gpu_available_gib", "kv_bytes_per_token", "max_context_tokens",
                                "decode_tokens_per_s", "prefill_tokens_per_s"})
            QVERIFY2(w0.contains(QLatin1String(key)), key);
        QVERIFY(!evaluationToText(ev).isEmpty());
        // NODEPLAN_PRINT=1 shows the assessment, for reading it while working on the rules.
        if (qEnvironmentVariableIsSet("NODEPLAN_PRINT"))
            qInfo().noquote() << evaluationToText(ev);
    }

    // Issue 22: every part of the reference build has a dated price, so the cost is complete and the
    // value figures exist. By hand, in USD at the build's 0.92 EUR per USD:
    //   8 x RTX PRO 6000 SE     8,565    (2026-04-01 estimate: Workstation Edition MSRP)   68,520
    //   2 x EPYC 9575F         11,791    (2024-10-10 1KU list)                              23,582
    //  24 x DDR5-6400 64 GB     2,284.8  (2026-08-01 estimate: 64 GB x $35.7/GB)            54,835.2
    //   4 x 9550 PRO 15.36 TB   5,000    (2026-01-01 estimate: 15.36 TB x $10,000/30.72 TB) 20,000
    //   2 x ConnectX-7 400G     1,599    (2026-09-15 street)                                 3,198
    //   4 x PSU 3200 W            194    (2023-05-01 estimate: 3,200 W x $1,200/19,800 W)      776
    //   1 x AS-4125GS-TNRT      3,386    (2023-05-01 estimate: DGX H100 chassis BOM)          3,386
    //                                                                             total  174,297.2 USD
    // = 160,353.424 EUR; GPU memory 8 x 96 GB = 768 GB: 160,353.424 / 768 = 208.7935 EUR per GB.
    void referenceBuildIsCompletelyPriced()
    {
        Build build;
        ResolvedBuild resolved;
        QVERIFY(load("reference-8x-rtx-pro-6000", build, resolved));
        const Evaluation ev = evaluate(resolved);
        QVERIFY(ev.cost.complete);
        QCOMPARE(ev.cost.unpricedLines, 0);
        QVERIFY(ev.cost.valueFiguresComputed);
        QVERIFY(qAbs(ev.cost.hardwareEur - 160353.424) < 1e-6);
        QVERIFY(qAbs(ev.cost.eurPerGbGpuMemory - 160353.424 / 768) < 1e-9);
        QVERIFY(qAbs(ev.cost.eurPerGbGpuMemory - 208.7935) < 1e-4);
        // Supermicro's 3-year standard warranty comes with the system: the last line, at 0, in the total.
        const BomLine &support = ev.cost.bom.back();
        QVERIFY(support.isSupport());
        QVERIFY(support.includedInSystemPrice);
        QCOMPARE(support.supportYears, 3);
        QCOMPARE(ev.cost.supportEur, 0.0);
        const QJsonObject cost =
            QJsonDocument::fromJson(evaluationToJson(ev)).object()[QLatin1String("cost")].toObject();
        QVERIFY(cost[QLatin1String("value_figures_computed")].toBool());
        QVERIFY(qAbs(cost[QLatin1String("eur_per_gb_gpu_memory")].toDouble() - 208.7935) < 1e-4);
    }

    // Every shipped example (resources/examples/*.nodeplan) reports a complete cost and a EUR per GB
    // of GPU memory.
    void everyExampleIsCompletelyPriced_data()
    {
        QTest::addColumn<QString>("name");
        const QDir examples(QStringLiteral(NODEPLAN_SOURCE_DIR "/resources/examples"));
        const QStringList files = examples.entryList({QStringLiteral("*.nodeplan")}, QDir::Files);
        QVERIFY(files.size() >= 5);
        for (const QString &file : files)
            QTest::newRow(qPrintable(file)) << QFileInfo(file).completeBaseName();
    }
    void everyExampleIsCompletelyPriced()
    {
        QFETCH(QString, name);
        Build build;
        ResolvedBuild resolved;
        QVERIFY(load(name.toUtf8().constData(), build, resolved));
        const Evaluation ev = evaluate(resolved);
        for (const BomLine &line : ev.cost.bom)
            QVERIFY2(line.priced, line.sku.c_str());
        QVERIFY(ev.cost.complete);
        QVERIFY(ev.cost.valueFiguresComputed);
        QVERIFY(ev.cost.eurPerGbGpuMemory > 0);
    }

    void otherExamples()
    {
        for (const char *name : {"xeon6-2dpc", "nvlink-bridged"}) {
            Build build;
            ResolvedBuild resolved;
            QVERIFY2(load(name, build, resolved), name);
            const Evaluation ev = evaluate(resolved);
            QCOMPARE(ev.gpu.count, 8);
            QVERIFY(!ev.findings.empty());
        }
    }

    // Issue 10: 8x H200 SXM5 on an HGX baseboard and 8x MI300X on an 8-OAM baseboard evaluate with
    // their own fabric, power and findings, and nothing blocks them.
    void baseboardExamples_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("link");
        QTest::addColumn<double>("p2p");
        QTest::addColumn<double>("peakW");
        // HGX H200 (SYS-821GE-TNHR): GPUs 8 x 700 = 5,600 + CPUs 2 x 350 + DIMMs 32 x 10 + drives 4 x 18
        // + NICs 8 x 25 + 4 PCIe switches x 50 + board 450 = 7,542 W; + 10 % fans = 8,296.2 W.
        QTest::newRow("hgx-h200-8gpu")
            << QStringLiteral("hgx-h200-8gpu") << int(Interconnect::NvlinkSwitch) << 450.0 << 8296.2;
        // OAM MI300X (AS-8125GS-TNMR2): GPUs 8 x 750 = 6,000 + CPUs 2 x 400 + DIMMs 24 x 11 + drives 72
        // + NICs 200 + switches 200 + board 350 = 7,886 W; + 10 % fans = 8,674.6 W.
        QTest::newRow("oam-mi300x-8gpu")
            << QStringLiteral("oam-mi300x-8gpu") << int(Interconnect::InfinityFabric) << 448.0 << 8674.6;
    }
    void baseboardExamples()
    {
        QFETCH(QString, name);
        QFETCH(int, link);
        QFETCH(double, p2p);
        QFETCH(double, peakW);
        Build build;
        ResolvedBuild resolved;
        QVERIFY(load(name.toUtf8().constData(), build, resolved));
        const Evaluation ev = evaluate(resolved);
        QCOMPARE(ev.gpu.count, 8);
        QCOMPARE(int(ev.gpu.interconnect), link);
        QCOMPARE(ev.gpu.p2pGBps, p2p);
        QVERIFY2(qAbs(ev.power.peakW - peakW) < 0.5, qPrintable(QString::number(ev.power.peakW)));
        QVERIFY(ev.power.redundancyMet); // N+1 of 6 x 3,000 W = 15,000 W
        for (const Finding &f : ev.findings) {
            QVERIFY2(f.severity != Severity::Blocking, f.rule.c_str());
            QVERIFY2(f.rule != "interconnect.no_nvlink", f.rule.c_str());
        }
        for (const WorkloadResult &w : ev.workloads)
            QVERIFY2(w.error.empty(), describe(w.error).c_str());
        if (qEnvironmentVariableIsSet("NODEPLAN_PRINT"))
            qInfo().noquote() << evaluationToText(ev);
    }
};

QTEST_GUILESS_MAIN(TestEvaluatorSeed)
#include "tst_evaluator_seed.moc"
