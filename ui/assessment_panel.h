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
// document's evaluation whenever it changes.
class AssessmentPanel : public QWidget
{
    Q_OBJECT
public:
    explicit AssessmentPanel(QWidget *parent = nullptr);
    void setDocument(BuildDocument *document);
    [[nodiscard]] KeyFiguresWidget *keyFigures() const { return m_figures; }
    [[nodiscard]] FindingsView *findings() const { return m_findings; }

private:
    void refresh();

    QPointer<BuildDocument> m_document;
    KeyFiguresWidget *m_figures;
    FindingsView *m_findings;
};

} // namespace np
