// SPDX-License-Identifier: MIT
#pragma once

#include <QRectF>

#include <functional>
#include <vector>

class QPainter;

// A top-to-bottom flow of blocks over pages. Layout happens first (blocks are measured and given a
// page and a rectangle), painting afterwards, so the footer can say "Page x of y" and a block that
// does not fit on the rest of a page moves whole to the next one instead of being cut.
namespace np::report
{

using PaintOp = std::function<void(QPainter &)>;

class PageFlow
{
public:
    // `width` and the body band [top, bottom] in device units of the paint device.
    PageFlow(double width, double top, double bottom);

    [[nodiscard]] double width() const { return m_width; }
    [[nodiscard]] double y() const { return m_y; }
    [[nodiscard]] double remaining() const { return m_bottom - m_y; }
    [[nodiscard]] double bodyHeight() const { return m_bottom - m_top; }
    [[nodiscard]] bool atPageTop() const { return m_y <= m_top; }
    [[nodiscard]] int pageCount() const { return static_cast<int>(m_pages.size()); }
    [[nodiscard]] int currentPage() const { return pageCount() - 1; }

    // Starts a new page unless the current one is still empty.
    void newPage();
    // Breaks the page if `height` does not fit on the rest of it.
    void ensure(double height);
    // Reserves `height` at the cursor (breaking the page first if needed) and returns its rectangle.
    QRectF take(double height);
    void skip(double height);
    // A block that must stay with what follows it (a heading): `above` of space, then `height`
    // reserved; when the block and `keepWithNext` do not fit on the rest of the page, the block
    // starts the next page instead (without the space above).
    QRectF takeKeptWithNext(double above, double height, double keepWithNext);
    // Adds a paint operation to the current page.
    void paint(PaintOp op);
    // Runs `op` for page i; used once layout is done.
    void paintPage(int page, QPainter &painter) const;

private:
    double m_width;
    double m_top;
    double m_bottom;
    double m_y;
    std::vector<std::vector<PaintOp>> m_pages;
};

} // namespace np::report
