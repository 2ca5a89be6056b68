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

// The build's hardware price per GB of all its GPUs' memory (CostFigures::eurPerGbGpuMemory), and
// a price per dense BF16 TFLOPS, named in the currency they are shown in ("$" after a conversion).
QString buildEurPerGbGpuMemoryName(
    const QString &currencySymbol = QStringLiteral("€")); // "build € per GB of GPU memory"
QString
perDenseBf16TflopsName(const QString &currencySymbol = QStringLiteral("€")); // "€ per dense BF16 TFLOPS"
// A catalog price kind ("list", "street", "estimate") in words: "list price", "street price", "estimate".
QString priceKindName(const std::string &kind);

} // namespace np
