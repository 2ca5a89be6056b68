// SPDX-License-Identifier: MIT
// Measured achievable rates (issue 24 item 1): a GPU with a measured matmul ceiling or memory bandwidth
// (catalog schema 9) runs at efficiency x measured / default ceiling instead of efficiency x datasheet
// peak; a GPU without one keeps its datasheet figures and says so; an engine's own measurement wins
// over an engine-independent one. And int4 group-quantised weights stream at their own share of the
// 16-bit rate in decode (weight_only_int4_stream_efficiency).
#include "core/message.h"
#include "core/workload/workload_eval.h"
#include "tests/core/workload_fixtures.h"

#include <QTest>

using namespace np;
using namespace np::fixtures;

namespace
{

AchievableRate measured(RateQuantity quantity, Precision precision, double value,
                        std::optional<ServingEngine> engine = std::nullopt)
{
    AchievableRate r;
    r.quantity = quantity;
    r.precision = precision;
    r.engine = engine;
    r.value = value;
    r.source = "a published microbenchmark";
    r.date = "2026-07-30";
    return r;
}

// No fixed per-layer time: compute- and memory-bound steps then scale exactly with the rates.
Assumptions withoutStepOverhead()
{
    Assumptions as;
    as.layerStepOverheadUs = 0;
    return as;
}

Workload inference(Precision p, int context = 8192)
{
    Workload w;
    w.precision = p;
    w.contextTokens = context;
    w.dataParallel = 1;
    return w;
}

QByteArray show(double v)
{
    return QByteArray::number(v, 'f', 6);
}

} // namespace

class TestAchievableRates : public QObject
{
    Q_OBJECT

private slots:
    void aMeasuredMatmulCeilingScalesComputeBoundSpeed()
    {
        // A100: 312 TFLOPS BF16 on the datasheet. Measured at 156 TFLOPS, its matmuls run at the
        // efficiency of a GPU whose datasheet peak is 156 / 0.869 (default_matmul_ceiling_16bit) =
        // 179.52 TFLOPS: a compute-bound prefill (8,192 prompt tokens) at 179.52 / 312 = 0.57537 of
        // the unmeasured card's speed, attention included (it runs at the measured BF16 rate too).
        const Assumptions as = withoutStepOverhead();
        const Gpu plain = a100();
        Gpu slow = a100();
        slow.achievableRates.push_back(measured(RateQuantity::DenseTflops, Precision::Bf16, 156));
        const Workload w = inference(Precision::Bf16, 16384);
        const double before =
            prefillAtBatch(llama8b(), w, box(plain, 1, 80, Interconnect::PcieHost, 0), as, 1);
        const double after = prefillAtBatch(llama8b(), w, box(slow, 1, 80, Interconnect::PcieHost, 0), as, 1);
        const double expected = 156.0 / 0.869 / 312.0;
        QVERIFY2(near(after / before, expected, 1e-9), show(after / before));

        // Training (no engine): the same factor on tokens per second of a one-GPU full fine-tune.
        Workload t;
        t.mode = WorkloadMode::FullFineTune;
        t.contextTokens = 4096;
        t.dataParallel = 1;
        const double trainBefore =
            evaluateWorkload(llama8b(), t, box(plain, 1, 80, Interconnect::PcieHost, 0), as).trainTokensPerS;
        const double trainAfter =
            evaluateWorkload(llama8b(), t, box(slow, 1, 80, Interconnect::PcieHost, 0), as).trainTokensPerS;
        QVERIFY2(near(trainAfter / trainBefore, expected, 1e-9), show(trainAfter / trainBefore));
    }

    void anEnginesOwnMeasurementWinsOverAnyEngines()
    {
        // 200 TFLOPS for any engine, 100 measured under SGLang: SGLang prefills at half vLLM's speed.
        const Assumptions as = withoutStepOverhead();
        Gpu g = a100();
        g.achievableRates.push_back(measured(RateQuantity::DenseTflops, Precision::Bf16, 200));
        g.achievableRates.push_back(
            measured(RateQuantity::DenseTflops, Precision::Bf16, 100, ServingEngine::Sglang));
        const GpuContext one = box(g, 1, 80, Interconnect::PcieHost, 0);
        Workload vllm = inference(Precision::Bf16, 16384);
        Workload sglang = vllm;
        sglang.engine = ServingEngine::Sglang;
        const double ratio =
            prefillAtBatch(llama8b(), sglang, one, as, 1) / prefillAtBatch(llama8b(), vllm, one, as, 1);
        QVERIFY2(near(ratio, 0.5, 1e-9), show(ratio));
        // A measurement at another format does not apply: FP8 matmuls of an FP8-less A100 fall back to
        // BF16, whose 200 applies; an FP8 row alone leaves the BF16 datasheet peak.
        Gpu fp8Only = a100();
        fp8Only.achievableRates.push_back(measured(RateQuantity::DenseTflops, Precision::Fp8, 50));
        const double unchanged =
            prefillAtBatch(llama8b(), vllm, box(fp8Only, 1, 80, Interconnect::PcieHost, 0), as, 1) /
            prefillAtBatch(llama8b(), vllm, box(a100(), 1, 80, Interconnect::PcieHost, 0), as, 1);
        QVERIFY2(near(unchanged, 1.0, 1e-12), show(unchanged));
    }

    void aMeasuredBandwidthScalesDecode()
    {
        // 1,500 GB/s measured on a 2,039 GB/s card: decode streams at 0.80 (memory_bandwidth_efficiency)
        // x 1,500 / 0.875 (default_bandwidth_ceiling) = 1,371.4 GB/s instead of 0.80 x 2,039 =
        // 1,631.2 GB/s; batch-1 decode is memory-bound, so its speed falls to 1,500 / 0.875 / 2,039 =
        // 0.84076.
        const Assumptions as = withoutStepOverhead();
        Gpu g = a100();
        g.achievableRates.push_back(measured(RateQuantity::MemoryBandwidthGBps, Precision::Bf16, 1500));
        const Workload w = inference(Precision::Bf16);
        const DecodePoint before =
            decodeAtBatch(llama8b(), w, box(a100(), 1, 80, Interconnect::PcieHost, 0), as, 1);
        const DecodePoint after =
            decodeAtBatch(llama8b(), w, box(g, 1, 80, Interconnect::PcieHost, 0), as, 1);
        QVERIFY(after.bandwidthBound);
        const double ratio = after.tokensPerSPerSequence / before.tokensPerSPerSequence;
        QVERIFY2(near(ratio, 1500.0 / 0.875 / 2039.0, 1e-9), show(ratio));
    }

    void theFiguresSayWhichRatesTheyRanAt()
    {
        const Assumptions as;
        Gpu g = a100();
        g.achievableRates.push_back(measured(RateQuantity::DenseTflops, Precision::Bf16, 271.2));
        const Workload w = inference(Precision::Bf16);
        const std::string withMeasurement =
            describe(evaluateWorkload(llama8b(), w, box(g, 1, 80, Interconnect::PcieHost, 0), as).sharding);
        QVERIFY2(withMeasurement.find("sharding.measured_matmul_rate: gpu=A100 80GB precision=bf16 "
                                      "tflops=271.2 source=a published microbenchmark date=2026-07-30") !=
                     std::string::npos,
                 withMeasurement.c_str());
        QVERIFY2(
            withMeasurement.find("sharding.default_bandwidth: gpu=A100 80GB bandwidth_ceiling_pct=87.5") !=
                std::string::npos,
            withMeasurement.c_str());
        const std::string datasheet = describe(
            evaluateWorkload(llama8b(), w, box(a100(), 1, 80, Interconnect::PcieHost, 0), as).sharding);
        QVERIFY2(
            datasheet.find("sharding.default_rates: gpu=A100 80GB precision=bf16 matmul_ceiling_pct=86.9 "
                           "bandwidth_ceiling_pct=87.5") != std::string::npos,
            datasheet.c_str());
    }

    void anFp8WorkloadOnABf16MeasurementNamesBoth()
    {
        // MI300X-like: BF16 measured, FP8 not. The FP8 matmuls keep the datasheet peak at the default
        // ceiling; the attention (BF16) runs at the measurement, and the notes say both.
        const Assumptions as;
        Gpu g = a100();
        g.fp8DenseTflops = 624;
        g.achievableRates.push_back(measured(RateQuantity::DenseTflops, Precision::Bf16, 160));
        const std::string notes = describe(evaluateWorkload(llama8b(), inference(Precision::Fp8),
                                                            box(g, 1, 80, Interconnect::PcieHost, 0), as)
                                               .sharding);
        QVERIFY2(
            notes.find("sharding.default_matmul_rate: gpu=A100 80GB precision=fp8 matmul_ceiling_pct=70.9") !=
                std::string::npos,
            notes.c_str());
        QVERIFY2(notes.find("sharding.measured_matmul_rate: gpu=A100 80GB precision=bf16 tflops=160.0") !=
                     std::string::npos,
                 notes.c_str());
        QVERIFY2(notes.find("sharding.default_rates") == std::string::npos, notes.c_str());
    }

    void int4WeightsStreamAtTheirOwnShare()
    {
        // Llama 3.1 8B at int4, group 128: 32 layers x (2 x 4,096^2 + 2 x 4,096 x 1,024 + 3 x 4,096 x
        // 14,336) = 6.9793e9 linear parameters x (4 + 20/128) / 8 bytes = 3.6260e9 bytes. Streaming
        // them at half the 16-bit rate instead of the full rate adds 3.6260e9 / (2,039e9 x 0.80) =
        // 2.2229 ms to every batch-1 decode step.
        Assumptions full = withoutStepOverhead();
        full.weightOnlyInt4StreamEfficiency = 1.0;
        Assumptions half = full;
        half.weightOnlyInt4StreamEfficiency = 0.5;
        const Gpu gpu = a100();
        const GpuContext one = box(gpu, 1, 80, Interconnect::PcieHost, 0);
        const Workload w = inference(Precision::Int4);
        const double fullS = 1.0 / decodeAtBatch(llama8b(), w, one, full, 1).tokensPerSPerSequence;
        const double halfS = 1.0 / decodeAtBatch(llama8b(), w, one, half, 1).tokensPerSPerSequence;
        const double linear = 32.0 * (2.0 * 4096 * 4096 + 2.0 * 4096 * 1024 + 3.0 * 4096 * 14336);
        const double expected = linear * (4.0 + 20.0 / 128) / 8.0 / (2039e9 * 0.80);
        QVERIFY2(near(halfS - fullS, expected, 1e-9), show((halfS - fullS) * 1e3));
        // BF16 weights are not dequantised: the share does not touch them.
        const Workload bf16 = inference(Precision::Bf16);
        QCOMPARE(decodeAtBatch(llama8b(), bf16, one, half, 1).tokensPerSPerSequence,
                 decodeAtBatch(llama8b(), bf16, one, full, 1).tokensPerSPerSequence);
    }
};

QTEST_GUILESS_MAIN(TestAchievableRates)
#include "tst_achievable_rates.moc"
