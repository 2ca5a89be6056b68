// SPDX-License-Identifier: MIT
#include "charts/chart_plot.h"

#include "charts/chart_export.h"
#include "presentation/number_format.h"

#include <QContextMenuEvent>
#include <QFileDialog>
#include <QFontMetricsF>
#include <QMenu>
#include <QMessageBox>

#include <algorithm>

namespace np
{

ChartPlot::ChartPlot(QWidget *parent) : QCustomPlot(parent), m_theme(ChartTheme::fromPalette(palette()))
{
    setMinimumSize(320, 220);
    // Tick labels in the user's locale with thousands separators, like every other figure in the GUI.
    setLocale(NumberFormat::forGui().locale());
    setAntialiasedElements(QCP::aeAll);
    setNoAntialiasingOnDrag(true);
    setContextMenuPolicy(Qt::DefaultContextMenu);

    // Layout: title row, axis rect, legend row below the plot so that it never hides data.
    QFont titleFont = font();
    titleFont.setPointSizeF(11);
    titleFont.setBold(true);
    m_title = new QCPTextElement(this, QString(), titleFont);
    plotLayout()->insertRow(0);
    plotLayout()->addElement(0, 0, m_title);
    axisRect()->insetLayout()->take(legend);
    plotLayout()->addElement(2, 0, legend);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    legend->setWrap(4);
    legend->setRowSpacing(0);
    legend->setColumnSpacing(12);
    legend->setMargins(QMargins(8, 4, 8, 4));
    plotLayout()->setRowStretchFactor(0, 0.001);
    plotLayout()->setRowStretchFactor(2, 0.001);
    plotLayout()->setRowSpacing(2);
}

void ChartPlot::setTitle(const QString &title)
{
    m_fullTitle = title;
    setAccessibleName(title); // screen readers and GUI tests find the chart by its title
    fitTitle();
}

QString ChartPlot::title() const
{
    return m_fullTitle;
}

void ChartPlot::fitTitle()
{
    // Exports render at their own size from the full title; only a visible chart is fitted.
    const double available = width() - 16;
    const QFontMetricsF metrics(m_title->font());
    if (!isVisible() || metrics.horizontalAdvance(m_fullTitle) <= available) {
        m_title->setText(m_fullTitle);
        return;
    }
    QString first = m_fullTitle;
    while (metrics.horizontalAdvance(first) > available && first.contains(QLatin1Char(' ')))
        first.truncate(first.lastIndexOf(QLatin1Char(' ')));
    const QString rest = m_fullTitle.mid(first.size()).trimmed();
    m_title->setText(metrics.elidedText(first, Qt::ElideRight, available) + QLatin1Char('\n') +
                     metrics.elidedText(rest, Qt::ElideRight, available));
}

void ChartPlot::fitLegend()
{
    if (!legend->visible() || legend->elementCount() == 0)
        return;
    int widest = 0;
    for (int i = 0; i < legend->elementCount(); ++i)
        if (QCPLayoutElement *item = legend->elementAt(i))
            widest = std::max(widest, item->minimumOuterSizeHint().width());
    const int available = width() - legend->margins().left() - legend->margins().right() - 16;
    const int fit = isVisible() ? available / std::max(1, widest + legend->columnSpacing()) : m_legendColumns;
    const int columns = std::clamp(fit, 1, m_legendColumns);
    if (columns != legend->wrap()) {
        legend->setWrap(columns);
        legend->setFillOrder(legend->fillOrder(), true); // re-flow the items into the new columns
    }
}

void ChartPlot::resizeEvent(QResizeEvent *event)
{
    fitTitle();
    fitLegend();
    QCustomPlot::resizeEvent(event);
}

void ChartPlot::showEmptyState(const QString &message)
{
    for (QCPAxis *axis : axisRect()->axes()) {
        axis->setTickLabels(false);
        axis->setTicks(false);
        axis->setLabel(QString());
    }
    xAxis->grid()->setVisible(false);
    yAxis->grid()->setVisible(false);
    legend->setVisible(false);
    xAxis->setRange(0, 1);
    yAxis->setRange(0, 1);
    xAxis->setScaleType(QCPAxis::stLinear);
    yAxis->setScaleType(QCPAxis::stLinear);
    auto *note = new QCPItemText(this);
    note->setText(message);
    note->position->setType(QCPItemPosition::ptAxisRectRatio);
    note->position->setCoords(0.5, 0.5);
    note->setPositionAlignment(Qt::AlignCenter);
    note->setTextAlignment(Qt::AlignHCenter);
    note->setColor(m_theme.subtleText);
    note->setClipToAxisRect(false);
}

void ChartPlot::setInputs(const ChartInputs &inputs)
{
    m_inputs = inputs;
    resetPlot();
    rebuild();
    finishRebuild();
}

void ChartPlot::resetPlot()
{
    clearItems();
    clearPlottables();
    for (QCPAxis *axis : axisRect()->axes()) {
        axis->setLabel(QString());
        axis->setScaleType(QCPAxis::stLinear);
        axis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
        axis->setTickLabels(true);
        axis->setTicks(true);
        axis->grid()->setSubGridVisible(false);
    }
    xAxis->grid()->setVisible(true); // hidden by an empty state
    yAxis->grid()->setVisible(true);
    xAxis2->setVisible(false);
    yAxis2->setVisible(false);
    legend->setVisible(false);
    legend->clearItems();
    legend->setWrap(4);
}

QCPItemText *ChartPlot::addNote(const QString &text, double key, double value, Qt::Alignment alignment,
                                const QColor &color)
{
    auto *note = new QCPItemText(this);
    note->setText(text);
    note->position->setCoords(key, value);
    note->setPositionAlignment(alignment);
    // Multi-line notes read from their anchored side.
    note->setTextAlignment(alignment & Qt::AlignRight  ? Qt::AlignRight
                           : alignment & Qt::AlignLeft ? Qt::AlignLeft
                                                       : Qt::AlignHCenter);
    note->setColor(color);
    QFont f = font();
    f.setPointSizeF(9);
    note->setFont(f);
    note->setClipToAxisRect(false);
    return note;
}

void ChartPlot::finishRebuild()
{
    // An empty legend still caps its layout column at its margins' width and squeezes the plot
    // into a sliver; it leaves the layout while it has nothing to show.
    const bool showLegend = legend->visible() && legend->itemCount() > 0;
    const bool inLayout = plotLayout()->hasElement(2, 0) && plotLayout()->element(2, 0) == legend;
    if (showLegend && !inLayout)
        plotLayout()->addElement(2, 0, legend);
    else if (!showLegend && inLayout)
        plotLayout()->take(legend);
    m_legendColumns = legend->wrap();
    fitLegend();
    applyTheme(*this, m_theme);
    m_title->setTextColor(m_theme.text);
    m_replotOnShow = !isVisible();
    if (!m_replotOnShow)
        replot(QCustomPlot::rpQueuedReplot);
}

void ChartPlot::showEvent(QShowEvent *event)
{
    QCustomPlot::showEvent(event);
    if (m_replotOnShow) {
        m_replotOnShow = false;
        replot(QCustomPlot::rpQueuedRefresh); // render now, so the first paint is current
    }
}

void ChartPlot::changeEvent(QEvent *event)
{
    QCustomPlot::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        m_theme = ChartTheme::fromPalette(palette());
        // Item colours (notes, verdicts) depend on the theme too, so redraw everything.
        resetPlot();
        rebuild();
        finishRebuild();
    }
}

void ChartPlot::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Save as…"), this, &ChartPlot::saveAsWithDialog);
    menu.exec(event->globalPos());
}

void ChartPlot::saveAsWithDialog()
{
    QString selectedFilter;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save chart"), chartId() + QStringLiteral(".png"),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"), &selectedFilter);
    if (path.isEmpty())
        return;
    if (chartFormatFromPath(path) == ChartFileFormat::Unknown) {
        // No extension typed: take it from the chosen filter.
        if (selectedFilter.contains(QLatin1String("*.svg")))
            path += QStringLiteral(".svg");
        else if (selectedFilter.contains(QLatin1String("*.pdf")))
            path += QStringLiteral(".pdf");
        else
            path += QStringLiteral(".png");
    }
    QString error;
    const int w = width() > 0 ? width() : 900;
    const int h = height() > 0 ? height() : 500;
    if (!saveChart(*this, path, w, h, &error))
        QMessageBox::warning(this, tr("Save chart"), error);
}

} // namespace np
