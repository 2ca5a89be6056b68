// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_inputs.h"
#include "core/procurement.h"

#include <optional>
#include <string>
#include <vector>

// One row per catalog GPU for the procurement table and scatter: the part's figures from core
// (procurementTable) and whether it fits the current chassis (core's placementRefusal).
namespace np
{

struct ProcurementRow {
    GpuProcurement figures;
    bool fitsChassis = true; // true when there is no chassis to check against
    std::string refusal;     // why it does not fit (first GPU slot's reason), empty if it fits
    bool inBuild = false;    // the GPU the build uses
    [[nodiscard]] const Gpu &gpu() const { return *figures.gpu; }
};

// Exchange rate and assumptions: the build's, or a new build's defaults without a build. The
// Pareto frontier is marked over all rows; markFrontier re-marks it over a filtered subset.
std::vector<ProcurementRow>
procurementRows(const ChartInputs &inputs, const std::optional<ProcurementWorkload> &workload = std::nullopt);

// Core's markParetoFrontier over exactly these rows (the ones a filter left).
void markFrontier(std::vector<ProcurementRow> &rows);

} // namespace np
