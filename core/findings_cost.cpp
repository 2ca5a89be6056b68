// SPDX-License-Identifier: MIT
// Findings about cost: unpriced lines, value per GB. Rule ids: docs/rules.md.
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include <algorithm>

namespace np::detail
{

void addCostFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    (void)parts;
    const CostFigures &c = ev.cost;
    const BuildOptions &options = build.build->options;
    std::string oldest, newest;
    for (const BomLine &line : c.bom)
        if (line.priced) {
            if (oldest.empty() || line.priceDate < oldest)
                oldest = line.priceDate;
            if (newest.empty() || line.priceDate > newest)
                newest = line.priceDate;
        }
    const std::string incomplete =
        c.complete ? std::string()
                   : cat({" (incomplete: ", std::to_string(c.unpricedLines), " line(s) without price)"});
    strength(
        ev, Subsystem::Cost, "cost.bom",
        cat({"Hardware € ", num(c.hardwareEur), incomplete, " (", std::to_string(c.bom.size()), " lines",
             oldest.empty() ? "" : cat({", prices dated ", oldest, oldest == newest ? "" : " to " + newest}),
             "); customer price € ", num(c.totalEur), incomplete, " after discount, margin and VAT."}));
    if (!c.complete) {
        // Name each part (not only its SKU) so the reader knows what to ask a distributor for.
        std::string parts;
        for (const BomLine &line : c.bom)
            if (!line.priced)
                parts += cat({parts.empty() ? "" : "; ", std::to_string(line.quantity), " × ",
                              line.description, " (", line.sku, ")"});
        weakness(
            ev, Subsystem::Cost, Severity::Warning, "cost.unpriced",
            cat({std::to_string(c.unpricedLines), " BOM line(s) have no price (price on request): ", parts,
                 ". Hardware, customer price and TCO leave them out; € per GB and € per TFLOPS are not "
                 "computed."}));
    }
    if (c.valueFiguresComputed)
        strength(ev, Subsystem::Cost, "cost.value",
                 cat({"€ ", num(c.eurPerGbGpuMemory), " per GB of GPU memory (",
                      num(ev.gpu.memoryPerGpuGB * ev.gpu.count), " GB nominal), € ",
                      num(c.eurPerDenseBf16Tflops), " per dense BF16 TFLOPS."}));
    weakness(ev, Subsystem::Cost, Severity::Info, "cost.energy",
             cat({num(c.energyKwhPerYear), " kWh a year (", num(options.utilization * 100),
                  " % of hours at typical load, idle otherwise, PUE ", num(options.pue, 2), ") = € ",
                  num(c.energyEurPerYear), " a year at € ", num(options.electricityEurPerKwh, 4), "/kWh; ",
                  std::to_string(options.years), "-year total cost € ", num(c.tcoEur), incomplete, "."}));
}

} // namespace np::detail
