// SPDX-License-Identifier: MIT
#pragma once

#include "charts/status_colors.h"

#include <QColor>
#include <QFont>
#include <QString>

class QPaintDevice;
class QPainter;

// Fonts, colours and measurements of the build sheet, in the paint device's units. Layout and
// painting measure text with the same device, so wrapped text takes exactly the height reserved.
namespace np::report
{

class SheetStyle
{
public:
    explicit SheetStyle(QPaintDevice *device);

    [[nodiscard]] QPaintDevice *device() const { return m_device; }
    [[nodiscard]] double pt(double points) const { return points * m_unitsPerPt; }
    [[nodiscard]] double mm(double millimetres) const { return millimetres * m_unitsPerPt * 72.0 / 25.4; }

    [[nodiscard]] QFont font(double pointSize, bool bold = false) const;
    // Height of `text` wrapped to `width` (device units). Words wrap at spaces; a word longer than
    // the line (a part number, a URL) breaks inside rather than running into the next column.
    [[nodiscard]] double textHeight(const QFont &font, double width, const QString &text) const;
    // Draws `text` wrapped exactly as textHeight measured it, from the top of `rect`, in the
    // painter's pen colour, aligned left, right or centred.
    void drawWrapped(QPainter &painter, const QRectF &rect, const QFont &font, const QString &text,
                     Qt::Alignment align = Qt::AlignLeft) const;
    [[nodiscard]] double textWidth(const QFont &font, const QString &text) const;
    [[nodiscard]] double lineHeight(const QFont &font) const;

    QFont title, heading, subheading, body, bodyBold, small, smallBold, figure;

    // Ink, secondary text, hairlines, zebra rows, section accent, verdict colours.
    QColor ink{0x22, 0x22, 0x22};
    QColor muted{0x5F, 0x63, 0x68};
    QColor rule{0xB8, 0xBC, 0xC2};
    QColor stripe{0xF2, 0xF4, 0xF6};
    QColor headerFill{0xE3, 0xE7, 0xEC};
    QColor accent{0x1F, 0x4E, 0x79};
    QColor good = colors::forStatus(Status::Ok);
    QColor warn = colors::forStatus(Status::Warning);
    QColor bad = colors::forStatus(Status::Blocking);

private:
    QPaintDevice *m_device;
    double m_unitsPerPt;
};

} // namespace np::report
