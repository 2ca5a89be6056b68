// SPDX-License-Identifier: MIT
#pragma once

#include "core/parts.h"

#include <string>

// Value for money of one GPU card, for the procurement view and `nodeplan procurement`: the
// catalog price converted to euros and divided by what a buyer compares (the card's own memory,
// dense compute per precision), plus watts per GB. Pure and cheap.
namespace np
{

// A figure that may be missing. A missing price or spec gives `available == false` and the reason,
// never a 0 that would rank a card first.
struct ValueFigure {
    bool available = false;
    double value = 0;
    std::string reason; // why it is not available; empty when it is
};

struct GpuValue {
    bool priced = false; // false: no price, or a currency we cannot convert
    double priceEur = 0; // catalog price converted at usdToEur (EUR prices as they are)
    std::string unpricedReason;
    ValueFigure cardEurPerGb;     // card € per GB of the card's own memory (nominal decimal GB)
    ValueFigure eurPerBf16Tflops; // € per dense BF16 TFLOPS
    ValueFigure eurPerFp8Tflops;  // € per dense FP8 TFLOPS
    ValueFigure eurPerFp4Tflops;  // € per dense FP4 TFLOPS
    ValueFigure wattsPerGb;       // TDP per GB of memory; needs no price
};

// USD prices are converted with `usdToEur`; EUR prices are taken as they are; any other currency
// (or no price) gives an unpriced result rather than a silently wrong ratio. The unpriced reason is
// the catalog's own (PartInfo::noPriceReason) when it has one.
GpuValue gpuValue(const Gpu &gpu, double usdToEur);

} // namespace np
