// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_plot.h"

// Total cost of ownership over the years: CostFigures::tcoByYearEur (cumulative, year 0 = the
// purchase) as a line with its figures written at each point.
namespace np
{

class TcoChart : public ChartPlot
{
    Q_OBJECT
public:
    static QString tcoName() { return tr("Cumulative cost"); }

    explicit TcoChart(QWidget *parent = nullptr);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("tco"); }

protected:
    void rebuild() override;
};

} // namespace np
