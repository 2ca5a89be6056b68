// SPDX-License-Identifier: MIT
#include "ui/panels/severity_icons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace np
{

namespace
{

QPixmap paintIcon(int size, const QColor &color, const QString &glyph, bool tick)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF disc(0.5, 0.5, size - 1.0, size - 1.0);
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawEllipse(disc);
    painter.setPen(QPen(Qt::white, size / 8.0, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(Qt::NoBrush);
    if (tick) {
        QPainterPath path;
        path.moveTo(size * 0.27, size * 0.53);
        path.lineTo(size * 0.44, size * 0.70);
        path.lineTo(size * 0.74, size * 0.34);
        painter.drawPath(path);
    } else {
        QFont font;
        font.setBold(true);
        font.setPixelSize(static_cast<int>(size * 0.72));
        painter.setFont(font);
        painter.drawText(disc, Qt::AlignCenter, glyph);
    }
    return pixmap;
}

QIcon makeIcon(const QColor &color, const QString &glyph, bool tick)
{
    QIcon icon;
    for (int size : {16, 24, 32, 48})
        icon.addPixmap(paintIcon(size, color, glyph, tick));
    return icon;
}

} // namespace

QIcon findingIcon(FindingKind kind, Severity severity)
{
    static const QIcon strength = makeIcon(QColor(0x2E, 0x9A, 0x48), {}, true);
    static const QIcon info = makeIcon(QColor(0x2F, 0x6D, 0xB5), QStringLiteral("i"), false);
    static const QIcon warning = makeIcon(QColor(0xE0, 0x90, 0x00), QStringLiteral("!"), false);
    static const QIcon blocking = makeIcon(QColor(0xC6, 0x28, 0x28), QStringLiteral("✕"), false);
    if (kind == FindingKind::Strength)
        return strength;
    switch (severity) {
    case Severity::Info:
        return info;
    case Severity::Warning:
        return warning;
    case Severity::Blocking:
        return blocking;
    }
    return info;
}

} // namespace np
