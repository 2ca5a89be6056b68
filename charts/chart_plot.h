// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_inputs.h"
#include "charts/chart_theme.h"

#include <qcustomplot.h>

// Base of every NodePlan chart: a QCustomPlot that is fed ChartInputs, re-themes itself when the
// palette changes (light/dark) and offers "Save as…" (PNG, SVG, PDF) in its context menu.
// Subclasses implement rebuild(), which clears and redraws everything from inputs() and theme().
namespace np
{

class ChartPlot : public QCustomPlot
{
    Q_OBJECT
public:
    explicit ChartPlot(QWidget *parent = nullptr);

    // Feeds the chart and redraws it. The pointed-to data must stay alive until the next call.
    void setInputs(const ChartInputs &inputs);
    [[nodiscard]] const ChartInputs &inputs() const { return m_inputs; }
    [[nodiscard]] const ChartTheme &theme() const { return m_theme; }

    // Short id used by export-chart and file names ("model-fit", "power", ...).
    [[nodiscard]] virtual QString chartId() const = 0;

    // Opens a file dialog and saves the chart; public so a toolbar can offer it too.
    void saveAsWithDialog();

    void setTitle(const QString &title);
    // The full title (on screen it may be wrapped onto two lines to fit the width).
    [[nodiscard]] QString title() const;

    // Finds a plottable by name (tests, integration); nullptr if there is none.
    template <typename T> [[nodiscard]] T *findPlottable(const QString &name)
    {
        for (int i = 0; i < plottableCount(); ++i)
            if (plottable(i)->name() == name)
                if (auto *typed = qobject_cast<T *>(plottable(i)))
                    return typed;
        return nullptr;
    }

protected:
    // Clears the plot and draws it from inputs() and theme(). Called on every setInputs and
    // palette change. Must not compute figures: every number comes from core.
    virtual void rebuild() = 0;

    // Helpers for subclasses.
    void resetPlot(); // remove plottables and items, reset axes and legend
    QCPItemText *addNote(const QString &text, double key, double value, Qt::Alignment alignment,
                         const QColor &color);
    void finishRebuild(); // apply theme and queue a replot (on show, if hidden)
    // Empty state: no axes, just `message` in the middle of the plot, telling the user how to start.
    void showEmptyState(const QString &message);

    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    // Lays the title and the legend out for the new width before QCustomPlot replots.
    void resizeEvent(QResizeEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;

private:
    // On screen, a title wider than the plot wraps at a word onto a second line, then elides.
    void fitTitle();
    // On screen, the legend uses as many columns as fit the width, up to the subclass's wrap.
    void fitLegend();

    ChartInputs m_inputs;
    ChartTheme m_theme;
    QCPTextElement *m_title = nullptr;
    QString m_fullTitle;
    int m_legendColumns = 4; // the most columns the chart asked for (legend->setWrap in rebuild)
    // Rebuilt while hidden (a background tab or dock): rendered when shown, so an edit only
    // pays for the charts on screen. Exports render on their own and do not need it.
    bool m_replotOnShow = false;
};

} // namespace np
