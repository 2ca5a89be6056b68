// SPDX-License-Identifier: MIT
#pragma once

#include "core/optimize/optimizer.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

// The requirement spec of `nodeplan optimize` (JSON, docs/optimize.md) and the outcome as JSON and
// text. Workload objects use the build file's keys (docs/build-file.md) plus "targets"; "tp" may be
// "all" (the default): every GPU of a candidate in one tensor-parallel group.
namespace np
{

inline constexpr const char *kOptimizeSpecFormat = "nodeplan-optimize-spec";

// Parses spec JSON. On failure returns false and sets *error ("limits.budget_eur: must be a number").
bool parseOptimizeSpec(const QByteArray &json, OptimizeSpec &out, QString *error);
bool readOptimizeSpecFile(const QString &path, OptimizeSpec &out, QString *error);

// A result's parts by count, in placement order: "2 x AMD-EPYC-9555", with `times` as the sign
// ("x" in CLI text and JSON, "×" on screen).
QStringList partCountLines(const Build &build, const QString &times = QStringLiteral("x"));

// `buildFiles`: the file name written for each result ("" when none was written), same order.
QByteArray optimizeOutcomeToJson(const OptimizeSpec &spec, const OptimizeOutcome &outcome,
                                 const QStringList &buildFiles);
QString optimizeOutcomeToText(const OptimizeSpec &spec, const OptimizeOutcome &outcome,
                              const QStringList &buildFiles);

} // namespace np
