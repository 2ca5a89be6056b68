// SPDX-License-Identifier: MIT
// Parameter counts computed from architecture constants, checked against published figures.
#include "core/workload/workload_eval.h"
#include "tests/core/workload_fixtures.h"

#include <QTest>

using namespace np;

using fixtures::deepseekV3Arch;

class TestModelParams : public QObject
{
    Q_OBJECT
private slots:
    void llama31_data()
    {
        QTest::addColumn<int>("layers");
        QTest::addColumn<int>("hidden");
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("ffn");
        QTest::addColumn<double>("published");
        // Published sizes: 8.03B, 70.55B, 405.85B (llm-sizing.md; Meta model cards).
        // 8B by hand: attention 4096*(4096+2*1024)+4096*4096 = 41.94M, MLP 3*4096*14336 = 176.16M,
        // norms 8192 -> 218.11M/layer * 32 = 6979.3M; embeddings 2*128256*4096 = 1050.7M; total 8030.3M.
        QTest::newRow("8B") << 32 << 4096 << 32 << 14336 << 8.03e9;
        QTest::newRow("70B") << 80 << 8192 << 64 << 28672 << 70.55e9;
        QTest::newRow("405B") << 126 << 16384 << 128 << 53248 << 405.85e9;
    }
    void llama31()
    {
        QFETCH(int, layers);
        QFETCH(int, hidden);
        QFETCH(int, heads);
        QFETCH(int, ffn);
        QFETCH(double, published);
        const ParameterCount c = countParameters(fixtures::llamaArch(layers, hidden, heads, ffn));
        QVERIFY2(std::abs(c.total - published) / published < 0.005,
                 qPrintable(QString::number(c.total / 1e9, 'f', 3)));
        QCOMPARE(c.active, c.total);
    }
    void llama8bExact()
    {
        // 32 * 218,112,000... see above: 6,979,584,000 + 1,050,673,152 + 4,096 = 8,030,261,248.
        QCOMPARE(countParameters(fixtures::llamaArch(32, 4096, 32, 14336)).total, 8030261248.0);
    }
    void mixtral8x22b()
    {
        ModelArch a = fixtures::llamaArch(56, 6144, 48, 16384);
        a.vocabSize = 32000;
        a.experts = 8;
        a.activeExperts = 2;
        const ParameterCount c = countParameters(a);
        // Published: 140.6B total, 39.2B active (llm-sizing.md).
        QVERIFY2(std::abs(c.total - 140.6e9) / 140.6e9 < 0.005, qPrintable(QString::number(c.total / 1e9)));
        QVERIFY2(std::abs(c.active - 39.2e9) / 39.2e9 < 0.01, qPrintable(QString::number(c.active / 1e9)));
    }
    void deepseekV3()
    {
        const ModelArch a = deepseekV3Arch();
        const ParameterCount c = countParameters(a);
        // Published: 671B main model (without the 14B MTP module), 37B active (DeepSeek-V3 report).
        QVERIFY2(std::abs(c.total - 671.0e9) / 671.0e9 < 0.005, qPrintable(QString::number(c.total / 1e9)));
        QVERIFY2(std::abs(c.active - 37.5e9) / 37.5e9 < 0.02, qPrintable(QString::number(c.active / 1e9)));
    }
};

QTEST_GUILESS_MAIN(TestModelParams)
#include "tst_model_params.moc"
