// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QPalette>

class QCustomPlot;

// Colours a chart takes from the widget palette so that it follows light and dark themes.
// Kind colours (kind_colors.h) stay the same in both; only text, axes, grid and background change.
namespace np
{

struct ChartTheme {
    QColor background;
    QColor text;
    QColor axis;
    QColor grid;
    QColor subtleText; // annotations that should not shout
    QColor good;       // "fits"
    QColor bad;        // "does not fit"

    static ChartTheme fromPalette(const QPalette &palette);
    [[nodiscard]] bool isDark() const { return background.lightnessF() < 0.5; }
};

// Applies background, axis, tick-label, grid and legend colours and the default fonts to `plot`.
void applyTheme(QCustomPlot &plot, const ChartTheme &theme);

} // namespace np
