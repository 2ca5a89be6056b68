// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_plot.h"

#include <map>

// Power: the component groups of PowerFigures::items stacked at typical and at peak load,
// against the PSU capacity lines (total, usable under the redundancy mode, after one PSU fails),
// the transient peak the PSUs must ride and the chassis airflow limit.
namespace np
{

class PowerChart : public ChartPlot
{
    Q_OBJECT
public:
    static constexpr double typicalKey = 1;
    static constexpr double peakKey = 2;
    // Names of the line graphs; each holds two points at the figure's value.
    static QString psuTotalName() { return tr("PSU total"); }
    static QString psuUsableName() { return tr("PSU usable"); }
    static QString psuAfterFailureName() { return tr("After one PSU fails"); }
    static QString transientName() { return tr("Transient peak"); }
    static QString airflowName() { return tr("Chassis airflow limit"); }

    explicit PowerChart(QWidget *parent = nullptr);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("power"); }

protected:
    void rebuild() override;
    // The capacity labels are spaced for the plot's height: a new height spaces them again.
    void resizeEvent(QResizeEvent *event) override;

private:
    void setUpAxes(const PowerFigures &power);
    void addLoadBars(const PowerFigures &power);
    std::map<double, QStringList> addCapacityLines(const PowerFigures &power, double &top);
    void addCapacityLabels(const std::map<double, QStringList> &labelsByValue, double rangeTop);
};

} // namespace np
