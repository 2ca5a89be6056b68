// SPDX-License-Identifier: MIT
#include "charts/error_bars.h"

#include <algorithm>

namespace np
{

QCPErrorBars *addExpectedErrorBars(QCPGraph *graph, const ErrorBand &band)
{
    if (!band.validated())
        return nullptr;
    auto *bars = new QCPErrorBars(graph->keyAxis(), graph->valueAxis());
    bars->setObjectName(graph->objectName() + QStringLiteral("-expected-error"));
    bars->setDataPlottable(graph);
    bars->setErrorType(QCPErrorBars::etValueError);
    QColor color = graph->scatterStyle().pen().color();
    if (graph->scatterStyle().isNone())
        color = graph->pen().color();
    bars->setPen(QPen(color, 1.5));
    bars->setWhiskerWidth(8);
    // error = (estimate - measured) / measured, so measured = estimate / (1 + error); an error near
    // -100 % (an estimate near zero) would put the measurement at infinity: cap the factor at 100.
    const double highFactor = 1 / std::max(0.01, 1 + band.highPct / 100);
    const double lowFactor = 1 / std::max(0.01, 1 + band.lowPct / 100);
    QVector<double> below, above;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
        below << std::max(0.0, it->value - it->value * highFactor);
        above << std::max(0.0, it->value * lowFactor - it->value);
    }
    bars->setData(below, above);
    bars->removeFromLegend();
    return bars;
}

} // namespace np
