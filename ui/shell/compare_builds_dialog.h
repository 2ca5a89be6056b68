// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/quote_store.h"
#include "core/evaluated_build.h"
#include "core/side_by_side.h"

#include <QDialog>
#include <QString>

#include <memory>
#include <vector>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace np
{

class CatalogStore;

class BuildDocument;
class ComparisonFitChart;
class ComparisonPowerChart;
class ComparisonThroughputChart;

// File ▸ Compare Builds…: two to four builds (the open build, .nodeplan files, saved quotes) in
// columns side by side, rows where they differ highlighted, best and worst named, a status in
// its colour (all decided by core's compareBuilds), their charts overlaid, and Print to PDF.
// The user chooses once which workloads every build runs: the union of the builds' workloads (the
// default), one build's workloads applied to all, or those of a build file (core's WorkloadChoice).
class CompareBuildsDialog : public QDialog
{
    Q_OBJECT
public:
    // `document`: the open build, offered as one of the builds and the catalog files are evaluated
    // against. `quotes`: the catalog's store holding the quotes (null: none offered).
    CompareBuildsDialog(const BuildDocument *document, const CatalogStore *quotes, QWidget *parent = nullptr);
    ~CompareBuildsDialog() override;

    // Each returns false (with the reason in `error`) when the build cannot be added: four are
    // already there, the file cannot be read or names unknown parts, the quote's build is broken.
    bool addOpenBuild(QString *error);
    bool addFile(const QString &path, QString *error);
    bool addQuote(const Quote &quote, QString *error);
    void removeBuild(int index);
    // Which workloads every build runs (the workload combo box follows). A FromBuild index past the
    // builds falls back to the union.
    void setWorkloadChoice(const WorkloadChoice &choice);
    // Every build runs the workloads of the build file at `path`; false with the reason in `error`.
    bool setWorkloadsFile(const QString &path, QString *error);
    [[nodiscard]] const WorkloadChoice &workloadChoice() const { return m_choice; }

    [[nodiscard]] int buildCount() const { return static_cast<int>(m_builds.size()); }
    [[nodiscard]] const BuildComparison &comparison() const { return m_compared.comparison; }
    // Column 0 names the figure; columns 1.. hold the builds. Section rows span the table.
    [[nodiscard]] QTableWidget *table() const { return m_table; }
    // Writes the comparison page; false with the reason in `error`.
    bool printTo(const QString &pdfPath, QString *error) const;

private:
    struct Compared {
        QString name;
        QString source; // file path, "open build" or quote number
        std::shared_ptr<const EvaluatedBuild> evaluated;
    };

    bool add(Compared compared, QString *error);
    void chooseFiles();
    void chooseWorkloadsFile();
    void workloadChoiceChosen(int index);
    void fillWorkloadChoices();
    QHBoxLayout *workloadChoiceRow();
    void addSelectedQuote();
    void addCurrent();
    void removeSelected();
    void printWithDialog();
    void showError(const QString &title, const QString &message);
    void refresh();
    void fillTable();
    void loadQuotes();

    const BuildDocument *m_document;
    const CatalogStore *m_quoteStore;
    std::vector<Quote> m_quotes;
    std::vector<Compared> m_builds;
    WorkloadChoice m_choice;
    QString m_workloadsFile; // the build file the Given workloads came from
    LikeForLike m_compared;

    QListWidget *m_list;
    QPushButton *m_addOpen;
    QPushButton *m_addFiles;
    QComboBox *m_quoteBox;
    QPushButton *m_addQuote;
    QPushButton *m_remove;
    QPushButton *m_print;
    QComboBox *m_workloadBox;
    QPushButton *m_workloadsFromFile;
    QLabel *m_hint;
    QTableWidget *m_table;
    ComparisonFitChart *m_fitChart;
    ComparisonPowerChart *m_powerChart;
    ComparisonThroughputChart *m_throughputChart;
};

// Opens the dialog (non-modal, deleted on close) with the open build as its first column.
void showCompareBuildsDialog(QWidget *parent, const BuildDocument *document, const CatalogStore *quotes);

} // namespace np
