// SPDX-License-Identifier: MIT
#include "ui/shell/compare_builds_dialog.h"

#include "catalog/catalog_store.h"
#include "charts/build_comparison.h"
#include "charts/status_colors.h"
#include "presentation/build_errors.h"
#include "presentation/build_file.h"
#include "presentation/message_limits.h"
#include "presentation/number_format.h"
#include "presentation/side_by_side_text.h"
#include "report/comparison_sheet.h"
#include "report/quote_sheet.h"
#include "ui/common/accessible_names.h"
#include "ui/common/pdf_export.h"
#include "ui/document/build_document.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace np
{

namespace
{

QPushButton *button(const QString &text, const QString &accessibleName, QWidget *parent)
{
    auto *b = new QPushButton(text, parent);
    b->setAccessibleName(accessibleName);
    b->setAutoDefault(false); // Enter in the list or table does not press a button
    return b;
}

// "Q-2026-0001 v2 · ACME · Inference cluster"
QString quoteTitle(const Quote &q)
{
    QStringList parts{QObject::tr("%1 v%2").arg(q.number).arg(q.version)};
    if (!q.customer.isEmpty())
        parts << q.customer;
    if (!q.project.isEmpty())
        parts << q.project;
    return parts.join(QStringLiteral(" · "));
}

} // namespace

CompareBuildsDialog::CompareBuildsDialog(const BuildDocument *document, const CatalogStore *quotes,
                                         QWidget *parent)
    : QDialog(parent), m_document(document), m_quoteStore(quotes), m_list(new QListWidget(this)),
      m_addOpen(button(tr("Add &Open Build"), tr("Add the open build"), this)),
      m_addFiles(button(tr("Add &Files…"), tr("Add build files"), this)), m_quoteBox(new QComboBox(this)),
      m_addQuote(button(tr("Add &Quote"), tr("Add the chosen quote"), this)),
      m_remove(button(tr("&Remove"), tr("Remove the selected build"), this)),
      m_print(button(tr("&Print to PDF…"), tr("Print the comparison to PDF"), this)),
      m_workloadBox(new QComboBox(this)),
      m_workloadsFromFile(button(tr("Workloads from F&ile…"), tr("Run the workloads of a build file"), this)),
      m_hint(new QLabel(this)), m_table(new QTableWidget(this)), m_fitChart(new ComparisonFitChart),
      m_powerChart(new ComparisonPowerChart), m_throughputChart(new ComparisonThroughputChart)
{
    setWindowTitle(tr("Compare Builds"));
    setObjectName(QStringLiteral("compareBuildsDialog"));
    m_list->setAccessibleName(tr("Builds to compare"));
    m_list->setObjectName(QStringLiteral("comparedBuilds"));
    m_quoteBox->setAccessibleName(tr("Saved quotes"));
    m_quoteBox->setObjectName(QStringLiteral("quoteChoice"));
    m_table->setAccessibleName(tr("Builds side by side"));
    m_table->setObjectName(QStringLiteral("comparisonTable"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_table->verticalHeader()->setVisible(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_fitChart->setAccessibleName(tr("Model fit, builds compared"));
    m_powerChart->setAccessibleName(tr("Power, builds compared"));
    m_throughputChart->setAccessibleName(tr("Throughput, builds compared"));
    m_hint->setWordWrap(true);
    m_hint->setAccessibleName(tr("Comparison hint"));

    auto *listLabel = new QLabel(tr("&Builds (two to four):"), this);
    listLabel->setBuddy(m_list);
    auto *quoteLabel = new QLabel(tr("Sa&ved quote:"), this);
    quoteLabel->setBuddy(m_quoteBox);
    auto *sourceButtons = new QHBoxLayout;
    sourceButtons->addWidget(m_addOpen);
    sourceButtons->addWidget(m_addFiles);
    sourceButtons->addWidget(quoteLabel);
    sourceButtons->addWidget(m_quoteBox, 1);
    sourceButtons->addWidget(m_addQuote);
    sourceButtons->addWidget(m_remove);
    auto *choose = new QWidget(this);
    auto *chooseLayout = new QVBoxLayout(choose);
    chooseLayout->setContentsMargins(0, 0, 0, 0);
    chooseLayout->addWidget(listLabel);
    chooseLayout->addWidget(m_list);
    chooseLayout->addLayout(sourceButtons);
    chooseLayout->addLayout(workloadChoiceRow());
    chooseLayout->addWidget(m_hint);
    // Room for all four builds without scrolling; the table and charts take the rest.
    const int listHeight = fontMetrics().height() * 5 + 2 * m_list->frameWidth() + 8;
    m_list->setMinimumHeight(listHeight);
    m_list->setMaximumHeight(listHeight);

    auto *tabs = new QTabWidget(this);
    tabs->setAccessibleName(tr("Comparison views"));
    tabs->addTab(m_table, tr("&Table"));
    tabs->addTab(m_fitChart, tr("Model &fit"));
    tabs->addTab(m_powerChart, tr("Po&wer"));
    tabs->addTab(m_throughputChart, tr("T&hroughput"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(m_print, QDialogButtonBox::ActionRole);
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(choose);
    layout->addWidget(tabs, 1);
    layout->addWidget(buttons);

    connect(m_addOpen, &QPushButton::clicked, this, &CompareBuildsDialog::addCurrent);
    connect(m_addFiles, &QPushButton::clicked, this, &CompareBuildsDialog::chooseFiles);
    connect(m_addQuote, &QPushButton::clicked, this, &CompareBuildsDialog::addSelectedQuote);
    connect(m_remove, &QPushButton::clicked, this, &CompareBuildsDialog::removeSelected);
    connect(m_print, &QPushButton::clicked, this, &CompareBuildsDialog::printWithDialog);
    connect(m_list, &QListWidget::currentRowChanged, this, [this] { refresh(); });
    // Delete removes the selected build, as everywhere else in NodePlan.
    auto *removeKey = new QAction(this);
    removeKey->setShortcut(QKeySequence::Delete);
    removeKey->setShortcutContext(Qt::WidgetShortcut);
    connect(removeKey, &QAction::triggered, this, &CompareBuildsDialog::removeSelected);
    m_list->addAction(removeKey);

    loadQuotes();
    refresh();
    resize(1100, 780);
    nameBuiltInControls(this);
}

CompareBuildsDialog::~CompareBuildsDialog() = default;

// "Workloads every build runs: [union / a build's / a file's] [Workloads from File…]", chosen once.
QHBoxLayout *CompareBuildsDialog::workloadChoiceRow()
{
    m_workloadBox->setAccessibleName(tr("Workloads every build runs"));
    m_workloadBox->setObjectName(QStringLiteral("workloadChoice"));
    auto *label = new QLabel(tr("&Workloads every build runs:"), this);
    label->setBuddy(m_workloadBox);
    auto *row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(m_workloadBox, 1);
    row->addWidget(m_workloadsFromFile);
    connect(m_workloadsFromFile, &QPushButton::clicked, this, &CompareBuildsDialog::chooseWorkloadsFile);
    connect(m_workloadBox, &QComboBox::activated, this, &CompareBuildsDialog::workloadChoiceChosen);
    return row;
}

void CompareBuildsDialog::loadQuotes()
{
    m_quotes.clear();
    m_quoteBox->clear();
    if (m_quoteStore)
        m_quotes = m_quoteStore->quotes();
    for (const Quote &q : m_quotes)
        m_quoteBox->addItem(quoteTitle(q));
    if (m_quotes.empty())
        m_quoteBox->addItem(tr("no saved quotes"));
}

bool CompareBuildsDialog::add(Compared compared, QString *error)
{
    if (m_builds.size() >= kMaxComparedBuilds) {
        *error = tr("At most %1 builds can be compared; remove one first.").arg(kMaxComparedBuilds);
        return false;
    }
    // Column titles must tell the builds apart.
    const QString base = compared.name.isEmpty() ? tr("Untitled") : compared.name;
    QString name = base;
    for (int n = 2;
         std::any_of(m_builds.begin(), m_builds.end(), [&](const Compared &c) { return c.name == name; });
         ++n)
        name = tr("%1 (%2)").arg(base).arg(n);
    compared.name = name;
    m_builds.push_back(std::move(compared));
    m_list->addItem(tr("%1 — %2").arg(m_builds.back().name, m_builds.back().source));
    m_list->setCurrentRow(m_list->count() - 1);
    refresh();
    return true;
}

bool CompareBuildsDialog::addOpenBuild(QString *error)
{
    if (!m_document) {
        *error = tr("No build is open.");
        return false;
    }
    // A copy as it is now: later edits in the window do not change the comparison.
    return add({m_document->displayName(), tr("open build"),
                std::make_shared<const EvaluatedBuild>(m_document->evaluatedBuild())},
               error);
}

bool CompareBuildsDialog::addFile(const QString &path, QString *error)
{
    Build build;
    if (!readBuildFile(path, build, error))
        return false;
    auto catalog = m_document ? m_document->sharedCatalog() : nullptr;
    auto evaluated = std::make_shared<const EvaluatedBuild>(evaluateBuild(std::move(build), catalog));
    if (!evaluated->errors().empty()) {
        QStringList lines;
        for (const QString &line : buildErrorLines(evaluated->errors()))
            lines << shortened(QFileInfo(path).fileName() + QStringLiteral(": ") + line, kMaxMessageChars);
        *error = capped(lines).join(QLatin1Char('\n'));
        return false;
    }
    QString name = QString::fromStdString(evaluated->build().name);
    if (name.isEmpty())
        name = QFileInfo(path).completeBaseName();
    return add({name, QDir::toNativeSeparators(path), evaluated}, error);
}

bool CompareBuildsDialog::addQuote(const Quote &quote, QString *error)
{
    if (!m_document) {
        *error = tr("No catalog to price the quote against.");
        return false;
    }
    // Evaluated with the quote's own dated prices and terms, as its PDF prints it.
    QuoteSheet sheet;
    if (!prepareQuoteSheet(quote, m_document->catalog(), sheet, error))
        return false;
    return add({tr("%1 v%2").arg(quote.number).arg(quote.version), quoteTitle(quote),
                std::make_shared<const EvaluatedBuild>(std::move(sheet.evaluated))},
               error);
}

void CompareBuildsDialog::removeBuild(int index)
{
    if (index < 0 || index >= buildCount())
        return;
    m_builds.erase(m_builds.begin() + index);
    delete m_list->takeItem(index);
    // Another build's workloads keep applying; the removed build's give way to the union.
    if (m_choice.kind == WorkloadSetKind::FromBuild) {
        if (m_choice.build == std::size_t(index))
            m_choice = WorkloadChoice{};
        else if (m_choice.build > std::size_t(index))
            --m_choice.build;
    }
    refresh();
}

void CompareBuildsDialog::setWorkloadChoice(const WorkloadChoice &choice)
{
    m_choice = choice;
    if (m_choice.kind == WorkloadSetKind::FromBuild && m_choice.build >= m_builds.size())
        m_choice = WorkloadChoice{};
    refresh();
}

bool CompareBuildsDialog::setWorkloadsFile(const QString &path, QString *error)
{
    Build source;
    if (!readBuildFile(path, source, error))
        return false;
    if (source.workloads.empty()) {
        *error = tr("%1 has no workloads.").arg(QFileInfo(path).fileName());
        return false;
    }
    m_workloadsFile = QFileInfo(path).fileName();
    WorkloadChoice choice;
    choice.kind = WorkloadSetKind::Given;
    choice.workloads = std::move(source.workloads);
    setWorkloadChoice(choice);
    return true;
}

// Item data: -1 the union, 0.. a build's workloads, -2 those of the chosen file.
void CompareBuildsDialog::fillWorkloadChoices()
{
    m_workloadBox->clear();
    m_workloadBox->addItem(tr("Union of the builds' workloads"), -1);
    for (std::size_t i = 0; i < m_builds.size(); ++i)
        m_workloadBox->addItem(tr("Those of %1, applied to all builds").arg(m_builds[i].name), int(i));
    if (m_choice.kind == WorkloadSetKind::Given)
        m_workloadBox->addItem(tr("Those of the file %1, applied to all builds").arg(m_workloadsFile), -2);
    const int current = m_choice.kind == WorkloadSetKind::Union       ? -1
                        : m_choice.kind == WorkloadSetKind::FromBuild ? int(m_choice.build)
                                                                      : -2;
    m_workloadBox->setCurrentIndex(m_workloadBox->findData(current));
}

void CompareBuildsDialog::workloadChoiceChosen(int index)
{
    const int data = m_workloadBox->itemData(index).toInt();
    if (data == -2)
        return; // the file's workloads are already chosen
    WorkloadChoice choice;
    if (data >= 0) {
        choice.kind = WorkloadSetKind::FromBuild;
        choice.build = std::size_t(data);
    }
    setWorkloadChoice(choice);
}

void CompareBuildsDialog::chooseWorkloadsFile()
{
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Run the workloads of a build file"), QString(),
                                     tr("NodePlan builds (*.nodeplan);;All files (*)"));
    QString error;
    if (!path.isEmpty() && !setWorkloadsFile(path, &error))
        showError(tr("Run the workloads of a build file"), error);
}

void CompareBuildsDialog::showError(const QString &title, const QString &message)
{
    QMessageBox::warning(this, title, message);
}

void CompareBuildsDialog::addCurrent()
{
    QString error;
    if (!addOpenBuild(&error))
        showError(tr("Add the open build"), error);
}

void CompareBuildsDialog::chooseFiles()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Add build files"), QString(), tr("NodePlan builds (*.nodeplan);;All files (*)"));
    for (const QString &path : paths) {
        QString error;
        if (!addFile(path, &error)) {
            showError(tr("Add build files"), error);
            return;
        }
    }
}

void CompareBuildsDialog::addSelectedQuote()
{
    const int i = m_quoteBox->currentIndex();
    if (i < 0 || i >= static_cast<int>(m_quotes.size()))
        return;
    QString error;
    if (!addQuote(m_quotes[std::size_t(i)], &error))
        showError(tr("Add the chosen quote"), error);
}

void CompareBuildsDialog::removeSelected()
{
    removeBuild(m_list->currentRow());
}

void CompareBuildsDialog::refresh()
{
    const bool full = m_builds.size() >= kMaxComparedBuilds;
    m_addOpen->setEnabled(!full && m_document);
    m_addFiles->setEnabled(!full);
    m_addQuote->setEnabled(!full && !m_quotes.empty());
    m_quoteBox->setEnabled(!m_quotes.empty());
    m_remove->setEnabled(m_list->currentRow() >= 0);
    const bool enough = m_builds.size() >= kMinComparedBuilds;
    m_print->setEnabled(enough);
    m_hint->setText(enough ? tr("Every build runs the same workloads, each at the smallest TP that fits it. "
                                "Highlighted rows differ between the builds; \"best\" and \"worst\" follow "
                                "each figure's rule. A figure not computed is never ranked.")
                           : tr("Add at least two builds: the open build, build files or saved quotes."));

    // Every build on the same workloads, each at its smallest fitting TP; the charts draw those runs.
    std::vector<NamedBuild> builds;
    for (const Compared &c : m_builds)
        builds.push_back({c.name.toStdString(), c.evaluated.get()});
    m_compared = compareLikeForLike(builds, m_choice);
    std::vector<ComparedBuild> charted;
    for (std::size_t i = 0; i < m_compared.evaluated.size(); ++i)
        charted.push_back({m_builds[i].name, &m_compared.evaluated[i]->evaluation()});
    if (enough)
        m_hint->setText(m_hint->text() + QLatin1Char(' ') + rackAssumptionText(m_compared.comparison));
    fillWorkloadChoices();
    fillTable();
    m_fitChart->setBuilds(charted);
    m_powerChart->setBuilds(charted);
    m_throughputChart->setBuilds(charted);
}

void CompareBuildsDialog::fillTable()
{
    const NumberFormat format = NumberFormat::forGui();
    const BuildComparison &comparison = m_compared.comparison;
    const int columns = 1 + static_cast<int>(comparison.buildNames.size());
    m_table->clear();
    m_table->setColumnCount(columns);
    QStringList headers{tr("Figure")};
    for (const std::string &name : comparison.buildNames)
        headers << QString::fromStdString(name);
    m_table->setHorizontalHeaderLabels(headers);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->setRowCount(0);
    if (m_builds.empty())
        return;

    QColor differs = palette().color(QPalette::Highlight);
    differs.setAlphaF(0.18f);
    QString section;
    for (const ComparisonRow &row : comparison.rows) {
        const int r = m_table->rowCount();
        if (comparisonSection(comparison, row, format) != section) {
            section = comparisonSection(comparison, row, format);
            m_table->insertRow(r);
            auto *heading = new QTableWidgetItem(section);
            QFont bold = heading->font();
            bold.setBold(true);
            heading->setFont(bold);
            m_table->setItem(r, 0, heading);
            m_table->setSpan(r, 0, 1, columns);
        }
        const int at = m_table->rowCount();
        m_table->insertRow(at);
        const QString name = comparisonRowName(row);
        auto *nameItem = new QTableWidgetItem(name);
        nameItem->setData(Qt::AccessibleTextRole, row.differs ? tr("%1, the builds differ").arg(name) : name);
        if (row.differs)
            nameItem->setBackground(differs);
        m_table->setItem(at, 0, nameItem);
        for (std::size_t b = 0; b < row.cells.size(); ++b) {
            const ComparisonCell &cell = row.cells[b];
            auto *item = new QTableWidgetItem(comparisonCellLabel(row, cell, format));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            item->setData(Qt::AccessibleTextRole,
                          tr("%1, %2: %3").arg(name, headers[int(b) + 1], item->text()));
            if (row.differs)
                item->setBackground(differs);
            if (cell.available && cell.status != Status::Ok)
                item->setForeground(colors::forStatus(cell.status));
            if (cell.best) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            m_table->setItem(at, int(b) + 1, item);
        }
    }
}

bool CompareBuildsDialog::printTo(const QString &pdfPath, QString *error) const
{
    if (m_builds.size() < kMinComparedBuilds) {
        *error = tr("Add at least two builds to print a comparison.");
        return false;
    }
    ComparisonSheetInput input;
    input.comparison = m_compared.comparison;
    for (const auto &evaluated : m_compared.evaluated)
        input.evaluations.push_back(&evaluated->evaluation());
    return writeComparisonSheet(input, pdfPath, defaultPaperSize(), error);
}

void CompareBuildsDialog::printWithDialog()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    QString path = QFileDialog::getSaveFileName(
        this, tr("Print comparison to PDF"), dir + QStringLiteral("/builds-compared.pdf"), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    if (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        path += QStringLiteral(".pdf");
    QString error;
    if (!printTo(path, &error))
        showError(tr("Print comparison to PDF"), error);
    else
        m_hint->setText(tr("Wrote %1").arg(QDir::toNativeSeparators(path)));
}

void showCompareBuildsDialog(QWidget *parent, const BuildDocument *document, const CatalogStore *quotes)
{
    auto *dialog = new CompareBuildsDialog(document, quotes, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QString error;
    if (document)
        dialog->addOpenBuild(&error); // cannot fail on an empty dialog
    dialog->show();
}

} // namespace np
