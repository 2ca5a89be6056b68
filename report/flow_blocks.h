// SPDX-License-Identifier: MIT
#pragma once

#include "report/page_flow.h"
#include "report/sheet_style.h"

#include <QColor>
#include <QList>
#include <QStringList>

#include <vector>

// Building blocks of the build sheet that flow over pages: headings that never sit alone at the
// bottom of a page, wrapped paragraphs, and tables whose rows are never cut and whose header
// repeats on every page they continue on.
namespace np::report
{

struct TableColumn {
    QString title;
    double weight = 1; // share of the table width
    Qt::Alignment align = Qt::AlignLeft;
};

struct TableRow {
    QStringList cells;
    bool bold = false;
    bool shaded = false;      // subtotal rows and the like
    QColor marker;            // optional colour square in front of the first cell
    QColor textColor;         // optional colour for the whole row
    QList<QColor> cellColors; // optional colour per cell (invalid = row colour)
    bool ruleAbove = false;
};

// Heading `text`; keeps at least `keepWithNext` device units of room below it on the same page.
void flowHeading(PageFlow &flow, const SheetStyle &style, const QString &text, double keepWithNext);
void flowSubheading(PageFlow &flow, const SheetStyle &style, const QString &text, double keepWithNext,
                    const QColor &color = {});
void flowParagraph(PageFlow &flow, const SheetStyle &style, const QFont &font, const QString &text,
                   const QColor &color = {}, double indent = 0);
// Height the first `rows` rows of the table would take, header included (for keep-with-next).
double tableLeadHeight(const SheetStyle &style, const std::vector<TableColumn> &columns,
                       const std::vector<TableRow> &rows, int leadRows = 1);
struct TableOptions {
    bool showHeader = true; // column titles, repeated on every page the table continues on
    int keepTailRows = 2;   // the last rows travel together (a total never sits alone on a page)
};
void flowTable(PageFlow &flow, const SheetStyle &style, const std::vector<TableColumn> &columns,
               const std::vector<TableRow> &rows, const TableOptions &options = {});

} // namespace np::report
