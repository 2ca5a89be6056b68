// SPDX-License-Identifier: MIT
#include "charts/chart_export.h"

#include "presentation/safe_write.h"

#include <qcustomplot.h>

#include <QBuffer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QTemporaryDir>

namespace np
{

namespace
{

// Paints the plot through a vectorizing QCPPainter onto an SVG generator writing to `device`.
bool writeSvg(QCustomPlot &plot, QIODevice *device, int width, int height)
{
    QSvgGenerator generator;
    generator.setOutputDevice(device);
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
    // Every format is rendered into memory first and then written through writeFileSafely: a
    // failed write leaves the previous chart file as it was, never a 0-byte or half file.
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    bool ok = false;
    switch (chartFormatFromPath(path)) {
    case ChartFileFormat::Png: {
        // What QCustomPlot::savePng(path, w, h, 1.0, -1, 96) writes: 96 dpi recorded in the file.
        QImage image = plot.toPixmap(width, height, 1.0).toImage();
        const int dotsPerMeter = qRound(96 / 0.0254);
        image.setDotsPerMeterX(dotsPerMeter);
        image.setDotsPerMeterY(dotsPerMeter);
        ok = !image.isNull() && image.save(&buffer, "PNG");
        break;
    }
    case ChartFileFormat::Pdf: {
        // QCustomPlot prints PDFs only to a file name: print into a private temporary directory.
        QTemporaryDir dir;
        const QString scratch = dir.filePath(QStringLiteral("chart.pdf"));
        ok = dir.isValid() && plot.savePdf(scratch, width, height, QCP::epNoCosmetic,
                                           QStringLiteral("NodePlan"), plot.windowTitle());
        QFile printed(scratch);
        ok = ok && printed.open(QIODevice::ReadOnly);
        if (ok)
            bytes = printed.readAll();
        break;
    }
    case ChartFileFormat::Svg:
        ok = writeSvg(plot, &buffer, width, height);
        break;
    case ChartFileFormat::Unknown:
        return failWith(QStringLiteral("cannot tell the format of '%1': use .png, .svg or .pdf").arg(path));
    }
    if (!ok || bytes.isEmpty())
        return failWith(QStringLiteral("could not render '%1'").arg(path));
    return writeFileSafely(path, bytes, error);
}

void renderChart(QCustomPlot &plot, QPainter &painter, const QRectF &target, int logicalWidth,
                 int logicalHeight)
{
    // A QCPPainter cannot wrap an already active QPainter, so record the chart as SVG in memory
    // and replay it: QSvgRenderer draws paths and text as vectors on any paint device.
    QByteArray svg;
    QBuffer buffer(&svg);
    buffer.open(QIODevice::WriteOnly);
    if (!writeSvg(plot, &buffer, logicalWidth, logicalHeight))
        return;
    buffer.close();
    QSvgRenderer renderer(svg);
    renderer.render(&painter, target);
}

} // namespace np
