// SPDX-License-Identifier: MIT
// Cost: the bill of materials from the catalog's dated prices, the customer price after discount,
// margin and VAT, cost per GB of GPU memory and per dense BF16 TFLOPS, energy and TCO by year.
#include "core/platform_steps.h"

#include "core/currency.h"
#include "core/units.h"

#include <algorithm>
#include <optional>

namespace np::detail
{

namespace
{

std::string slotKindLabel(const PlacedPart &p)
{
    if (p.gpu)
        return "GPU";
    if (p.cpu)
        return "CPU";
    if (p.memory)
        return "Memory";
    if (p.drive)
        return "Drive";
    if (p.nic)
        return "NIC";
    if (p.psu)
        return "PSU";
    return "Part";
}

BomLine lineFor(const std::string &kind, const PartInfo &info, const BuildOptions &options)
{
    BomLine line;
    line.slotKind = kind;
    line.sku = info.sku;
    line.description = info.name;
    line.noPriceReason = info.noPriceReason;
    if (info.price && info.price->amount > 0) {
        const Price &price = *info.price;
        line.unitPriceOriginal = price.amount;
        line.currency = price.currency;
        line.priceDate = price.date;
        line.priceKind = price.kind;
        // A currency without a rate in the build leaves the line unpriced.
        if (const std::optional<double> eur = priceIn(price, CurrencyConversion{}, options.usdToEur)) {
            line.unitPriceEur = *eur;
            line.priced = true;
        }
    }
    line.leadTimeWeeks = info.leadTime.weeks;
    line.leadTimeDate = info.leadTime.date;
    return line;
}

// One support line per system, after its parts: included in the system price (priced at 0), priced
// on its own, or on request (unpriced, so the total says it is incomplete). None when the catalog
// states no support for the chassis.
std::optional<BomLine> supportLine(const Chassis &chassis, const BuildOptions &options)
{
    const SupportOffer &support = chassis.support;
    if (!support.stated())
        return std::nullopt;
    PartInfo info;
    info.sku = supportSku(chassis.info.sku);
    info.name = support.kind;
    info.price = support.included ? std::nullopt : support.price; // included: nothing more to pay
    info.noPriceReason = support.noPriceReason;
    BomLine line = lineFor(std::string(kSupportLineKind), info, options);
    line.quantity = 1;
    line.supportYears = support.years;
    if (support.included) {
        line.includedInSystemPrice = true;
        line.priced = true;
        line.noPriceReason.clear();
    }
    return line;
}

} // namespace

void computeCost(const ResolvedBuild &build, const PartsByKind &parts, const Evaluation &ev, CostFigures &out)
{
    (void)parts;
    out = CostFigures{};
    const BuildOptions &options = build.build->options;
    out.usdToEur = options.usdToEur;

    // Chassis first, then one line per SKU in slot order (as a reseller's quote lists them).
    out.bom.push_back(lineFor("Chassis", build.chassis->info, options));
    out.bom.back().quantity = 1;
    for (const PlacedPart &p : build.parts) {
        const PartInfo *info = p.info();
        if (!info)
            continue;
        BomLine *existing = nullptr;
        for (BomLine &line : out.bom)
            if (line.sku == info->sku)
                existing = &line;
        if (existing) {
            ++existing->quantity;
            continue;
        }
        out.bom.push_back(lineFor(slotKindLabel(p), *info, options));
        out.bom.back().quantity = 1;
    }
    if (std::optional<BomLine> support = supportLine(*build.chassis, options))
        out.bom.push_back(std::move(*support));
    bool hardwareComplete = true;
    for (BomLine &line : out.bom) {
        line.extendedEur = line.unitPriceEur * line.quantity;
        (line.isSupport() ? out.supportEur : out.hardwareEur) += line.extendedEur;
        if (!line.priced)
            out.unpricedSkus.push_back(line.sku);
        hardwareComplete = hardwareComplete && (line.priced || line.isSupport());
    }
    out.unpricedLines = static_cast<int>(out.unpricedSkus.size());
    out.complete = out.unpricedSkus.empty();

    // Discount, margin and VAT apply to everything the customer buys: the parts and their support.
    const double subtotal = out.hardwareEur + out.supportEur;
    out.discountEur = subtotal * options.discountPct / 100.0;
    const double net = subtotal - out.discountEur;
    out.marginEur = net * options.marginPct / 100.0;
    out.vatEur = (net + out.marginEur) * options.vatPct / 100.0;
    out.totalEur = net + out.marginEur + out.vatEur;

    // A ratio of a subtotal that leaves parts out would look like a real price per GB, so none is
    // computed until every part line is priced (support is a service, not hardware per GB).
    const double nominalGb = ev.gpu.memoryPerGpuGB * ev.gpu.count;
    out.valueFiguresComputed = hardwareComplete && nominalGb > 0;
    if (out.valueFiguresComputed) {
        out.eurPerGbGpuMemory = out.hardwareEur / nominalGb;
        out.eurPerDenseBf16Tflops =
            ev.gpu.bf16DenseTflopsTotal > 0 ? out.hardwareEur / ev.gpu.bf16DenseTflopsTotal : 0;
    }

    // Typical wall power for the utilised share of hours, idle for the rest; the facility adds PUE.
    const double averageWallW =
        ev.power.wallTypicalW * options.utilization + ev.power.wallIdleW * (1.0 - options.utilization);
    out.energyKwhPerYear = averageWallW * options.pue * units::hoursPerYear / 1000.0;
    out.energyEurPerYear = out.energyKwhPerYear * options.electricityEurPerKwh;
    out.tcoByYearEur.reserve(static_cast<std::size_t>(std::max(0, options.years)) + 1);
    out.tcoByYearEur.push_back(out.totalEur);
    for (int y = 1; y <= options.years; ++y)
        out.tcoByYearEur.push_back(out.totalEur + y * out.energyEurPerYear);
    out.tcoEur = out.tcoByYearEur.back();
}

} // namespace np::detail
