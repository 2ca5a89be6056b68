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

// The group a row belongs to: "Key figures", "Power supply", "Cost", "Workload: chat", "Verdicts".
QString comparisonSection(const ComparisonRow &row);
// The row's name within its section: "GPU memory, all GPUs", "PSU headroom, N+1", "Power".
QString comparisonRowName(const ComparisonRow &row);
// One cell: "756.0 GiB", "€80,000, incomplete", "warning", "—" when the figure does not apply.
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
