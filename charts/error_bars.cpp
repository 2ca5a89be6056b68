// SPDX-License-Identifier: MIT
#include "charts/error_bars.h"

namespace np
{

QCPErrorBars *addExpectedErrorBars(QCPGraph *graph, const ExpectedError &error)
{
    auto *bars = new QCPErrorBars(graph->keyAxis(), graph->valueAxis());
    bars->setObjectName(graph->objectName() + QStringLiteral("-expected-error"));
    bars->setDataPlottable(graph);
    bars->setErrorType(QCPErrorBars::etValueError);
    QColor color = graph->scatterStyle().pen().color();
    if (graph->scatterStyle().isNone())
        color = graph->pen().color();
    bars->setPen(QPen(color, 1.5));
    bars->setWhiskerWidth(8);
    QVector<double> errors;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
        errors << std::abs(it->value) * error.medianAbsPct / 100.0;
    bars->setData(errors);
    bars->removeFromLegend();
    return bars;
}

} // namespace np
