// SPDX-License-Identifier: MIT
#include "charts/chart_plot.h"

#include "charts/chart_export.h"
#include "presentation/number_format.h"

#include <QContextMenuEvent>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>

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
    m_title->setText(title);
}

QString ChartPlot::title() const
{
    return m_title->text();
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
        axis->grid()->setSubGridVisible(false);
    }
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
