// SPDX-License-Identifier: MIT
#pragma once

#include "core/baseboard.h"

#include <QColor>
#include <QFont>
#include <QRectF>

#include <functional>

class QPainter;

// Draws a GPU baseboard under its module sites, for the chassis view and the PDF alike: the board,
// its name and fabric, and the fabric itself - the NVSwitch chips in the strip between the two rows
// of sites with a link from every site to every chip, or a link between every pair of sites on the
// Infinity Fabric mesh. The slots are drawn on top by the caller.
namespace np
{

struct BaseboardStyle {
    QColor ink;       // text and outlines
    QColor link;      // NVLink / Infinity Fabric lines
    QFont font;       // for the board's name (pixel or point size as the device wants)
    double lineWidth; // device units
};

// `toDevice` maps a top-down rectangle in chassis millimetres to device coordinates; `perMm` is
// device units per millimetre.
void paintBaseboard(QPainter &painter, const Baseboard &board,
                    const std::function<QRectF(const SlotGeometry &)> &toDevice, double perMm,
                    const BaseboardStyle &style);

} // namespace np
