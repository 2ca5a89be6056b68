// SPDX-License-Identifier: MIT
#include "charts/figures_table.h"

#include "charts/status_colors.h"

#include <QHeaderView>

namespace np
{

FiguresTable::FiguresTable(QWidget *parent) : QTableWidget(0, 2, parent)
{
    setHorizontalHeaderLabels({tr("Figure"), tr("Value")});
    horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    verticalHeader()->setVisible(false);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAlternatingRowColors(true);
    setWordWrap(false);
}

void FiguresTable::clearFigures()
{
    setRowCount(0);
}

void FiguresTable::addFigure(const QString &name, const QString &value, Status status)
{
    const int row = rowCount();
    insertRow(row);
    auto *nameItem = new QTableWidgetItem(name);
    auto *valueItem = new QTableWidgetItem(value);
    valueItem->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    if (status != Status::Ok) {
        const QColor color = colors::forStatus(status);
        valueItem->setForeground(color);
        nameItem->setForeground(color);
        QFont f = valueItem->font();
        f.setBold(true);
        valueItem->setFont(f);
    }
    setItem(row, 0, nameItem);
    setItem(row, 1, valueItem);
}

void FiguresTable::addSection(const QString &title)
{
    const int row = rowCount();
    insertRow(row);
    auto *item = new QTableWidgetItem(title);
    QFont f = item->font();
    f.setBold(true);
    item->setFont(f);
    setItem(row, 0, item);
    setSpan(row, 0, 1, 2);
}

QString FiguresTable::valueOf(const QString &name) const
{
    for (int row = 0; row < rowCount(); ++row)
        if (item(row, 0) && item(row, 0)->text() == name && item(row, 1))
            return item(row, 1)->text();
    return {};
}

} // namespace np
