// SPDX-License-Identifier: MIT
#include "ui/pricing/quotes_dock.h"

#include "ui/document/settings_keys.h"

#include "catalog/catalog_store.h"
#include "charts/build_comparison.h"
#include "presentation/money_text.h"
#include "presentation/number_format.h"
#include "report/quote_sheet.h"
#include "ui/common/pdf_export.h"
#include "ui/document/build_document.h"
#include "ui/document/display_currency.h"
#include "ui/pricing/change_history_dialog.h"
#include "ui/pricing/quote_dialog.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

namespace np
{

namespace
{

enum Column { Number, Version, Status, Customer, Project, Date, ValidUntil, Prices, ColumnCount };

QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

} // namespace

QuotesPanel::QuotesPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    m_connection = new QLabel(tr("Team catalog unreachable — reconnecting"), this);
    m_connection->setAccessibleName(tr("Team catalog connection"));
    m_connection->setStyleSheet(QStringLiteral("QLabel { color: #b00020; font-weight: bold; }"));
    m_connection->hide();
    layout->addWidget(m_connection);
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search number, customer, project, author, notes"));
    m_search->setClearButtonEnabled(true);
    m_search->setAccessibleName(tr("Search quotes"));
    layout->addWidget(m_search);

    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setAccessibleName(tr("Quotes"));
    m_table->setHorizontalHeaderLabels({tr("Quote"), tr("Ver."), tr("Status"), tr("Customer"), tr("Project"),
                                        tr("Date"), tr("Valid until"), tr("Prices")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_table, 1);

    auto *row1 = new QHBoxLayout;
    m_new = new QPushButton(tr("&New from build"), this);
    m_new->setToolTip(tr("Make a quote from the current build, with today's catalog prices"));
    m_edit = new QPushButton(tr("&Edit…"), this);
    m_edit->setToolTip(tr("Edit the quote; a sent quote gets a new version"));
    m_open = new QPushButton(tr("&Open build"), this);
    m_export = new QPushButton(tr("E&xport PDF…"), this);
    for (QPushButton *b : {m_new, m_edit, m_open, m_export})
        row1->addWidget(b);
    layout->addLayout(row1);
    auto *row2 = new QHBoxLayout;
    m_sent = new QPushButton(tr("Mark &sent"), this);
    m_accepted = new QPushButton(tr("&Accepted"), this);
    m_lost = new QPushButton(tr("&Lost"), this);
    m_compare = new QPushButton(tr("&Compare versions"), this);
    m_compare->setToolTip(tr("This version next to the previous one"));
    m_history = new QPushButton(tr("&History…"), this);
    m_history->setToolTip(tr("Who changed this quote and when, every version (team catalog)"));
    for (QPushButton *b : {m_sent, m_accepted, m_lost, m_compare, m_history})
        row2->addWidget(b);
    layout->addLayout(row2);
    m_status = new QLabel(this);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    connect(m_search, &QLineEdit::textChanged, this, &QuotesPanel::refresh);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &QuotesPanel::updateButtons);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, &QuotesPanel::editSelected);
    connect(m_new, &QPushButton::clicked, this, &QuotesPanel::createFromCurrentBuild);
    connect(m_edit, &QPushButton::clicked, this, &QuotesPanel::editSelected);
    connect(m_open, &QPushButton::clicked, this, &QuotesPanel::openSelectedInEditor);
    connect(m_export, &QPushButton::clicked, this, &QuotesPanel::exportSelected);
    connect(m_sent, &QPushButton::clicked, this, [this] { markSelected(QuoteStatus::Sent); });
    connect(m_accepted, &QPushButton::clicked, this, [this] { markSelected(QuoteStatus::Accepted); });
    connect(m_lost, &QPushButton::clicked, this, [this] { markSelected(QuoteStatus::Lost); });
    connect(m_compare, &QPushButton::clicked, this, &QuotesPanel::compareWithPreviousVersion);
    connect(m_history, &QPushButton::clicked, this, [this] {
        if (const std::optional<Quote> q = selectedQuote(); q && m_store)
            ChangeHistoryDialog::showFor(this, *m_store, q->number, tr("quote %1").arg(q->number));
    });
    updateButtons();
}

void QuotesPanel::setStore(CatalogStore *store)
{
    m_store = store;
    refresh();
}

void QuotesPanel::setCatalogReachable(bool reachable)
{
    m_connection->setVisible(!reachable);
}

void QuotesPanel::setDocument(BuildDocument *document)
{
    m_document = document;
    updateButtons();
}

void QuotesPanel::refresh()
{
    const QString selected = selectedQuote() ? selectedQuote()->number : QString();
    m_table->setRowCount(0);
    if (!m_store)
        return;
    const std::vector<Quote> quotes = m_store->quotes(m_search->text());
    m_table->setRowCount(static_cast<int>(quotes.size()));
    for (int r = 0; r < static_cast<int>(quotes.size()); ++r) {
        const Quote &q = quotes[static_cast<std::size_t>(r)];
        const bool newer = m_document && newerPricesAvailable(q, m_document->catalog());
        m_table->setItem(r, Number, cell(q.number));
        m_table->item(r, Number)->setData(Qt::UserRole, q.id);
        m_table->setItem(r, Version, cell(QString::number(q.version)));
        m_table->setItem(r, Column::Status, cell(toText(q.status)));
        m_table->setItem(r, Customer, cell(q.customer));
        m_table->setItem(r, Project, cell(q.project));
        m_table->setItem(r, Date, cell(q.date.toString(Qt::ISODate)));
        m_table->setItem(r, ValidUntil, cell(q.validUntil.toString(Qt::ISODate)));
        m_table->setItem(r, Prices, cell(newer ? tr("newer in catalog") : tr("current")));
        if (newer)
            m_table->item(r, Prices)->setToolTip(
                tr("The catalog has newer prices for %n part(s); edit the quote to "
                   "make a version with them.",
                   nullptr, static_cast<int>(newerPrices(q, m_document->catalog()).size())));
        if (q.number == selected)
            m_table->selectRow(r);
    }
    m_table->resizeColumnsToContents();
    m_status->setText(tr("%n quote(s)", nullptr, static_cast<int>(quotes.size())));
    updateButtons();
}

std::optional<Quote> QuotesPanel::selectedQuote() const
{
    const QList<QTableWidgetItem *> items = m_table->selectedItems();
    if (!m_store || items.isEmpty())
        return std::nullopt;
    const QTableWidgetItem *number = m_table->item(items.first()->row(), Number);
    return number ? m_store->quote(number->data(Qt::UserRole).toLongLong()) : std::nullopt;
}

void QuotesPanel::updateButtons()
{
    const std::optional<Quote> q = selectedQuote();
    m_new->setEnabled(m_store && m_document);
    for (QPushButton *b : {m_edit, m_open, m_export, m_history})
        b->setEnabled(q.has_value());
    m_sent->setEnabled(q && q->status == QuoteStatus::Draft);
    m_accepted->setEnabled(q && q->status == QuoteStatus::Sent);
    m_lost->setEnabled(q && (q->status == QuoteStatus::Draft || q->status == QuoteStatus::Sent));
    m_compare->setEnabled(q && q->version > 1);
}

void QuotesPanel::showError(const QString &message)
{
    QMessageBox::warning(this, tr("Quotes"), message);
}

void QuotesPanel::createFromCurrentBuild()
{
    if (!m_store || !m_document)
        return;
    if (!m_document->buildErrors().empty()) {
        showError(
            tr("The current build has problems (unknown parts or parts in the wrong slot); fix them before "
               "quoting it."));
        return;
    }
    Quote draft = quoteForBuild(m_document->build(),
                                QSettings().value(settings::kDefaultVatPct, kDefaultVatPct).toDouble());
    draft.customer = QString::fromStdString(m_document->build().customer); // Build Properties preset it
    // The quote starts in the display currency, at the build's dated rate.
    const CurrencyConversion display =
        displayConversion(DisplayCurrency::instance().code(), m_document->build().options.usdToEur);
    draft.currency = QString::fromStdString(display.currency);
    draft.perEur = display.perEur;
    QuoteDialog dialog(draft, this);
    const CostFigures &cost = m_document->evaluation().cost;
    if (!cost.complete)
        dialog.setNotice(
            tr("<b>Prices are %1:</b> %2 would be quoted as \"price on request\" and left out of "
               "the total. Set their prices first (right-click a part ▸ Set Price…) or quote them "
               "separately.")
                .arg(incompleteText(cost), partsWithoutPrice(cost).toHtmlEscaped()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.vatIsNewDefault())
        QSettings().setValue(settings::kDefaultVatPct, dialog.quote().vatPct);
    QString error;
    const std::optional<Quote> made = m_store->createQuote(dialog.quote(), m_document->catalog(), &error);
    if (!made)
        return showError(error);
    m_search->clear();
    refresh();
    // The total as the quote's sheet prints it, incomplete when parts have no price.
    QuoteSheet sheet;
    if (prepareQuoteSheet(*made, m_document->catalog(), sheet, &error)) {
        const CostFigures &quoted = sheet.evaluated.evaluation().cost;
        m_status->setText(
            tr("Created %1: total %2.")
                .arg(made->number, totalText(NumberFormat::forGui().money(quoted.totalEur * made->perEur, 0,
                                                                          made->currency),
                                             quoted)));
    } else {
        m_status->setText(tr("Created %1.").arg(made->number));
    }
}

void QuotesPanel::editSelected()
{
    const std::optional<Quote> q = selectedQuote();
    if (!q || !m_document)
        return;
    QuoteDialog dialog(*q, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    bool refreshPrices = false;
    if (newerPricesAvailable(*q, m_document->catalog()))
        refreshPrices =
            QMessageBox::question(
                this, tr("Newer prices"),
                tr("The catalog has newer prices for some parts of %1. Use them?").arg(q->number)) ==
            QMessageBox::Yes;
    QString error;
    const std::optional<Quote> saved =
        m_store->saveQuoteEdit(dialog.quote(), m_document->catalog(), refreshPrices, &error);
    if (!saved)
        return showError(error);
    refresh();
    m_status->setText(saved->version != q->version
                          ? tr("Saved %1 as version %2.").arg(saved->number).arg(saved->version)
                          : tr("Saved %1.").arg(saved->number));
}

void QuotesPanel::markSelected(QuoteStatus status)
{
    const std::optional<Quote> q = selectedQuote();
    if (!q)
        return;
    QString error;
    if (!m_store->setQuoteStatus(q->id, status, &error))
        return showError(error);
    refresh();
}

void QuotesPanel::compareWithPreviousVersion()
{
    const std::optional<Quote> q = selectedQuote();
    if (!q || q->version < 2 || !m_document)
        return;
    const std::optional<Quote> previous = m_store->quoteVersion(q->number, q->version - 1);
    if (!previous)
        return;
    // Both versions evaluated with their own prices and terms; kept alive by the dialog.
    auto older = std::make_shared<QuoteSheet>();
    auto newer = std::make_shared<QuoteSheet>();
    QString error;
    if (!prepareQuoteSheet(*previous, m_document->catalog(), *older, &error) ||
        !prepareQuoteSheet(*q, m_document->catalog(), *newer, &error))
        return showError(error);
    auto *dialog = new QDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("%1: version %2 and %3").arg(q->number).arg(previous->version).arg(q->version));
    auto *layout = new QVBoxLayout(dialog);
    auto *view = new BuildComparisonView(dialog);
    view->setBuilds({{tr("Version %1").arg(previous->version), &older->evaluated.evaluation()},
                     {tr("Version %1").arg(q->version), &newer->evaluated.evaluation()}});
    layout->addWidget(view);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    layout->addWidget(buttons);
    // The sheets must outlive the view that points into them.
    connect(dialog, &QObject::destroyed, dialog, [older, newer] {});
    dialog->resize(1000, 700);
    dialog->show();
}

void QuotesPanel::exportSelected()
{
    const std::optional<Quote> q = selectedQuote();
    if (!q || !m_document)
        return;
    QuoteSheet sheet;
    QString error;
    if (!prepareQuoteSheet(*q, m_document->catalog(), sheet, &error))
        return showError(error);
    BuildSheetInput input = sheet.input();
    attachPartDocuments(input, *m_store);
    const QString path =
        exportBuildSheetWithDialog(this, input, QStringLiteral("%1-v%2").arg(q->number).arg(q->version));
    if (!path.isEmpty())
        m_status->setText(tr("Wrote %1 and its BOM CSV.").arg(path));
}

void QuotesPanel::openSelectedInEditor()
{
    const std::optional<Quote> q = selectedQuote();
    if (q)
        emit openBuildRequested(q->build, tr("%1 version %2").arg(q->number).arg(q->version));
}

} // namespace np
