// SPDX-License-Identifier: MIT
#include "report/flow_blocks.h"

#include <QPainter>

#include <algorithm>

namespace np::report
{

namespace
{

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

double cellPadX(const SheetStyle &style)
{
    return style.pt(3);
}
double cellPadY(const SheetStyle &style)
{
    return style.pt(2.2);
}
double markerSize(const SheetStyle &style)
{
    return style.pt(6);
}

QFont rowFont(const SheetStyle &style, const TableRow &row)
{
    return row.bold ? style.smallBold : style.small;
}

double cellTextWidth(const SheetStyle &style, const ColumnGeometry &g, std::size_t column, bool marker)
{
    double w = g.width[column] - 2 * cellPadX(style);
    if (column == 0 && marker)
        w -= markerSize(style) + cellPadX(style);
    return w;
}

double rowHeight(const SheetStyle &style, const ColumnGeometry &g, const TableRow &row)
{
    const QFont font = rowFont(style, row);
    double h = style.lineHeight(font);
    for (std::size_t i = 0; i < static_cast<std::size_t>(row.cells.size()) && i < g.width.size(); ++i)
        h = std::max(h, style.textHeight(font, cellTextWidth(style, g, i, row.marker.isValid()),
                                         row.cells.at(static_cast<int>(i))));
    return h + 2 * cellPadY(style);
}

TableRow headerRow(const std::vector<TableColumn> &columns)
{
    TableRow header;
    header.bold = true;
    for (const TableColumn &c : columns)
        header.cells << c.title;
    return header;
}

void paintRow(PageFlow &flow, const SheetStyle &style, const std::vector<TableColumn> &columns,
              const ColumnGeometry &g, const TableRow &row, const QRectF &rect, const QColor &fill)
{
    const SheetStyle *st = &style;
    flow.paint([=](QPainter &p) {
        if (fill.isValid())
            p.fillRect(rect, fill);
        if (row.ruleAbove) {
            p.setPen(QPen(st->rule, st->pt(0.4)));
            p.drawLine(rect.topLeft(), rect.topRight());
        }
        const QFont font = rowFont(*st, row);
        const QColor ink = row.textColor.isValid() ? row.textColor : st->ink;
        const double padX = cellPadX(*st);
        const double padY = cellPadY(*st);
        for (std::size_t i = 0; i < columns.size() && i < static_cast<std::size_t>(row.cells.size()); ++i) {
            const int index = static_cast<int>(i);
            double left = rect.left() + g.x[i] + padX;
            if (i == 0 && row.marker.isValid()) {
                const double m = markerSize(*st);
                p.fillRect(QRectF(left, rect.top() + padY + (st->lineHeight(font) - m) / 2, m, m),
                           row.marker);
                left += m + padX;
            }
            const bool ownColor = index < row.cellColors.size() && row.cellColors.at(index).isValid();
            p.setPen(ownColor ? row.cellColors.at(index) : ink);
            st->drawWrapped(
                p, QRectF(left, rect.top() + padY, cellTextWidth(*st, g, i, row.marker.isValid()), 0), font,
                row.cells.at(index), columns[i].align);
        }
    });
}

} // namespace

void flowHeading(PageFlow &flow, const SheetStyle &style, const QString &text, double keepWithNext)
{
    const double above = flow.atPageTop() ? 0 : style.pt(12);
    const double height = style.lineHeight(style.heading) + style.pt(5);
    const QRectF rect = flow.takeKeptWithNext(above, height, keepWithNext);
    const SheetStyle *st = &style;
    flow.paint([=](QPainter &p) {
        p.setPen(st->accent);
        st->drawWrapped(p, rect, st->heading, text);
        const double w = st->pt(0.6);
        p.setPen(QPen(st->rule, w));
        p.drawLine(QPointF(rect.left(), rect.bottom() - 2 * w), QPointF(rect.right(), rect.bottom() - 2 * w));
    });
}

void flowSubheading(PageFlow &flow, const SheetStyle &style, const QString &text, double keepWithNext,
                    const QColor &color)
{
    const double above = flow.atPageTop() ? 0 : style.pt(6);
    const double height = style.textHeight(style.subheading, flow.width(), text) + style.pt(3);
    const QRectF rect = flow.takeKeptWithNext(above, height, keepWithNext);
    const SheetStyle *st = &style;
    const QColor pen = color.isValid() ? color : style.ink;
    flow.paint([=](QPainter &p) {
        p.setPen(pen);
        st->drawWrapped(p, rect, st->subheading, text);
    });
}

void flowParagraph(PageFlow &flow, const SheetStyle &style, const QFont &font, const QString &text,
                   const QColor &color, double indent)
{
    const double width = flow.width() - indent;
    const QRectF rect = flow.take(style.textHeight(font, width, text) + style.pt(2));
    const QRectF textRect(rect.left() + indent, rect.top(), width, rect.height());
    const SheetStyle *st = &style;
    const QColor pen = color.isValid() ? color : style.ink;
    flow.paint([=](QPainter &p) {
        p.setPen(pen);
        st->drawWrapped(p, textRect, font, text);
    });
}

double tableLeadHeight(const SheetStyle &style, const std::vector<TableColumn> &columns,
                       const std::vector<TableRow> &rows, int leadRows)
{
    // An estimate at a typical body width, good enough to keep a heading with its first rows.
    const ColumnGeometry g = layoutColumns(style.mm(180), columns);
    double h = rowHeight(style, g, headerRow(columns));
    for (int i = 0; i < leadRows && i < static_cast<int>(rows.size()); ++i)
        h += rowHeight(style, g, rows[static_cast<std::size_t>(i)]);
    return h;
}

void flowTable(PageFlow &flow, const SheetStyle &style, const std::vector<TableColumn> &columns,
               const std::vector<TableRow> &rows, const TableOptions &options)
{
    const ColumnGeometry g = layoutColumns(flow.width(), columns);
    const double header = options.showHeader ? rowHeight(style, g, headerRow(columns)) : 0;
    std::vector<double> heights;
    for (const TableRow &row : rows)
        heights.push_back(rowHeight(style, g, row));
    const std::size_t n = rows.size();
    const std::size_t tailStart =
        n > static_cast<std::size_t>(options.keepTailRows) ? n - options.keepTailRows : 0;
    double tailHeight = 0;
    for (std::size_t i = tailStart; i < n; ++i)
        tailHeight += heights[i];

    bool started = false;
    int stripe = 0;
    for (std::size_t i = 0; i < n; ++i) {
        // A row never splits. The tail rows move together, unless they would fill a page alone.
        double need = heights[i];
        if (i == tailStart && tailStart > 0 && tailHeight + header < flow.bodyHeight())
            need = tailHeight;
        if (!started || need > flow.remaining()) {
            flow.ensure(header + need);
            if (options.showHeader)
                paintRow(flow, style, columns, g, headerRow(columns), flow.take(header), style.headerFill);
            started = true;
            stripe = 0;
        }
        const TableRow &row = rows[i];
        const QColor fill = row.shaded ? style.headerFill : (stripe++ % 2 == 1 ? style.stripe : QColor());
        paintRow(flow, style, columns, g, row, flow.take(heights[i]), fill);
    }
    // Closing hairline under the table.
    const double y = flow.y();
    const double width = flow.width();
    const SheetStyle *st = &style;
    flow.paint([=](QPainter &p) {
        p.setPen(QPen(st->rule, st->pt(0.4)));
        p.drawLine(QPointF(0, y), QPointF(width, y));
    });
}

} // namespace np::report
