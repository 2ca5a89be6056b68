// SPDX-License-Identifier: MIT
#include "report/page_flow.h"

#include <utility>

namespace np::report
{

PageFlow::PageFlow(double width, double top, double bottom)
    : m_width(width), m_top(top), m_bottom(bottom), m_y(top), m_pages(1)
{
}

void PageFlow::newPage()
{
    if (atPageTop())
        return;
    m_pages.emplace_back();
    m_y = m_top;
}

void PageFlow::ensure(double height)
{
    if (height > remaining())
        newPage();
}

QRectF PageFlow::take(double height)
{
    ensure(height);
    const QRectF rect(0, m_y, m_width, height);
    m_y += height;
    return rect;
}

void PageFlow::skip(double height)
{
    // Vertical space is never carried over a page break: a new page starts at its top.
    if (height >= remaining())
        newPage();
    else
        m_y += height;
}

QRectF PageFlow::takeKeptWithNext(double above, double height, double keepWithNext)
{
    if (above + height + keepWithNext > remaining())
        newPage();
    else
        skip(above);
    return take(height);
}

void PageFlow::paint(PaintOp op)
{
    m_pages.back().push_back(std::move(op));
}

void PageFlow::paintPage(int page, QPainter &painter) const
{
    for (const PaintOp &op : m_pages.at(static_cast<std::size_t>(page)))
        op(painter);
}

} // namespace np::report
