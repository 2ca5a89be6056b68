// SPDX-License-Identifier: MIT
#include "ui/pricing/change_history_dialog.h"

#include "catalog/catalog_store.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace np
{

namespace
{

enum Column { When, Who, What, Changes, ColumnCount };

// Long values (a quote's whole build) cut to their start; the command line's --format json has them.
constexpr qsizetype kMaxValueChars = 80;

QString valueText(const QJsonValue &value)
{
    QString text = value.isString()
                       ? value.toString()
                       : QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact))
                             .mid(1)
                             .chopped(1);
    if (text.size() > kMaxValueChars)
        text = text.left(kMaxValueChars) + QStringLiteral("…");
    return text;
}

QString actionText(const catalog::ChangeEntry &entry)
{
    if (entry.action == QLatin1String("insert"))
        return ChangeHistoryDialog::tr("added to %1").arg(entry.table);
    if (entry.action == QLatin1String("delete"))
        return ChangeHistoryDialog::tr("removed from %1").arg(entry.table);
    return ChangeHistoryDialog::tr("changed in %1").arg(entry.table);
}

QTableWidgetItem *cell(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    item->setToolTip(text);
    return item;
}

} // namespace

QString ChangeHistoryDialog::changesText(const catalog::ChangeEntry &entry)
{
    QStringList lines;
    if (entry.action == QLatin1String("update")) {
        for (auto it = entry.after.begin(); it != entry.after.end(); ++it)
            if (entry.before.value(it.key()) != it.value())
                lines << QStringLiteral("%1: %2 → %3")
                             .arg(it.key(), valueText(entry.before.value(it.key())), valueText(it.value()));
    } else {
        const QJsonObject &row = entry.action == QLatin1String("delete") ? entry.before : entry.after;
        for (auto it = row.begin(); it != row.end(); ++it)
            lines << QStringLiteral("%1: %2").arg(it.key(), valueText(it.value()));
    }
    return lines.join(QLatin1Char('\n'));
}

ChangeHistoryDialog::ChangeHistoryDialog(const QString &subject,
                                         const std::vector<catalog::ChangeEntry> &entries, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("History of %1").arg(subject));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Every change recorded by the team catalog, oldest first (%n change(s)).",
                                nullptr, static_cast<int>(entries.size())),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_table = new QTableWidget(static_cast<int>(entries.size()), ColumnCount, this);
    m_table->setAccessibleName(tr("Changes"));
    m_table->setHorizontalHeaderLabels({tr("When"), tr("Who"), tr("What"), tr("Fields (before → after)")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    for (int r = 0; r < static_cast<int>(entries.size()); ++r) {
        const catalog::ChangeEntry &e = entries[static_cast<std::size_t>(r)];
        m_table->setItem(r, When, cell(QLocale().toString(e.at.toLocalTime(), QLocale::ShortFormat)));
        m_table->setItem(r, Who, cell(e.by));
        m_table->setItem(r, What, cell(actionText(e)));
        m_table->setItem(r, Changes, cell(changesText(e)));
    }
    m_table->resizeColumnsToContents();
    m_table->resizeRowsToContents();
    intro->setBuddy(m_table);
    layout->addWidget(m_table, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(900, 480);
}

void ChangeHistoryDialog::showFor(QWidget *parent, const CatalogStore &store, const QString &key,
                                  const QString &subject)
{
    std::vector<catalog::ChangeEntry> entries;
    QString error;
    if (!store.changeHistory(key, &entries, &error)) {
        QMessageBox::information(parent, tr("History of %1").arg(subject), error);
        return;
    }
    if (entries.empty()) {
        QMessageBox::information(parent, tr("History of %1").arg(subject),
                                 tr("The team catalog has recorded no change of %1.").arg(subject));
        return;
    }
    ChangeHistoryDialog dialog(subject, entries, parent);
    dialog.exec();
}

} // namespace np
