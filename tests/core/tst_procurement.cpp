// SPDX-License-Identifier: MIT
// The procurement table: reference platform, € per token/s, ranking and the Pareto frontier.
#include "core/procurement.h"

#include "workload_fixtures.h"

#include <QTest>

using namespace np;

namespace
{

Gpu pricedGpu(const std::string &name, double eur, double gb, double bandwidth)
{
    Gpu g;
    g.info.sku = name;
    g.info.name = name;
    g.memoryNominalGB = gb;
    g.memoryBandwidthGBps = bandwidth;
    if (eur > 0)
        g.info.price = Price{eur, "EUR", "2026-11-01", "test", "list"};
    return g;
}

GpuProcurement rowOf(const Gpu &gpu)
{
    GpuProcurement r;
    r.gpu = &gpu;
    r.value = gpuValue(gpu, 0.92);
    return r;
}

} // namespace

class TstProcurement : public QObject
{
    Q_OBJECT
private slots:
    void figureIdsRoundTrip()
    {
        for (ProcurementFigure f : kProcurementFigures)
            QCOMPARE(parseProcurementFigure(toText(f)), std::optional<ProcurementFigure>(f));
        QCOMPARE(toText(ProcurementFigure::CardEurPerGb), std::string_view("card_eur_per_gb"));
        QVERIFY(!parseProcurementFigure("eur_per_gb"));
    }

    // Every GPU is ranked; an SXM or OAM module's price is its per-GPU share of an 8-GPU baseboard.
    void modulesArePricedAsABaseboardShare()
    {
        QCOMPARE(kBaseboardGpus, 8);
        Gpu card = pricedGpu("card", 8000, 96, 1792);
        card.formFactor = GpuFormFactor::PcieCard;
        Gpu sxm = pricedGpu("sxm", 30000, 141, 4800);
        sxm.formFactor = GpuFormFactor::Sxm;
        Gpu oam = pricedGpu("oam", 12500, 192, 5300);
        oam.formFactor = GpuFormFactor::Oam;
        QCOMPARE(priceBasisOf(card), PriceBasis::Card);
        QCOMPARE(priceBasisOf(sxm), PriceBasis::BaseboardShare);
        QCOMPARE(priceBasisOf(oam), PriceBasis::BaseboardShare);
        CatalogSnapshot catalog;
        catalog.gpus = {card, sxm, oam};
        catalog.prepare();
        const std::vector<GpuProcurement> rows = procurementTable(catalog, 0.92, std::nullopt, Assumptions{});
        QCOMPARE(rows.size(), std::size_t(3));
        QCOMPARE(rows[0].priceBasis, PriceBasis::Card);
        QCOMPARE(rows[1].priceBasis, PriceBasis::BaseboardShare);
        QCOMPARE(rows[2].priceBasis, PriceBasis::BaseboardShare);
        // The share is what the figures divide: 30,000 EUR / 141 GB = 212.766 EUR per GB.
        QVERIFY(qAbs(rows[1].value.cardEurPerGb.value - 212.766) < 0.001);
    }

    void referencePlatformLinks()
    {
        const Assumptions as;
        // PCIe card: Gen5 x16 = 32 GT/s x 16 x 128/130 / 8 = 63.015 GB/s, x 0.5 host hop = 31.508 GB/s.
        const Gpu pcie = fixtures::rtxPro6000();
        const GpuContext p = referenceGpuContext(pcie, 2, as);
        QCOMPARE(p.gpuCount, 8);
        QCOMPARE(p.link, Interconnect::PcieHost);
        QVERIFY(qAbs(p.p2pGBps - 31.5077) < 0.001);
        QVERIFY(qFuzzyCompare(p.usableMemoryGiB, 97887.0 / 1024.0));
        QCOMPARE(p.hostRamGiB, 1536.0);
        // SXM module on its NVLink switch: the card's 300 GB/s each way, whatever the span.
        const Gpu sxm = fixtures::a100();
        QCOMPARE(referenceGpuContext(sxm, 8, as).link, Interconnect::NvlinkSwitch);
        QCOMPARE(referenceGpuContext(sxm, 8, as).p2pGBps, 300.0);
        // Bridged pairs: TP2 stays on the bridge, TP4 crosses PCIe (Gen4 x16 = 31.5 x 0.5).
        Gpu bridged = fixtures::a100();
        bridged.gpuLink = GpuLinkKind::NvlinkBridge;
        bridged.gpuLinkGroupSize = 2;
        bridged.gpuLinkGBpsPerDirection = 300;
        QCOMPARE(referenceGpuContext(bridged, 2, as).link, Interconnect::NvlinkBridge);
        QCOMPARE(referenceGpuContext(bridged, 4, as).link, Interconnect::PcieHost);
        QVERIFY(qAbs(referenceGpuContext(bridged, 4, as).p2pGBps - 15.754) < 0.001);
    }

    void eurPerTokenUsesTheFastestFittingTp()
    {
        // Llama 3.1 70B in BF16: 70.6 B x 2 B = 131 GiB of weights, more than one card's 95.6 GiB x 0.90
        // = 86 GiB, so TP1 does not fit; TP2 (65.7 GiB of weights per card, 4 replicas), TP4 and TP8 do.
        const Assumptions as;
        Gpu gpu = fixtures::rtxPro6000();
        gpu.info.sku = "RTX";
        gpu.info.price = Price{8565, "USD", "2026-04-15", "list", "list"};
        CatalogSnapshot catalog;
        catalog.gpus.push_back(gpu);
        catalog.models.push_back(fixtures::llama70b());
        const ProcurementWorkload workload{"Llama 3.1 70B", WorkloadMode::Inference, Precision::Bf16};
        const std::vector<GpuProcurement> rows = procurementTable(catalog, 0.92, workload, as);
        QCOMPARE(rows.size(), std::size_t(1));
        const GpuProcurement &row = rows.front();
        QVERIFY2(row.throughput.available, row.throughput.reason.c_str());

        // The same figures from the core's workload evaluation on the same contexts: at each TP the
        // batch is the most sequences memory holds, the throughput the aggregate of the replicas; the
        // table takes the fastest.
        double best = 0;
        int bestTp = 0;
        for (int tp : {1, 2, 4, 8}) {
            Workload w;
            w.modelSku = "Llama 3.1 70B";
            w.tensorParallel = tp;
            w.dataParallel = 0;
            const GpuContext ctx = referenceGpuContext(catalog.gpus.front(), tp, as);
            const WorkloadResult first = evaluateWorkload(catalog.models.front(), w, ctx, as);
            QCOMPARE(first.fits, tp > 1);
            if (!first.fits)
                continue;
            QCOMPARE(first.dataParallel, 8 / tp);
            w.batch = std::min(first.maxConcurrentSequences, kReferenceMaxSequences);
            const double tokens =
                evaluateWorkload(catalog.models.front(), w, ctx, as).decodeTokensPerSAggregate;
            if (tokens > best) {
                best = tokens;
                bestTp = tp;
            }
        }
        QCOMPARE(row.throughput.tensorParallel, bestTp);
        QCOMPARE(row.throughput.tokensPerS, best);
        // 8 cards x $8,565 x 0.92 = 63,038.40 EUR divided by the box's tokens/s.
        QVERIFY(row.eurPerTokenPerS.available);
        QVERIFY(qFuzzyCompare(row.eurPerTokenPerS.value, 63038.4 / best));
    }

    void eurPerTokenNotAvailableSaysWhy()
    {
        const Assumptions as;
        CatalogSnapshot catalog;
        catalog.gpus.push_back(fixtures::rtxPro6000()); // unpriced
        catalog.gpus.back().info.sku = "UNPRICED";
        catalog.gpus.back().info.noPriceReason = "no public price";
        Gpu small = fixtures::rtxPro6000();
        small.info.name = "Small";
        small.memoryUsableMiB = 8 * 1024; // 8 GiB: Llama 405B does not fit even at TP8
        small.info.price = Price{1000, "EUR", "2026-04-15", "list", "list"};
        catalog.gpus.push_back(small);
        catalog.models.push_back(fixtures::llama405b());

        const auto none = procurementTable(catalog, 0.92, std::nullopt, as);
        QCOMPARE(none[0].eurPerTokenPerS.reason, std::string("no price: no public price"));
        QCOMPARE(none[1].eurPerTokenPerS.reason, std::string("no workload chosen"));

        const auto unknown = procurementTable(catalog, 0.92, ProcurementWorkload{"nope"}, as);
        QCOMPARE(unknown[1].eurPerTokenPerS.reason, std::string("model 'nope' is not in the catalog"));

        const auto big = procurementTable(catalog, 0.92, ProcurementWorkload{"Llama 3.1 405B"}, as);
        QVERIFY(!big[1].eurPerTokenPerS.available);
        QVERIFY2(big[1].eurPerTokenPerS.reason.rfind("does not fit on 8 x Small", 0) == 0,
                 big[1].eurPerTokenPerS.reason.c_str());
    }

    void rankingPutsNotAvailableLastByName()
    {
        // 800/10 = 80, 900/10 = 90, 500/10 = 50 EUR/GB; "Zed" and "Abe" unpriced.
        const Gpu a = pricedGpu("A", 800, 10, 1000), b = pricedGpu("B", 900, 10, 1000),
                  c = pricedGpu("C", 500, 10, 1000), zed = pricedGpu("Zed", 0, 10, 1000),
                  abe = pricedGpu("Abe", 0, 10, 1000);
        std::vector<GpuProcurement> rows{rowOf(zed), rowOf(a), rowOf(abe), rowOf(b), rowOf(c)};
        rankBy(rows, ProcurementFigure::CardEurPerGb);
        std::vector<std::string> order;
        for (const GpuProcurement &r : rows)
            order.push_back(r.gpu->info.name);
        QCOMPARE(order, std::vector<std::string>({"C", "A", "B", "Abe", "Zed"}));
    }

    void paretoFrontierOfEurPerGbAgainstBandwidth()
    {
        // (EUR/GB, GB/s): A (100, 1000), B (80, 800), C (120, 900) and D (100, 900) are both beaten by
        // A, E (150, 2000) has the most bandwidth, F is unpriced with 5000 GB/s and is never a point.
        const Gpu a = pricedGpu("A", 1000, 10, 1000), b = pricedGpu("B", 800, 10, 800),
                  c = pricedGpu("C", 1200, 10, 900), d = pricedGpu("D", 1000, 10, 900),
                  e = pricedGpu("E", 1500, 10, 2000), f = pricedGpu("F", 0, 10, 5000);
        std::vector<GpuProcurement> rows{rowOf(a), rowOf(b), rowOf(c), rowOf(d), rowOf(e), rowOf(f)};
        markParetoFrontier(rows);
        QList<bool> frontier;
        for (const GpuProcurement &r : rows)
            frontier << r.onParetoFrontier;
        QCOMPARE(frontier, QList<bool>({true, true, false, false, true, false}));
    }

    void filterKeepsWhatTheUserChose()
    {
        // A: 80 GB SXM, list price, NVIDIA; B: 48 GB PCIe card, street price, AMD; C: 141 GB, unpriced.
        Gpu a = pricedGpu("A", 1000, 80, 1000), b = pricedGpu("B", 1000, 48, 1000),
            c = pricedGpu("C", 0, 141, 1000);
        a.info.vendor = "NVIDIA";
        a.formFactor = GpuFormFactor::Sxm;
        b.info.vendor = "AMD";
        b.info.price->kind = "street";
        c.info.vendor = "NVIDIA";
        std::vector<GpuProcurement> rows{rowOf(a), rowOf(b), rowOf(c)};
        auto kept = [&rows](const ProcurementFilter &filter, bool fits = true) {
            std::string names;
            for (const GpuProcurement &r : rows)
                if (passesFilter(filter, r, fits))
                    names += r.gpu->info.name;
            return names;
        };
        ProcurementFilter f;
        QCOMPARE(kept(f), std::string("ABC"));
        f.vendor = "NVIDIA";
        QCOMPARE(kept(f), std::string("AC"));
        // At least 80 GB: 80 (equal) and 141 stay, 48 goes; at least 81: only 141.
        f = {};
        f.minMemoryGB = 80;
        QCOMPARE(kept(f), std::string("AC"));
        f.minMemoryGB = 81;
        QCOMPARE(kept(f), std::string("C"));
        f = {};
        f.formFactor = GpuFormFactor::PcieCard;
        QCOMPARE(kept(f), std::string("BC"));
        f = {};
        f.priceKind = "street";
        QCOMPARE(kept(f), std::string("B"));
        f.priceKind = kUnpricedKind;
        QCOMPARE(kept(f), std::string("C"));
        // Choices combine: NVIDIA with at least 100 GB.
        f = {};
        f.vendor = "NVIDIA";
        f.minMemoryGB = 100;
        QCOMPARE(kept(f), std::string("C"));
        // Only fitting: GPUs that do not fit the chassis go; without the choice they stay.
        f = {};
        QCOMPARE(kept(f, false), std::string("ABC"));
        f.onlyFitting = true;
        QCOMPARE(kept(f, false), std::string());
        QCOMPARE(kept(f, true), std::string("ABC"));
    }
};

QTEST_GUILESS_MAIN(TstProcurement)
#include "tst_procurement.moc"
