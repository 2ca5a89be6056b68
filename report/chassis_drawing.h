// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "chassis.h"
#include "sheet_style.h"

#include <QRectF>

class QPainter;

// The chassis seen from above as vector graphics: every slot at its geometry, populated slots
// filled in their kind's colour (kind_colors.h, the same as the GUI), empty ones outlined, front on
// the left. A legend under it counts populated slots per kind.
namespace np::report {

// Height the drawing and its legend take at `width` (device units).
double chassisDrawingHeight(const SheetStyle &style, const Chassis &chassis, double width);
void paintChassisDrawing(QPainter &p, const SheetStyle &style, const QRectF &rect, const Chassis &chassis,
                         const Build &build);

} // namespace np::report
