// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"
#include "core/optimize/optimizer.h"

#include <QDialog>

#include <atomic>
#include <functional>
#include <thread>

class QCheckBox;
class QComboBox;
class QCustomPlot;
class QDoubleSpinBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QSplitter;
class QTableWidget;

namespace np
{

// Tools > Optimize...: a requirement spec for one inference workload (model, precision, sessions,
// context, speed) and the box's limits, the same the spec file sets (budget, wall power, redundancy,
// minimum GPUs, storage and network, required parts); runs the auto-configure search on a worker thread with
// a progress bar and Cancel; shows the Pareto front as a table and a price/throughput scatter with wall power
// as colour, and what the search left out and why (the core's notes: chassis a vendor would not sell so,
// parts without a price). Double-clicking a row or a point opens that build.
class OptimizeDialog : public QDialog
{
    Q_OBJECT

public:
    OptimizeDialog(const CatalogSnapshot &catalog, std::function<void(const Build &)> openBuild,
                   QWidget *parent = nullptr);
    ~OptimizeDialog() override;

private:
    QFormLayout *createRequirementsForm();
    QFormLayout *createLimitsForm();
    QHBoxLayout *createRunRow();
    QSplitter *createResults();
    OptimizeSpec specFromFields() const;
    // The required parts' SKUs as typed; false (and `unknown` lists them) when one is not in the catalog.
    bool requiredParts(std::vector<std::string> &skus, QStringList &unknown) const;
    void run();
    void cancel();
    void showOutcome(const OptimizeOutcome &outcome);
    void openResult(int row);
    void stopWorker();

    CatalogSnapshot m_catalog; // a copy: the search reads it on the worker thread
    std::function<void(const Build &)> m_openBuild;
    QComboBox *m_model = nullptr;
    QComboBox *m_precision = nullptr;
    QSpinBox *m_context = nullptr;
    QSpinBox *m_sessions = nullptr;
    QDoubleSpinBox *m_decode = nullptr;
    QDoubleSpinBox *m_budget = nullptr;
    QDoubleSpinBox *m_wall = nullptr;
    QComboBox *m_redundancy = nullptr;
    QCheckBox *m_unpriced = nullptr;
    QSpinBox *m_minGpus = nullptr;
    QDoubleSpinBox *m_storage = nullptr;
    QDoubleSpinBox *m_network = nullptr;
    QCheckBox *m_rdma = nullptr;
    QLineEdit *m_required = nullptr;
    QListWidget *m_leftOut = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    QCustomPlot *m_plot = nullptr;
    std::vector<OptimizeResult> m_results;
    std::atomic<bool> m_cancelFlag{false};
    std::thread m_worker;
};

// Opens the dialog (modeless, deleted on close).
void showOptimizeDialog(QWidget *parent, const CatalogSnapshot &catalog,
                        std::function<void(const Build &)> openBuild);

} // namespace np
