// SPDX-License-Identifier: MIT
#include "charts/chart_factory.h"

#include "charts/chart_export.h"
#include "charts/cost_chart.h"
#include "charts/kv_capacity_chart.h"
#include "charts/model_fit_chart.h"
#include "charts/power_chart.h"
#include "charts/procurement_chart.h"
#include "charts/tco_chart.h"
#include "charts/throughput_chart.h"

namespace np
{

namespace
{

struct KindId {
    ChartKind kind;
    const char *id;
};

constexpr KindId kKinds[] = {
    {ChartKind::ModelFit, "model-fit"},
    {ChartKind::KvCapacity, "kv-capacity"},
    {ChartKind::Throughput, "throughput"},
    {ChartKind::Power, "power"},
    {ChartKind::Cost, "cost"},
    {ChartKind::Tco, "tco"},
    {ChartKind::Procurement, "procurement"},
};

} // namespace

QString chartKindId(ChartKind kind)
{
    for (const KindId &k : kKinds)
        if (k.kind == kind)
            return QLatin1String(k.id);
    return {};
}

std::optional<ChartKind> parseChartKind(const QString &id)
{
    for (const KindId &k : kKinds)
        if (id == QLatin1String(k.id))
            return k.kind;
    return std::nullopt;
}

QStringList chartKindIds()
{
    QStringList ids;
    for (const KindId &k : kKinds)
        ids << QLatin1String(k.id);
    return ids;
}

std::unique_ptr<ChartPlot> makeChart(ChartKind kind, QWidget *parent)
{
    switch (kind) {
    case ChartKind::ModelFit:
        return std::make_unique<ModelFitChart>(parent);
    case ChartKind::KvCapacity:
        return std::make_unique<KvCapacityChart>(parent);
    case ChartKind::Throughput:
        return std::make_unique<ThroughputChart>(parent);
    case ChartKind::Power:
        return std::make_unique<PowerChart>(parent);
    case ChartKind::Cost:
        return std::make_unique<CostChart>(parent);
    case ChartKind::Tco:
        return std::make_unique<TcoChart>(parent);
    case ChartKind::Procurement:
        return std::make_unique<ProcurementChart>(parent);
    }
    return nullptr;
}

bool exportChart(ChartKind kind, const ChartInputs &inputs, const QString &path, int width, int height,
                 QString *error)
{
    std::unique_ptr<ChartPlot> chart = makeChart(kind);
    if (!chart) {
        if (error)
            *error = QStringLiteral("chart '%1' is not available yet").arg(chartKindId(kind));
        return false;
    }
    chart->resize(width, height);
    chart->setInputs(inputs);
    return saveChart(*chart, path, width, height, error);
}

} // namespace np
