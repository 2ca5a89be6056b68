// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_inputs.h"
#include "core/gpu_value.h"

#include <string>
#include <vector>

// One row per catalog GPU for the procurement table and scatter: the part, its value figures
// from core (gpuValue) and whether it fits the current chassis (core's placementRefusal).
namespace np
{

struct ProcurementRow {
    const Gpu *gpu = nullptr;
    GpuValue value;
    bool fitsChassis = true; // true when there is no chassis to check against
    std::string refusal;     // why it does not fit (first GPU slot's reason), empty if it fits
    bool inBuild = false;    // the GPU the build uses
};

// Exchange rate: the build's, or the BuildOptions default without a build.
std::vector<ProcurementRow> procurementRows(const ChartInputs &inputs);

} // namespace np
