// SPDX-License-Identifier: MIT
#pragma once

#include "core/chassis.h"

#include <QColor>
#include <QGraphicsItem>
#include <QString>

namespace np
{

// One slot of the chassis drawing. It paints what it is told (part name, kind colour, overlay
// shading and text) and holds no figures of its own; ChassisView feeds it from the document.
class SlotItem : public QGraphicsItem
{
public:
    enum class DropState { None, Accepts, Refuses };
    static constexpr int Type = UserType + 1;

    explicit SlotItem(const Slot &slot, QGraphicsItem *parent = nullptr);

    [[nodiscard]] int type() const override { return Type; }
    [[nodiscard]] const Slot &slot() const { return m_slot; }
    [[nodiscard]] const std::string &slotId() const { return m_slot.id; }
    [[nodiscard]] const std::string &sku() const { return m_sku; }

    // Part in the slot: SKU (empty = empty slot), the name to draw, its kind colour.
    void setPart(const std::string &sku, const QString &name, const QColor &color);
    void setHighlighted(bool highlighted);
    void setDropState(DropState state);
    // Overlay: a fill colour that replaces the kind colour (transparent = none) and a badge text.
    void setOverlay(const QColor &fill, const QString &badge);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    void drawLabel(QPainter *painter, const QRectF &rect, const QString &text, const QColor &color,
                   bool bold) const;

    Slot m_slot;
    QRectF m_rect;
    std::string m_sku;
    QString m_name;
    QColor m_color;
    bool m_highlighted = false;
    DropState m_dropState = DropState::None;
    QColor m_overlayFill;
    QString m_overlayBadge;
};

} // namespace np
