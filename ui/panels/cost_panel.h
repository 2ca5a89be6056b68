// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_inputs.h"
#include "core/currency.h"

#include <QWidget>

class QTableWidget;

// Cost panel: the bill of materials by part (dated prices, unpriced lines flagged), the price
// build-up (discount, margin, VAT), value and energy figures, and the TCO line chart.
namespace np
{

class FiguresTable;
class TcoChart;

class CostPanel : public QWidget
{
    Q_OBJECT
public:
    explicit CostPanel(QWidget *parent = nullptr);
    void setInputs(const ChartInputs &inputs);
    // The currency every amount but the catalog's own price is shown in ("EUR" by default,
    // View ▸ Display Currency), converted at the build's dated rate; re-renders the panel.
    void setDisplayCurrency(const QString &code);

    [[nodiscard]] QTableWidget *bomTable() const { return m_bom; }
    [[nodiscard]] FiguresTable *figures() const { return m_figures; }
    [[nodiscard]] TcoChart *tcoChart() const { return m_tco; }

private:
    void fillBomTable(const CostFigures &c, const CurrencyConversion &to);
    void fillCostFigures(const CostFigures &c, const CurrencyConversion &to);
    void render();

    ChartInputs m_inputs;
    QString m_currency = QStringLiteral("EUR");
    QTableWidget *m_bom;
    FiguresTable *m_figures;
    TcoChart *m_tco;
};

} // namespace np
