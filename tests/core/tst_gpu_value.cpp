// SPDX-License-Identifier: MIT
#include "core/gpu_value.h"

#include <QTest>

using namespace np;

class TstGpuValue : public QObject
{
    Q_OBJECT
private slots:
    void usdPriceIsConverted()
    {
        // $8,565 x 0.92 = 7,879.80 EUR; / 96 GB = 82.08125 EUR/GB; / 500 TFLOPS = 15.7596 EUR/TFLOPS.
        Gpu gpu;
        gpu.memoryNominalGB = 96;
        gpu.bf16DenseTflops = 500;
        gpu.info.price = Price{8565, "USD", "2026-04-15", "list", "list"};
        const GpuValue v = gpuValue(gpu, 0.92);
        QVERIFY(v.priced);
        QCOMPARE(v.priceEur, 7879.8);
        QVERIFY(qFuzzyCompare(v.eurPerGbMemory, 82.08125));
        QVERIFY(qFuzzyCompare(v.eurPerDenseBf16Tflops, 15.7596));
    }
    void eurPriceIsTakenAsIs()
    {
        // 7,500 EUR / 48 GB = 156.25 EUR/GB; / 362 TFLOPS = 20.718 EUR/TFLOPS.
        Gpu gpu;
        gpu.memoryNominalGB = 48;
        gpu.bf16DenseTflops = 362;
        gpu.info.price = Price{7500, "EUR", "2026-04-15", "list", "list"};
        const GpuValue v = gpuValue(gpu, 0.92);
        QCOMPARE(v.priceEur, 7500.0);
        QCOMPARE(v.eurPerGbMemory, 156.25);
        QVERIFY(qAbs(v.eurPerDenseBf16Tflops - 20.718) < 0.001);
    }
    void unpricedOrUnknownCurrencyGivesNoRatio()
    {
        Gpu gpu;
        gpu.memoryNominalGB = 48;
        gpu.bf16DenseTflops = 362;
        QVERIFY(!gpuValue(gpu, 0.92).priced);
        gpu.info.price = Price{1000000, "JPY", "2026-04-15", "list", "list"};
        const GpuValue v = gpuValue(gpu, 0.92);
        QVERIFY(!v.priced);
        QCOMPARE(v.eurPerGbMemory, 0.0);
    }
    void missingSpecGivesZeroRatioNotInfinity()
    {
        Gpu gpu;
        gpu.memoryNominalGB = 80;
        gpu.info.price = Price{20000, "EUR", "2026-04-15", "list", "list"};
        const GpuValue v = gpuValue(gpu, 0.92);
        QVERIFY(v.priced);
        QCOMPARE(v.eurPerGbMemory, 250.0);
        QCOMPARE(v.eurPerDenseBf16Tflops, 0.0);
    }
};

QTEST_GUILESS_MAIN(TstGpuValue)
#include "tst_gpu_value.moc"
