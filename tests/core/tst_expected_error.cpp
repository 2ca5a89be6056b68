// SPDX-License-Identifier: MIT
// The expected error band: the narrowest interval holding 80 % of a stratum's signed errors, and the
// shipped table core reads it from. Every band below is worked out by hand in the comment beside it.
#include "core/expected_error.h"

#include <QTest>

using namespace np;

class TestExpectedError : public QObject
{
    Q_OBJECT
private slots:
    void bandHoldsEightyPercentOfTheCases()
    {
        // 5 cases: ceil(0.8 x 5) = 4 held. Windows of 4 sorted errors: [-5, 3] 8 wide, [1, 40] 39 wide.
        ErrorBand b = bandOf({40, -5, 2, 1, 3});
        QCOMPARE(b.lowPct, -5.0);
        QCOMPARE(b.highPct, 3.0);
        QCOMPARE(b.cases, 5);
        QVERIFY(b.validated());
        // 11 cases: ceil(8.8) = 9 held. Windows of 9: [-30, 12] 42 wide, [-20, 15] 35, [-4, 90] 94.
        b = bandOf({-30, -20, -4, -2, 0, 1, 5, 10, 12, 15, 90});
        QCOMPARE(b.cases, 11);
        QCOMPARE(b.lowPct, -20.0);
        QCOMPARE(b.highPct, 15.0);
    }

    void errorsLeaningOneWayGiveASignedBand()
    {
        // 3 cases, all over: every case held, +48.6 to +97 (the estimate over-reads, never under).
        const ErrorBand b = bandOf({97, 48.6, 70});
        QCOMPARE(b.lowPct, 48.6);
        QCOMPARE(b.highPct, 97.0);
        QVERIFY(b.validated());
    }

    void equallyNarrowWindowsPreferTheOneAroundZero()
    {
        // 5 cases, 4 held: [-7, 1] and [-3, 5] are both 8 wide; their middles are -3 and +1.
        const ErrorBand b = bandOf({-7, -3, 0, 1, 5});
        QCOMPARE(b.lowPct, -3.0);
        QCOMPARE(b.highPct, 5.0);
    }

    void fewerThanThreeCasesAreNotValidated()
    {
        // 2 cases: ceil(1.6) = 2 held, [1, 2]; two cases say nothing about the spread.
        const ErrorBand two = bandOf({2, 1});
        QCOMPARE(two.cases, 2);
        QVERIFY(!two.validated());
        QCOMPARE(bandOf({}).cases, 0);
        // A stratum the suite has no case for (no Intel GPU in it): 0 cases, not validated.
        const ErrorBand none = expectedError({EstimateKind::DecodeSpeed, "Intel", "vllm", "inference"});
        QCOMPARE(none.cases, 0);
        QVERIFY(!none.validated());
    }

    void engineFamilies()
    {
        // vLLM's V0 and V1 engines are one engine in the strata; SGLang and TensorRT-LLM their own.
        QCOMPARE(std::string(engineFamily(ServingEngine::Vllm)), std::string("vllm"));
        QCOMPARE(std::string(engineFamily(ServingEngine::VllmV0)), std::string("vllm"));
        QCOMPARE(std::string(engineFamily(ServingEngine::Sglang)), std::string("sglang"));
        QCOMPARE(std::string(engineFamily(ServingEngine::TensorRtLlm)), std::string("tensorrt_llm"));
    }
};

QTEST_GUILESS_MAIN(TestExpectedError)
#include "tst_expected_error.moc"
