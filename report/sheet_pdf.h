// SPDX-License-Identifier: MIT
#pragma once

#include "report/build_sheet.h"

class QPdfWriter;

// The page set-up every NodePlan PDF shares, so the build sheet and the comparison sheet print on
// the same page: 300 dpi, portrait, 15 mm side and 12 mm top and bottom margins, "NodePlan" as
// the creator.
namespace np::report
{

void setUpSheetPdf(QPdfWriter &writer, PaperSize paper);

} // namespace np::report
