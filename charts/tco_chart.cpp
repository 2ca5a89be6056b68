// SPDX-License-Identifier: MIT
#include "charts/tco_chart.h"

#include "charts/kind_colors.h"
#include "presentation/money_text.h"
#include "presentation/number_format.h"

#include <algorithm>

namespace np
{

TcoChart::TcoChart(QWidget *parent) : ChartPlot(parent)
{
    setWindowTitle(tr("Total cost of ownership"));
}

void TcoChart::setDisplayCurrency(const QString &code)
{
    m_currency = code;
    setInputs(inputs());
}

void TcoChart::rebuild()
{
    const Evaluation *evaluation = inputs().evaluation;
    const CostFigures none;
    const CostFigures &cost = evaluation ? evaluation->cost : none;
    const int years = int(cost.tcoByYearEur.size()) - 1;
    setTitle(years > 0 ? tr("Total cost of ownership over %1 years (purchase + energy)").arg(years)
                       : tr("Total cost of ownership"));

    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int year = 0; year <= std::max(years, 0); ++year)
        ticker->addTick(year, year == 0 ? tr("purchase") : tr("year %1").arg(year));
    xAxis->setTicker(ticker);
    xAxis->setSubTicks(false);
    xAxis->setRange(-0.4, std::max(years, 1) + 0.6);
    const CurrencyConversion currency = displayConversion(m_currency, cost.usdToEur);
    yAxis->setLabel(tr("Cumulative cost (%1)").arg(QString::fromStdString(currency.currency)));

    auto *graph = new QCPGraph(xAxis, yAxis);
    graph->setName(tcoName());
    QColor line = colors::cpu();
    if (theme().isDark())
        line = line.lighter(150);
    graph->setPen(QPen(line, 2.5));
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, line, line, 8));
    QColor fill = line;
    fill.setAlphaF(0.12f);
    graph->setBrush(fill);
    double top = 1;
    for (size_t year = 0; year < cost.tcoByYearEur.size(); ++year) {
        const double amount = fromEur(cost.tcoByYearEur[year], currency);
        graph->addData(double(year), amount);
        top = std::max(top, amount);
        addNote(displayMoney(cost.tcoByYearEur[year], currency, NumberFormat::forGui()), double(year), amount,
                Qt::AlignHCenter | Qt::AlignBottom, theme().text)
            ->setPadding(QMargins(0, 0, 0, 8));
    }
    yAxis->setRange(0, top * 1.15);
}

} // namespace np
