// SPDX-License-Identifier: MIT
#include "charts/procurement_rows.h"

namespace np
{

std::vector<ProcurementRow> procurementRows(const ChartInputs &inputs,
                                            const std::optional<ProcurementWorkload> &workload)
{
    std::vector<ProcurementRow> rows;
    if (!inputs.catalog)
        return rows;
    const Build *build = inputs.resolved ? inputs.resolved->build : nullptr;
    const double usdToEur = build ? build->options.usdToEur : BuildOptions{}.usdToEur;
    const Assumptions assumptions = build ? build->assumptions : Assumptions{};
    const Chassis *chassis = inputs.resolved ? inputs.resolved->chassis : nullptr;
    const Gpu *used = firstGpu(inputs.resolved);
    const std::vector<GpuProcurement> table =
        procurementTable(*inputs.catalog, usdToEur, workload, assumptions);
    rows.reserve(table.size());
    for (const GpuProcurement &figures : table) {
        ProcurementRow row;
        row.figures = figures;
        const Gpu &gpu = *figures.gpu;
        row.inBuild = used && used->info.sku == gpu.info.sku;
        if (chassis) {
            row.fitsChassis = false;
            for (const Slot &slot : chassis->allSlots) {
                if (slot.kind != SlotKind::Gpu)
                    continue;
                const std::string refusal = placementRefusal(*chassis, slot, *inputs.catalog, gpu.info.sku);
                if (refusal.empty()) {
                    row.fitsChassis = true;
                    row.refusal.clear();
                    break;
                }
                if (row.refusal.empty())
                    row.refusal = refusal;
            }
        }
        rows.push_back(std::move(row));
    }
    return rows;
}

void markFrontier(std::vector<ProcurementRow> &rows)
{
    std::vector<GpuProcurement> figures;
    figures.reserve(rows.size());
    for (const ProcurementRow &row : rows)
        figures.push_back(row.figures);
    markParetoFrontier(figures);
    for (std::size_t i = 0; i < rows.size(); ++i)
        rows[i].figures.onParetoFrontier = figures[i].onParetoFrontier;
}

} // namespace np
