// SPDX-License-Identifier: MIT
#include "charts/power_chart.h"

#include "charts/kind_colors.h"
#include "presentation/core_names.h"
#include "presentation/display_names.h"
#include "presentation/number_format.h"

#include <QFontMetricsF>
#include <QResizeEvent>

#include <algorithm>
#include <map>

namespace np
{

namespace
{

struct Line {
    QString name;
    QString label; // without the figure; equal figures share one label
    double valueW;
    QPen pen;
    double fromKey;
    double toKey;
};

// How far the capacity lines reach either side of the bars' centres.
constexpr double kLineOverhang = 0.45;

} // namespace

PowerChart::PowerChart(QWidget *parent) : ChartPlot(parent)
{
    setWindowTitle(tr("Power"));
}

void PowerChart::setUpAxes(const PowerFigures &power)
{
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    ticker->addTick(typicalKey,
                    tr("Typical\n(%1 at the wall)").arg(NumberFormat::forGui().watts(power.wallTypicalW)));
    ticker->addTick(peakKey, tr("Peak\n(%1 at the wall)").arg(NumberFormat::forGui().watts(power.wallW)));
    xAxis->setTicker(ticker);
    xAxis->setSubTicks(false);
    xAxis->grid()->setVisible(false);
    yAxis->setLabel(tr("Power (W)"));
    legend->setVisible(true);
}

// One stacked segment per component group in each of the two bars.
void PowerChart::addLoadBars(const PowerFigures &power)
{
    QCPBars *below = nullptr;
    for (const PowerItem &item : power.items) {
        auto *bars = new QCPBars(xAxis, yAxis);
        bars->setName(powerGroupName(item.group));
        bars->setWidth(0.55);
        bars->setBrush(colors::forPowerGroup(bars->name()));
        bars->setPen(Qt::NoPen);
        bars->setStackingGap(1);
        bars->addData(typicalKey, item.typicalW);
        bars->addData(peakKey, item.peakW);
        if (below)
            bars->moveAbove(below);
        below = bars;
    }
}

// Capacity lines span both bars; the transient peak belongs to the peak bar only. Raises `top` to
// the highest known line and returns the lines' labels by figure (equal figures share one label).
std::map<double, QStringList> PowerChart::addCapacityLines(const PowerFigures &power, double &top)
{
    const double left = typicalKey - kLineOverhang;
    const double right = peakKey + kLineOverhang;
    QColor psuColor = colors::psu();
    if (theme().isDark())
        psuColor = psuColor.lighter(150);
    QColor airColor = colors::nic();
    QColor transientColor = colors::drive();
    const QString psuCount =
        power.psuCount > 0
            ? tr("%1 × %2").arg(power.psuCount).arg(NumberFormat::forGui().watts(power.psuRatedW))
            : tr("no PSU");
    const Line lines[] = {
        {psuTotalName(), tr("PSU total (%1)").arg(psuCount), power.psuTotalW,
         QPen(psuColor, 2, Qt::SolidLine), left, right},
        {psuUsableName(), tr("usable (%1)").arg(displayName(power.redundancy)), power.psuUsableW,
         QPen(psuColor, 2, Qt::DashLine), left, right},
        {psuAfterFailureName(), tr("after one PSU fails"), power.psuAfterOneFailureW,
         QPen(psuColor, 2, Qt::DotLine), left, right},
        {airflowName(), tr("airflow limit"), power.airflowLimitW, QPen(airColor, 2, Qt::DashDotLine), left,
         right},
        {transientName(), tr("transient peak"), power.transientW, QPen(transientColor, 2.5, Qt::DashLine),
         peakKey - 0.38, peakKey + 0.38},
    };

    std::map<double, QStringList> labelsByValue;
    for (const Line &line : lines) {
        auto *graph = new QCPGraph(xAxis, yAxis);
        graph->setName(line.name);
        graph->setPen(line.pen);
        graph->addData(line.fromKey, line.valueW);
        graph->addData(line.toKey, line.valueW);
        graph->removeFromLegend();
        if (line.valueW <= 0)
            continue; // not known (no PSU, no airflow rating): keep the graph for tests, draw nothing
        graph->setVisible(true);
        labelsByValue[line.valueW].append(line.label);
        top = std::max(top, line.valueW);
    }
    for (int i = 0; i < plottableCount(); ++i)
        if (auto *graph = qobject_cast<QCPGraph *>(plottable(i)))
            graph->setVisible(graph->data()->constBegin()->value > 0);
    return labelsByValue;
}

// Labels sit right of the lines; close ones are nudged apart by at least a line of their text at
// the plot's height (in a 1280 × 800 window the plot is ~140 px tall: 4.5 % of it is 6 px, less
// than half a line, and the labels overlapped).
void PowerChart::addCapacityLabels(const std::map<double, QStringList> &labelsByValue, double rangeTop)
{
    constexpr int kSmallestPlotPx = 60; // a plot squeezed below its minimum still spaces them
    QFont noteFont = font();
    noteFont.setPointSizeF(9); // addNote's size
    // The axis rect at this size. The legend joins the layout at the end of the first rebuild, so
    // that one spaces for a taller plot; showing the chart at its size spaces them again.
    updateLayout();
    const int plotPx = std::max(kSmallestPlotPx, axisRect()->height());
    const double lineGap = 1.15 * QFontMetricsF(noteFont).height() / plotPx * rangeTop;
    const double minGap = std::max(rangeTop * 0.045, lineGap);
    double lastY = -1e9;
    for (const auto &[value, labels] : labelsByValue) {
        const double y = std::max(value, lastY + minGap);
        lastY = y;
        addNote(labels.join(QStringLiteral(" = ")) + QStringLiteral(": ") +
                    NumberFormat::forGui().watts(value),
                peakKey + kLineOverhang + 0.04, y, Qt::AlignLeft | Qt::AlignVCenter, theme().text);
    }
}

void PowerChart::resizeEvent(QResizeEvent *event)
{
    ChartPlot::resizeEvent(event);
    if (event->size().height() == event->oldSize().height())
        return;
    resetPlot();
    rebuild();
    finishRebuild();
}

void PowerChart::rebuild()
{
    const Evaluation *evaluation = inputs().evaluation;
    const PowerFigures none;
    const PowerFigures &power = evaluation ? evaluation->power : none;
    setTitle(tr("Power at typical and peak load against PSU capacity"));
    setUpAxes(power);

    addLoadBars(power);
    double top = std::max({1000.0, power.wallW, power.wallTypicalW});
    const std::map<double, QStringList> labelsByValue = addCapacityLines(power, top);

    const double rangeTop = top * 1.12;
    yAxis->setRange(0, rangeTop);
    addCapacityLabels(labelsByValue, rangeTop);
    xAxis->setRange(typicalKey - 0.6, peakKey + 1.75);
}

} // namespace np
