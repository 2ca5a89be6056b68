// SPDX-License-Identifier: MIT
#include "charts/procurement_chart.h"

#include "charts/kind_colors.h"
#include "charts/procurement_rows.h"
#include "presentation/number_format.h"

#include <algorithm>
#include <cmath>

namespace np
{

ProcurementChart::ProcurementChart(QWidget *parent) : ChartPlot(parent)
{
    setWindowTitle(tr("GPU value"));
}

void ProcurementChart::setOnlyFitting(bool onlyFitting)
{
    m_onlyFitting = onlyFitting;
    setInputs(inputs());
}

void ProcurementChart::rebuild()
{
    xAxis->setLabel(tr("Memory bandwidth per GPU (GB/s)"));
    yAxis->setLabel(tr("Price per GB of GPU memory (€/GB)"));

    const std::vector<ProcurementRow> rows = procurementRows(inputs());
    double maxTdp = 1;
    for (const ProcurementRow &row : rows)
        maxTdp = std::max(maxTdp, row.gpu->tdpW);
    double maxX = 100, maxY = 10;
    int shown = 0, unpriced = 0, notFitting = 0;
    QColor bubble = colors::gpu();
    for (const ProcurementRow &row : rows) {
        if (m_onlyFitting && !row.fitsChassis) {
            ++notFitting;
            continue;
        }
        if (!row.value.priced || row.value.eurPerGbMemory <= 0) {
            ++unpriced;
            continue;
        }
        ++shown;
        const double x = row.gpu->memoryBandwidthGBps;
        const double y = row.value.eurPerGbMemory;
        auto *graph = new QCPGraph(xAxis, yAxis);
        graph->setName(QString::fromStdString(row.gpu->info.name));
        graph->setObjectName(QString::fromStdString(row.gpu->info.sku));
        graph->setLineStyle(QCPGraph::lsNone);
        // Bubble area proportional to TDP: diameter grows with its square root (a drawing scale).
        const double diameter = 10 + 34 * std::sqrt(std::max(0.0, row.gpu->tdpW) / maxTdp);
        QColor fill = bubble;
        fill.setAlphaF(row.fitsChassis ? 0.55f : 0.2f);
        const QPen outline = row.inBuild ? QPen(theme().text, 2.5) : QPen(bubble.darker(130), 1);
        graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, outline, QBrush(fill), diameter));
        graph->addData(x, y);
        maxX = std::max(maxX, x);
        maxY = std::max(maxY, y);
        const QString label = tr("%1\n%2/GB · %3 W · %4")
                                  .arg(QString::fromStdString(row.gpu->info.name),
                                       NumberFormat::forGui().money(row.value.eurPerGbMemory, 0),
                                       NumberFormat::forGui().number(row.gpu->tdpW),
                                       QString::fromStdString(row.gpu->info.price->date));
        addNote(label, x, y, Qt::AlignLeft | Qt::AlignVCenter,
                row.fitsChassis ? theme().text : theme().subtleText)
            ->setPadding(QMargins(int(diameter / 2) + 4, 0, 0, 0));
    }
    QString title = tr("GPU value: € per GB of memory against memory bandwidth (bubble area: TDP)");
    QStringList notes;
    if (unpriced > 0)
        notes << tr("%1 unpriced not shown").arg(unpriced);
    if (notFitting > 0)
        notes << tr("%1 that do not fit the chassis hidden").arg(notFitting);
    if (!notes.isEmpty())
        title += QStringLiteral("\n") + notes.join(QStringLiteral("; "));
    setTitle(title);
    if (shown == 0)
        addNote(tr("No priced GPU in the catalog"), 50, 5, Qt::AlignCenter, theme().subtleText);
    // Room to the right for the labels, and above and below for the largest bubbles.
    xAxis->setRange(0, maxX * 1.35);
    yAxis->setRange(0, maxY * 1.2);
}

} // namespace np
