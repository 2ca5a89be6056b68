// SPDX-License-Identifier: MIT
#include "charts/cost_chart.h"

#include "charts/kind_colors.h"
#include "presentation/number_format.h"

#include <algorithm>

namespace np
{

namespace
{

// BomLine::slotKind ("GPU", "CPU", "Memory", ...) to the shared kind colour.
QColor colorForBomKind(const QString &kind)
{
    if (kind.compare(QLatin1String("GPU"), Qt::CaseInsensitive) == 0)
        return colors::gpu();
    if (kind.compare(QLatin1String("CPU"), Qt::CaseInsensitive) == 0)
        return colors::cpu();
    if (kind.startsWith(QLatin1String("Mem"), Qt::CaseInsensitive) || kind.contains(QLatin1String("DIMM")))
        return colors::memory();
    if (kind.startsWith(QLatin1String("Drive"), Qt::CaseInsensitive))
        return colors::drive();
    if (kind.compare(QLatin1String("NIC"), Qt::CaseInsensitive) == 0)
        return colors::nic();
    if (kind.compare(QLatin1String("PSU"), Qt::CaseInsensitive) == 0)
        return colors::psu();
    return colors::board();
}

} // namespace

CostChart::CostChart(QWidget *parent) : ChartPlot(parent)
{
    setWindowTitle(tr("Bill of materials"));
}

void CostChart::rebuild()
{
    const Evaluation *evaluation = inputs().evaluation;
    const CostFigures none;
    const CostFigures &cost = evaluation ? evaluation->cost : none;
    setTitle(tr("Bill of materials: %1 hardware, %2 to the customer")
                 .arg(NumberFormat::forGui().money(cost.hardwareEur, 0),
                      NumberFormat::forGui().money(cost.totalEur, 0)));
    yAxis->setRangeReversed(true);
    xAxis->setLabel(tr("Extended price (€)"));
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    yAxis->setSubTicks(false);
    yAxis->setTickLength(0, 4);
    yAxis->grid()->setVisible(false);

    // One QCPBars per line so that each keeps its kind colour; all share the name for lookup order.
    double top = 1;
    for (size_t i = 0; i < cost.bom.size(); ++i) {
        const BomLine &line = cost.bom[i];
        QString label = QString::fromStdString(line.description.empty() ? line.sku : line.description);
        if (label.size() > 38)
            label = label.left(36) + QStringLiteral("…");
        ticker->addTick(double(i), tr("%1 × %2").arg(line.quantity).arg(label));
        auto *bars = new QCPBars(yAxis, xAxis);
        bars->setName(bomName());
        bars->setWidth(0.65);
        bars->setPen(Qt::NoPen);
        bars->setBrush(colorForBomKind(QString::fromStdString(line.slotKind)));
        bars->addData(double(i), line.extendedEur);
        top = std::max(top, line.extendedEur);
        const QString note = line.priced ? tr("%1  (%2 each, %3)")
                                               .arg(NumberFormat::forGui().money(line.extendedEur, 0),
                                                    NumberFormat::forGui().money(line.unitPriceEur, 0),
                                                    QString::fromStdString(line.priceDate))
                                         : tr("no price in the catalog");
        addNote(note, line.extendedEur, double(i), Qt::AlignLeft | Qt::AlignVCenter,
                line.priced ? theme().text : theme().bad)
            ->setPadding(QMargins(6, 0, 0, 0));
    }
    yAxis->setTicker(ticker);
    yAxis->setRange(-0.6, std::max<double>(0.6, double(cost.bom.size()) - 0.4));
    xAxis->setRange(0, top * 1.6);
}

} // namespace np
