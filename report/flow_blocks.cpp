// SPDX-License-Identifier: MIT
#include "flow_blocks.h"

#include <QPainter>

#include <algorithm>

namespace np::report {

namespace {

constexpr int kWrapLeft = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;

struct ColumnGeometry {
    std::vector<double> x;
    std::vector<double> width;
};

ColumnGeometry layoutColumns(double tableWidth, const std::vector<TableColumn> &columns)
{
    double totalWeight = 0;
    for (const TableColumn &c : columns)
        totalWeight += c.weight;
    ColumnGeometry g;
    double x = 0;
    for (const TableColumn &c : columns) {
        const double w = tableWidth * c.weight / totalWeight;
        g.x.push_back(x);
        g.width.push_back(w);
        x += w;
    }
    return g;
}

double cellPadX(const SheetStyle &style) { return style.pt(3); }
double cellPadY(const SheetStyle &style) { return style.pt(2.2); }
double markerSize(const SheetStyle &style) { return style.pt(6); }

double rowHeight(const SheetStyle &style, const ColumnGeometry &g, const QFont &font, const TableRow &row)
{
    double h = style.lineHeight(font);
    for (int i = 0; i < row.cells.size() && i < static_cast<int>(g.width.size()); ++i) {
        double w = g.width[static_cast<std::size_t>(i)] - 2 * cellPadX(style);
        if (i == 0 && row.marker.isValid())
            w -= markerSize(style) + style.pt(3);
        h = std::max(h, style.textHeight(font, w, row.cells.at(i)));
    }
    return h + 2 * cellPadY(style);
}

QFont rowFont(const SheetStyle &style, const TableRow &row) { return row.bold ? style.smallBold : style.small; }

void paintHeaderRow(PageFlow &flow, const SheetStyle &style, const std::vector<TableColumn> &columns,
                    const ColumnGeometry &g, double height)
{
    const QRectF rect = flow.take(height);
    const QFont font = style.smallBold;
    const QColor fill = style.headerFill;
    const QColor ink = style.ink;
    const double padX = cellPadX(style);
    const double padY = cellPadY(style);
    flow.paint([=](QPainter &p) {
        p.fillRect(rect, fill);
        p.setFont(font);
        p.setPen(ink);
        for (std::size_t i = 0; i < columns.size(); ++i) {
            const QRectF cell(rect.left() + g.x[i] + padX, rect.top() + padY, g.width[i] - 2 * padX,
                              rect.height() - 2 * padY);
            p.drawText(cell, int(columns[i].align | Qt::AlignVCenter) | Qt::TextWordWrap, columns[i].title);
        }
    });
}

double headerHeight(const SheetStyle &style, const std::vector<TableColumn> &columns, const ColumnGeometry &g)
{
    TableRow header;
    for (const TableColumn &c : columns)
        header.cells << c.title;
    return rowHeight(style, g, style.smallBold, header);
}

} // namespace

void flowHeading(PageFlow &flow, const SheetStyle &style, const QString &text, double keepWithNext)
{
    const double above = flow.atPageTop() ? 0 : style.pt(10);
    const double height = style.lineHeight(style.heading) + style.pt(5);
    if (above + height + keepWithNext > flow.remaining())
        flow.newPage();
    else
        flow.skip(above);
    const QRectF rect = flow.take(height);
    const QFont font = style.heading;
    const QColor accent = style.accent;
    const QColor rule = style.rule;
    const double ruleWidth = style.pt(0.6);
    flow.paint([=](QPainter &p) {
        p.setFont(font);
        p.setPen(accent);
        p.drawText(rect, Qt::AlignLeft | Qt::AlignTop, text);
        p.setPen(QPen(rule, ruleWidth));
        p.drawLine(QPointF(rect.left(), rect.bottom() - ruleWidth * 2), QPointF(rect.right(), rect.bottom() - ruleWidth * 2));
    });
}

void flowSubheading(PageFlow &flow, const SheetStyle &style, const QString &text, double keepWithNext,
                    const QColor &color)
{
    const double above = flow.atPageTop() ? 0 : style.pt(6);
    const double height = style.textHeight(style.subheading, flow.width(), text) + style.pt(2.5);
    if (above + height + keepWithNext > flow.remaining())
        flow.newPage();
    else
        flow.skip(above);
    const QRectF rect = flow.take(height);
    const QFont font = style.subheading;
    const QColor pen = color.isValid() ? color : style.ink;
    flow.paint([=](QPainter &p) {
        p.setFont(font);
        p.setPen(pen);
        p.drawText(rect, kWrapLeft, text);
    });
}

void flowParagraph(PageFlow &flow, const SheetStyle &style, const QFont &font, const QString &text,
                   const QColor &color, double indent)
{
    const double width = flow.width() - indent;
    const QRectF rect = flow.take(style.textHeight(font, width, text) + style.pt(2));
    const QRectF textRect(rect.left() + indent, rect.top(), width, rect.height());
    const QColor pen = color.isValid() ? color : style.ink;
    flow.paint([=](QPainter &p) {
        p.setFont(font);
        p.setPen(pen);
        p.drawText(textRect, kWrapLeft, text);
    });
}

double tableLeadHeight(const SheetStyle &style, const std::vector<TableColumn> &columns,
                       const std::vector<TableRow> &rows, int leadRows)
{
    // Width does not matter much for the estimate; use the flow's typical width via weights = 1.
    const ColumnGeometry g = layoutColumns(style.mm(180), columns);
    double h = headerHeight(style, columns, g);
    for (int i = 0; i < leadRows && i < static_cast<int>(rows.size()); ++i)
        h += rowHeight(style, g, rowFont(style, rows[static_cast<std::size_t>(i)]), rows[static_cast<std::size_t>(i)]);
    return h;
}

void flowTable(PageFlow &flow, const SheetStyle &style, const std::vector<TableColumn> &columns,
               const std::vector<TableRow> &rows)
{
    const ColumnGeometry g = layoutColumns(flow.width(), columns);
    const double header = headerHeight(style, columns, g);
    const double padX = cellPadX(style);
    const double padY = cellPadY(style);
    const double marker = markerSize(style);
    const double hairline = style.pt(0.4);

    bool headerPainted = false;
    int stripe = 0;
    for (const TableRow &row : rows) {
        const QFont font = rowFont(style, row);
        const double h = rowHeight(style, g, font, row);
        // A row never splits; when it moves to a new page, the column header comes with it.
        if (!headerPainted || h > flow.remaining()) {
            flow.ensure(header + h);
            paintHeaderRow(flow, style, columns, g, header);
            headerPainted = true;
            stripe = 0;
        }
        const QRectF rect = flow.take(h);
        const QColor fill = row.shaded ? style.headerFill : (stripe++ % 2 == 1 ? style.stripe : QColor());
        const QColor ink = row.textColor.isValid() ? row.textColor : style.ink;
        const QColor rule = style.rule;
        flow.paint([=](QPainter &p) {
            if (fill.isValid())
                p.fillRect(rect, fill);
            if (row.ruleAbove) {
                p.setPen(QPen(rule, hairline));
                p.drawLine(rect.topLeft(), rect.topRight());
            }
            p.setFont(font);
            p.setPen(ink);
            for (std::size_t i = 0; i < columns.size() && i < static_cast<std::size_t>(row.cells.size()); ++i) {
                QRectF cell(rect.left() + g.x[i] + padX, rect.top() + padY, g.width[i] - 2 * padX,
                            rect.height() - 2 * padY);
                if (i == 0 && row.marker.isValid()) {
                    const QRectF swatch(cell.left(), cell.top() + (p.fontMetrics().height() - marker) / 2, marker, marker);
                    p.fillRect(swatch, row.marker);
                    cell.setLeft(cell.left() + marker + padX);
                }
                const int index = static_cast<int>(i);
                const bool ownColor = index < row.cellColors.size() && row.cellColors.at(index).isValid();
                p.setPen(ownColor ? row.cellColors.at(index) : ink);
                p.drawText(cell, int(columns[i].align | Qt::AlignTop) | Qt::TextWordWrap, row.cells.at(index));
            }
        });
    }
    // Closing hairline under the table.
    const QRectF end(0, flow.y(), flow.width(), 0);
    const QColor rule = style.rule;
    flow.paint([=](QPainter &p) {
        p.setPen(QPen(rule, hairline));
        p.drawLine(end.topLeft(), end.topRight());
    });
}

} // namespace np::report
