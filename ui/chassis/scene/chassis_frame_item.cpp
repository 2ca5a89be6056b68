// SPDX-License-Identifier: MIT
#include "ui/chassis/scene/chassis_frame_item.h"

#include "charts/kind_colors.h"
#include "ui/chassis/scene/chassis_geometry.h"

#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>

#include <algorithm>
#include <cmath>

namespace np
{

namespace
{

constexpr double kTitleMm = 14;    // title font size
constexpr double kCaptionMm = 10;  // captions, legend, front/rear marks
constexpr double kMarginMm = 26;   // room around the outline for marks and legend
constexpr double kFanWallMm = 36;  // depth of the drawn fan wall
constexpr double kFanPitchMm = 62; // one 60 mm fan per pitch across the width

QFont fontOfSize(const QFont &base, double sizeMm, bool bold = false)
{
    QFont font = base;
    font.setPixelSize(static_cast<int>(std::lround(sizeMm)));
    font.setBold(bold);
    return font;
}

} // namespace

ChassisFrameItem::ChassisFrameItem(const Chassis &chassis, QGraphicsItem *parent)
    : QGraphicsItem(parent), m_title(QString::fromStdString(chassis.info.name)),
      m_outline(chassis_geometry::outline(chassis))
{
    setZValue(-10);
    // The fan wall is not a slot: place it in the gap behind the front drive bays (where 4U GPU
    // servers put it), or at a tenth of the depth when the chassis has no bays.
    double bayRearMm = 0;
    double boardFrontMm = chassis.depthMm;
    for (const Slot &slot : chassis.allSlots) {
        const QRectF r = chassis_geometry::toScene(slot.geometry);
        if (slot.kind == SlotKind::DriveBay)
            bayRearMm = std::max(bayRearMm, r.right());
        else
            boardFrontMm = std::min(boardFrontMm, r.left());
    }
    double startMm = chassis.depthMm * 0.1;
    if (bayRearMm > 0 && boardFrontMm - bayRearMm >= kFanWallMm + 8)
        startMm = (bayRearMm + boardFrontMm - kFanWallMm) / 2;
    m_fanWall = QRectF(startMm, m_outline.top() + 4, kFanWallMm, m_outline.height() - 8);
    m_fanCount = std::max(1, static_cast<int>(m_fanWall.height() / kFanPitchMm));
}

void ChassisFrameItem::setHeatOverlay(const QColor &color, const QString &caption)
{
    // The frame lies under every slot: repainting it for nothing repaints the whole chassis.
    if (color == m_heatColor && caption == m_heatCaption)
        return;
    m_heatColor = color;
    m_heatCaption = caption;
    update();
}

void ChassisFrameItem::setOverlayCaption(const QString &caption)
{
    if (caption == m_overlayCaption)
        return;
    m_overlayCaption = caption;
    update();
}

QRectF ChassisFrameItem::boundingRect() const
{
    // Above the outline: the title and up to two caption lines.
    return m_outline.adjusted(-kMarginMm, -kMarginMm - 3 * kCaptionMm, kMarginMm, kMarginMm + kCaptionMm);
}

void ChassisFrameItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    Q_UNUSED(option);
    Q_UNUSED(widget);
    const QPalette palette = scene() ? scene()->palette() : QPalette();
    painter->setRenderHint(QPainter::Antialiasing);

    // Sheet metal: a slightly raised panel in the window colour with a firm outline.
    const QColor body = palette.color(QPalette::AlternateBase);
    painter->setPen(QPen(palette.color(QPalette::Text), 1.6));
    painter->setBrush(body);
    painter->drawRoundedRect(m_outline, 6, 6);

    paintFanWall(painter, palette);

    // Title on its own line, the overlay caption on one or two lines below it, just above the
    // outline: they never overlap. Text longer than the chassis is wide wraps, then elides.
    QString caption = m_overlayCaption;
    if (!m_heatCaption.isEmpty())
        caption = caption.isEmpty() ? m_heatCaption : caption + QStringLiteral("   ·   ") + m_heatCaption;
    const QFont captionFont = fontOfSize(painter->font(), kCaptionMm);
    const QFontMetricsF captionMetrics(captionFont);
    const int captionLines = captionMetrics.horizontalAdvance(caption) > m_outline.width() ? 2 : 1;
    const double captionHeight = captionLines * (kCaptionMm + 3);
    const QRectF captionBox(m_outline.left(), m_outline.top() - captionHeight - 5, m_outline.width(),
                            captionHeight);
    const QFont titleFont = fontOfSize(painter->font(), kTitleMm, true);
    const QRectF titleBox(m_outline.left(), captionBox.top() - kTitleMm - 6, m_outline.width(), kTitleMm + 4);
    painter->setPen(palette.color(QPalette::Text));
    painter->setFont(titleFont);
    painter->drawText(titleBox, Qt::AlignLeft | Qt::AlignBottom,
                      QFontMetricsF(titleFont).elidedText(m_title, Qt::ElideRight, titleBox.width()));
    if (!caption.isEmpty()) {
        painter->setFont(captionFont);
        if (captionLines == 1) {
            painter->drawText(captionBox, Qt::AlignLeft | Qt::AlignVCenter, caption);
        } else {
            // Break after the word that still fits, elide what is left on the second line.
            QString first = caption;
            while (captionMetrics.horizontalAdvance(first) > m_outline.width() &&
                   first.contains(QLatin1Char(' ')))
                first.truncate(first.lastIndexOf(QLatin1Char(' ')));
            const QString rest = caption.mid(first.size()).trimmed();
            const double lineHeight = kCaptionMm + 3;
            painter->drawText(QRectF(captionBox.topLeft(), QSizeF(captionBox.width(), lineHeight)),
                              Qt::AlignLeft | Qt::AlignVCenter,
                              captionMetrics.elidedText(first, Qt::ElideRight, captionBox.width()));
            painter->drawText(
                QRectF(captionBox.left(), captionBox.top() + lineHeight, captionBox.width(), lineHeight),
                Qt::AlignLeft | Qt::AlignVCenter,
                captionMetrics.elidedText(rest, Qt::ElideRight, captionBox.width()));
        }
    }

    // FRONT / REAR along the short sides.
    painter->setFont(fontOfSize(painter->font(), kCaptionMm, true));
    painter->setPen(palette.color(QPalette::PlaceholderText));
    auto sideMark = [&](double x, const QString &text) {
        painter->save();
        painter->translate(x, m_outline.center().y());
        painter->rotate(-90);
        painter->drawText(QRectF(-m_outline.height() / 2, -kCaptionMm, m_outline.height(), 2 * kCaptionMm),
                          Qt::AlignCenter, text);
        painter->restore();
    };
    sideMark(m_outline.left() - kCaptionMm - 2, QObject::tr("FRONT"));
    sideMark(m_outline.right() + kCaptionMm + 2, QObject::tr("REAR"));

    paintLegend(painter, palette);
}

void ChassisFrameItem::paintFanWall(QPainter *painter, const QPalette &palette) const
{
    const bool heat = m_heatColor.isValid();
    QColor wallFill = heat ? m_heatColor : colors::fans();
    wallFill.setAlphaF(heat ? 0.55 : 0.22);
    painter->setPen(QPen(colors::fans().darker(120), 0.8));
    painter->setBrush(wallFill);
    painter->drawRoundedRect(m_fanWall, 3, 3);

    // Fans: a ring with a hub and three blades each, spread evenly along the wall.
    const double pitch = m_fanWall.height() / m_fanCount;
    const double radius = std::min(pitch, m_fanWall.width()) * 0.42;
    const QColor bladeColor = palette.color(QPalette::Text);
    for (int i = 0; i < m_fanCount; ++i) {
        const QPointF c(m_fanWall.center().x(), m_fanWall.top() + pitch * (i + 0.5));
        painter->setPen(QPen(bladeColor, 0.7));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(c, radius, radius);
        for (int b = 0; b < 3; ++b) {
            painter->save();
            painter->translate(c);
            painter->rotate(120.0 * b + 20);
            QPainterPath blade;
            blade.moveTo(0, 0);
            blade.cubicTo(radius * 0.3, -radius * 0.5, radius * 0.85, -radius * 0.35, radius * 0.85, 0);
            blade.cubicTo(radius * 0.6, radius * 0.1, radius * 0.3, radius * 0.1, 0, 0);
            painter->setBrush(bladeColor);
            painter->setPen(Qt::NoPen);
            painter->drawPath(blade);
            painter->restore();
        }
    }
    // The wall's name, along it.
    painter->save();
    painter->setFont(fontOfSize(painter->font(), 6.5, true));
    painter->setPen(palette.color(QPalette::Text));
    painter->translate(m_fanWall.right() + 5, m_fanWall.center().y());
    painter->rotate(-90);
    painter->drawText(QRectF(-m_fanWall.height() / 2, -4, m_fanWall.height(), 8), Qt::AlignCenter,
                      QObject::tr("FAN WALL — airflow →"));
    painter->restore();
}

void ChassisFrameItem::paintLegend(QPainter *painter, const QPalette &palette) const
{
    const std::pair<QString, QColor> entries[] = {
        {QObject::tr("GPU"), colors::gpu()},       {QObject::tr("CPU"), colors::cpu()},
        {QObject::tr("Memory"), colors::memory()}, {QObject::tr("Drive"), colors::drive()},
        {QObject::tr("NIC"), colors::nic()},       {QObject::tr("PSU"), colors::psu()},
    };
    const QFont font = fontOfSize(painter->font(), kCaptionMm);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    double x = m_outline.left();
    const double y = m_outline.bottom() + 8;
    for (const auto &[name, color] : entries) {
        painter->setPen(QPen(color.darker(140), 0.6));
        painter->setBrush(color);
        painter->drawRoundedRect(QRectF(x, y, 14, 9), 1.5, 1.5);
        painter->setPen(palette.color(QPalette::Text));
        painter->drawText(QPointF(x + 18, y + 8.2), name);
        x += 18 + metrics.horizontalAdvance(name) + 16;
    }
    painter->setPen(QPen(palette.color(QPalette::Mid), 0.7, Qt::DashLine));
    painter->setBrush(palette.color(QPalette::Base));
    painter->drawRoundedRect(QRectF(x, y, 14, 9), 1.5, 1.5);
    painter->setPen(palette.color(QPalette::Text));
    painter->drawText(QPointF(x + 18, y + 8.2), QObject::tr("empty slot — drag a part from the catalog"));
}

} // namespace np
