// SPDX-License-Identifier: MIT
#pragma once

#include "presentation/number_format.h"
#include "report/build_sheet.h"
#include "report/page_flow.h"
#include "report/sheet_style.h"
#include "report/sheet_text.h"

// The sections of the build sheet, each flowing into the same PageFlow in reading order.
// Internal to the report library.
namespace np::report
{

struct SheetContext {
    const BuildSheetInput &input;
    const SheetStyle &style;
    NumberFormat numbers; // the document's locale (BuildSheetInput::locale)
    QuoteMoney quoteMoney;
    // An EUR amount in the sheet's currency and locale: "€12,345.67", "12.345,67 €".
    [[nodiscard]] QString money(double eur, int decimals = 2) const
    {
        return numbers.money(eur * quoteMoney.perEur, decimals, quoteMoney.currency);
    }
    [[nodiscard]] const Evaluation &eval() const { return *input.evaluation; }
    [[nodiscard]] const Build &build() const { return *input.build; }
    [[nodiscard]] const CatalogSnapshot &catalog() const { return *input.catalog; }
    [[nodiscard]] const ResolvedBuild &resolved() const { return *input.resolved; }
};

void flowSummary(PageFlow &flow, const SheetContext &ctx); // page 1: title, key figures, drawing
void flowBillOfMaterials(PageFlow &flow, const SheetContext &ctx);
void flowCharts(PageFlow &flow, const SheetContext &ctx); // model fit and power charts
void flowPowerReport(PageFlow &flow, const SheetContext &ctx);
void flowFindings(PageFlow &flow, const SheetContext &ctx);
void flowAssumptionsAndSources(PageFlow &flow, const SheetContext &ctx);

// Text of the page header's right side: "Quote Q-2026-0001 · version 2" or "Build sheet — not a quote".
QString sheetKindLine(const BuildSheetInput &input);
// The meaning of the bands, then per workload each estimate with its expected error band.
QStringList expectedErrorParagraphs(const Evaluation &evaluation, const NumberFormat &numbers);
// Per-workload one-line verdict, shared by the summary table and tests.
QString workloadSpeedText(const WorkloadResult &w, const NumberFormat &numbers);
QString workloadFitText(const WorkloadResult &w, const NumberFormat &numbers);

} // namespace np::report
