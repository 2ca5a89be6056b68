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
        // $8,565 x 0.92 = 7,879.80 EUR; / 96 GB = 82.08125 EUR/GB; / 500 TFLOPS BF16 = 15.7596;
        // / 1,000 TFLOPS FP8 = 7.8798; / 2,000 TFLOPS FP4 = 3.9399 EUR/TFLOPS; 600 W / 96 GB = 6.25 W/GB.
        Gpu gpu;
        gpu.memoryNominalGB = 96;
        gpu.bf16DenseTflops = 500;
        gpu.fp8DenseTflops = 1000;
        gpu.fp4DenseTflops = 2000;
        gpu.tdpW = 600;
        gpu.info.price = Price{8565, "USD", "2026-04-15", "list", "list"};
        const GpuValue v = gpuValue(gpu, 0.92);
        QVERIFY(v.priced);
        QCOMPARE(v.priceEur, 7879.8);
        QVERIFY(v.cardEurPerGb.available);
        QVERIFY(qFuzzyCompare(v.cardEurPerGb.value, 82.08125));
        QVERIFY(qFuzzyCompare(v.eurPerBf16Tflops.value, 15.7596));
        QVERIFY(qFuzzyCompare(v.eurPerFp8Tflops.value, 7.8798));
        QVERIFY(qFuzzyCompare(v.eurPerFp4Tflops.value, 3.9399));
        QCOMPARE(v.wattsPerGb.value, 6.25);
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
        QCOMPARE(v.cardEurPerGb.value, 156.25);
        QVERIFY(qAbs(v.eurPerBf16Tflops.value - 20.718) < 0.001);
    }
    void unpricedGivesNotAvailableWithTheCatalogsReason()
    {
        Gpu gpu;
        gpu.memoryNominalGB = 48;
        gpu.bf16DenseTflops = 362;
        gpu.tdpW = 350;
        gpu.info.noPriceReason = "no dated public price found";
        const GpuValue v = gpuValue(gpu, 0.92);
        QVERIFY(!v.priced);
        for (const ValueFigure *f :
             {&v.cardEurPerGb, &v.eurPerBf16Tflops, &v.eurPerFp8Tflops, &v.eurPerFp4Tflops}) {
            QVERIFY(!f->available);
            QCOMPARE(f->reason, std::string("no price: no dated public price found"));
        }
        // W per GB needs no price: 350 W / 48 GB = 7.291666...
        QVERIFY(v.wattsPerGb.available);
        QVERIFY(qFuzzyCompare(v.wattsPerGb.value, 350.0 / 48.0));
    }
    void unknownCurrencyIsUnpriced()
    {
        Gpu gpu;
        gpu.memoryNominalGB = 48;
        gpu.info.price = Price{1000000, "JPY", "2026-04-15", "list", "list"};
        const GpuValue v = gpuValue(gpu, 0.92);
        QVERIFY(!v.priced);
        QVERIFY(!v.cardEurPerGb.available);
        QCOMPARE(v.unpricedReason, std::string("price in JPY, which has no exchange rate"));
    }
    void missingSpecIsNotAvailableNotZero()
    {
        // 20,000 EUR / 80 GB = 250 EUR/GB; no BF16, FP8 or FP4 figure: not available, with the reason.
        Gpu gpu;
        gpu.memoryNominalGB = 80;
        gpu.info.price = Price{20000, "EUR", "2026-04-15", "list", "list"};
        const GpuValue v = gpuValue(gpu, 0.92);
        QVERIFY(v.priced);
        QCOMPARE(v.cardEurPerGb.value, 250.0);
        QVERIFY(!v.eurPerBf16Tflops.available);
        QVERIFY(!v.eurPerFp4Tflops.available);
        QCOMPARE(v.eurPerFp4Tflops.reason, std::string("no FP4 support or no figure"));
        QVERIFY(!v.wattsPerGb.available);
    }
};

QTEST_GUILESS_MAIN(TstGpuValue)
#include "tst_gpu_value.moc"
