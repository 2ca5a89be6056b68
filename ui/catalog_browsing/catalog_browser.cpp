// SPDX-License-Identifier: MIT
#include "ui/catalog_browsing/catalog_browser.h"
#include "charts/kind_colors.h"
#include "presentation/display_names.h"
#include "presentation/number_format.h"

#include "ui/catalog_browsing/part_filter_model.h"
#include "ui/catalog_browsing/part_table_model.h"
#include "ui/document/part_text.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace np
{

namespace
{
QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}
} // namespace

CatalogBrowser::CatalogBrowser(QWidget *parent)
    : QWidget(parent), m_model(new PartTableModel(this)), m_filter(new PartFilterModel(this)),
      m_search(new QLineEdit(this)), m_kind(new QComboBox(this)), m_table(new QTableView(this)),
      m_details(new QTextBrowser(this)), m_count(new QLabel(this))
{
    setUpFilters();
    setUpTable();
    setUpDetailsAndCount();
    layOut();
}

// The search field and the kind box, both feeding the filter model.
void CatalogBrowser::setUpFilters()
{
    m_filter->setSourceModel(m_model);

    m_search->setPlaceholderText(tr("Search name, vendor, SKU, specs…"));
    m_search->setClearButtonEnabled(true);
    m_search->setObjectName(QStringLiteral("catalogSearch"));
    connect(m_search, &QLineEdit::textChanged, m_filter, &PartFilterModel::setSearchText);

    m_kind->addItem(tr("All kinds"), -1);
    for (PartKind kind :
         {PartKind::Gpu, PartKind::Cpu, PartKind::Memory, PartKind::Drive, PartKind::Nic, PartKind::Psu})
        m_kind->addItem(displayName(kind), static_cast<int>(kind));
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        const int kind = m_kind->currentData().toInt();
        m_filter->setKind(kind < 0 ? std::nullopt : std::optional<PartKind>(static_cast<PartKind>(kind)));
    });
}

// The parts table: sorting, dragging onto the chassis, column widths and which columns show.
void CatalogBrowser::setUpTable()
{
    m_table->setModel(m_filter);
    m_table->setObjectName(QStringLiteral("catalogTable"));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(PartTableModel::KindColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setTabKeyNavigation(false); // rows, not cells: Tab moves on to the chassis
    m_table->setDragEnabled(true);
    m_table->setDragDropMode(QAbstractItemView::DragOnly);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(PartTableModel::NameColumn, QHeaderView::Stretch);
    m_table->setColumnWidth(PartTableModel::KindColumn, 80);
    m_table->setColumnWidth(PartTableModel::SpecsColumn, 230);
    m_table->setColumnWidth(PartTableModel::PowerColumn, 78);
    m_table->setColumnWidth(PartTableModel::PriceColumn, 96);
    m_table->setColumnWidth(PartTableModel::PriceDateColumn, 88);
    m_table->setColumnWidth(PartTableModel::VerifiedColumn, 80);
    // The browser is narrow by default: name and price matter most, the rest is in the details.
    m_table->setColumnHidden(PartTableModel::SpecsColumn, true);
    m_table->setColumnHidden(PartTableModel::PriceDateColumn, true);
    m_table->setColumnHidden(PartTableModel::VerifiedColumn, true);
    m_table->horizontalHeader()->setContextMenuPolicy(Qt::ActionsContextMenu);
    for (int column = 0; column < PartTableModel::ColumnCount; ++column) {
        if (column == PartTableModel::NameColumn)
            continue;
        auto *toggle =
            new QAction(m_model->headerData(column, Qt::Horizontal).toString(), m_table->horizontalHeader());
        toggle->setCheckable(true);
        toggle->setChecked(!m_table->isColumnHidden(column));
        connect(toggle, &QAction::toggled, this,
                [this, column](bool on) { m_table->setColumnHidden(column, !on); });
        m_table->horizontalHeader()->addAction(toggle);
    }
    m_table->horizontalHeader()->setToolTip(tr("Right-click to show or hide columns"));
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CatalogBrowser::onCurrentChanged);
    connect(m_table, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        emit placeRequested(index.data(PartTableModel::SkuRole).toString());
    });
}

// Accessible names, the details pane and the part count under the table.
void CatalogBrowser::setUpDetailsAndCount()
{
    m_search->installEventFilter(this);
    m_search->setAccessibleName(tr("Search the catalog"));
    m_kind->setAccessibleName(tr("Part kind"));
    m_table->setAccessibleName(tr("Catalog parts"));
    m_details->setAccessibleName(tr("Part details"));

    m_details->setOpenExternalLinks(true);
    m_details->setObjectName(QStringLiteral("catalogDetails"));
    m_details->setPlaceholderText(tr("Select a part to see its specs, price and source."));

    connect(m_filter, &QAbstractItemModel::rowsInserted, this,
            [this] { m_count->setText(tr("%n part(s)", nullptr, m_filter->rowCount())); });
    connect(m_filter, &QAbstractItemModel::rowsRemoved, this,
            [this] { m_count->setText(tr("%n part(s)", nullptr, m_filter->rowCount())); });
    connect(m_filter, &QAbstractItemModel::modelReset, this,
            [this] { m_count->setText(tr("%n part(s)", nullptr, m_filter->rowCount())); });
    connect(m_filter, &QAbstractItemModel::layoutChanged, this,
            [this] { m_count->setText(tr("%n part(s)", nullptr, m_filter->rowCount())); });
    m_count->setForegroundRole(QPalette::PlaceholderText);
}

// Search and kind over the table and count; the details below, behind a splitter.
void CatalogBrowser::layOut()
{
    auto *filters = new QHBoxLayout;
    filters->addWidget(m_search, 1);
    filters->addWidget(m_kind);
    auto *top = new QWidget(this);
    auto *topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addLayout(filters);
    topLayout->addWidget(m_table, 1);
    topLayout->addWidget(m_count);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(top);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);
}

void CatalogBrowser::setCatalog(std::shared_ptr<const CatalogSnapshot> catalog)
{
    const std::string keep = currentSku();
    m_model->setCatalog(std::move(catalog));
    m_count->setText(tr("%n part(s)", nullptr, m_filter->rowCount()));
    if (!keep.empty())
        selectSku(qs(keep));
}

void CatalogBrowser::setPriceHistoryProvider(PriceHistoryProvider provider)
{
    m_priceHistory = std::move(provider);
}

std::string CatalogBrowser::currentSku() const
{
    const QModelIndex index = m_table->currentIndex();
    return index.isValid() ? index.data(PartTableModel::SkuRole).toString().toStdString() : std::string();
}

QString CatalogBrowser::detailText() const
{
    return m_details->toPlainText();
}

void CatalogBrowser::selectSku(const QString &sku)
{
    if (m_selecting || sku.toStdString() == currentSku())
        return;
    m_selecting = true;
    const int sourceRow = m_model->rowOf(sku.toStdString());
    QModelIndex index;
    if (sourceRow >= 0) {
        index = m_filter->mapFromSource(m_model->index(sourceRow, PartTableModel::NameColumn));
        if (!index.isValid()) { // hidden by the filters: clear them so the part can be shown
            m_search->clear();
            m_kind->setCurrentIndex(0);
            index = m_filter->mapFromSource(m_model->index(sourceRow, PartTableModel::NameColumn));
        }
    }
    if (index.isValid()) {
        m_table->setCurrentIndex(index);
        m_table->scrollTo(index);
    } else {
        m_table->selectionModel()->clear();
    }
    showDetails(sku.toStdString());
    m_selecting = false;
}

bool CatalogBrowser::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Down && m_filter->rowCount() > 0) {
        m_table->setFocus(Qt::TabFocusReason);
        if (!m_table->currentIndex().isValid())
            m_table->setCurrentIndex(m_filter->index(0, PartTableModel::NameColumn));
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void CatalogBrowser::focusSearch()
{
    m_search->setFocus();
    m_search->selectAll();
}

void CatalogBrowser::onCurrentChanged()
{
    const std::string sku = currentSku();
    showDetails(sku);
    if (!m_selecting)
        emit currentSkuChanged(qs(sku));
}

void CatalogBrowser::showDetails(const std::string &sku)
{
    const CatalogSnapshot *catalog = m_model->catalog();
    const PartRef part = catalog ? catalog->find(sku) : PartRef{};
    if (!part) {
        m_details->clear();
        return;
    }
    const PartInfo &info = *part.info;
    QString html = QStringLiteral("<h3 style='margin-bottom:2px'>%1</h3>").arg(qs(info.name).toHtmlEscaped());
    html += QStringLiteral("<div style='color:%1'>%2</div>")
                .arg(colors::forPart(part.kind).name(),
                     displayName(part.kind) + QStringLiteral(" · ") + keySpecs(part).toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='0' cellpadding='2' style='margin-top:6px'>");
    for (const auto &[label, value] : specRows(part))
        html += QStringLiteral("<tr><td style='color:gray;padding-right:10px'>%1</td><td>%2</td></tr>")
                    .arg(label.toHtmlEscaped(), value.toHtmlEscaped());
    html += QStringLiteral("</table>");

    // Price with its date and source; older prices when the catalog keeps them.
    html += QStringLiteral("<p><b>%1</b> %2").arg(tr("Price:"), priceText(info).toHtmlEscaped());
    if (info.price && !info.price->source.empty())
        html += QStringLiteral("<br><span style='color:gray'>%1 %2</span>")
                    .arg(tr("from"), qs(info.price->source).toHtmlEscaped());
    html += QStringLiteral("</p>");
    if (m_priceHistory) {
        const std::vector<Price> history = m_priceHistory(sku);
        if (history.size() > 1) {
            html += QStringLiteral("<p><b>%1</b><br>").arg(tr("Price history:"));
            for (auto it = history.rbegin(); it != history.rend(); ++it)
                html += QStringLiteral("%1: %2 %3<br>")
                            .arg(qs(it->date), NumberFormat::forGui().number(it->amount), qs(it->currency));
            html += QStringLiteral("</p>");
        }
    }

    // Provenance: where the figures come from and whether they were checked.
    const Provenance &p = info.provenance;
    // toHtmlEscaped() leaves ' alone: the attribute is in double quotes, which it escapes.
    const QString source = qs(p.source).toHtmlEscaped();
    const QString sourceHtml =
        p.source.rfind("http", 0) == 0 ? QStringLiteral("<a href=\"%1\">%1</a>").arg(source) : source;
    html += QStringLiteral("<p><b>%1</b> %2")
                .arg(tr("Source:"), sourceHtml.isEmpty() ? tr("none given") : sourceHtml);
    if (!p.checkedDate.empty())
        html += QStringLiteral("<br>%1 %2").arg(tr("checked"), qs(p.checkedDate));
    html += p.verified ? QStringLiteral("<br><span style='color:#2E8B3A'>✔ %1</span>")
                             .arg(tr("figures verified against the source"))
                       : QStringLiteral("<br><span style='color:#C06000'>⚠ %1</span>")
                             .arg(tr("some figures unverified"));
    if (!p.notes.empty())
        html += QStringLiteral("<br><span style='color:gray'>%1</span>").arg(qs(p.notes).toHtmlEscaped());
    html += QStringLiteral("</p>");
    m_details->setHtml(html);
}

} // namespace np
