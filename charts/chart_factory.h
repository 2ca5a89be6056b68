// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_plot.h"

#include <memory>
#include <optional>

// Every chart by its export-chart id, for the CLI, the PDF build sheet and tests.
namespace np
{

enum class ChartKind { ModelFit, KvCapacity, Throughput, Power, Cost, Tco, Procurement };

// "model-fit", "kv-capacity", "throughput", "power", "cost", "tco", "procurement".
QString chartKindId(ChartKind kind);
std::optional<ChartKind> parseChartKind(const QString &id);
QStringList chartKindIds();

// A new, empty chart of that kind; feed it with setInputs().
std::unique_ptr<ChartPlot> makeChart(ChartKind kind, QWidget *parent = nullptr);

// Makes the chart, feeds it and saves it (format from the extension). For export-chart.
bool exportChart(ChartKind kind, const ChartInputs &inputs, const QString &path, int width, int height,
                 QString *error = nullptr);

} // namespace np
