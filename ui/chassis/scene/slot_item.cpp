// SPDX-License-Identifier: MIT
#include "ui/chassis/scene/slot_item.h"

#include "ui/chassis/scene/chassis_geometry.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace np
{

namespace
{

constexpr double kCornerMm = 2.0;
constexpr double kMaxFontMm = 11.0;
constexpr double kShrinkFloorMm = 7.5; // zoomed in, long names shrink to this size at most, then elide

// Text on a kind colour: white on the darker colours, near-black on the light ones.
QColor textOn(const QColor &fill)
{
    return fill.lightnessF() > 0.62 ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white);
}

} // namespace

SlotItem::SlotItem(const Slot &slot, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_slot(slot), m_rect(chassis_geometry::toScene(slot.geometry))
{
    // Focusable so that the keyboard can walk the slots (ChassisView moves the focus).
    setFlags(ItemIsSelectable | ItemIsFocusable);
    setAcceptHoverEvents(true);
    setZValue(slot.kind == SlotKind::Dimm ? 2 : 1);
}

void SlotItem::setPart(const std::string &sku, const QString &name, const QString &compactName,
                       const QColor &color)
{
    if (sku == m_sku && name == m_name && compactName == m_compactName && color == m_color)
        return;
    m_sku = sku;
    m_name = name;
    m_compactName = compactName;
    m_color = color;
    update();
}

void SlotItem::setHighlighted(bool highlighted)
{
    if (highlighted == m_highlighted)
        return;
    m_highlighted = highlighted;
    update();
}

void SlotItem::setDropState(DropState state)
{
    if (state == m_dropState)
        return;
    m_dropState = state;
    update();
}

void SlotItem::setOverlay(const QColor &fill, const QString &badge)
{
    if (fill == m_overlayFill && badge == m_overlayBadge)
        return;
    m_overlayFill = fill;
    m_overlayBadge = badge;
    update();
}

QRectF SlotItem::boundingRect() const
{
    // Room for the selection / highlight ring and the keyboard focus ring drawn outside the slot.
    return m_rect.adjusted(-5, -5, 5, 5);
}

QPainterPath SlotItem::shape() const
{
    QPainterPath path;
    path.addRoundedRect(m_rect, kCornerMm, kCornerMm);
    return path;
}

void SlotItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    Q_UNUSED(widget);
    const QPalette palette = scene() ? scene()->palette() : QPalette();
    const bool filled = !m_sku.empty();
    const bool dark = palette.color(QPalette::Base).lightnessF() < 0.5;
    painter->setRenderHint(QPainter::Antialiasing);

    // Body: kind colour when filled, a faint tint of the background when empty.
    QColor fill = filled ? m_color : palette.color(QPalette::Base);
    if (m_overlayFill.isValid() && m_overlayFill.alpha() > 0)
        fill = m_overlayFill;
    QColor border = filled ? fill.darker(dark ? 80 : 140) : palette.color(QPalette::Mid);
    QPen pen(border, filled ? 0.8 : 0.7, filled ? Qt::SolidLine : Qt::DashLine);
    painter->setPen(pen);
    painter->setBrush(fill);
    painter->drawRoundedRect(m_rect, kCornerMm, kCornerMm);

    // Rings: drop feedback wins over the finding highlight, which wins over selection.
    QColor ring;
    if (m_dropState == DropState::Accepts)
        ring = QColor(0x2E, 0xA0, 0x43);
    else if (m_dropState == DropState::Refuses)
        ring = QColor(0xD0, 0x30, 0x30);
    else if (m_highlighted)
        ring = QColor(0xF0, 0xA0, 0x00);
    else if (option->state & QStyle::State_Selected)
        ring = palette.color(QPalette::Highlight);
    if (ring.isValid()) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(ring, 2.2));
        painter->drawRoundedRect(m_rect.adjusted(-1.4, -1.4, 1.4, 1.4), kCornerMm + 1, kCornerMm + 1);
    }
    // Keyboard focus: a dashed ring outside every other ring, so it shows on any slot state. It
    // stays while the catalog has the focus, because Enter there places the part in this slot.
    if (scene() && scene()->focusItem() == this) {
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(palette.color(QPalette::Text), 1.2, Qt::DashLine));
        painter->drawRoundedRect(m_rect.adjusted(-3.6, -3.6, 3.6, 3.6), kCornerMm + 2, kCornerMm + 2);
    }

    // Label: the part's short name, or the slot's label in a muted colour when empty.
    const QColor textColor =
        filled || m_overlayFill.isValid() ? textOn(fill) : palette.color(QPalette::PlaceholderText);
    // Longest first: the name, its compact form, the overlay's badge alone.
    const QString name = filled ? m_name : QString::fromStdString(m_slot.label);
    QStringList texts;
    for (const QString &n : {name, filled ? m_compactName : QString()}) {
        if (n.isEmpty())
            continue;
        texts << (m_overlayBadge.isEmpty() ? n : m_overlayBadge + QStringLiteral("  ·  ") + n);
    }
    // Last resorts before eliding: the compact name's model number alone ("9575F" of "EPYC 9575F"),
    // then its family ("EPYC").
    const QString number = m_compactName.section(QLatin1Char(' '), -1);
    if (filled && m_overlayBadge.isEmpty() && number != m_compactName) {
        if (std::any_of(number.begin(), number.end(), [](QChar c) { return c.isDigit(); }))
            texts << number;
        texts << m_compactName.section(QLatin1Char(' '), 0, 0);
    }
    if (!m_overlayBadge.isEmpty())
        texts << m_overlayBadge;
    texts.removeDuplicates();
    // Points to pixels on this screen: 8 pt is about 10.7 px at 96 dpi.
    const double pixelsPerPoint = (widget ? widget->logicalDpiY() : 96) / 72.0;
    drawLabel(painter, m_rect, texts, textColor, filled, pixelsPerPoint);
}

// Draws text along the slot's long side, as large as fits up to kMaxFontMm and never smaller on
// screen than kMinLabelPoints: a name that does not fit gives way to its compact form, then is elided.
void SlotItem::drawLabel(QPainter *painter, const QRectF &rect, const QStringList &texts, const QColor &color,
                         bool bold, double screenPixelsPerPoint)
{
    m_paintedLabel.clear();
    m_paintedLabelPixels = 0;
    if (texts.isEmpty())
        return;
    // Scene units per screen pixel at the view's zoom.
    const double zoom = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    if (zoom <= 0)
        return;
    const double minSize = kMinLabelPoints * screenPixelsPerPoint / zoom; // in scene units
    const bool vertical = rect.height() > rect.width() * 1.3;
    const double across = vertical ? rect.width() : rect.height();
    const double along = (vertical ? rect.height() : rect.width()) - 4;
    const double largest = std::max(std::min(kMaxFontMm, across * 0.42), minSize);
    if (std::ceil(largest) > across * 0.9 || along < 10)
        return; // too thin for a readable label: the tooltip and the screen reader name the part
    // Whole pixels of the scene: up from the 8-pt minimum, down from a size that fits.
    const int minPx = static_cast<int>(std::ceil(minSize));
    const int largestPx = std::max(minPx, static_cast<int>(std::floor(largest)));
    const int floorPx =
        std::clamp(static_cast<int>(std::ceil(std::max(minSize, kShrinkFloorMm))), minPx, largestPx);
    QFont font = painter->font();
    font.setBold(bold);
    auto sized = [&font](int size) {
        QFont f = font;
        f.setPixelSize(std::max(1, size));
        return f;
    };
    // The first text that fits at a size from `largestPx` down to `floorPx`; else the last one, elided.
    QString shown;
    for (const QString &text : texts) {
        const double width = QFontMetricsF(sized(largestPx)).horizontalAdvance(text);
        const int size = width <= along ? largestPx : static_cast<int>(std::floor(largestPx * along / width));
        if (size >= floorPx) {
            font = sized(size);
            // Glyph widths do not scale exactly with the size: never draw past the slot.
            shown = QFontMetricsF(font).elidedText(text, Qt::ElideRight, along);
            break;
        }
    }
    if (shown.isEmpty()) {
        font = sized(floorPx);
        shown = QFontMetricsF(font).elidedText(texts.last(), Qt::ElideRight, along);
        // "95…" says nothing and may mislead: fewer than four letters left means no label.
        if (shown.size() < 5)
            return;
    }
    painter->save();
    painter->setFont(font);
    painter->setPen(color);
    painter->translate(rect.center());
    if (vertical)
        painter->rotate(-90);
    const QRectF box(-along / 2, -across / 2, along, across);
    painter->drawText(box, Qt::AlignCenter, shown);
    painter->restore();
    m_paintedLabel = shown;
    m_paintedLabelPixels = font.pixelSize() * zoom;
}

} // namespace np
