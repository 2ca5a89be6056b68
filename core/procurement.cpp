// SPDX-License-Identifier: MIT
#include "core/procurement.h"

#include "core/pcie_link.h"
#include "core/platform_steps.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>

namespace np
{

namespace
{

constexpr std::array<std::pair<ProcurementFigure, std::string_view>, 6> kFigureIds{{
    {ProcurementFigure::CardEurPerGb, "card_eur_per_gb"},
    {ProcurementFigure::EurPerBf16Tflops, "eur_per_bf16_tflops"},
    {ProcurementFigure::EurPerFp8Tflops, "eur_per_fp8_tflops"},
    {ProcurementFigure::EurPerFp4Tflops, "eur_per_fp4_tflops"},
    {ProcurementFigure::WattsPerGb, "w_per_gb"},
    {ProcurementFigure::EurPerTokenPerS, "eur_per_token_per_s"},
}};

std::string wholeNumber(double v)
{
    return std::to_string(std::llround(v));
}

ValueFigure notAvailable(std::string reason)
{
    ValueFigure f;
    f.reason = std::move(reason);
    return f;
}

} // namespace

std::string_view toText(ProcurementFigure figure)
{
    for (const auto &[f, id] : kFigureIds)
        if (f == figure)
            return id;
    return "card_eur_per_gb";
}

std::optional<ProcurementFigure> parseProcurementFigure(std::string_view text)
{
    for (const auto &[f, id] : kFigureIds)
        if (id == text)
            return f;
    return std::nullopt;
}

GpuContext referenceGpuContext(const Gpu &gpu, int span, const Assumptions &assumptions)
{
    GpuContext ctx;
    ctx.gpu = &gpu;
    ctx.gpuCount = kReferenceGpuCount;
    ctx.usableMemoryGiB = detail::usableMemoryGiB(gpu, assumptions);
    ctx.hostRamGiB = kReferenceHostRamGiB;
    const bool switched =
        gpu.gpuLink == GpuLinkKind::NvlinkSwitch || gpu.gpuLink == GpuLinkKind::InfinityFabric;
    if (switched && gpu.gpuLinkGBpsPerDirection > 0) {
        // Infinity Fabric is modelled as Interconnect::NvlinkSwitch with the card's link kind
        // (collectives.h).
        ctx.link = Interconnect::NvlinkSwitch;
        ctx.p2pGBps = gpu.gpuLinkGBpsPerDirection;
    } else if (gpu.gpuLink == GpuLinkKind::NvlinkBridge && gpu.gpuLinkGBpsPerDirection > 0 &&
               span <= gpu.gpuLinkGroupSize) {
        ctx.link = Interconnect::NvlinkBridge;
        ctx.p2pGBps = gpu.gpuLinkGBpsPerDirection;
    } else {
        ctx.link = Interconnect::PcieHost;
        ctx.p2pGBps = pcieGBpsPerDirection(gpu.pcieGen, gpu.pcieLanes) * assumptions.pcieHostHopPenalty;
    }
    return ctx;
}

ReferenceThroughput referenceThroughput(const Gpu &gpu, const Model &model,
                                        const ProcurementWorkload &workload, const Assumptions &assumptions)
{
    ReferenceThroughput out;
    Workload w;
    w.modelSku = model.info.sku;
    w.mode = workload.mode;
    w.precision = workload.precision;
    w.dataParallel = 0; // every GPU the TP group leaves becomes a replica
    const bool training = workload.mode != WorkloadMode::Inference;
    WorkloadResult result;
    for (int tp = 1; tp <= kReferenceGpuCount; tp *= 2) {
        w.tensorParallel = tp;
        w.batch = 1;
        const GpuContext ctx = referenceGpuContext(gpu, training ? kReferenceGpuCount : tp, assumptions);
        result = evaluateWorkload(model, w, ctx, assumptions);
        if (!result.error.empty() || !result.fits)
            continue;
        if (!training) {
            // Serve as many sequences as memory holds: throughput is what a buyer pays for.
            w.batch = std::clamp(result.maxConcurrentSequences, 1, kReferenceMaxSequences);
            result = evaluateWorkload(model, w, ctx, assumptions);
        }
        const double tokensPerS = training ? result.trainTokensPerS : result.decodeTokensPerSAggregate;
        if (tokensPerS <= out.tokensPerS)
            continue;
        // The fastest layout wins: a buyer runs the card the way it serves best.
        out.available = true;
        out.tensorParallel = tp;
        out.batch = w.batch;
        out.label = result.label;
        out.tokensPerS = tokensPerS;
    }
    if (out.available)
        return out;
    // Nothing fits: say why at the largest TP tried.
    out.label = result.label;
    out.reason = !result.error.empty()
                     ? describe(result.error)
                     : "does not fit on " + std::to_string(kReferenceGpuCount) + " x " + gpu.info.name +
                           ": " + wholeNumber(result.perGpuRequiredGiB) + " GiB per GPU needed at TP" +
                           std::to_string(kReferenceGpuCount) + ", " +
                           wholeNumber(result.perGpuAvailableGiB) + " GiB available";
    return out;
}

PriceBasis priceBasisOf(const Gpu &gpu)
{
    return gpu.formFactor == GpuFormFactor::PcieCard ? PriceBasis::Card : PriceBasis::BaseboardShare;
}

const ValueFigure &figureOf(const GpuProcurement &row, ProcurementFigure figure)
{
    switch (figure) {
    case ProcurementFigure::CardEurPerGb:
        return row.value.cardEurPerGb;
    case ProcurementFigure::EurPerBf16Tflops:
        return row.value.eurPerBf16Tflops;
    case ProcurementFigure::EurPerFp8Tflops:
        return row.value.eurPerFp8Tflops;
    case ProcurementFigure::EurPerFp4Tflops:
        return row.value.eurPerFp4Tflops;
    case ProcurementFigure::WattsPerGb:
        return row.value.wattsPerGb;
    case ProcurementFigure::EurPerTokenPerS:
        return row.eurPerTokenPerS;
    }
    return row.value.cardEurPerGb;
}

std::vector<GpuProcurement> procurementTable(const CatalogSnapshot &catalog, double usdToEur,
                                             const std::optional<ProcurementWorkload> &workload,
                                             const Assumptions &assumptions)
{
    const Model *model = workload ? catalog.findModel(workload->modelSku) : nullptr;
    std::vector<GpuProcurement> rows;
    rows.reserve(catalog.gpus.size());
    for (const Gpu &gpu : catalog.gpus) {
        GpuProcurement row;
        row.gpu = &gpu;
        row.priceBasis = priceBasisOf(gpu);
        row.value = gpuValue(gpu, usdToEur);
        if (!workload)
            row.throughput.reason = "no workload chosen";
        else if (!model)
            row.throughput.reason = "model '" + workload->modelSku + "' is not in the catalog";
        else
            row.throughput = referenceThroughput(gpu, *model, *workload, assumptions);
        if (!row.value.priced)
            row.eurPerTokenPerS = notAvailable(row.value.unpricedReason);
        else if (!row.throughput.available)
            row.eurPerTokenPerS = notAvailable(row.throughput.reason);
        else
            row.eurPerTokenPerS =
                ValueFigure{true, kReferenceGpuCount * row.value.priceEur / row.throughput.tokensPerS, {}};
        rows.push_back(std::move(row));
    }
    markParetoFrontier(rows);
    return rows;
}

bool passesFilter(const ProcurementFilter &filter, const GpuProcurement &row, bool fitsChassis)
{
    const Gpu &g = *row.gpu;
    if (filter.onlyFitting && !fitsChassis)
        return false;
    if (!filter.vendor.empty() && g.info.vendor != filter.vendor)
        return false;
    if (filter.minMemoryGB > 0 && g.memoryNominalGB < filter.minMemoryGB)
        return false;
    if (filter.formFactor && g.formFactor != *filter.formFactor)
        return false;
    if (!filter.priceKind.empty()) {
        const std::string_view kind = g.info.price ? std::string_view(g.info.price->kind) : kUnpricedKind;
        if (kind != filter.priceKind)
            return false;
    }
    return true;
}

void rankBy(std::vector<GpuProcurement> &rows, ProcurementFigure figure)
{
    std::stable_sort(rows.begin(), rows.end(), [figure](const GpuProcurement &a, const GpuProcurement &b) {
        const ValueFigure &fa = figureOf(a, figure);
        const ValueFigure &fb = figureOf(b, figure);
        if (fa.available != fb.available)
            return fa.available;
        if (fa.available)
            return fa.value < fb.value;
        return a.gpu->info.name < b.gpu->info.name;
    });
}

void markParetoFrontier(std::vector<GpuProcurement> &rows)
{
    auto candidate = [](const GpuProcurement &r) {
        return r.value.cardEurPerGb.available && r.gpu->memoryBandwidthGBps > 0;
    };
    for (GpuProcurement &row : rows) {
        row.onParetoFrontier = false;
        if (!candidate(row))
            continue;
        const double cost = row.value.cardEurPerGb.value;
        const double bandwidth = row.gpu->memoryBandwidthGBps;
        const bool dominated = std::any_of(rows.begin(), rows.end(), [&](const GpuProcurement &other) {
            if (&other == &row || !candidate(other))
                return false;
            const double oc = other.value.cardEurPerGb.value;
            const double ob = other.gpu->memoryBandwidthGBps;
            return oc <= cost && ob >= bandwidth && (oc < cost || ob > bandwidth);
        });
        row.onParetoFrontier = !dominated;
    }
}

} // namespace np
