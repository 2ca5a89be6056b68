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
        if (line.priced && !line.priceDate.empty()) { // support included in the system price has no date
            if (oldest.empty() || line.priceDate < oldest)
                oldest = line.priceDate;
            if (newest.empty() || line.priceDate > newest)
                newest = line.priceDate;
        }
    // `unpriced_lines` > 0: hardware, customer price and TCO leave those lines out (lower bounds).
    const FindingArg unpriced = count("unpriced_lines", c.complete ? 0 : c.unpricedLines);
    FindingArgs bom{quantity("hardware_eur", c.hardwareEur, U::Euro), unpriced,
                    count("lines", static_cast<double>(c.bom.size())),
                    quantity("total_eur", c.totalEur, U::Euro)};
    if (!oldest.empty())
        bom.insert(bom.end(), {text("oldest_price", oldest), text("newest_price", newest)});
    strength(ev, Subsystem::Cost, "cost.bom", std::move(bom));
    if (!c.complete) {
        // Name each part (not only its SKU) so the reader knows what to ask a distributor for: each is
        // a `quantity`, `part` and `sku`.
        FindingArgs lines{count("unpriced_lines", c.unpricedLines)};
        for (const BomLine &line : c.bom)
            if (!line.priced)
                lines.insert(lines.end(), {count("quantity", line.quantity), text("part", line.description),
                                           text("sku", line.sku)});
        weakness(ev, Subsystem::Cost, Severity::Warning, "cost.unpriced", std::move(lines));
    }
    if (c.valueFiguresComputed)
        strength(ev, Subsystem::Cost, "cost.value",
                 {quantity("eur_per_gb", c.eurPerGbGpuMemory, U::Euro),
                  quantity("gpu_memory_gb", ev.gpu.memoryPerGpuGB * ev.gpu.count, U::GB),
                  quantity("eur_per_tflops", c.eurPerDenseBf16Tflops, U::Euro)});
    weakness(ev, Subsystem::Cost, Severity::Info, "cost.energy",
             {quantity("energy_kwh", c.energyKwhPerYear, U::KilowattHour),
              quantity("utilization", options.utilization * 100, U::Percent),
              quantity("pue", options.pue, U::Number, 2), quantity("energy_eur", c.energyEurPerYear, U::Euro),
              quantity("price", options.electricityEurPerKwh, U::EuroPerKwh, 4),
              quantity("years", options.years, U::Years), quantity("tco_eur", c.tcoEur, U::Euro), unpriced});
}

} // namespace np::detail
