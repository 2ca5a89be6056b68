// SPDX-License-Identifier: MIT
#include "report/sheet_pdf.h"

#include <QPageLayout>
#include <QPainter>
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

bool paintSheetPages(QPdfWriter &writer, const PageFlow &flow,
                     const std::function<void(QPainter &, int page, int pages)> &frame)
{
    QPainter painter;
    if (!painter.begin(&writer))
        return false;
    const int pages = flow.pageCount();
    for (int i = 0; i < pages; ++i) {
        if (i > 0)
            writer.newPage();
        frame(painter, i + 1, pages);
        flow.paintPage(i, painter);
    }
    painter.end();
    return true;
}

} // namespace np::report
