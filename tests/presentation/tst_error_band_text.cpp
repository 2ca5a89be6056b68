// SPDX-License-Identifier: MIT
// The expected error band beside each figure, as the text assessment and the JSON say it: the band of
// the figure's stratum (core/expected_error_bands.inc) with its meaning, or "not validated".
#include "core/evaluator.h"
#include "presentation/error_band_text.h"
#include "presentation/evaluation_json.h"
#include "tests/core/tst_evaluator_fixture.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace np;

class TestErrorBandText : public QObject
{
    Q_OBJECT

    // The resolved build points into the catalog and the build: both live as long as the test.
    CatalogSnapshot m_catalog = fixture::catalog();
    Build m_build = fixture::referenceBuild();
    ResolvedBuild m_resolved;
    Evaluation m_ev;

private slots:
    void initTestCase()
    {
        QVERIFY(resolveBuild(m_build, m_catalog, m_resolved).empty());
        m_ev = evaluate(m_resolved);
    }

    void bandSaysItsMeaning()
    {
        const NumberFormat c = NumberFormat::forCli();
        // 5 cases between 2.7 % and 101.6 % over: one decimal below 10, none above.
        QCOMPARE(errorBandText({2.7, 101.6, 5}, c),
                 QStringLiteral("80 % of 5 published cases within +2.7/+102 %"));
        QCOMPARE(errorBandText({-25.7, 10.3, 15}, c),
                 QStringLiteral("80 % of 15 published cases within \u221226/+10 %"));
        QCOMPARE(errorBandText({48.6, 48.6, 1}, c),
                 QStringLiteral("not validated (fewer than 3 published cases)"));
        QCOMPARE(errorBandShortText({-12.9, 63.9, 40}, c),
                 QStringLiteral("error \u221213/+64 % in 80 % of 40 cases"));
    }

    // The text lists each workload's figures with the band of its own stratum.
    void textShowsEachFigureWithItsBand()
    {
        const QString text = evaluationToText(m_ev);
        const NumberFormat c = NumberFormat::forCli();
        const WorkloadResult &inference = m_ev.workloads[0];
        const QString decode = QStringLiteral("decode speed %1: %2")
                                   .arg(c.tokensPerS(inference.decodeTokensPerS),
                                        errorBandText(expectedErrorOf(inference, WorkloadFigure::Decode), c));
        QVERIFY2(text.contains(decode), qPrintable(decode));
        // The LoRA workload's training speed shows the LoRA stratum's band (the suite's published LoRA
        // runs), its training memory none (no LoRA memory case).
        const WorkloadResult &lora = m_ev.workloads[2];
        const ErrorBand loraBand = expectedErrorOf(lora, WorkloadFigure::TrainingSpeed);
        QVERIFY(loraBand.validated());
        const QString loraSpeed = QStringLiteral("training speed %1: %2")
                                      .arg(c.tokensPerS(lora.trainTokensPerS), errorBandText(loraBand, c));
        QVERIFY2(text.contains(loraSpeed), qPrintable(loraSpeed));
        const QString loraMemory =
            QStringLiteral("training memory %1: not validated (fewer than 3 published cases)")
                .arg(c.gib(lora.perGpuRequiredGiB));
        QVERIFY2(text.contains(loraMemory), qPrintable(loraMemory));
        QVERIFY(text.contains(errorBandMeaning(c)));
    }

    void jsonCarriesTheStratumAndItsBands()
    {
        const QJsonArray workloads = QJsonDocument::fromJson(evaluationToJson(m_ev))
                                         .object()
                                         .value(QLatin1String("workloads"))
                                         .toArray();
        const QJsonObject inference =
            workloads.at(0).toObject().value(QLatin1String("expected_error")).toObject();
        QCOMPARE(inference.value(QLatin1String("coverage_pct")).toDouble(), 80.0);
        QCOMPARE(inference.value(QLatin1String("gpu_vendor")).toString(), QStringLiteral("NVIDIA"));
        QCOMPARE(inference.value(QLatin1String("engine")).toString(), QStringLiteral("vllm"));
        QCOMPARE(inference.value(QLatin1String("mode")).toString(), QStringLiteral("inference"));
        const QJsonObject decode = inference.value(QLatin1String("figures"))
                                       .toObject()
                                       .value(QLatin1String("decode_tokens_per_s"))
                                       .toObject();
        const ErrorBand band = expectedErrorOf(m_ev.workloads[0], WorkloadFigure::Decode);
        QCOMPARE(decode.value(QLatin1String("cases")).toInt(), band.cases);
        QCOMPARE(decode.value(QLatin1String("low_pct")).toDouble(), band.lowPct);
        QCOMPARE(decode.value(QLatin1String("high_pct")).toDouble(), band.highPct);
        QCOMPARE(decode.value(QLatin1String("validated")).toBool(), band.validated());
        const QJsonObject lora = workloads.at(2).toObject().value(QLatin1String("expected_error")).toObject();
        QCOMPARE(lora.value(QLatin1String("engine")).toString(), QString());
        QCOMPARE(lora.value(QLatin1String("mode")).toString(), QStringLiteral("lora"));
        const QJsonObject loraFigures = lora.value(QLatin1String("figures")).toObject();
        QVERIFY(loraFigures.value(QLatin1String("train_tokens_per_s"))
                    .toObject()
                    .value(QLatin1String("validated"))
                    .toBool(false));
        QVERIFY(!loraFigures.value(QLatin1String("per_gpu_required_gib"))
                     .toObject()
                     .value(QLatin1String("validated"))
                     .toBool(true));
    }
};

QTEST_GUILESS_MAIN(TestErrorBandText)
#include "tst_error_band_text.moc"
