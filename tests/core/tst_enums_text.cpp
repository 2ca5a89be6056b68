// SPDX-License-Identifier: MIT
#include "core/enums_text.h"

#include <QTest>

using namespace np;

class TestEnumsText : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip()
    {
        for (Precision p : {Precision::Fp32, Precision::Bf16, Precision::Fp16, Precision::Fp8,
                            Precision::Int8, Precision::Int4, Precision::Nf4, Precision::Fp4})
            QCOMPARE(parsePrecision(toText(p)), std::optional<Precision>(p));
        QCOMPARE(parsePsuRedundancy("n+1"), std::optional<PsuRedundancy>(PsuRedundancy::NPlus1));
        for (ServingEngine e :
             {ServingEngine::Vllm, ServingEngine::VllmV0, ServingEngine::Sglang, ServingEngine::TensorRtLlm})
            QCOMPARE(parseServingEngine(toText(e)), std::optional<ServingEngine>(e));
        QCOMPARE(parseServingEngine("tensorrt_llm"),
                 std::optional<ServingEngine>(ServingEngine::TensorRtLlm));
        QVERIFY(!parseWorkloadMode("pretrain").has_value());
    }
    void bytesPerValue_data()
    {
        QTest::addColumn<int>("precision");
        QTest::addColumn<double>("bytes");
        QTest::newRow("fp32") << int(Precision::Fp32) << 4.0;
        QTest::newRow("bf16") << int(Precision::Bf16) << 2.0;
        QTest::newRow("fp8") << int(Precision::Fp8) << 1.0;
        QTest::newRow("int4") << int(Precision::Int4) << 0.5;
    }
    void bytesPerValue()
    {
        QFETCH(int, precision);
        QFETCH(double, bytes);
        QCOMPARE(np::bytesPerValue(Precision(precision)), bytes);
    }
};

QTEST_GUILESS_MAIN(TestEnumsText)
#include "tst_enums_text.moc"
