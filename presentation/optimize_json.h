// SPDX-License-Identifier: MIT
#pragma once

#include "core/optimize/optimizer.h"

#include <QByteArray>
#include <QString>

// The requirement spec of `nodeplan optimize` (JSON, docs/optimize.md) and the outcome as JSON and
// text. Workload objects use the build file's keys (docs/build-file.md) plus "targets"; "tp" may be
// "all" (the default): every GPU of a candidate in one tensor-parallel group.
namespace np
{

inline constexpr const char *kOptimizeSpecFormat = "nodeplan-optimize-spec";

// Parses spec JSON. On failure returns false and sets *error ("limits.budget_eur: must be a number").
bool parseOptimizeSpec(const QByteArray &json, OptimizeSpec &out, QString *error);
bool readOptimizeSpecFile(const QString &path, OptimizeSpec &out, QString *error);

// `buildFiles`: the file name written for each result ("" when none was written), same order.
QByteArray optimizeOutcomeToJson(const OptimizeSpec &spec, const OptimizeOutcome &outcome,
                                 const QStringList &buildFiles);
QString optimizeOutcomeToText(const OptimizeSpec &spec, const OptimizeOutcome &outcome,
                              const QStringList &buildFiles);

} // namespace np
