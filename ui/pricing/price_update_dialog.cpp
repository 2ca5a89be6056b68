// SPDX-License-Identifier: MIT
#include "ui/pricing/price_update_dialog.h"

#include "catalog/price_changes_text.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace np
{

namespace
{

QTableWidget *readOnlyTable(const QStringList &header, const std::vector<QStringList> &rows,
                            const QString &name, QWidget *parent)
{
    auto *table = new QTableWidget(int(rows.size()), int(header.size()), parent);
    table->setObjectName(name);
    table->setAccessibleName(name);
    table->setHorizontalHeaderLabels(header);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    for (int r = 0; r < int(rows.size()); ++r)
        for (int c = 0; c < int(header.size()) && c < int(rows[std::size_t(r)].size()); ++c)
            table->setItem(r, c, new QTableWidgetItem(rows[std::size_t(r)].at(c)));
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

} // namespace

PriceUpdateDialog::PriceUpdateDialog(const catalog::PriceImportReport &report,
                                     const std::vector<StaleRecentBuild> &recentBuilds, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Price List Imported"));
    const NumberFormat fmt = NumberFormat::forGui();
    m_changes = readOnlyTable(catalog::priceChangeHeader(), catalog::priceChangeRows(report.changes, fmt),
                              tr("Price changes"), this);
    m_staleQuotes =
        readOnlyTable(catalog::staleQuoteHeader(), catalog::staleQuoteRows(report.staleQuotes, fmt),
                      tr("Quotes now using out-of-date prices"), this);
    std::vector<QStringList> buildRows;
    for (const StaleRecentBuild &b : recentBuilds)
        buildRows.push_back({b.name, b.skus.join(QStringLiteral(", ")), b.path});
    m_recentBuilds = readOnlyTable({tr("Build"), tr("Parts with a new price"), tr("File")}, buildRows,
                                   tr("Recent builds with changed part prices"), this);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(
        tr("Imported %1 part(s) and %2 price(s).").arg(report.stats.parts).arg(report.stats.prices), this));
    auto *changesLabel = new QLabel(tr("Price changes (%1):").arg(report.changes.size()), this);
    changesLabel->setBuddy(m_changes);
    layout->addWidget(changesLabel);
    layout->addWidget(m_changes);
    auto *quotesLabel =
        new QLabel(tr("Quotes now using out-of-date prices (%1) — edit a quote and refresh its prices to "
                      "re-price it:")
                       .arg(report.staleQuotes.size()),
                   this);
    quotesLabel->setWordWrap(true);
    quotesLabel->setBuddy(m_staleQuotes);
    layout->addWidget(quotesLabel);
    layout->addWidget(m_staleQuotes);
    auto *buildsLabel = new QLabel(tr("Recent builds with changed part prices (%1) — open one to see its new "
                                      "totals, save it to keep them:")
                                       .arg(recentBuilds.size()),
                                   this);
    buildsLabel->setWordWrap(true);
    buildsLabel->setBuddy(m_recentBuilds);
    layout->addWidget(buildsLabel);
    layout->addWidget(m_recentBuilds);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(900, 520);
}

} // namespace np
