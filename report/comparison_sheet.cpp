// SPDX-License-Identifier: MIT
// Builds side by side on paper: a table per section and the overlaid charts, laid out with the
// build sheet's page flow, fonts and status colours.
#include "report/comparison_sheet.h"

#include "charts/build_comparison.h"
#include "charts/chart_export.h"
#include "presentation/number_format.h"
#include "presentation/safe_write.h"
#include "presentation/side_by_side_text.h"
#include "report/flow_blocks.h"
#include "report/page_flow.h"
#include "report/sheet_pdf.h"
#include "report/sheet_style.h"

#include <QApplication>
#include <QBuffer>
#include <QPainter>
#include <QPdfWriter>

#include <memory>

namespace np
{

namespace
{

constexpr int kChartLogicalWidth = 900;

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

QString buildNames(const BuildComparison &c)
{
    QStringList names;
    for (const std::string &n : c.buildNames)
        names << qs(n);
    return names.join(QStringLiteral(" · "));
}

// Status colour for a cell that is not Ok; a best cell in the Ok colour; else the row's ink.
QColor cellColor(const report::SheetStyle &st, const ComparisonCell &cell)
{
    if (!cell.available)
        return st.muted;
    if (cell.status != Status::Ok)
        return colors::forStatus(cell.status);
    return cell.best ? st.good : QColor();
}

void flowTableSections(report::PageFlow &flow, const report::SheetStyle &st, const ComparisonSheetInput &in,
                       const NumberFormat &numbers)
{
    const BuildComparison &c = in.comparison;
    std::vector<report::TableColumn> columns{{QObject::tr("Figure"), 1.3, Qt::AlignLeft}};
    for (const std::string &name : c.buildNames)
        columns.push_back({qs(name), 1, Qt::AlignRight});

    // One table per section, so a section heading never sits apart from its rows.
    std::size_t r = 0;
    while (r < c.rows.size()) {
        const QString section = comparisonSection(c, c.rows[r], numbers);
        std::vector<report::TableRow> rows;
        for (; r < c.rows.size() && comparisonSection(c, c.rows[r], numbers) == section; ++r) {
            const ComparisonRow &row = c.rows[r];
            report::TableRow t;
            t.cells << comparisonRowName(row);
            t.cellColors << QColor();
            for (const ComparisonCell &cell : row.cells) {
                t.cells << comparisonCellLabel(row, cell, numbers);
                t.cellColors << cellColor(st, cell);
            }
            // A square in front of the figure marks a difference (zebra stripes stay for reading).
            if (row.differs)
                t.marker = st.accent;
            rows.push_back(t);
        }
        report::flowSubheading(flow, st, section, report::tableLeadHeight(st, columns, rows, 2));
        report::flowTable(flow, st, columns, rows);
        flow.skip(st.pt(4));
    }
}

void flowChart(report::PageFlow &flow, const report::SheetStyle &st, const QString &title,
               std::shared_ptr<QCustomPlot> plot, int logicalHeight)
{
    const double height = flow.width() * logicalHeight / kChartLogicalWidth;
    report::flowSubheading(flow, st, title, height);
    const QRectF rect = flow.take(height);
    flow.paint([plot, rect, logicalHeight](QPainter &p) {
        renderChart(*plot, p, rect, kChartLogicalWidth, logicalHeight);
    });
}

void flowCharts(report::PageFlow &flow, const report::SheetStyle &st, const ComparisonSheetInput &in)
{
    // Charts are widgets: without a QApplication the table stands alone.
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()) || in.evaluations.empty())
        return;
    std::vector<ComparedBuild> builds;
    for (std::size_t i = 0; i < in.evaluations.size() && i < in.comparison.buildNames.size(); ++i)
        builds.push_back({qs(in.comparison.buildNames[i]), in.evaluations[i]});
    flow.newPage();
    report::flowHeading(flow, st, QObject::tr("Charts"), st.mm(60));
    auto fit = std::make_shared<ComparisonFitChart>();
    fit->setBuilds(builds);
    flowChart(flow, st, QObject::tr("Model fit: memory per GPU, by build"), fit, 420);
    auto power = std::make_shared<ComparisonPowerChart>();
    power->setBuilds(builds);
    flowChart(flow, st, QObject::tr("Power by group, by build"), power, 420);
    auto throughput = std::make_shared<ComparisonThroughputChart>();
    throughput->setBuilds(builds);
    flowChart(flow, st, QObject::tr("Decode speed by workload, by build"), throughput, 420);
}

void paintPageFrame(QPainter &p, const report::SheetStyle &st, const ComparisonSheetInput &in,
                    const NumberFormat &numbers, double width, double height, int page, int pages)
{
    const double lineH = st.lineHeight(st.small);
    p.setFont(st.small);
    p.setPen(st.muted);
    p.drawText(QRectF(0, 0, width, lineH), Qt::AlignLeft | Qt::AlignVCenter,
               QObject::tr("NodePlan · builds side by side"));
    p.setPen(QPen(st.rule, st.pt(0.5)));
    p.drawLine(QPointF(0, lineH + st.pt(2)), QPointF(width, lineH + st.pt(2)));
    const QRectF footer(0, height - lineH, width, lineH);
    p.drawLine(QPointF(0, footer.top() - st.pt(2)), QPointF(width, footer.top() - st.pt(2)));
    p.setPen(st.muted);
    p.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, numbers.date(in.issued));
    p.drawText(footer, Qt::AlignRight | Qt::AlignVCenter, QObject::tr("Page %1 of %2").arg(page).arg(pages));
}

bool paintComparisonSheet(const ComparisonSheetInput &in, QByteArray *out, const QString &pdfPath,
                          PaperSize paper, QString *error)
{
    QBuffer buffer(out);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    report::setUpSheetPdf(writer, paper);
    writer.setTitle(QObject::tr("Builds side by side — %1").arg(buildNames(in.comparison)));
    const report::SheetStyle st(&writer);
    const NumberFormat numbers = NumberFormat::forDocument(in.locale);
    const double width = writer.width();
    const double height = writer.height();
    const double band = st.lineHeight(st.small) + st.pt(9);

    report::PageFlow flow(width, band, height - band);
    report::flowHeading(flow, st, QObject::tr("Builds side by side"), st.mm(20));
    report::flowParagraph(flow, st, st.body, buildNames(in.comparison));
    report::flowParagraph(
        flow, st, st.small,
        QObject::tr("Every build runs the same workloads, each at the smallest tensor-parallel degree that "
                    "fits it (shown). A square before a figure: the builds differ. \"best\" and \"worst\" "
                    "follow each figure's rule (lower price, power and time; more memory, speed and "
                    "headroom). A figure that is not computed (a price left out, a workload that does "
                    "not fit) is never ranked."),
        st.muted);
    report::flowParagraph(flow, st, st.small, rackAssumptionText(in.comparison), st.muted);
    flow.skip(st.pt(6));
    flowTableSections(flow, st, in, numbers);
    flowCharts(flow, st, in);

    if (!report::paintSheetPages(writer, flow, [&](QPainter &painter, int page, int pages) {
            paintPageFrame(painter, st, in, numbers, width, height, page, pages);
        })) {
        if (error)
            *error = QObject::tr("cannot start painting the PDF %1").arg(pdfPath);
        return false;
    }
    return true;
}

} // namespace

bool writeComparisonSheet(const ComparisonSheetInput &input, const QString &pdfPath, PaperSize paper,
                          QString *error)
{
    // Painted in memory and written in one go: a failed export never leaves half a PDF.
    QByteArray pdf;
    return paintComparisonSheet(input, &pdf, pdfPath, paper, error) && writeFileSafely(pdfPath, pdf, error);
}

} // namespace np
