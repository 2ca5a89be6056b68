// SPDX-License-Identifier: MIT
#include "charts/baseboard_painter.h"

#include "charts/kind_colors.h"
#include "presentation/display_names.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace np
{

namespace
{

// The tr() context. A class, not a free tr() helper: lupdate files a free function's tr() strings
// under its namespace ("np"), so their translations would never be found under this context.
struct BaseboardPainter {
    Q_DECLARE_TR_FUNCTIONS(np::BaseboardPainter)
};

constexpr double kBoardMarginMm = 4; // board edge around the sites
constexpr double kTitleBandMm = 14;  // in front of the sites, for the board's name
constexpr double kChipMm = 26;       // an NVSwitch chip, drawn square

// The strip between the front and the rear row of sites (millimetres); empty with one row.
SlotGeometry stripBetweenRows(const Baseboard &board)
{
    const double front = board.bounds.yMm;
    double frontRowRear = front;
    double rearRowFront = board.bounds.yMm + board.bounds.heightMm;
    for (const Slot *s : board.sites) {
        if (s->geometry.yMm <= front + 0.5)
            frontRowRear = std::max(frontRowRear, s->geometry.yMm + s->geometry.heightMm);
        else
            rearRowFront = std::min(rearRowFront, s->geometry.yMm);
    }
    if (rearRowFront <= frontRowRear)
        return {};
    return {board.bounds.xMm, frontRowRear, board.bounds.widthMm, rearRowFront - frontRowRear};
}

QPointF centreOf(const QRectF &r)
{
    return r.center();
}

// Text in a device rectangle, turned to run along its long side, shrunk to fit its length.
void drawAlong(QPainter &p, const QRectF &r, const QString &text)
{
    const double room = std::max(r.width(), r.height()) * 0.95;
    const double needed = QFontMetricsF(p.font(), p.device()).horizontalAdvance(text);
    if (needed > room) {
        QFont font = p.font();
        if (font.pixelSize() > 0)
            font.setPixelSize(std::max(1, int(font.pixelSize() * room / needed)));
        else
            font.setPointSizeF(font.pointSizeF() * room / needed);
        p.setFont(font);
    }
    if (r.width() >= r.height()) {
        p.drawText(r, Qt::AlignCenter, text);
        return;
    }
    p.save();
    p.translate(r.center());
    p.rotate(-90);
    p.drawText(QRectF(-r.height() / 2, -r.width() / 2, r.height(), r.width()), Qt::AlignCenter, text);
    p.restore();
}

using ToDevice = std::function<QRectF(const SlotGeometry &)>;

// The board itself: the sites with a margin, and the title band in front of them.
void drawBoardOutline(QPainter &p, const Baseboard &board, const ToDevice &toDevice, double perMm,
                      const BaseboardStyle &style)
{
    const SlotGeometry &b = board.bounds;
    const SlotGeometry boardMm{b.xMm - kBoardMarginMm, b.yMm - kBoardMarginMm - kTitleBandMm,
                               b.widthMm + 2 * kBoardMarginMm,
                               b.heightMm + 2 * kBoardMarginMm + kTitleBandMm};
    QColor fill = colors::gpu();
    fill.setAlphaF(0.10);
    p.setPen(QPen(colors::gpu().darker(130), style.lineWidth * 1.4));
    p.setBrush(fill);
    p.drawRoundedRect(toDevice(boardMm), 3 * perMm, 3 * perMm);
}

// Name and fabric in the band in front of the sites.
void drawBoardTitle(QPainter &p, const Baseboard &board, const ToDevice &toDevice,
                    const BaseboardStyle &style)
{
    const SlotGeometry &b = board.bounds;
    const QString name =
        board.fabric == BaseboardFabric::NvSwitch
            ? BaseboardPainter::tr("HGX %1 baseboard").arg(QString::fromStdString(board.moduleForm))
            : BaseboardPainter::tr("OAM baseboard");
    const QString title = BaseboardPainter::tr("%1 · %2").arg(name, displayName(board.fabric));
    p.setPen(style.ink);
    p.setFont(style.font);
    drawAlong(p, toDevice({b.xMm, b.yMm - kTitleBandMm, b.widthMm, kTitleBandMm}), title);
}

// Chips spread along the strip; every site links to every chip (that is what makes the board
// all-to-all: any pair of GPUs meets in each switch). Expects the link pen set.
void drawSwitchChips(QPainter &p, const Baseboard &board, const SlotGeometry &strip, const ToDevice &toDevice,
                     const BaseboardStyle &style)
{
    std::vector<QRectF> chips;
    const double pitch = strip.widthMm / board.switchChips;
    const double side = std::min(kChipMm, strip.heightMm - 6);
    for (int i = 0; i < board.switchChips; ++i) {
        const double cx = strip.xMm + pitch * (i + 0.5);
        chips.push_back(toDevice({cx - side / 2, strip.yMm + (strip.heightMm - side) / 2, side, side}));
    }
    for (const Slot *s : board.sites) {
        const QPointF from = centreOf(toDevice(s->geometry));
        for (const QRectF &chip : chips)
            p.drawLine(from, chip.center());
    }
    QColor chipFill = style.ink;
    chipFill.setAlphaF(0.85);
    QFont small = style.font;
    if (small.pixelSize() > 0)
        small.setPixelSize(std::max(1, small.pixelSize() * 3 / 4));
    else
        small.setPointSizeF(small.pointSizeF() * 0.75);
    p.setFont(small);
    for (const QRectF &chip : chips) {
        p.setPen(QPen(style.ink, style.lineWidth));
        p.setBrush(chipFill);
        p.drawRect(chip);
        p.setPen(Qt::white);
        p.drawText(chip, Qt::AlignCenter, QStringLiteral("NVS"));
    }
}

// A link between every pair: straight across the strip between the rows, an arc bulging into the
// strip within a row. Expects the link pen set.
void drawMeshLinks(QPainter &p, const Baseboard &board, const SlotGeometry &strip, const ToDevice &toDevice)
{
    const QPointF stripCentre =
        strip.heightMm > 0 ? toDevice(strip).center() : toDevice(board.bounds).center();
    for (std::size_t i = 0; i < board.sites.size(); ++i)
        for (std::size_t j = i + 1; j < board.sites.size(); ++j) {
            const QPointF a = centreOf(toDevice(board.sites[i]->geometry));
            const QPointF c = centreOf(toDevice(board.sites[j]->geometry));
            QPainterPath path(a);
            const bool sameRow = std::abs(board.sites[i]->geometry.yMm - board.sites[j]->geometry.yMm) < 0.5;
            if (sameRow) {
                const QPointF mid = (a + c) / 2;
                const QPointF toStrip = stripCentre - mid;
                // Pull the curve into the strip along the axis that crosses the rows, farther for
                // sites farther apart so the arcs do not lie on one another. A quadratic curve's
                // apex is halfway to its control point.
                const QPointF across = std::abs(toStrip.x()) > std::abs(toStrip.y())
                                           ? QPointF(toStrip.x(), 0)
                                           : QPointF(0, toStrip.y());
                const double apexShare = 0.3 + 0.25 * double(j - i - 1);
                path.quadTo(mid + across * 2.0 * apexShare, c);
            } else {
                path.lineTo(c);
            }
            p.drawPath(path);
        }
}

} // namespace

void paintBaseboard(QPainter &p, const Baseboard &board,
                    const std::function<QRectF(const SlotGeometry &)> &toDevice, double perMm,
                    const BaseboardStyle &style)
{
    if (board.sites.empty())
        return;
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    drawBoardOutline(p, board, toDevice, perMm, style);
    drawBoardTitle(p, board, toDevice, style);

    const SlotGeometry strip = stripBetweenRows(board);
    p.setPen(QPen(style.link, style.lineWidth));
    p.setBrush(Qt::NoBrush);
    if (board.fabric == BaseboardFabric::NvSwitch && board.switchChips > 0 && strip.heightMm > 0)
        drawSwitchChips(p, board, strip, toDevice, style);
    else if (board.fabric == BaseboardFabric::InfinityFabricMesh)
        drawMeshLinks(p, board, strip, toDevice);
    p.restore();
}

} // namespace np
