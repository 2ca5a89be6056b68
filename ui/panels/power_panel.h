// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_inputs.h"

#include <QWidget>

// Power panel: the power chart beside a table of the power figures (loads, wall power, PSU
// capacities per redundancy mode, transient peak, input voltage, heat in BTU/h, airflow limit).
namespace np
{

class FiguresTable;
class PowerChart;

class PowerPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PowerPanel(QWidget *parent = nullptr);
    void setInputs(const ChartInputs &inputs);

    [[nodiscard]] PowerChart *chart() const { return m_chart; }
    [[nodiscard]] FiguresTable *figures() const { return m_figures; }

private:
    PowerChart *m_chart;
    FiguresTable *m_figures;
};

} // namespace np
