// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_inputs.h"

#include <QWidget>

class QCheckBox;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTableView;

// Procurement view: every catalog GPU in a sortable table (€ per GB of memory, € per dense BF16
// TFLOPS, bandwidth, TDP, price with its date and currency) above the value scatter, with a
// filter "fits the current chassis".
namespace np
{

class ProcurementChart;

class ProcurementView : public QWidget
{
    Q_OBJECT
public:
    enum Column {
        Name,
        Vendor,
        MemoryGB,
        BandwidthGBps,
        Bf16Tflops,
        TdpW,
        Price,
        PriceDate,
        PriceEur,
        EurPerGb,
        EurPerTflops,
        Fits,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole;     // numeric value for sorting
    static constexpr int FitsRole = Qt::UserRole + 1; // bool, on the Name column

    explicit ProcurementView(QWidget *parent = nullptr);
    void setInputs(const ChartInputs &inputs);
    void setOnlyFitting(bool onlyFitting);

    [[nodiscard]] QStandardItemModel *model() const { return m_model; }
    [[nodiscard]] QSortFilterProxyModel *proxy() const { return m_proxy; }
    [[nodiscard]] ProcurementChart *chart() const { return m_chart; }

private:
    QStandardItemModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_table;
    QCheckBox *m_onlyFitting;
    ProcurementChart *m_chart;
};

} // namespace np
