// SPDX-License-Identifier: MIT
#pragma once

#include <QLayout>
#include <QList>

namespace np
{

// Tiles of equal width in as many columns as the width holds, row by row in the order added: two
// columns in a wide dock, one in a narrow one. A tile is never narrower than the widest tile's
// minimum, so no value is clipped; the height follows the width (heightForWidth), so a scroll area
// around the tiles scrolls instead of squeezing them.
class TileGridLayout : public QLayout
{
public:
    explicit TileGridLayout(QWidget *parent = nullptr);
    ~TileGridLayout() override;

    void addItem(QLayoutItem *item) override;
    [[nodiscard]] int count() const override { return static_cast<int>(m_items.size()); }
    [[nodiscard]] QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;

    [[nodiscard]] Qt::Orientations expandingDirections() const override { return Qt::Horizontal; }
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize minimumSize() const override;
    [[nodiscard]] QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

    // The number of columns the tiles take at `width` (the layout's width, margins included).
    [[nodiscard]] int columnsFor(int width) const;

private:
    [[nodiscard]] int tileMinimumWidth() const;
    // Lays the tiles out in `rect` (moving them only if `apply`) and returns the height used.
    int arrange(const QRect &rect, bool apply) const;

    QList<QLayoutItem *> m_items;
};

} // namespace np
