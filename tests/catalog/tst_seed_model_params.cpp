// SPDX-License-Identifier: MIT
// Every seed model's parameter count, as the core computes it from the stored config.json values,
// against the figure its publisher states (model card). A wrong layer count, expert size or
// vocabulary shows up here as a miss of several percent.
//
// Tolerance 2 %: the core counts the weight matrices and embeddings only, not norms, biases of the
// experts, attention sinks or vision encoders, and publishers round ("8B", "109B"). The figures below
// are the published ones, adjusted where the publisher counts something else (marked *):
//  * Gemma 3: the published 12.2B / 27.4B include the ~0.4B SigLIP vision encoder; the catalog holds
//    the text model, so 11.8B / 27.0B are compared.
//  * gpt-oss: OpenAI's active figures (3.6B / 5.1B) leave out the embedding table (201,088 x 2,880 =
//    0.58B), which the core counts as read per token, so 4.19B / 5.71B are compared.
// Counted by the core on 2026-12-03 (B): llama-3.2-3b 3.213, llama-3.1-8b 8.030, 70b 70.55,
// 405b 405.85, scout 107.77 (published 109B with the vision encoder: -1.1 %), qwen2.5 7.616 / 14.77 /
// 32.76 / 72.71, qwen3 8.191 / 32.76 / 30.53 / 235.09, deepseek 671.03, gpt-oss 20.91 / 116.79,
// mistral-large 122.61, mistral-small 23.57, gemma-2 9.241 / 27.23, gemma-3 11.77 / 27.01,
// phi-4 14.66, mixtral 46.70 / 140.62, command-r-plus 103.81.
//
// | SKU                     | published total | published active | counted as            |
// |-------------------------|-----------------|------------------|-----------------------|
// | llama-3.2-3b            | 3.21B           |                  | tied embeddings       |
// | llama-3.1-8b            | 8.03B           |                  |                       |
// | llama-3.1-70b, 3.3-70b  | 70.6B           |                  |                       |
// | llama-3.1-405b          | 405.9B          |                  |                       |
// | llama-4-scout-17b-16e   | 109B            | 17B              | text model only       |
// | qwen2.5-7b/14b/32b/72b  | 7.61/14.7/32.5/72.7B |             | QKV bias              |
// | qwen3-8b, qwen3-32b     | 8.2/32.8B       |                  |                       |
// | qwen3-30b-a3b           | 30.5B           | 3.3B             | 128 experts, top 8    |
// | qwen3-235b-a22b         | 235B            | 22B              |                       |
// | deepseek-v3, -r1        | 671B            | 37B              | without the MTP module |
// | gpt-oss-20b / 120b      | 20.9B / 116.8B  | 3.6B / 5.1B *    |                       |
// | mistral-large-2407      | 123B            |                  |                       |
// | mistral-small-24b-2501  | 23.6B           |                  |                       |
// | gemma-2-9b / 27b        | 9.24B / 27.2B   |                  | tied embeddings       |
// | gemma-3-12b / 27b       | 12.2B / 27.4B * |                  | text model only       |
// | phi-4                   | 14.7B           |                  |                       |
// | mixtral-8x7b / 8x22b    | 46.7B / 140.6B  | 12.9B / 39.2B    |                       |
// | command-r-plus          | 104B            |                  | tied embeddings       |
#include "catalog/catalog_database.h"
#include "core/workload/workload_eval.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace np;

class TestSeedModelParams : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<CatalogDatabase> m_db;
    CatalogSnapshot m_s;

private slots:
    void initTestCase()
    {
        QString error;
        m_db = CatalogDatabase::open(m_dir.filePath(QStringLiteral("seed.sqlite")), &error);
        QVERIFY2(m_db, qPrintable(error));
        m_s = m_db->snapshot(QStringLiteral("2026-12-03"));
        QVERIFY(m_s.models.size() >= 25);
    }

    void matchesPublished_data()
    {
        QTest::addColumn<QString>("sku");
        QTest::addColumn<double>("totalB");
        QTest::addColumn<double>("activeB"); // 0 = dense (active = total)
        const struct {
            const char *sku;
            double total;
            double active;
        } rows[] = {
            {"llama-3.2-3b", 3.21, 0},
            {"llama-3.1-8b", 8.03, 0},
            {"llama-3.1-70b", 70.6, 0},
            {"llama-3.3-70b", 70.6, 0},
            {"llama-3.1-405b", 405.9, 0},
            {"llama-4-scout-17b-16e", 109, 17},
            {"qwen2.5-7b", 7.61, 0},
            {"qwen2.5-14b", 14.7, 0},
            {"qwen2.5-32b", 32.5, 0},
            {"qwen2.5-72b", 72.7, 0},
            {"qwen3-8b", 8.2, 0},
            {"qwen3-32b", 32.8, 0},
            {"qwen3-30b-a3b", 30.5, 3.3},
            {"qwen3-235b-a22b", 235, 22},
            {"deepseek-v3", 671, 37},
            {"deepseek-r1", 671, 37},
            {"gpt-oss-20b", 20.9, 4.19},
            {"gpt-oss-120b", 116.8, 5.71}, // * active
            {"mistral-large-2407", 123, 0},
            {"mistral-small-24b-2501", 23.6, 0},
            {"gemma-2-9b", 9.24, 0},
            {"gemma-2-27b", 27.2, 0},
            {"gemma-3-12b", 11.8, 0},
            {"gemma-3-27b", 27.0, 0}, // * text model
            {"phi-4", 14.7, 0},
            {"mixtral-8x7b", 46.7, 12.9},
            {"mixtral-8x22b", 140.6, 39.2},
            {"command-r-plus", 104, 0},
        };
        for (const auto &r : rows)
            QTest::newRow(r.sku) << QString::fromLatin1(r.sku) << r.total << r.active;
    }

    void matchesPublished()
    {
        QFETCH(QString, sku);
        QFETCH(double, totalB);
        QFETCH(double, activeB);
        const Model *m = m_s.findModel(sku.toStdString());
        QVERIFY2(m, qPrintable(sku));
        const ParameterCount c = countParameters(m->arch);
        const double total = double(c.total) / 1e9;
        const double active = double(c.active) / 1e9;
        const double tolerance = 0.02;
        QVERIFY2(
            std::abs(total / totalB - 1) <= tolerance,
            qPrintable(QStringLiteral("%1: counted %2B, published %3B").arg(sku).arg(total).arg(totalB)));
        const double expectedActive = activeB > 0 ? activeB : totalB;
        QVERIFY2(std::abs(active / expectedActive - 1) <= tolerance,
                 qPrintable(QStringLiteral("%1: counted %2B active, published %3B")
                                .arg(sku)
                                .arg(active)
                                .arg(expectedActive)));
    }
};

QTEST_GUILESS_MAIN(TestSeedModelParams)
#include "tst_seed_model_params.moc"
