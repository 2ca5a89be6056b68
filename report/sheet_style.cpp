// SPDX-License-Identifier: MIT
#include "sheet_style.h"

#include <QFontMetricsF>
#include <QPaintDevice>

#include <limits>

namespace np::report {

SheetStyle::SheetStyle(QPaintDevice *device)
    : m_device(device), m_unitsPerPt(device->logicalDpiY() / 72.0)
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
    f.setKerning(true);
    return f;
}

double SheetStyle::textHeight(const QFont &f, double width, const QString &text) const
{
    const QFontMetricsF metrics(f, m_device);
    const QRectF bounds = metrics.boundingRect(QRectF(0, 0, width, std::numeric_limits<int>::max() / 4.0),
                                               Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text);
    return std::max(bounds.height(), metrics.height());
}

double SheetStyle::textWidth(const QFont &f, const QString &text) const
{
    return QFontMetricsF(f, m_device).horizontalAdvance(text);
}

double SheetStyle::lineHeight(const QFont &f) const { return QFontMetricsF(f, m_device).height(); }

} // namespace np::report
