// SPDX-License-Identifier: MIT
#include "ui/panels/power_panel.h"

#include "charts/figures_table.h"
#include "charts/power_chart.h"
#include "presentation/display_names.h"
#include "presentation/number_format.h"

#include <QHBoxLayout>
#include <QSplitter>

namespace np
{

namespace
{

QString voltageText(const ChartInputs &inputs)
{
    if (!inputs.resolved || !inputs.resolved->build)
        return QObject::tr("not known");
    const BuildOptions &o = inputs.resolved->build->options;
    return inputFeedText(o.inputVoltage, o.inputVolts, NumberFormat::forGui());
}

} // namespace

PowerPanel::PowerPanel(QWidget *parent)
    : QWidget(parent), m_chart(new PowerChart), m_figures(new FiguresTable)
{
    auto *splitter = new QSplitter(Qt::Horizontal);
    splitter->addWidget(m_chart);
    splitter->addWidget(m_figures);
    m_figures->setAccessibleName(tr("Power figures"));
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    // Start at 3 : 2 of the width, not at the table's wide size hint: squeezed to its minimum the
    // chart stacked its legend in one column and kept a plot 50 px tall (1280 × 800).
    splitter->setSizes({600, 400});
    splitter->setChildrenCollapsible(false);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
}

void PowerPanel::setInputs(const ChartInputs &inputs)
{
    m_chart->setInputs(inputs);
    m_figures->clearFigures();
    if (!inputs.evaluation)
        return;
    const PowerFigures &p = inputs.evaluation->power;
    m_figures->addSection(tr("Load (DC)"));
    m_figures->addFigure(tr("Idle"), NumberFormat::forGui().watts(p.idleW));
    m_figures->addFigure(tr("Typical"), NumberFormat::forGui().watts(p.typicalW));
    m_figures->addFigure(tr("Peak (all parts at TDP)"), NumberFormat::forGui().watts(p.peakW));
    m_figures->addFigure(tr("Transient peak (GPU excursions)"), NumberFormat::forGui().watts(p.transientW),
                         p.transientStatus);
    m_figures->addSection(tr("At the wall"));
    m_figures->addFigure(tr("Input"), voltageText(inputs));
    m_figures->addFigure(tr("Typical"), NumberFormat::forGui().watts(p.wallTypicalW));
    m_figures->addFigure(tr("Peak"), NumberFormat::forGui().watts(p.wallW));
    m_figures->addFigure(tr("Apparent power at peak"),
                         NumberFormat::forGui().number(p.wallVA, 0) + QStringLiteral(" VA"));
    m_figures->addFigure(tr("Input current at peak"),
                         NumberFormat::forGui().number(p.inputCurrentA, 1) + QStringLiteral(" A"));
    m_figures->addFigure(tr("PSU efficiency at peak"),
                         NumberFormat::forGui().number(p.psuEfficiencyAtPeak * 100, 1) +
                             QStringLiteral(" %"));
    m_figures->addSection(tr("Power supplies"));
    m_figures->addFigure(tr("PSUs"),
                         tr("%1 × %2").arg(p.psuCount).arg(NumberFormat::forGui().watts(p.psuRatedW)));
    m_figures->addFigure(tr("Total capacity"), NumberFormat::forGui().watts(p.psuTotalW));
    m_figures->addFigure(tr("Usable under %1").arg(displayName(p.redundancy)),
                         NumberFormat::forGui().watts(p.psuUsableW), p.psuStatus);
    // After one PSU fails the N+1 capacity is what is left: its mode's status.
    Status afterFailure = Status::Ok;
    for (const PsuModeFigures &m : p.psuModes)
        if (m.mode == PsuRedundancy::NPlus1)
            afterFailure = m.status;
    m_figures->addFigure(tr("After one PSU fails"), NumberFormat::forGui().watts(p.psuAfterOneFailureW),
                         afterFailure);
    m_figures->addFigure(tr("Redundancy met"), p.redundancyMet ? tr("yes") : tr("no"), p.psuStatus);
    m_figures->addFigure(
        tr("Transient peak / usable"),
        tr("%1 of %2")
            .arg(NumberFormat::forGui().watts(p.transientW), NumberFormat::forGui().watts(p.psuUsableW)),
        p.transientStatus);
    m_figures->addSection(tr("Heat"));
    m_figures->addFigure(tr("Heat released"), NumberFormat::forGui().watts(p.heatW));
    m_figures->addFigure(tr("Heat"), NumberFormat::forGui().number(p.btuPerH, 0) + QStringLiteral(" BTU/h"));
    m_figures->addFigure(
        tr("Chassis airflow limit"),
        p.airflowLimitW > 0 ? NumberFormat::forGui().watts(p.airflowLimitW) : tr("not rated"), p.heatStatus);
}

} // namespace np
