// SPDX-License-Identifier: MIT
#pragma once

#include "core/chassis.h"
#include "core/resolved_build.h"
#include "report/sheet_style.h"

#include <QRectF>

#include <set>
#include <string>

class QPainter;

// The chassis seen from above as vector graphics: every slot at its geometry, populated slots
// filled in their kind's colour (kind_colors.h, the same as the GUI), empty ones outlined, front on
// the left. A legend under it counts populated slots per kind.
namespace np::report
{

// Height the drawing and its legend take at `width` (device units).
double chassisDrawingHeight(const SheetStyle &style, const Chassis &chassis, double width);
// `populated`: ids of the slots that hold a part (populatedSlots of the resolved build).
void paintChassisDrawing(QPainter &p, const SheetStyle &style, const QRectF &rect, const Chassis &chassis,
                         const std::set<std::string> &populated);
// Slot ids holding a part in the already resolved build (parts given by count get their slots
// from core, not from the build file; parts that did not resolve are not drawn).
std::set<std::string> populatedSlots(const ResolvedBuild &resolved);

} // namespace np::report
