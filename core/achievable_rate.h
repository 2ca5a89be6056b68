// SPDX-License-Identifier: MIT
#pragma once

#include "core/workload.h"

#include <optional>
#include <string>
#include <vector>

// What a GPU was measured to reach, as opposed to its datasheet peak (catalog schema 9, table
// gpu_achievable_rates). A measurement is a microbenchmark's ceiling: the dense matmul rate of a
// maximum-achievable-matmul search (ml-engineering's mamf-finder) or a copy kernel's memory bandwidth.
// The speed model's efficiencies apply on top of it (workload_plan.cpp).
namespace np
{

enum class RateQuantity { DenseTflops, MemoryBandwidthGBps };

struct AchievableRate {
    RateQuantity quantity = RateQuantity::DenseTflops;
    Precision precision = Precision::Bf16; // the matmul's input format (bandwidth: unused)
    std::optional<ServingEngine> engine;   // measured under this serving engine only; empty: any
    double value = 0;                      // TFLOPS, or GB/s (decimal)
    std::string source;                    // where it was published
    std::string date;                      // ISO date of the publication or table revision
    std::string notes;
};

// The measurement of `quantity` (at `precision` for matmul rates) that holds for `engine`: a row
// measured under that engine, else one for any engine; nullptr when the GPU has none.
const AchievableRate *findAchievableRate(const std::vector<AchievableRate> &rates, RateQuantity quantity,
                                         Precision precision, std::optional<ServingEngine> engine);

} // namespace np
