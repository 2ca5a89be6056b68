// SPDX-License-Identifier: MIT
#include "report/sheet_pdf.h"

#include <QPageLayout>
#include <QPdfWriter>

namespace np::report
{

namespace
{

// 300 device units per inch: fine enough for hairlines, and text is vector anyway.
constexpr int kResolutionDpi = 300;

} // namespace

void setUpSheetPdf(QPdfWriter &writer, PaperSize paper)
{
    writer.setResolution(kResolutionDpi);
    writer.setPageLayout(QPageLayout(QPageSize(paper == PaperSize::A4 ? QPageSize::A4 : QPageSize::Letter),
                                     QPageLayout::Portrait, QMarginsF(15, 12, 15, 12),
                                     QPageLayout::Millimeter));
    writer.setCreator(QStringLiteral("NodePlan"));
}

} // namespace np::report
