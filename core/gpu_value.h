// SPDX-License-Identifier: MIT
#pragma once

#include "core/parts.h"

// Value for money of one GPU, for the procurement view: the catalog price converted to euros
// and divided by what a buyer compares (memory, dense BF16 compute). Pure and cheap.
namespace np
{

struct GpuValue {
    bool priced = false;              // false: no price, or a currency we cannot convert
    double priceEur = 0;              // catalog price converted at usdToEur (EUR prices as they are)
    double eurPerGbMemory = 0;        // per nominal decimal GB; 0 if unpriced or no memory figure
    double eurPerDenseBf16Tflops = 0; // 0 if unpriced or no BF16 figure
};

// USD prices are converted with `usdToEur`; EUR prices are taken as they are; any other currency
// (or no price) gives an unpriced result rather than a silently wrong ratio.
GpuValue gpuValue(const Gpu &gpu, double usdToEur);

} // namespace np
