// SPDX-License-Identifier: MIT
#include "ui/panels/assessment_panel.h"

#include "ui/common/on_screen.h"
#include "ui/document/build_document.h"
#include "ui/document/display_currency.h"
#include "ui/panels/findings_view.h"
#include "ui/panels/key_figures_widget.h"

#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QVBoxLayout>

namespace np
{

AssessmentPanel::AssessmentPanel(QWidget *parent)
    : QWidget(parent), m_figures(new KeyFiguresWidget(this)), m_findings(new FindingsView(this))
{
    auto *findingsBox = new QWidget(this);
    auto *findingsLayout = new QVBoxLayout(findingsBox);
    findingsLayout->setContentsMargins(0, 0, 0, 0);
    auto *title = new QLabel(tr("<b>Findings</b> — select one to see the slots it concerns"), findingsBox);
    findingsLayout->addWidget(title);
    findingsLayout->addWidget(m_findings, 1);
    // The tiles scroll rather than hold the window taller than a 768-pixel screen.
    auto *figuresScroll = new QScrollArea(this);
    figuresScroll->setWidget(m_figures);
    figuresScroll->setWidgetResizable(true);
    figuresScroll->setFrameShape(QFrame::NoFrame);
    // The tiles reflow to the width; only a dock narrower than one tile scrolls sideways.
    figuresScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    figuresScroll->setMinimumHeight(120);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(figuresScroll);
    splitter->addWidget(findingsBox);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(splitter);
    connect(&DisplayCurrency::instance(), &DisplayCurrency::changed, this, &AssessmentPanel::refresh);
}

void AssessmentPanel::setDocument(BuildDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (m_document)
        connect(m_document, &BuildDocument::evaluated, this, &AssessmentPanel::refresh);
    refresh();
}

void AssessmentPanel::refresh()
{
    if (!m_document)
        return;
    m_stale = !isOnScreen(this);
    if (m_stale)
        return;
    const Evaluation &evaluation = m_document->evaluation();
    m_figures->setEvaluation(evaluation);
    m_findings->setFindings(evaluation.findings);
}

void AssessmentPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refreshIfStale();
}

void AssessmentPanel::refreshIfStale()
{
    if (m_stale)
        refresh();
}

} // namespace np
