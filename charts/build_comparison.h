// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_plot.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <vector>

class QTableWidget;

// Builds side by side: two to four evaluations in one table of key figures (cells that differ
// from the first build highlighted) and the model-fit and power charts overlaid.
namespace np
{

struct ComparedBuild {
    QString name;
    const Evaluation *evaluation = nullptr; // borrowed; the caller keeps it alive while shown
};

// What the overlays share: the builds (up to four with an evaluation), an x axis of named
// categories and one bar series per build in the build's colour, side by side at each category.
class ComparisonChart : public ChartPlot
{
    Q_OBJECT
public:
    using ChartPlot::ChartPlot;
    void setBuilds(const std::vector<ComparedBuild> &builds);

protected:
    [[nodiscard]] const std::vector<ComparedBuild> &builds() const { return m_builds; }
    // One tick per category; " · " in a name breaks the line.
    void setCategories(const QStringList &categories);
    // The bars of build `build` in `group`, named after the build and filled with `brush`.
    QCPBars *addBuildBars(size_t build, QCPBarsGroup *group, const QBrush &brush);
    // `add(category, workload)` for each of `labels` that the build has a workload of.
    void forEachWorkload(size_t build, const QStringList &labels,
                         const std::function<void(int, const WorkloadResult &)> &add) const;

private:
    std::vector<ComparedBuild> m_builds;
};

// Per-GPU memory each workload needs, one bar per build, with each build's usable memory as an
// outline around its bar. Workloads are matched by label.
class ComparisonFitChart : public ComparisonChart
{
    Q_OBJECT
public:
    explicit ComparisonFitChart(QWidget *parent = nullptr);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("compare-model-fit"); }

protected:
    void rebuild() override;
};

// Peak power by group, one bar per build, with each build's usable PSU capacity as a line.
class ComparisonPowerChart : public ComparisonChart
{
    Q_OBJECT
public:
    explicit ComparisonPowerChart(QWidget *parent = nullptr);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("compare-power"); }

protected:
    void rebuild() override;
};

// Decode speed of every inference workload, all sequences together, one bar per build.
class ComparisonThroughputChart : public ComparisonChart
{
    Q_OBJECT
public:
    explicit ComparisonThroughputChart(QWidget *parent = nullptr);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("compare-throughput"); }

protected:
    void rebuild() override;
};

class BuildComparisonView : public QWidget
{
    Q_OBJECT
public:
    explicit BuildComparisonView(QWidget *parent = nullptr);
    // 2 to 4 builds; more are ignored.
    void setBuilds(const std::vector<ComparedBuild> &builds);

    [[nodiscard]] QTableWidget *table() const { return m_table; }
    [[nodiscard]] ComparisonFitChart *fitChart() const { return m_fit; }
    [[nodiscard]] ComparisonPowerChart *powerChart() const { return m_power; }
    // True if the cell (row, build) is highlighted as different from the first build.
    [[nodiscard]] bool isHighlighted(int row, int build) const;

private:
    QTableWidget *m_table;
    ComparisonFitChart *m_fit;
    ComparisonPowerChart *m_power;
};

// A colour per compared build (1st, 2nd, ...), the same in the table and both charts.
QColor comparisonColor(size_t buildIndex);

} // namespace np
