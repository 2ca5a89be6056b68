// SPDX-License-Identifier: MIT
#include "report/sheet_style.h"

#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>

namespace np::report
{

SheetStyle::SheetStyle(QPaintDevice *device) : m_device(device), m_unitsPerPt(device->logicalDpiY() / 72.0)
{
    title = font(17, true);
    heading = font(12.5, true);
    subheading = font(10, true);
    body = font(8.5);
    bodyBold = font(8.5, true);
    small = font(7.5);
    smallBold = font(7.5, true);
    figure = font(11, true);
}

QFont SheetStyle::font(double pointSize, bool bold) const
{
    // DejaVu Sans: a TrueType font that ships with every Linux desktop and that Qt embeds as a
    // subset, so the PDF reads the same without NodePlan's machine. It also has €, ×, − and ≥.
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    f.setPointSizeF(pointSize);
    f.setBold(bold);
    // No shaping for Latin text: ligature glyphs ("ffi") would reach the PDF's text layer as
    // U+FB03 and "traffic" would no longer be found by search or copied as typed.
    f.setKerning(false);
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

namespace
{

// Lays `layout` out in lines of `width`; returns the height of all lines.
double layoutLines(QTextLayout &layout, double width, Qt::Alignment align)
{
    QTextOption option(align);
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    double y = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, y));
        y += line.height();
    }
    layout.endLayout();
    return y;
}

QString withLineSeparators(QString text)
{
    // QTextLayout breaks lines at U+2028, not at '\n'.
    return text.replace(QLatin1Char('\n'), QChar::LineSeparator);
}

} // namespace

double SheetStyle::textHeight(const QFont &f, double width, const QString &text) const
{
    QTextLayout layout(withLineSeparators(text), f, m_device);
    return std::max(layoutLines(layout, width, Qt::AlignLeft), lineHeight(f));
}

void SheetStyle::drawWrapped(QPainter &painter, const QRectF &rect, const QFont &f, const QString &text,
                             Qt::Alignment align) const
{
    QTextLayout layout(withLineSeparators(text), f, m_device);
    layoutLines(layout, rect.width(), align & Qt::AlignHorizontal_Mask);
    layout.draw(&painter, rect.topLeft());
}

double SheetStyle::textWidth(const QFont &f, const QString &text) const
{
    return QFontMetricsF(f, m_device).horizontalAdvance(text);
}

double SheetStyle::lineHeight(const QFont &f) const
{
    return QFontMetricsF(f, m_device).height();
}

} // namespace np::report
