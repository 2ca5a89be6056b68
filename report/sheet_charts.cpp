// SPDX-License-Identifier: MIT
// The model-fit and power charts, painted by the charts library as vector graphics into the page
// (the same charts the GUI shows, so the PDF and the screen never disagree).
#include "charts/chart_export.h"
#include "charts/model_fit_chart.h"
#include "charts/power_chart.h"
#include "report/flow_blocks.h"
#include "report/sheet_sections.h"
#include "report/sheet_text.h"

#include <QApplication>
#include <QPainter>

#include <memory>

namespace np::report
{

namespace
{

// Logical size the chart is laid out at before it is scaled into the page; wide enough for
// readable axis labels at the page's width.
constexpr int kChartLogicalWidth = 900;

int modelFitLogicalHeight(const Evaluation &e)
{
    const int bars = std::max<int>(1, static_cast<int>(e.workloads.size()));
    return std::clamp(140 + 62 * bars, 260, 620);
}

void flowChart(PageFlow &flow, const SheetContext &ctx, const QString &title, const QString &caption,
               std::shared_ptr<QCustomPlot> plot, int logicalHeight)
{
    const SheetStyle &st = ctx.style;
    const double width = flow.width();
    const double height = width * logicalHeight / kChartLogicalWidth;
    const double captionH = st.textHeight(st.small, width, caption) + st.pt(2);
    flowSubheading(flow, st, title, height + captionH);
    const QRectF rect = flow.take(height);
    flow.paint([plot, rect, logicalHeight](QPainter &p) {
        renderChart(*plot, p, rect, kChartLogicalWidth, logicalHeight);
    });
    flowParagraph(flow, st, st.small, caption, st.muted);
}

void flowPendingChart(PageFlow &flow, const SheetContext &ctx, const QString &title, const QString &note)
{
    // Fallback without widgets (a QGuiApplication only): a framed note where the chart would be.
    const SheetStyle &st = ctx.style;
    const double height = st.mm(40);
    flowSubheading(flow, st, title, height);
    const QRectF rect = flow.take(height);
    const SheetStyle *style = &st;
    flow.paint([=](QPainter &p) {
        p.setPen(QPen(style->rule, style->pt(0.6), Qt::DashLine));
        p.setBrush(Qt::NoBrush);
        p.drawRect(rect.adjusted(0, style->pt(2), 0, -style->pt(2)));
        p.setFont(style->small);
        p.setPen(style->muted);
        p.drawText(rect, Qt::AlignCenter | Qt::TextWordWrap, note);
    });
}

} // namespace

void flowCharts(PageFlow &flow, const SheetContext &ctx)
{
    const Evaluation &e = ctx.eval();
    flowHeading(flow, ctx.style, SheetText::tr("Charts"), ctx.style.mm(60));

    // Charts are widgets: without a QApplication (a bare QGuiApplication) they cannot be made.
    const bool widgetsAvailable = qobject_cast<QApplication *>(QCoreApplication::instance()) != nullptr;
    if (!e.workloads.empty() && widgetsAvailable) {
        auto chart = std::make_shared<ModelFitChart>();
        chart->setInputs(ChartInputs{&e, nullptr, ctx.input.catalog});
        flowChart(flow, ctx, SheetText::tr("Model fit: memory per GPU"),
                  SheetText::tr(
                      "Per-GPU memory each workload needs, by kind, against the usable memory of one GPU. "
                      "Each GPU holds its own share; the GPUs' memory is not one pool."),
                  chart, modelFitLogicalHeight(e));
    }
    if (!widgetsAvailable) {
        flowPendingChart(
            flow, ctx, SheetText::tr("Power by group"),
            SheetText::tr(
                "Charts need NodePlan's widgets; see the power report's \"Power by group\" table."));
        return;
    }
    auto power = std::make_shared<PowerChart>();
    power->setInputs(ChartInputs{&e, nullptr, ctx.input.catalog});
    flowChart(
        flow, ctx, SheetText::tr("Power at typical and peak load"),
        SheetText::tr(
            "DC power by group at typical and at peak load (conversion loss included), against the PSU "
            "capacity in total, under the redundancy mode and after one PSU fails, the GPU transient peak "
            "and the chassis airflow limit."),
        power, 420);
}

} // namespace np::report
