// SPDX-License-Identifier: MIT
#pragma once

#include <QRectF>
#include <QString>

class QCustomPlot;
class QPainter;

// Saving and embedding charts. PNG is raster; SVG and PDF are vector (QCPPainter in vectorized
// mode), so a chart in a slide or in the PDF build sheet stays sharp at any zoom.
namespace np
{

enum class ChartFileFormat { Png, Svg, Pdf, Unknown };

// From the file extension (case-insensitive): .png, .svg, .pdf.
ChartFileFormat chartFormatFromPath(const QString &path);

// Writes `plot` at width x height logical pixels. Returns false and sets `error` on failure.
bool saveChart(QCustomPlot &plot, const QString &path, int width, int height, QString *error = nullptr);

// Paints `plot`, laid out at logicalWidth x logicalHeight, into `target` of an active painter
// (e.g. on a QPdfWriter) as vector graphics: lines, fills and text stay vectors.
void renderChart(QCustomPlot &plot, QPainter &painter, const QRectF &target, int logicalWidth = 900,
                 int logicalHeight = 500);

} // namespace np
