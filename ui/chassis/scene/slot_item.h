// SPDX-License-Identifier: MIT
#pragma once

#include "core/chassis.h"

#include <QColor>
#include <QGraphicsItem>
#include <QString>
#include <QStringList>

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

    // Part in the slot: SKU (empty = empty slot), the name to draw, a compact name drawn where the
    // name does not fit at a readable size ("RTX PRO 6000"), its kind colour.
    void setPart(const std::string &sku, const QString &name, const QString &compactName,
                 const QColor &color);
    // What the last paint wrote and its height on screen in pixels (0: no label, the slot is too
    // small for a readable one), for tests.
    [[nodiscard]] const QString &paintedLabel() const { return m_paintedLabel; }
    [[nodiscard]] double paintedLabelPixels() const { return m_paintedLabelPixels; }
    // The smallest label drawn, in points: below it a label is left to the tooltip.
    static constexpr double kMinLabelPoints = 8.0;
    void setHighlighted(bool highlighted);
    void setDropState(DropState state);
    // Overlay: a fill colour that replaces the kind colour (transparent = none) and a badge text.
    void setOverlay(const QColor &fill, const QString &badge);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    // Draws the first of `texts` that fits along the slot at >= kMinLabelPoints on screen, the last
    // one elided if none does; nothing if the slot is too thin for that size.
    void drawLabel(QPainter *painter, const QRectF &rect, const QStringList &texts, const QColor &color,
                   bool bold, double screenPixelsPerPoint);

    Slot m_slot;
    QRectF m_rect;
    std::string m_sku;
    QString m_name;
    QString m_compactName;
    QString m_paintedLabel;
    double m_paintedLabelPixels = 0;
    QColor m_color;
    bool m_highlighted = false;
    DropState m_dropState = DropState::None;
    QColor m_overlayFill;
    QString m_overlayBadge;
};

} // namespace np
