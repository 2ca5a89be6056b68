// SPDX-License-Identifier: MIT
#include "charts/chart_theme.h"

#include <qcustomplot.h>

namespace np
{

ChartTheme ChartTheme::fromPalette(const QPalette &palette)
{
    ChartTheme theme;
    theme.background = palette.color(QPalette::Base);
    theme.text = palette.color(QPalette::Text);
    theme.axis = palette.color(QPalette::Text);
    theme.axis.setAlphaF(0.75f);
    theme.grid = palette.color(QPalette::Text);
    theme.grid.setAlphaF(0.12f);
    theme.subtleText = palette.color(QPalette::Text);
    theme.subtleText.setAlphaF(0.7f);
    const bool dark = theme.background.lightnessF() < 0.5;
    theme.good = dark ? QColor(0x7C, 0xD0, 0x5A) : QColor(0x2E, 0x7D, 0x1F);
    theme.bad = dark ? QColor(0xFF, 0x7A, 0x7A) : QColor(0xB0, 0x1E, 0x1E);
    return theme;
}

void applyTheme(QCustomPlot &plot, const ChartTheme &theme)
{
    plot.setBackground(QBrush(theme.background));
    QFont tickFont = plot.font();
    tickFont.setPointSizeF(9);
    QFont labelFont = tickFont;
    labelFont.setPointSizeF(10);
    for (QCPAxisRect *rect : plot.axisRects()) {
        rect->setBackground(QBrush(theme.background));
        for (QCPAxis *axis : rect->axes()) {
            axis->setBasePen(QPen(theme.axis, 1));
            axis->setTickPen(QPen(theme.axis, 1));
            axis->setSubTickPen(QPen(theme.axis, 1));
            axis->setTickLabelColor(theme.text);
            axis->setLabelColor(theme.text);
            axis->setTickLabelFont(tickFont);
            axis->setLabelFont(labelFont);
            axis->grid()->setPen(QPen(theme.grid, 1, Qt::SolidLine));
            axis->grid()->setSubGridPen(QPen(theme.grid, 1, Qt::DotLine));
            axis->grid()->setZeroLinePen(QPen(theme.grid, 1));
        }
    }
    if (plot.legend) {
        QColor legendBack = theme.background;
        legendBack.setAlphaF(0.85f);
        plot.legend->setBrush(QBrush(legendBack));
        QColor border = theme.text;
        border.setAlphaF(0.3f);
        plot.legend->setBorderPen(QPen(border));
        plot.legend->setTextColor(theme.text);
        plot.legend->setFont(tickFont);
    }
}

} // namespace np
