// SPDX-License-Identifier: MIT
#pragma once

#include <QLabel>

namespace np
{

// A one-line label that ends in "…" when its text is wider than the label, instead of being cut
// mid-letter, and then carries the whole text as its tooltip and accessible description, so a
// mouse user and a screen reader both get what the eye cannot. It never widens its parent.
class ElidedLabel : public QLabel
{
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setFullText(const QString &text);
    [[nodiscard]] const QString &fullText() const { return m_fullText; }
    // True when the label shows less than its whole text.
    [[nodiscard]] bool isElided() const { return text() != m_fullText; }

    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void elide();

    QString m_fullText;
};

} // namespace np
