// SPDX-License-Identifier: MIT
#pragma once

#include "core/side_by_side.h"
#include "report/build_sheet.h"

#include <QDate>
#include <QLocale>
#include <QString>

#include <vector>

// The printed page of builds side by side: the comparison table (rows where the builds differ
// marked, best and worst named, a status in its colour) and the overlaid model-fit and power
// charts. Prints core's verdicts; decides nothing.
namespace np
{

struct ComparisonSheetInput {
    BuildComparison comparison;
    // One evaluation per column, in the comparison's order, for the overlaid charts. Borrowed:
    // they must stay valid during writeComparisonSheet.
    std::vector<const Evaluation *> evaluations;
    QDate issued = QDate::currentDate();
    QLocale locale = QLocale();
};

// Writes the comparison to `pdfPath`. On failure returns false and says why in `error`.
bool writeComparisonSheet(const ComparisonSheetInput &input, const QString &pdfPath, PaperSize paper,
                          QString *error);

} // namespace np
