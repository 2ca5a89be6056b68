// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

namespace np
{

class BuildDocument;
class FindingsView;
class KeyFiguresWidget;

// The dock next to the chassis: key figures on top, findings below; both re-read the
// document's evaluation whenever it changes while the panel is on screen, else when it is shown.
class AssessmentPanel : public QWidget
{
    Q_OBJECT
public:
    explicit AssessmentPanel(QWidget *parent = nullptr);
    void setDocument(BuildDocument *document);
    [[nodiscard]] KeyFiguresWidget *keyFigures() const { return m_figures; }
    [[nodiscard]] FindingsView *findings() const { return m_findings; }
    // Catches up with an evaluation that changed while the panel was off screen (its dock tab was
    // in the background); the main window calls it when the dock comes to the front.
    void refreshIfStale();

protected:
    void showEvent(QShowEvent *event) override;

private:
    void refresh();

    QPointer<BuildDocument> m_document;
    KeyFiguresWidget *m_figures;
    FindingsView *m_findings;
    bool m_stale = false; // the evaluation changed while the panel was off screen
};

} // namespace np
