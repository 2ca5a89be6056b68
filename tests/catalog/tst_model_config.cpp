// SPDX-License-Identifier: MIT
// Models from Hugging Face config.json files: architecture read, parameters computed.
#include "catalog/catalog_database.h"
#include "catalog/catalog_import.h"
#include "catalog/hf_model_config.h"
#include "core/workload/workload_eval.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace np;

namespace
{
QString fixture(const char *name)
{
    return QStringLiteral(NODEPLAN_SOURCE_DIR "/tests/catalog/data/") + QLatin1String(name);
}
} // namespace

class TestModelConfig : public QObject
{
    Q_OBJECT
private slots:
    void llama31_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<double>("published");
        QTest::addColumn<int>("layers");
        // Published: 8.03B, 70.55B, 405.85B (Meta model cards; llm-sizing.md).
        QTest::newRow("8B") << fixture("llama-3.1-8b-config.json") << 8.03e9 << 32;
        QTest::newRow("70B") << fixture("llama-3.1-70b-config.json") << 70.55e9 << 80;
        QTest::newRow("405B") << fixture("llama-3.1-405b-config.json") << 405.85e9 << 126;
    }
    void llama31()
    {
        QFETCH(QString, file);
        QFETCH(double, published);
        QFETCH(int, layers);
        catalog::HfConfigReading r;
        QString error;
        QVERIFY2(catalog::readHfConfig(file, &r, &error), qPrintable(error));
        QCOMPARE(r.arch.layers, layers);
        QCOMPARE(r.arch.kvHeads, 8);
        QCOMPARE(r.arch.vocabSize, 128256);
        QCOMPARE(r.arch.maxContextTokens, 131072);
        QVERIFY(!r.arch.tiedEmbeddings);
        QVERIFY(!r.arch.isMoe());
        const ParameterCount c = countParameters(r.arch);
        QVERIFY2(std::abs(c.total - published) / published < 0.005,
                 qPrintable(QString::number(c.total / 1e9, 'f', 3)));
    }

    void llama8bExact()
    {
        // 32 layers x 218,112,000 + embeddings 2 x 128,256 x 4,096 + final norm 4,096 = 8,030,261,248.
        catalog::HfConfigReading r;
        QString error;
        QVERIFY(catalog::readHfConfig(fixture("llama-3.1-8b-config.json"), &r, &error));
        QCOMPARE(countParameters(r.arch).total, 8030261248.0);
    }

    void deepseekMlaMoe()
    {
        catalog::HfConfigReading r;
        QString error;
        QVERIFY2(catalog::readHfConfig(fixture("deepseek-v3-config.json"), &r, &error), qPrintable(error));
        QVERIFY(r.arch.isMla());
        QVERIFY(r.arch.isMoe());
        QCOMPARE(r.arch.experts, 256);
        QCOMPARE(r.arch.activeExperts, 8);
        QCOMPARE(r.arch.sharedExperts, 1);
        QCOMPARE(r.arch.expertFfnSize, 2048);
        QCOMPARE(r.arch.firstDenseLayers, 3);
        QCOMPARE(r.arch.kvLoraRank, 512);
        const ParameterCount c = countParameters(r.arch);
        // llm-sizing.md: 671.0B main model, 37.5B active.
        QVERIFY2(std::abs(c.total / 1e9 - 671.0) < 671.0 * 0.01, qPrintable(QString::number(c.total / 1e9)));
        QVERIFY2(std::abs(c.active / 1e9 - 37.5) < 37.5 * 0.02, qPrintable(QString::number(c.active / 1e9)));
    }

    void gemmaSlidingWindowAndTiedDefault()
    {
        catalog::HfConfigReading r;
        QString error;
        QVERIFY2(catalog::readHfConfig(fixture("gemma-2-27b-config.json"), &r, &error), qPrintable(error));
        QCOMPARE(r.arch.slidingWindow, 4096);
        QCOMPARE(r.arch.slidingWindowLayers, 23); // alternating: 23 of 46
        QVERIFY(r.arch.tiedEmbeddings);           // absent key: Gemma's default
        QCOMPARE(r.arch.headDim, 128);
        QVERIFY(std::abs(countParameters(r.arch).total / 1e9 - 27.23) < 0.3);
    }

    void mixtralExperts()
    {
        catalog::HfConfigReading r;
        QString error;
        QVERIFY2(catalog::readHfConfig(fixture("mixtral-8x22b-config.json"), &r, &error), qPrintable(error));
        QCOMPARE(r.arch.experts, 8);
        QCOMPARE(r.arch.activeExperts, 2);
        QCOMPARE(r.arch.expertFfnSize, 16384); // intermediate_size is the expert's
        QCOMPARE(r.arch.slidingWindow, 0);     // "sliding_window": null
        const ParameterCount c = countParameters(r.arch);
        QVERIFY(std::abs(c.total / 1e9 - 140.6) < 1.4);
        QVERIFY(std::abs(c.active / 1e9 - 39.2) < 0.4);
    }

    void errorsNameLineAndField()
    {
        catalog::HfConfigReading r;
        QString error;
        QVERIFY(!catalog::parseHfConfig(
            "{\n  \"hidden_size\": 4096,\n  \"num_attention_heads\": 32,\n  \"vocab_size\": 1000,\n"
            "  \"intermediate_size\": 11008\n}\n",
            QStringLiteral("c.json"), &r, &error));
        QVERIFY2(error.startsWith(QLatin1String("c.json:1: field 'num_hidden_layers': missing")),
                 qPrintable(error));
        QVERIFY(!catalog::parseHfConfig(
            "{\n  \"num_hidden_layers\": 32,\n  \"hidden_size\": \"big\",\n  \"num_attention_heads\": 32,\n"
            "  \"vocab_size\": 1000, \"intermediate_size\": 11008\n}\n",
            QStringLiteral("c.json"), &r, &error));
        QVERIFY2(error.startsWith(QLatin1String("c.json:3: field 'hidden_size':")), qPrintable(error));
        QVERIFY(!catalog::parseHfConfig("{\n  \"num_hidden_layers\": 32,\n", QStringLiteral("c.json"), &r,
                                        &error));
        QVERIFY2(error.contains(QLatin1String("malformed JSON")), qPrintable(error));
    }

    void importsIntoCatalog()
    {
        QTemporaryDir dir;
        QString error;
        auto db = CatalogDatabase::open(dir.filePath(QStringLiteral("c.sqlite")), &error);
        QVERIFY2(db, qPrintable(error));
        catalog::HfConfigReading r;
        QVERIFY(catalog::readHfConfig(fixture("llama-3.1-8b-config.json"), &r, &error));
        const QString sku = catalog::skuFromName(QStringLiteral("My Llama 3.1 8B (fine-tuned)"));
        QCOMPARE(sku, QStringLiteral("my-llama-3.1-8b-fine-tuned"));
        QSqlDatabase sql = db->database();
        QVERIFY(sql.transaction());
        catalog::CatalogImporter importer(sql);
        QVERIFY2(importer.addPart(catalog::modelPartObject(r.arch, sku, QStringLiteral("My Llama"),
                                                           QStringLiteral("config.json"),
                                                           QStringLiteral("2026-12-02"),
                                                           QStringLiteral("Llama 3.1"), QString(), QString()),
                                  QStringLiteral("config.json")),
                 qPrintable(importer.errors().join(QLatin1Char('\n'))));
        QVERIFY(sql.commit());
        // The snapshot must outlive the pointer into it (it was once a temporary: use after free).
        const CatalogSnapshot snapshot = db->snapshot();
        const Model *m = snapshot.findModel(sku.toStdString());
        QVERIFY(m);
        QCOMPARE(countParameters(m->arch).total, 8030261248.0);
        QVERIFY(!m->info.provenance.verified);
        // The same name again is a duplicate SKU.
        QVERIFY(sql.transaction());
        catalog::CatalogImporter again(sql);
        QVERIFY(!again.addPart(
            catalog::modelPartObject(r.arch, sku, QStringLiteral("My Llama"), QStringLiteral("config.json"),
                                     QStringLiteral("2026-12-02"), QString(), QString(), QString()),
            QStringLiteral("config.json")));
        sql.rollback();
        QVERIFY2(again.errors().join(QLatin1Char('\n')).contains(QLatin1String("duplicate SKU")),
                 qPrintable(again.errors().join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestModelConfig)
#include "tst_model_config.moc"
