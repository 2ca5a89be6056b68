// SPDX-License-Identifier: MIT
#include "ui/chassis/scene/baseboard_item.h"

#include "charts/baseboard_painter.h"
#include "ui/chassis/scene/chassis_geometry.h"

#include <QGraphicsScene>
#include <QPainter>
#include <QPalette>

namespace np
{

namespace
{

constexpr double kRoomMm = 20; // the board, its title band and its links reach this far past the sites
constexpr double kTitleMm = 8; // font size of the board's name

} // namespace

BaseboardItem::BaseboardItem(const Chassis &chassis, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_board(baseboardOf(chassis))
{
    setZValue(-5); // above the chassis frame, below the slots
    if (!m_board.sites.empty())
        m_bounds = chassis_geometry::toScene(m_board.bounds).adjusted(-kRoomMm, -kRoomMm, kRoomMm, kRoomMm);
}

QRectF BaseboardItem::boundingRect() const
{
    return m_bounds;
}

void BaseboardItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    Q_UNUSED(option);
    Q_UNUSED(widget);
    const QPalette palette = scene() ? scene()->palette() : QPalette();
    QFont font = painter->font();
    font.setPixelSize(static_cast<int>(kTitleMm));
    font.setBold(true);
    QColor link = palette.color(QPalette::Text);
    link.setAlphaF(0.45);
    paintBaseboard(*painter, m_board, [](const SlotGeometry &g) { return chassis_geometry::toScene(g); }, 1.0,
                   {palette.color(QPalette::Text), link, font, 0.6});
}

} // namespace np
