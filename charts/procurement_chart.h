// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_plot.h"
#include "charts/procurement_rows.h"

#include <optional>
#include <vector>

// Procurement scatter: every priced GPU as a bubble at (memory bandwidth, card € per GB), bubble
// area by TDP, the build's own GPU outlined, and the Pareto frontier core marks (no other card both
// cheaper per GB and faster) drawn as a line through its cards. The frontier's cards, the build's
// and the ones selected in the view are labelled (labelling all twenty would overlap). Fed the whole catalog
// (setInputs, as export-chart does) or the rows the procurement view's filters left (setRows).
namespace np
{

class ProcurementChart : public ChartPlot
{
    Q_OBJECT
public:
    explicit ProcurementChart(QWidget *parent = nullptr);
    [[nodiscard]] QString chartId() const override { return QStringLiteral("procurement"); }
    static QString frontierName() { return tr("Pareto frontier"); }

    // Draws exactly `rows` (frontier already marked over them); `filteredOut` cards are named in the title.
    void setRows(std::vector<ProcurementRow> rows, int filteredOut);
    // Cards labelled besides the frontier's and the build's own (the view's selected rows), by SKU.
    void setLabelledSkus(QStringList skus);

protected:
    void rebuild() override;

private:
    double addBubble(const ProcurementRow &row, double maxTdp);
    [[nodiscard]] bool wantsLabel(const ProcurementRow &row) const;
    void labelBubble(const ProcurementRow &row, double diameter);
    void addFrontierLine(const QVector<double> &frontierX, const QVector<double> &frontierY);
    [[nodiscard]] QString titleText(int unpriced) const;

    std::optional<std::vector<ProcurementRow>> m_rows; // empty: every catalog GPU from inputs()
    int m_filteredOut = 0;
    QStringList m_labelled;
};

} // namespace np
