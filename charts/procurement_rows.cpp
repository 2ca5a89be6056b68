// SPDX-License-Identifier: MIT
#include "charts/procurement_rows.h"

namespace np
{

std::vector<ProcurementRow> procurementRows(const ChartInputs &inputs)
{
    std::vector<ProcurementRow> rows;
    if (!inputs.catalog)
        return rows;
    const Build *build = inputs.resolved ? inputs.resolved->build : nullptr;
    const double usdToEur = build ? build->options.usdToEur : BuildOptions{}.usdToEur;
    const Chassis *chassis = inputs.resolved ? inputs.resolved->chassis : nullptr;
    const Gpu *used = firstGpu(inputs.resolved);
    rows.reserve(inputs.catalog->gpus.size());
    for (const Gpu &gpu : inputs.catalog->gpus) {
        ProcurementRow row;
        row.gpu = &gpu;
        row.value = gpuValue(gpu, usdToEur);
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

} // namespace np
