// SPDX-License-Identifier: MIT
#include "ui/common/elided_label.h"

#include <QFontMetrics>
#include <QResizeEvent>

#include <algorithm>

namespace np
{

ElidedLabel::ElidedLabel(QWidget *parent) : QLabel(parent)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setWordWrap(false);
    setTextFormat(Qt::PlainText);
}

void ElidedLabel::setFullText(const QString &text)
{
    m_fullText = text;
    elide();
}

QSize ElidedLabel::minimumSizeHint() const
{
    // Only the height: any width shows at least the ellipsis.
    return {0, QLabel::minimumSizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::elide()
{
    const int room = contentsRect().width();
    const QString shown = fontMetrics().elidedText(m_fullText, Qt::ElideRight, std::max(0, room));
    if (shown != text())
        QLabel::setText(shown);
    const bool elided = shown != m_fullText;
    setToolTip(elided ? m_fullText : QString());
    setAccessibleDescription(m_fullText);
}

} // namespace np
