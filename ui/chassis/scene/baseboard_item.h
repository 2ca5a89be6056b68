// SPDX-License-Identifier: MIT
#pragma once

#include "core/baseboard.h"

#include <QGraphicsItem>

namespace np
{

// The GPU baseboard of an HGX or OAM chassis, under its module sites: board, name, and the NVSwitch
// chips or the Infinity Fabric mesh (charts/baseboard_painter.h). Not selectable: the sites are.
class BaseboardItem : public QGraphicsItem
{
public:
    explicit BaseboardItem(const Chassis &chassis, QGraphicsItem *parent = nullptr);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Baseboard m_board;
    QRectF m_bounds;
};

} // namespace np
