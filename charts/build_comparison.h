// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_plot.h"

#include <QString>
#include <QWidget>

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

// Per-GPU memory each workload needs, one bar per build, with each build's usable memory as an
// outline around its bar. Workloads are matched by label.
class ComparisonFitChart : public ChartPlot
{
    Q_OBJECT
public:
    explicit ComparisonFitChart(QWidget *parent = nullptr);
    void setBuilds(const std::vector<ComparedBuild> &builds);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("compare-model-fit"); }

protected:
    void rebuild() override;

private:
    std::vector<ComparedBuild> m_builds;
};

// Peak power by group, one bar per build, with each build's usable PSU capacity as a line.
class ComparisonPowerChart : public ChartPlot
{
    Q_OBJECT
public:
    explicit ComparisonPowerChart(QWidget *parent = nullptr);
    void setBuilds(const std::vector<ComparedBuild> &builds);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("compare-power"); }

protected:
    void rebuild() override;

private:
    std::vector<ComparedBuild> m_builds;
};

// Decode speed of every inference workload, all sequences together, one bar per build.
class ComparisonThroughputChart : public ChartPlot
{
    Q_OBJECT
public:
    explicit ComparisonThroughputChart(QWidget *parent = nullptr);
    void setBuilds(const std::vector<ComparedBuild> &builds);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("compare-throughput"); }

protected:
    void rebuild() override;

private:
    std::vector<ComparedBuild> m_builds;
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
