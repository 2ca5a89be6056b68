// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_plot.h"

// Cost: one horizontal bar per bill-of-materials line (CostFigures::bom, extended price in €),
// coloured by part kind; lines without a catalog price are flagged "no price".
namespace np
{

class CostChart : public ChartPlot
{
    Q_OBJECT
public:
    static QString bomName() { return tr("Extended price"); }

    explicit CostChart(QWidget *parent = nullptr);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("cost"); }

protected:
    void rebuild() override;
};

} // namespace np
