// SPDX-License-Identifier: MIT
#pragma once

#include "core/chassis.h"

#include <QRectF>

// How the top-down chassis layout (millimetres, x across the width, y from front to rear) maps
// onto the scene: the box is drawn lying on its side, front on the left and rear on the right,
// because a 900 mm deep, 447 mm wide box fills a landscape window best that way. One scene unit
// is one millimetre.
namespace np::chassis_geometry
{

inline QRectF toScene(const SlotGeometry &g)
{
    return QRectF(g.yMm, g.xMm, g.heightMm, g.widthMm);
}

inline QRectF outline(const Chassis &chassis)
{
    return QRectF(0, 0, chassis.depthMm, chassis.widthMm);
}

} // namespace np::chassis_geometry
