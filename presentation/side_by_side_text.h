// SPDX-License-Identifier: MIT
#pragma once

#include "core/side_by_side.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

// Builds side by side as people and scripts read them: the same row names and cell texts in the
// dialog, the PDF and `nodeplan compare`, and the comparison as a text table or JSON. Every
// verdict (best, worst, differs, status) comes from core; this only words and formats it.
namespace np
{

class NumberFormat;

// The group a row belongs to: "Key figures", "Power", "Cost", "Verdicts", or for a workload row
// "Workload: chat (FP8, 8,192 context, batch 16)" (what the workload is, from comparison.workloads).
QString comparisonSection(const BuildComparison &comparison, const ComparisonRow &row,
                          const NumberFormat &format);
// The workload row's section (comparisonSection of a workload row).
QString workloadSection(const BuildComparison &comparison, const ComparisonRow &row,
                        const NumberFormat &format);
// The rack the per-rack rows assume, in a sentence for beside the table.
QString rackAssumptionText(const BuildComparison &comparison);
// The row's name within its section: "GPU memory, all GPUs", "PSU headroom, N+1", "Power".
QString comparisonRowName(const ComparisonRow &row);
// One cell: "756.0 GiB", "fits at TP2", "warning", or why there is no figure: "not computed (2 lines
// on request)", "does not fit at TP8", "—" when the figure does not apply.
QString comparisonCellText(const ComparisonRow &row, const ComparisonCell &cell, const NumberFormat &format);
// The cell with core's ranking in words, for the dialog and the PDF: "1,040.0 GiB · best".
QString comparisonCellLabel(const ComparisonRow &row, const ComparisonCell &cell, const NumberFormat &format);

// A text table for `nodeplan compare`: one column per build, sections as headings, "*" before
// a row whose builds differ, "+" after the best and "-" after the worst cell. C-locale numbers.
QString comparisonToText(const BuildComparison &comparison);

// JSON for `nodeplan compare --format json` (keys in docs/compare-json.md). `sources` names where
// each build came from (file paths), one per build; empty to leave it out.
QByteArray comparisonToJson(const BuildComparison &comparison, const QStringList &sources = {});

} // namespace np
