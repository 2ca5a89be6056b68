// SPDX-License-Identifier: MIT
#include "ui/panels/tile_grid_layout.h"

#include <QWidget>

#include <algorithm>

namespace np
{

TileGridLayout::TileGridLayout(QWidget *parent) : QLayout(parent) {}

TileGridLayout::~TileGridLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void TileGridLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
    invalidate();
}

QLayoutItem *TileGridLayout::itemAt(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items.at(index) : nullptr;
}

QLayoutItem *TileGridLayout::takeAt(int index)
{
    if (index < 0 || index >= m_items.size())
        return nullptr;
    QLayoutItem *item = m_items.takeAt(index);
    invalidate();
    return item;
}

int TileGridLayout::tileMinimumWidth() const
{
    int widest = 0;
    for (const QLayoutItem *item : m_items)
        if (!item->isEmpty())
            widest = std::max(widest, item->minimumSize().width());
    return widest;
}

int TileGridLayout::columnsFor(int width) const
{
    const QMargins m = contentsMargins();
    const int inner = width - m.left() - m.right();
    const int tile = std::max(1, tileMinimumWidth());
    const int space = std::max(0, spacing());
    return std::max(1, (inner + space) / (tile + space));
}

int TileGridLayout::arrange(const QRect &rect, bool apply) const
{
    const QMargins m = contentsMargins();
    const QRect inner = rect.marginsRemoved(m);
    const int space = std::max(0, spacing());
    const int columns = columnsFor(rect.width());
    const int tileWidth = std::max(tileMinimumWidth(), (inner.width() - (columns - 1) * space) / columns);
    int y = inner.top();
    int column = 0;
    int rowHeight = 0;
    QList<QLayoutItem *> row;
    // A row is as tall as its tallest tile; every tile of the row gets that height.
    auto closeRow = [&] {
        for (int i = 0; i < row.size(); ++i)
            if (apply)
                row.at(i)->setGeometry(
                    QRect(inner.left() + i * (tileWidth + space), y, tileWidth, rowHeight));
        y += rowHeight + space;
        row.clear();
        rowHeight = 0;
        column = 0;
    };
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        row.append(item);
        const int h = item->hasHeightForWidth() ? item->heightForWidth(tileWidth) : item->sizeHint().height();
        rowHeight = std::max({rowHeight, h, item->minimumSize().height()});
        if (++column == columns)
            closeRow();
    }
    if (!row.isEmpty())
        closeRow();
    const int used = y - inner.top() - (y > inner.top() ? space : 0);
    return used + m.top() + m.bottom();
}

int TileGridLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize TileGridLayout::minimumSize() const
{
    const QMargins m = contentsMargins();
    const int width = tileMinimumWidth() + m.left() + m.right();
    return {width, heightForWidth(width)};
}

QSize TileGridLayout::sizeHint() const
{
    // Two columns where there is room: the dock's first-start width is chosen for that.
    const QMargins m = contentsMargins();
    const int width = 2 * tileMinimumWidth() + std::max(0, spacing()) + m.left() + m.right();
    return {width, heightForWidth(width)};
}

void TileGridLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

} // namespace np
