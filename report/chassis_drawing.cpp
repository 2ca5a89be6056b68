// SPDX-License-Identifier: MIT
#include "report/chassis_drawing.h"

#include "charts/baseboard_painter.h"
#include "charts/kind_colors.h"
#include "core/resolved_build.h"
#include "presentation/display_names.h"
#include "report/sheet_text.h"

#include <QPainter>
#include <QPainterPath>

#include <array>
#include <functional>
#include <set>
#include <utility>
#include <vector>

namespace np::report
{

namespace
{

constexpr std::array kLegendOrder{SlotKind::Gpu,      SlotKind::CpuSocket, SlotKind::Dimm,
                                  SlotKind::DriveBay, SlotKind::Nic,       SlotKind::Psu};

double legendHeight(const SheetStyle &style)
{
    return style.lineHeight(style.small) + style.pt(6);
}
double labelBand(const SheetStyle &style)
{
    return style.lineHeight(style.small) + style.pt(2);
}

using ToDevice = std::function<QRectF(const SlotGeometry &)>;

// Front and rear labels above the outline.
void drawFrontRearLabels(QPainter &p, const SheetStyle &style, const QRectF &labels)
{
    p.setFont(style.small);
    p.setPen(style.muted);
    p.drawText(labels, Qt::AlignLeft | Qt::AlignVCenter, SheetText::tr("◀ FRONT (top view)"));
    p.drawText(labels, Qt::AlignRight | Qt::AlignVCenter, SheetText::tr("REAR ▶"));
}

// A slot's box, filled in its kind's colour when a part sits in it, dashed when empty, and its
// label where it fits.
void drawSlot(QPainter &p, const SheetStyle &style, const QFontMetricsF &metrics, const Slot &slot,
              const QRectF &r, bool filled)
{
    const QColor c = colors::forSlot(slot.kind);
    if (filled) {
        QColor fill = c;
        fill.setAlpha(200);
        p.setBrush(fill);
        p.setPen(QPen(c.darker(140), style.pt(0.5)));
    } else {
        p.setBrush(Qt::white);
        p.setPen(QPen(c, style.pt(0.5), Qt::DashLine));
    }
    p.drawRect(r);
    // Label only where it fits; DIMM slots are too thin for text and read as a comb.
    const QString label = qs(slot.label.empty() ? slot.id : slot.label);
    if (slot.kind != SlotKind::Dimm && metrics.horizontalAdvance(label) + style.pt(2) < r.width() &&
        metrics.height() < r.height()) {
        p.setPen(filled ? QColor(Qt::white) : style.muted);
        p.drawText(r, Qt::AlignCenter, label);
    } else if (slot.kind != SlotKind::Dimm && metrics.horizontalAdvance(label) + style.pt(2) < r.height() &&
               metrics.height() < r.width()) {
        // Tall, narrow slots (GPUs seen from above) get their label turned 90°.
        p.save();
        p.translate(r.center());
        p.rotate(-90);
        p.setPen(filled ? QColor(Qt::white) : style.muted);
        p.drawText(QRectF(-r.height() / 2, -r.width() / 2, r.height(), r.width()), Qt::AlignCenter, label);
        p.restore();
    }
}

void drawSlots(QPainter &p, const SheetStyle &style, const Chassis &chassis,
               const std::set<std::string> &populated, const ToDevice &toDevice)
{
    const QFont labelFont = style.font(6.5);
    p.setFont(labelFont);
    const QFontMetricsF metrics(labelFont, p.device());
    for (const Slot &slot : chassis.allSlots) {
        const SlotGeometry &g = slot.geometry;
        if (g.widthMm <= 0 || g.heightMm <= 0)
            continue;
        drawSlot(p, style, metrics, slot, toDevice(g), populated.count(slot.id) > 0);
    }
}

// Legend: populated / total per kind, centred on `centreX` from `y` down (it may be wider than a
// shrunken drawing; the drawing is centred on the page, so the legend stays inside it).
void drawLegend(QPainter &p, const SheetStyle &style, double centreX, double y, const Chassis &chassis,
                const std::set<std::string> &populated)
{
    const double swatch = style.pt(6);
    p.setFont(style.small);
    const QFontMetricsF legendMetrics(style.small, p.device());
    std::vector<std::pair<SlotKind, QString>> entries;
    double legendWidth = swatch + style.pt(3) + legendMetrics.horizontalAdvance(SheetText::tr("empty slot"));
    for (SlotKind kind : kLegendOrder) {
        const int total = chassis.countSlots(kind);
        if (total == 0)
            continue;
        int used = 0;
        for (const Slot &slot : chassis.allSlots)
            used += (slot.kind == kind && populated.count(slot.id) > 0) ? 1 : 0;
        entries.emplace_back(kind, SheetText::tr("%1 %2 of %3").arg(displayName(kind)).arg(used).arg(total));
        legendWidth +=
            swatch + style.pt(3) + legendMetrics.horizontalAdvance(entries.back().second) + style.pt(12);
    }
    double x = centreX - legendWidth / 2;
    for (const auto &[kind, text] : entries) {
        p.setPen(Qt::NoPen);
        p.setBrush(colors::forSlot(kind));
        p.drawRect(QRectF(x, y + (legendMetrics.height() - swatch) / 2, swatch, swatch));
        p.setPen(style.ink);
        p.drawText(QPointF(x + swatch + style.pt(3), y + legendMetrics.ascent()), text);
        x += swatch + style.pt(3) + legendMetrics.horizontalAdvance(text) + style.pt(12);
    }
    p.setPen(QPen(style.muted, style.pt(0.5), Qt::DashLine));
    p.setBrush(Qt::white);
    p.drawRect(QRectF(x, y + (legendMetrics.height() - swatch) / 2, swatch, swatch));
    p.setPen(style.ink);
    p.drawText(QPointF(x + swatch + style.pt(3), y + legendMetrics.ascent()), SheetText::tr("empty slot"));
}

} // namespace

double chassisDrawingHeight(const SheetStyle &style, const Chassis &chassis, double width)
{
    const double depth = chassis.depthMm > 0 ? chassis.depthMm : 900;
    const double across = chassis.widthMm > 0 ? chassis.widthMm : 447;
    return labelBand(style) + width * across / depth + legendHeight(style);
}

std::set<std::string> populatedSlots(const ResolvedBuild &resolved)
{
    std::set<std::string> filled;
    for (const PlacedPart &part : resolved.parts)
        if (part.slot)
            filled.insert(part.slot->id);
    return filled;
}

void paintChassisDrawing(QPainter &p, const SheetStyle &style, const QRectF &rect, const Chassis &chassis,
                         const std::set<std::string> &populated)
{
    const double depthMm = chassis.depthMm > 0 ? chassis.depthMm : 900;
    const double widthMm = chassis.widthMm > 0 ? chassis.widthMm : 447;
    const double band = labelBand(style);
    const double scale = rect.width() / depthMm; // device units per millimetre
    const QRectF body(rect.left(), rect.top() + band, rect.width(), widthMm * scale);

    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    drawFrontRearLabels(p, style, QRectF(rect.left(), rect.top(), rect.width(), band));

    // Outline.
    p.setPen(QPen(style.ink, style.pt(0.9)));
    p.setBrush(QColor(0xFA, 0xFA, 0xFA));
    p.drawRoundedRect(body, style.pt(2), style.pt(2));

    // Slots: front-to-rear (yMm) runs left to right, across the chassis (xMm) top to bottom.
    const ToDevice toDevice = [&](const SlotGeometry &g) {
        return QRectF(body.left() + g.yMm * scale, body.top() + g.xMm * scale, g.heightMm * scale,
                      g.widthMm * scale);
    };
    // An HGX or OAM chassis: the baseboard and its fabric under the module sites.
    QFont boardFont = style.font(6.5);
    boardFont.setBold(true);
    paintBaseboard(p, baseboardOf(chassis), toDevice, scale,
                   {style.ink, style.muted, boardFont, style.pt(0.4)});
    drawSlots(p, style, chassis, populated, toDevice);

    drawLegend(p, style, rect.center().x(), body.bottom() + style.pt(4), chassis, populated);
    p.restore();
}

} // namespace np::report
