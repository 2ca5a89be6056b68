// SPDX-License-Identifier: MIT
#pragma once

#include "core/procurement.h"

#include <QString>

#include <string>

// The words people read for the value figures, beside display_names.h (same translation context,
// "np::DisplayNames"): one card's price per GB of its own memory and the build's price per GB of
// all its GPUs' memory are two figures, so they carry two names everywhere.
namespace np
{

QString displayName(ProcurementFigure figure); // "card € per GB", "€ per dense FP8 TFLOPS"

// The build's hardware price per GB of all its GPUs' memory (CostFigures::eurPerGbGpuMemory).
QString buildEurPerGbGpuMemoryName(); // "build € per GB of GPU memory"
// A catalog price kind ("list", "street", "estimate") in words: "list price", "street price", "estimate".
QString priceKindName(const std::string &kind);

} // namespace np
