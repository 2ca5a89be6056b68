// SPDX-License-Identifier: MIT
#pragma once

#include "report/build_sheet.h"
#include "report/page_flow.h"

#include <functional>

class QPainter;
class QPdfWriter;

// The page set-up every NodePlan PDF shares, so the build sheet and the comparison sheet print on
// the same page: 300 dpi, portrait, 15 mm side and 12 mm top and bottom margins, "NodePlan" as
// the creator.
namespace np::report
{

void setUpSheetPdf(QPdfWriter &writer, PaperSize paper);

// Paints every page of `flow` onto `writer`, each over its frame (`frame(painter, page, pages)`,
// pages counted from 1: header, footer, "Page x of y"). False when painting cannot start.
bool paintSheetPages(QPdfWriter &writer, const PageFlow &flow,
                     const std::function<void(QPainter &, int page, int pages)> &frame);

} // namespace np::report
