// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"
#include "core/evaluation.h"

#include <QString>

#include <vector>

// Words the build sheet uses for core enums and the few derived lines it prints, kept apart from
// the layout so the CSV, the GUI and the tests can use the same wording.
namespace np::report
{

QString subsystemName(Subsystem subsystem);
QString redundancyName(PsuRedundancy redundancy);
QString interconnectName(Interconnect interconnect);
QString modeName(WorkloadMode mode);
QString precisionName(Precision precision);
QString severityName(Severity severity);
QString inputVoltageName(InputVoltage voltage, double volts);

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
QString percentLabel(const QString &name, double pct);

// Any part in the snapshot by SKU (chassis, GPUs, ... models), or nullptr.
const PartInfo *findPartInfo(const CatalogSnapshot &catalog, const std::string &sku);

} // namespace np::report
