// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"
#include "core/evaluation.h"
#include "presentation/number_format.h"
#include "report/build_sheet.h"

#include <QString>

#include <string>
#include <vector>

// The few derived lines the build sheet and the CSV print, kept apart from the layout so both
// and the tests use the same wording. Enum names come from presentation/display_names.h.
namespace np::report
{

// Money as shown to a customer. Core computes in EUR; a quote may be in another currency, in
// which case every EUR amount is multiplied by `perEur` (units of `currency` per euro).
struct QuoteMoney {
    QString currency = QStringLiteral("EUR");
    double perEur = 1.0;
};
QuoteMoney quoteMoneyOf(const BuildSheetInput &input); // EUR unless the sheet is a quote

// The PSU capacity each redundancy mode counts, for the per-mode table. N+1 keeps one PSU in
// reserve; N+N counts one side of an even split (anchors.md). Identical PSUs assumed, as core does.
struct PsuModeVerdict {
    PsuRedundancy mode = PsuRedundancy::None;
    int psusCounted = 0;
    double capacityW = 0;
    double loadW = 0;
    bool sufficient = false;
    bool chosen = false; // the build's own mode: the verdict is core's redundancyMet
};
std::vector<PsuModeVerdict> psuVerdicts(const PowerFigures &power);

// "VAT (19 %)": a total's label with the build option's percentage.
QString percentLabel(const QString &name, double pct, const NumberFormat &numbers);

// Any part in the snapshot by SKU (chassis, GPUs, ... models), or nullptr.
const PartInfo *findPartInfo(const CatalogSnapshot &catalog, const std::string &sku);

inline QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace np::report
