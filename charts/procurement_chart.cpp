// SPDX-License-Identifier: MIT
#include "charts/procurement_chart.h"

#include "charts/kind_colors.h"
#include "presentation/display_names.h"
#include "presentation/figure_names.h"
#include "presentation/number_format.h"

#include <algorithm>
#include <cmath>

namespace np
{

ProcurementChart::ProcurementChart(QWidget *parent) : ChartPlot(parent)
{
    setWindowTitle(tr("GPU value"));
}

void ProcurementChart::setRows(std::vector<ProcurementRow> rows, int filteredOut)
{
    m_rows = std::move(rows);
    m_filteredOut = filteredOut;
    setInputs(inputs());
}

void ProcurementChart::setLabelledSkus(QStringList skus)
{
    if (skus == m_labelled)
        return;
    m_labelled = std::move(skus);
    setInputs(inputs());
}

// A GPU with a price per GB and a bandwidth: one bubble graph, named by the GPU, SKU as object name.
// Returns the bubble's diameter, which its label is set off by.
double ProcurementChart::addBubble(const ProcurementRow &row, double maxTdp)
{
    const ValueFigure &perGb = row.figures.value.cardEurPerGb;
    const Gpu &gpu = row.gpu();
    const QColor bubble = colors::gpu();
    const QColor frontierColor = theme().text;
    const double x = gpu.memoryBandwidthGBps;
    const double y = perGb.value;
    auto *graph = new QCPGraph(xAxis, yAxis);
    graph->setName(QString::fromStdString(gpu.info.name));
    graph->setObjectName(QString::fromStdString(gpu.info.sku));
    graph->setLineStyle(QCPGraph::lsNone);
    // Bubble area proportional to TDP: diameter grows with its square root (a drawing scale).
    const double diameter = 10 + 34 * std::sqrt(std::max(0.0, gpu.tdpW) / maxTdp);
    QColor fill = bubble;
    fill.setAlphaF(row.fitsChassis ? 0.55f : 0.2f);
    QPen outline = row.inBuild ? QPen(theme().text, 2.5) : QPen(bubble.darker(130), 1);
    if (row.figures.onParetoFrontier)
        outline = QPen(frontierColor, row.inBuild ? 3.5 : 2, Qt::SolidLine);
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, outline, QBrush(fill), diameter));
    graph->addData(x, y);
    return diameter;
}

// Frontier GPUs, the build's own and those the user picked carry a label; the rest stay bare.
bool ProcurementChart::wantsLabel(const ProcurementRow &row) const
{
    return row.figures.onParetoFrontier || row.inBuild ||
           m_labelled.contains(QString::fromStdString(row.gpu().info.sku));
}

void ProcurementChart::labelBubble(const ProcurementRow &row, double diameter)
{
    const ValueFigure &perGb = row.figures.value.cardEurPerGb;
    const Gpu &gpu = row.gpu();
    const Price &price = *gpu.info.price;
    // The price's date, and its kind when the catalog recorded one.
    QString dated = QString::fromStdString(price.date);
    if (!price.kind.empty())
        dated += QLatin1Char(' ') + priceKindName(price.kind);
    QString label =
        tr("%1\n%2/GB · %3 · %4")
            .arg(QString::fromStdString(gpu.info.name), NumberFormat::forGui().money(perGb.value, 0),
                 NumberFormat::forGui().watts(gpu.tdpW), dated);
    if (row.figures.onParetoFrontier)
        label = tr("★ %1").arg(label);
    addNote(label, gpu.memoryBandwidthGBps, perGb.value, Qt::AlignLeft | Qt::AlignVCenter,
            row.fitsChassis ? theme().text : theme().subtleText)
        ->setPadding(QMargins(int(diameter / 2) + 4, 0, 0, 0));
}

// The frontier from the cheapest per GB to the fastest: sorted by bandwidth for the line.
void ProcurementChart::addFrontierLine(const QVector<double> &frontierX, const QVector<double> &frontierY)
{
    if (frontierX.isEmpty())
        return;
    QVector<int> order(frontierX.size());
    for (int i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](int a, int b) { return frontierX[a] < frontierX[b]; });
    auto *line = new QCPCurve(xAxis, yAxis);
    line->setName(frontierName());
    line->setObjectName(QStringLiteral("pareto-frontier"));
    line->setPen(QPen(theme().text, 1.5, Qt::DashLine));
    for (int i : order)
        line->addData(frontierX[i], frontierY[i]);
    line->setSelectable(QCP::stNone);
}

QString ProcurementChart::titleText(int unpriced) const
{
    QString title = tr("%1 against memory bandwidth\nbubble area: TDP · ★ and dashed line: %2")
                        .arg(displayName(ProcurementFigure::CardEurPerGb), frontierName());
    QStringList notes;
    if (unpriced > 0)
        notes << tr("%n unpriced not shown", nullptr, unpriced);
    if (m_filteredOut > 0)
        notes << tr("%n hidden by the filters", nullptr, m_filteredOut);
    if (!notes.isEmpty())
        title += QStringLiteral("\n") + notes.join(QStringLiteral("; "));
    return title;
}

void ProcurementChart::rebuild()
{
    xAxis->setLabel(tr("Memory bandwidth per GPU (GB/s)"));
    yAxis->setLabel(tr("%1 (€/GB)").arg(displayName(ProcurementFigure::CardEurPerGb)));

    const std::vector<ProcurementRow> rows = m_rows ? *m_rows : procurementRows(inputs());
    double maxTdp = 1;
    for (const ProcurementRow &row : rows)
        maxTdp = std::max(maxTdp, row.gpu().tdpW);
    double maxX = 100, maxY = 10;
    int shown = 0, unpriced = 0;
    QVector<double> frontierX, frontierY;
    for (const ProcurementRow &row : rows) {
        const ValueFigure &perGb = row.figures.value.cardEurPerGb;
        const Gpu &gpu = row.gpu();
        if (!perGb.available || gpu.memoryBandwidthGBps <= 0) {
            ++unpriced;
            continue;
        }
        ++shown;
        const double x = gpu.memoryBandwidthGBps;
        const double y = perGb.value;
        const double diameter = addBubble(row, maxTdp);
        if (row.figures.onParetoFrontier) {
            frontierX << x;
            frontierY << y;
        }
        maxX = std::max(maxX, x);
        maxY = std::max(maxY, y);
        if (wantsLabel(row))
            labelBubble(row, diameter);
    }
    addFrontierLine(frontierX, frontierY);
    setTitle(titleText(unpriced));
    if (shown == 0)
        addNote(tr("No priced GPU to show"), 50, 5, Qt::AlignCenter, theme().subtleText);
    // Room to the right for the labels, and above and below for the largest bubbles.
    xAxis->setRange(0, maxX * 1.35);
    yAxis->setRange(0, maxY * 1.2);
}

} // namespace np
