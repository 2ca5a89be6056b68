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

// Core's PSU verdict of one redundancy mode in words ("sufficient", "insufficient").
QString psuStatusName(Status status);

// "VAT (19 %)": a total's label with the build option's percentage.
QString percentLabel(const QString &name, double pct);

// Any part in the snapshot by SKU (chassis, GPUs, ... models), or nullptr.
const PartInfo *findPartInfo(const CatalogSnapshot &catalog, const std::string &sku);

} // namespace np::report
