// SPDX-License-Identifier: MIT
#include "ui/catalog_browsing/model_picker_dialog.h"

#include "core/workload/workload_eval.h"
#include "presentation/number_format.h"
#include "ui/common/accessible_names.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace np
{

namespace
{

constexpr int kSkuRole = Qt::UserRole + 1;
constexpr int kSortRole = Qt::UserRole + 2;

} // namespace

ModelPickerDialog::ModelPickerDialog(const CatalogSnapshot &catalog, QWidget *parent)
    : QDialog(parent), m_search(new QLineEdit), m_list(new QTableView),
      m_models(new QStandardItemModel(this)), m_filter(new QSortFilterProxyModel(this))
{
    setWindowTitle(tr("Add Workload"));
    m_models->setHorizontalHeaderLabels({tr("Model"), tr("Parameters"), tr("Family")});
    for (const Model &m : catalog.models) {
        const double total = countParameters(m.arch).total;
        auto *name =
            new QStandardItem(QString::fromStdString(m.info.name.empty() ? m.info.sku : m.info.name));
        name->setData(QString::fromStdString(m.info.sku), kSkuRole);
        name->setData(name->text().toLower(), kSortRole);
        name->setToolTip(QString::fromStdString(m.hfRepo));
        auto *params = new QStandardItem(tr("%1 B").arg(NumberFormat::forGui().number(total / 1e9, 1)));
        params->setData(total, kSortRole);
        params->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        auto *family = new QStandardItem(QString::fromStdString(m.family));
        family->setData(family->text().toLower(), kSortRole);
        for (QStandardItem *item : {name, params, family})
            item->setEditable(false);
        m_models->appendRow({name, params, family});
    }
    m_filter->setSourceModel(m_models);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_filter->setFilterKeyColumn(-1); // name, parameters and family
    m_filter->setSortRole(kSortRole); // parameters sort by count, not by their text

    m_search->setPlaceholderText(tr("Search models by name, size or family"));
    m_search->setAccessibleName(tr("Search models"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    m_list->setModel(m_filter);
    m_list->setAccessibleName(tr("Models"));
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setSortingEnabled(true);
    m_list->sortByColumn(0, Qt::AscendingOrder);
    m_list->verticalHeader()->hide();
    m_list->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_list->horizontalHeader()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_list->setTabKeyNavigation(false);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add"));
    buttons->button(QDialogButtonBox::Ok)->setAccessibleName(tr("Add workload with the selected model"));
    buttons->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel"));
    auto *searchLabel = new QLabel(tr("&Search:"));
    searchLabel->setBuddy(m_search);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(searchLabel);
    layout->addWidget(m_search);
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(560, 440);

    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QAbstractItemView::activated, this, &QDialog::accept);
    connect(m_search, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_filter->setFilterFixedString(text.trimmed());
        selectFirstIfNone();
    });
    auto updateOk = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!selectedSku().empty());
    };
    connect(m_list->selectionModel(), &QItemSelectionModel::selectionChanged, this, updateOk);
    connect(m_filter, &QAbstractItemModel::modelReset, this, updateOk);
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this, updateOk);
    selectFirstIfNone();
    updateOk();
    m_search->setFocus();
    nameBuiltInControls(this);
}

std::string ModelPickerDialog::selectedSku() const
{
    const QModelIndexList rows = m_list->selectionModel()->selectedRows(0);
    return rows.isEmpty() ? std::string() : rows.first().data(kSkuRole).toString().toStdString();
}

void ModelPickerDialog::selectFirstIfNone()
{
    if (m_list->selectionModel()->hasSelection() || m_filter->rowCount() == 0)
        return;
    m_list->setCurrentIndex(m_filter->index(0, 0));
}

bool ModelPickerDialog::eventFilter(QObject *watched, QEvent *event)
{
    // The arrow and page keys move the list's selection while the search box keeps the focus.
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp || key == Qt::Key_PageDown) {
            QApplication::sendEvent(m_list, event);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace np
