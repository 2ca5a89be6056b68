// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_inputs.h"
#include "charts/procurement_rows.h"

#include <QWidget>

#include <optional>
#include <vector>

class QAbstractItemModel;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStandardItemModel;
class QTableView;
class QTableWidget;

// Procurement view: every catalog GPU ranked by a figure core computes (card € per GB, € per dense
// BF16/FP8/FP4 TFLOPS, W per GB, € per token/s for a chosen workload), each price with its date and
// kind; filters by vendor, memory, form factor, price kind and "fits this chassis", a search box;
// selected rows side by side; Copy and Export CSV...; the value scatter with the Pareto frontier of
// the rows the filters leave.
namespace np
{

class ProcurementChart;
class ProcurementFilterProxy;

class ProcurementView : public QWidget
{
    Q_OBJECT
public:
    enum Column {
        Rank,
        Name,
        Vendor,
        FormFactor,
        MemoryGB,
        BandwidthGBps,
        TdpW,
        Price,
        PriceDate,
        PriceKind,
        PriceEur,
        CardEurPerGb,
        EurPerBf16,
        EurPerFp8,
        EurPerFp4,
        WattsPerGb,
        EurPerTokenPerS,
        Frontier,
        Fits,
        ColumnCount
    };
    static constexpr int SortRole = Qt::UserRole; // numeric value for sorting
    // On the Name column: what the filters compare.
    static constexpr int RowRole = Qt::UserRole + 1; // index into the rows
    static constexpr int FitsRole = Qt::UserRole + 2;

    explicit ProcurementView(QWidget *parent = nullptr);
    void setInputs(const ChartInputs &inputs);
    void setOnlyFitting(bool onlyFitting);
    void setRankFigure(ProcurementFigure figure);
    void setWorkload(const std::optional<ProcurementWorkload> &workload);
    void setSearchText(const QString &text);

    // The rows the filters leave, in the table's current order (what Copy and Export write).
    [[nodiscard]] std::vector<ProcurementRow> visibleRows() const;
    [[nodiscard]] QString tabSeparated() const; // selected rows, or every visible row without a selection
    bool exportCsv(const QString &path, QString *error) const;

    [[nodiscard]] QStandardItemModel *model() const { return m_model; }
    [[nodiscard]] QAbstractItemModel *proxy() const;
    [[nodiscard]] QTableView *table() const { return m_table; }
    [[nodiscard]] QTableWidget *comparison() const { return m_compare; }
    [[nodiscard]] ProcurementChart *chart() const { return m_chart; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setUpTable();
    void fillChoices();
    void describeControls();
    void layOutControls();
    void connectControls();
    void rebuildRows();
    void fillModel();
    void applyRanking();
    void fillFilterChoices();
    void filtersChanged();
    void updateComparison();
    void copyToClipboard();
    void exportCsvWithDialog();
    [[nodiscard]] std::vector<int> selectedRowIndices() const;
    [[nodiscard]] std::optional<ProcurementWorkload> chosenWorkload() const;

    ChartInputs m_inputs;
    std::vector<ProcurementRow> m_rows;
    std::optional<ProcurementWorkload> m_workload;
    bool m_workloadFromUser = false;
    QStandardItemModel *m_model;
    ProcurementFilterProxy *m_proxy;
    QTableView *m_table;
    QComboBox *m_rankBy;
    QComboBox *m_llm; // the workload's model
    QComboBox *m_mode;
    QComboBox *m_precision;
    QLineEdit *m_search;
    QComboBox *m_vendor;
    QComboBox *m_memory;
    QComboBox *m_form;
    QComboBox *m_priceKind;
    QCheckBox *m_onlyFitting;
    QPushButton *m_copy;
    QPushButton *m_export;
    QLabel *m_platform;
    QTableWidget *m_compare;
    ProcurementChart *m_chart;
    bool m_filling = false;
};

} // namespace np
