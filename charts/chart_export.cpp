// SPDX-License-Identifier: MIT
#include "charts/chart_export.h"

#include <qcustomplot.h>

#include <QBuffer>
#include <QFileInfo>
#include <QSvgGenerator>
#include <QSvgRenderer>

namespace np
{

namespace
{

// Paints the plot through a vectorizing QCPPainter onto an SVG generator writing to `device`.
bool writeSvg(QCustomPlot &plot, QIODevice *device, const QString &fileName, int width, int height)
{
    QSvgGenerator generator;
    if (device)
        generator.setOutputDevice(device);
    else
        generator.setFileName(fileName);
    generator.setSize(QSize(width, height));
    generator.setViewBox(QRect(0, 0, width, height));
    // The plot lays out in logical pixels at 96 dpi, like on screen; say so, so that font point
    // sizes map to the same pixel sizes in the SVG.
    generator.setResolution(96);
    generator.setTitle(plot.windowTitle());
    generator.setDescription(QStringLiteral("NodePlan chart"));
    QCPPainter painter;
    if (!painter.begin(&generator))
        return false;
    painter.setMode(QCPPainter::pmVectorized);
    painter.setMode(QCPPainter::pmNoCaching);
    plot.toPainter(&painter, width, height);
    return painter.end();
}

} // namespace

ChartFileFormat chartFormatFromPath(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return ChartFileFormat::Png;
    if (suffix == QLatin1String("svg"))
        return ChartFileFormat::Svg;
    if (suffix == QLatin1String("pdf"))
        return ChartFileFormat::Pdf;
    return ChartFileFormat::Unknown;
}

bool saveChart(QCustomPlot &plot, const QString &path, int width, int height, QString *error)
{
    auto failWith = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (width <= 0 || height <= 0)
        return failWith(QStringLiteral("chart size must be positive, got %1 x %2").arg(width).arg(height));
    bool ok = false;
    switch (chartFormatFromPath(path)) {
    case ChartFileFormat::Png:
        ok = plot.savePng(path, width, height, 1.0, -1, 96);
        break;
    case ChartFileFormat::Pdf:
        ok = plot.savePdf(path, width, height, QCP::epNoCosmetic, QStringLiteral("NodePlan"),
                          plot.windowTitle());
        break;
    case ChartFileFormat::Svg:
        ok = writeSvg(plot, nullptr, path, width, height);
        break;
    case ChartFileFormat::Unknown:
        return failWith(QStringLiteral("cannot tell the format of '%1': use .png, .svg or .pdf").arg(path));
    }
    if (!ok)
        return failWith(QStringLiteral("could not write '%1'").arg(path));
    return true;
}

void renderChart(QCustomPlot &plot, QPainter &painter, const QRectF &target, int logicalWidth,
                 int logicalHeight)
{
    // A QCPPainter cannot wrap an already active QPainter, so record the chart as SVG in memory
    // and replay it: QSvgRenderer draws paths and text as vectors on any paint device.
    QByteArray svg;
    QBuffer buffer(&svg);
    buffer.open(QIODevice::WriteOnly);
    if (!writeSvg(plot, &buffer, QString(), logicalWidth, logicalHeight))
        return;
    buffer.close();
    QSvgRenderer renderer(svg);
    renderer.render(&painter, target);
}

} // namespace np
