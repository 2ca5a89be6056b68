// SPDX-License-Identifier: MIT
#include "ui/panels/cost_panel.h"

#include "charts/figures_table.h"
#include "charts/status_colors.h"
#include "charts/tco_chart.h"
#include "presentation/core_names.h"
#include "presentation/figure_names.h"
#include "presentation/money_text.h"
#include "presentation/number_format.h"

#include <QHeaderView>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

namespace np
{

namespace
{

// Rows of the bill of materials the panel always shows (a typical build has 6 to 8 lines).
constexpr int kBomRowsShown = 5;

enum BomColumn { Kind, Sku, Description, Quantity, UnitEur, Original, PriceDate, ExtendedEur, ColumnCount };

QTableWidgetItem *textItem(const QString &text)
{
    return new QTableWidgetItem(text);
}

// Numeric cells sort by value, not by text.
QTableWidgetItem *numberItem(double value, const QString &text)
{
    auto *item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole, text);
    item->setData(Qt::UserRole, value);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

} // namespace

CostPanel::CostPanel(QWidget *parent)
    : QWidget(parent), m_bom(new QTableWidget(0, ColumnCount)), m_figures(new FiguresTable),
      m_tco(new TcoChart)
{
    m_bom->verticalHeader()->setVisible(false);
    m_bom->setAccessibleName(tr("Bill of materials"));
    m_figures->setAccessibleName(tr("Cost figures"));
    m_bom->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_bom->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_bom->setAlternatingRowColors(true);
    m_bom->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_bom->horizontalHeader()->setSectionResizeMode(Description, QHeaderView::Stretch);

    // The bill of materials beside the figures over the TCO chart: in a dock as low as a 1280 × 800
    // screen leaves, the BOM keeps five rows and the chart its readable height side by side,
    // where stacked they would squeeze each other.
    const int header = m_bom->horizontalHeader()->sizeHint().height();
    m_bom->setMinimumHeight(header + kBomRowsShown * m_bom->verticalHeader()->defaultSectionSize() +
                            2 * m_bom->frameWidth());
    auto *side = new QSplitter(Qt::Vertical);
    side->addWidget(m_figures);
    side->addWidget(m_tco);
    side->setStretchFactor(0, 2);
    side->setStretchFactor(1, 3);
    side->setChildrenCollapsible(false);
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(m_bom);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({600, 400}); // 3 : 2 of the width from the start, whatever the size hints
    split->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
}

void CostPanel::setInputs(const ChartInputs &inputs)
{
    m_inputs = inputs;
    m_tco->setInputs(inputs);
    render();
}

void CostPanel::setDisplayCurrency(const QString &code)
{
    m_currency = code;
    m_tco->setDisplayCurrency(code);
    render();
}

void CostPanel::render()
{
    const ChartInputs &inputs = m_inputs;
    const CurrencyConversion to =
        displayConversion(m_currency, inputs.evaluation ? inputs.evaluation->cost.usdToEur : 0);
    const QString code = QString::fromStdString(to.currency);
    m_bom->setHorizontalHeaderLabels({tr("Kind"), tr("Part number"), tr("Description"), tr("Qty"),
                                      tr("Unit (%1)").arg(code), tr("Catalog price"), tr("Price date"),
                                      tr("Extended (%1)").arg(code)});
    m_bom->setRowCount(0);
    m_figures->clearFigures();
    if (!inputs.evaluation)
        return;
    const CostFigures &c = inputs.evaluation->cost;
    fillBomTable(c, to);
    fillCostFigures(c, to);
}

// One row per BOM line; an unpriced line says "price on request" in the warning colour.
void CostPanel::fillBomTable(const CostFigures &c, const CurrencyConversion &to)
{
    const NumberFormat numbers = NumberFormat::forGui();
    const QColor warn = colors::forStatus(Status::Warning); // an unpriced line: cost.unpriced
    for (const BomLine &line : c.bom) {
        const int row = m_bom->rowCount();
        m_bom->insertRow(row);
        m_bom->setItem(row, Kind, textItem(bomKindName(line.slotKind)));
        m_bom->setItem(row, Sku, textItem(QString::fromStdString(line.sku)));
        m_bom->setItem(
            row, Description,
            textItem(line.isSupport() ? supportLineText(line) : QString::fromStdString(line.description)));
        m_bom->setItem(row, Quantity, numberItem(line.quantity, QString::number(line.quantity)));
        if (line.includedInSystemPrice) {
            m_bom->setItem(row, UnitEur, textItem(includedInSystemPriceText()));
            for (int col : {Original, PriceDate})
                m_bom->setItem(row, col, textItem(QStringLiteral("—")));
            m_bom->setItem(row, ExtendedEur, numberItem(0, numbers.number(0, 2)));
        } else if (line.priced) {
            m_bom->setItem(row, UnitEur,
                           numberItem(line.unitPriceEur, numbers.number(fromEur(line.unitPriceEur, to), 2)));
            m_bom->setItem(row, Original,
                           numberItem(line.unitPriceOriginal,
                                      NumberFormat::forGui().number(line.unitPriceOriginal, 2) +
                                          QLatin1Char(' ') + QString::fromStdString(line.currency)));
            m_bom->setItem(row, PriceDate, textItem(QString::fromStdString(line.priceDate)));
            m_bom->setItem(row, ExtendedEur,
                           numberItem(line.extendedEur, numbers.number(fromEur(line.extendedEur, to), 2)));
        } else {
            for (int col : {UnitEur, Original, PriceDate, ExtendedEur}) {
                auto *item = textItem(col == UnitEur ? priceOnRequestText(line) : QStringLiteral("—"));
                item->setForeground(warn);
                m_bom->setItem(row, col, item);
            }
            m_bom->item(row, Description)->setForeground(warn);
            m_bom->item(row, Description)
                ->setToolTip(tr("No price for this part: the totals leave it out. Right-click ▸ Set Price… "
                                "to enter one."));
        }
    }
}

// Price, value and running cost, each total saying when it leaves unpriced lines out.
void CostPanel::fillCostFigures(const CostFigures &c, const CurrencyConversion &to)
{
    const NumberFormat numbers = NumberFormat::forGui();
    const QString code = QString::fromStdString(to.currency);
    const ChartInputs &inputs = m_inputs;
    const auto money = [&](double eur) { return displayMoney(eur, to, numbers, 2); };
    const Status costStatus = subsystemStatusOf(*inputs.evaluation, Subsystem::Cost);
    // Totals that leave unpriced lines out say so beside the figure.
    const auto total = [&](double eur) { return totalText(money(eur), c); };
    m_figures->addSection(tr("Price"));
    m_figures->addFigure(tr("Hardware"), total(c.hardwareEur));
    if (c.supportEur != 0)
        m_figures->addFigure(tr("Support"), money(c.supportEur));
    m_figures->addFigure(tr("Discount"), money(-c.discountEur));
    m_figures->addFigure(tr("Margin"), money(c.marginEur));
    m_figures->addFigure(tr("VAT"), money(c.vatEur));
    m_figures->addFigure(tr("Total to the customer"), total(c.totalEur));
    if (!c.complete)
        m_figures->addFigure(tr("Lines without a price"),
                             tr("%1 (price on request, left out of the totals)").arg(c.unpricedLines),
                             costStatus);
    m_figures->addSection(tr("Value"));
    // The value figures name the display currency's symbol ("build $ per GB of GPU memory").
    const QString symbol = currencySymbol(code).trimmed();
    const QString perGbName = buildEurPerGbGpuMemoryName(symbol);
    const QString perTflopsName = perDenseBf16TflopsName(symbol);
    if (c.valueFiguresComputed) {
        m_figures->addFigure(perGbName, money(c.eurPerGbGpuMemory));
        m_figures->addFigure(perTflopsName, money(c.eurPerDenseBf16Tflops));
    } else {
        const QString why =
            c.complete ? tr("not computed: no GPU memory") : tr("not computed: %1").arg(incompleteText(c));
        m_figures->addFigure(perGbName, why, c.complete ? Status::Ok : costStatus);
        m_figures->addFigure(perTflopsName, why, c.complete ? Status::Ok : costStatus);
    }
    m_figures->addSection(tr("Running cost"));
    QString tariff;
    if (inputs.resolved && inputs.resolved->build) {
        const BuildOptions &o = inputs.resolved->build->options;
        tariff = tr(" (€ %1/kWh, PUE %2, %3 % utilisation)")
                     .arg(NumberFormat::forGui().number(o.electricityEurPerKwh, 4),
                          NumberFormat::forGui().number(o.pue, 2),
                          NumberFormat::forGui().number(o.utilization * 100, 0));
    }
    m_figures->addFigure(tr("Energy per year"),
                         NumberFormat::forGui().number(c.energyKwhPerYear, 0) + QStringLiteral(" kWh"));
    m_figures->addFigure(tr("Energy cost per year") + tariff, money(c.energyEurPerYear));
    const int years = int(c.tcoByYearEur.size()) - 1;
    m_figures->addFigure(years > 0 ? tr("Total cost of ownership, %1 years").arg(years)
                                   : tr("Total cost of ownership"),
                         total(c.tcoEur));
}

} // namespace np
