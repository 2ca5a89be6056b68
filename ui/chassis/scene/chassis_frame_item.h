// SPDX-License-Identifier: MIT
#pragma once

#include "core/chassis.h"

#include <QColor>
#include <QGraphicsItem>
#include <QString>

namespace np
{

// The chassis body behind the slots: outline, front/rear marks, the fan wall between the front
// drive bays and the board, the title and the colour legend. With the heat overlay on, the fan
// wall takes the colour of the heat verdict and the caption states heat against the limit.
class ChassisFrameItem : public QGraphicsItem
{
public:
    explicit ChassisFrameItem(const Chassis &chassis, QGraphicsItem *parent = nullptr);

    // Fan-wall colour and caption for the heat overlay; an invalid colour turns it off.
    void setHeatOverlay(const QColor &color, const QString &caption);
    // One line under the title describing the active overlays ("Power: peak watts per slot").
    void setOverlayCaption(const QString &caption);
    [[nodiscard]] QRectF fanWallRect() const { return m_fanWall; }
    [[nodiscard]] QRectF outlineRect() const { return m_outline; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void paintFanWall(QPainter *painter, const QPalette &palette) const;
    void paintLegend(QPainter *painter, const QPalette &palette) const;

    QString m_title;
    QRectF m_outline;
    QRectF m_fanWall;
    int m_fanCount = 0;
    QColor m_heatColor;
    QString m_heatCaption;
    QString m_overlayCaption;
};

} // namespace np
