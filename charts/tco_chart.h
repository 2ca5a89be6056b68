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
    // The currency the axis and the figures show ("EUR" by default), at the build's dated rate.
    void setDisplayCurrency(const QString &code);

protected:
    void rebuild() override;

private:
    QString m_currency = QStringLiteral("EUR");
};

} // namespace np
