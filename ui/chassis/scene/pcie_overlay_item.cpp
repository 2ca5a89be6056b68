// SPDX-License-Identifier: MIT
#include "ui/chassis/scene/pcie_overlay_item.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>

namespace np
{

namespace
{
constexpr double kLabelFontMm = 8;
constexpr double kDetailFontMm = 6.5;
constexpr double kSwitchChipMm = 22;
} // namespace

PcieOverlayItem::PcieOverlayItem(QGraphicsItem *parent) : QGraphicsItem(parent)
{
    setZValue(20);
    setAcceptedMouseButtons(Qt::NoButton); // drawing only: clicks and drops reach the slots
}

void PcieOverlayItem::setTopology(std::vector<Link> links, std::vector<Node> nodes)
{
    prepareGeometryChange();
    m_links = std::move(links);
    m_nodes = std::move(nodes);
    QRectF bounds;
    for (const Link &l : m_links)
        bounds = bounds.united(QRectF(l.from, l.to).normalized());
    for (const Node &n : m_nodes)
        bounds = bounds.united(QRectF(n.at - QPointF(120, 40), n.at + QPointF(120, 40)));
    m_bounds = bounds.adjusted(-10, -10, 10, 10);
    update();
}

QRectF PcieOverlayItem::boundingRect() const
{
    return m_bounds;
}

void PcieOverlayItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    Q_UNUSED(option);
    Q_UNUSED(widget);
    const QPalette palette = scene() ? scene()->palette() : QPalette();
    painter->setRenderHint(QPainter::Antialiasing);

    // Links as gentle curves so lines to neighbouring slots do not sit on top of each other.
    for (const Link &l : m_links) {
        QPainterPath path(l.from);
        const QPointF mid((l.from.x() + l.to.x()) / 2, (l.from.y() + l.to.y()) / 2);
        path.cubicTo(QPointF(mid.x(), l.from.y()), QPointF(mid.x(), l.to.y()), l.to);
        QColor c = l.color;
        c.setAlphaF(0.85);
        painter->setPen(QPen(c, l.widthMm, Qt::SolidLine, Qt::RoundCap));
        painter->setBrush(Qt::NoBrush);
        painter->drawPath(path);
        painter->setBrush(c);
        painter->setPen(Qt::NoPen);
        painter->drawEllipse(l.to, l.widthMm + 1, l.widthMm + 1);
    }

    QFont titleFont = painter->font();
    titleFont.setPixelSize(static_cast<int>(kLabelFontMm));
    titleFont.setBold(true);
    QFont detailFont = painter->font();
    detailFont.setPixelSize(static_cast<int>(kDetailFontMm));
    const QFontMetricsF titleMetrics(titleFont);
    const QFontMetricsF detailMetrics(detailFont);
    for (const Node &n : m_nodes) {
        if (n.isSwitch) {
            const QRectF chip(n.at - QPointF(kSwitchChipMm / 2, kSwitchChipMm / 2),
                              QSizeF(kSwitchChipMm, kSwitchChipMm));
            painter->setPen(QPen(n.color.darker(150), 1));
            painter->setBrush(n.color);
            painter->drawRoundedRect(chip, 2, 2);
        }
        // Label card next to the node: title and detail on a background that keeps them legible
        // over the slots.
        const double width =
            std::max(titleMetrics.horizontalAdvance(n.title), detailMetrics.horizontalAdvance(n.detail)) + 8;
        const double height = kLabelFontMm + kDetailFontMm + 9;
        const QRectF card(
            n.at + QPointF(n.isSwitch ? kSwitchChipMm / 2 + 3 : -width / 2, n.isSwitch ? -height / 2 : 12),
            QSizeF(width, height));
        QColor back = palette.color(QPalette::ToolTipBase);
        back.setAlphaF(0.93);
        const bool flagged = n.statusColor.isValid();
        painter->setPen(QPen(flagged ? n.statusColor : n.color, flagged ? 1.4 : 0.8));
        painter->setBrush(back);
        painter->drawRoundedRect(card, 2, 2);
        painter->setPen(palette.color(QPalette::ToolTipText));
        painter->setFont(titleFont);
        painter->drawText(card.adjusted(4, 2, -4, 0), Qt::AlignLeft | Qt::AlignTop, n.title);
        painter->setFont(detailFont);
        if (flagged)
            painter->setPen(n.statusColor);
        painter->drawText(card.adjusted(4, kLabelFontMm + 4, -4, 0), Qt::AlignLeft | Qt::AlignTop, n.detail);
    }
}

} // namespace np
