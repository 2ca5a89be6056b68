// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_plot.h"

// Procurement scatter: every priced catalog GPU as a bubble at (memory bandwidth, € per GB of
// memory), bubble area by TDP, the build's own GPU outlined. Optionally only the GPUs that fit
// the current chassis. Ratios come from core (gpuValue).
namespace np
{

class ProcurementChart : public ChartPlot
{
    Q_OBJECT
public:
    explicit ProcurementChart(QWidget *parent = nullptr);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("procurement"); }

    void setOnlyFitting(bool onlyFitting);
    [[nodiscard]] bool onlyFitting() const { return m_onlyFitting; }

protected:
    void rebuild() override;

private:
    bool m_onlyFitting = false;
};

} // namespace np
