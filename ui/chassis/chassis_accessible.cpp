// SPDX-License-Identifier: MIT
#include "ui/chassis/chassis_accessible.h"

#include "ui/chassis/chassis_view.h"
#include "ui/chassis/scene/slot_item.h"

#include <QGraphicsScene>
#include <QPointer>

#include <algorithm>

namespace np
{

namespace
{

// One slot of the chassis view. It finds its item by slot id on every call, so it stays valid
// (or reports itself invalid) when the view rebuilds its scene for another chassis.
class SlotAccessible : public QAccessibleInterface
{
public:
    SlotAccessible(ChassisView *view, std::string slotId) : m_view(view), m_slotId(std::move(slotId)) {}

    [[nodiscard]] bool isValid() const override { return m_view && m_view->slotItem(m_slotId); }
    [[nodiscard]] QObject *object() const override { return nullptr; }
    [[nodiscard]] QAccessibleInterface *parent() const override
    {
        return m_view ? QAccessible::queryAccessibleInterface(m_view) : nullptr;
    }
    [[nodiscard]] QAccessibleInterface *child(int) const override { return nullptr; }
    [[nodiscard]] int childCount() const override { return 0; }
    [[nodiscard]] int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    [[nodiscard]] QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    [[nodiscard]] QAccessible::Role role() const override { return QAccessible::ListItem; }

    [[nodiscard]] QString text(QAccessible::Text t) const override
    {
        if (!isValid())
            return {};
        switch (t) {
        case QAccessible::Name:
            return m_view->slotAccessibleName(m_slotId);
        case QAccessible::Description:
            return m_view->slotAccessibleDescription(m_slotId);
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString &) override {}

    [[nodiscard]] QRect rect() const override
    {
        const SlotItem *item = isValid() ? m_view->slotItem(m_slotId) : nullptr;
        if (!item)
            return {};
        const QRect inView = m_view->mapFromScene(item->sceneBoundingRect()).boundingRect();
        return QRect(m_view->viewport()->mapToGlobal(inView.topLeft()), inView.size());
    }

    [[nodiscard]] QAccessible::State state() const override
    {
        QAccessible::State s;
        const SlotItem *item = isValid() ? m_view->slotItem(m_slotId) : nullptr;
        if (!item) {
            s.invalid = true;
            return s;
        }
        s.focusable = true;
        s.selectable = true;
        s.focused = m_view->hasFocus() && m_view->focusedSlotId() == m_slotId;
        s.selected = item->isSelected();
        s.offscreen = !m_view->viewport()->rect().intersects(
            m_view->mapFromScene(item->sceneBoundingRect()).boundingRect());
        return s;
    }

private:
    QPointer<ChassisView> m_view;
    std::string m_slotId;
};

QAccessibleInterface *chassisFactory(const QString &className, QObject *object)
{
    if (className == QLatin1String("np::ChassisView") && object && object->isWidgetType())
        if (auto *view = qobject_cast<ChassisView *>(object))
            return new ChassisViewAccessible(view);
    return nullptr;
}

} // namespace

ChassisViewAccessible::ChassisViewAccessible(ChassisView *view) : QAccessibleWidget(view, QAccessible::List)
{
}

ChassisViewAccessible::~ChassisViewAccessible()
{
    for (const auto &[slotId, id] : m_slotIds)
        QAccessible::deleteAccessibleInterface(id);
}

void ChassisViewAccessible::installFactory()
{
    static const bool installed = [] {
        QAccessible::installFactory(&chassisFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

ChassisView *ChassisViewAccessible::view() const
{
    return static_cast<ChassisView *>(widget());
}

int ChassisViewAccessible::childCount() const
{
    return static_cast<int>(view()->slotOrder().size());
}

QAccessibleInterface *ChassisViewAccessible::child(int index) const
{
    const std::vector<std::string> order = view()->slotOrder();
    if (index < 0 || index >= static_cast<int>(order.size()))
        return nullptr;
    const std::string &slotId = order[static_cast<std::size_t>(index)];
    auto it = m_slotIds.find(slotId);
    if (it == m_slotIds.end())
        it =
            m_slotIds
                .emplace(slotId, QAccessible::registerAccessibleInterface(new SlotAccessible(view(), slotId)))
                .first;
    return QAccessible::accessibleInterface(it->second);
}

int ChassisViewAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    const std::vector<std::string> order = view()->slotOrder();
    for (const auto &[slotId, id] : m_slotIds)
        if (QAccessible::accessibleInterface(id) == child) {
            const auto at = std::find(order.begin(), order.end(), slotId);
            return at == order.end() ? -1 : static_cast<int>(at - order.begin());
        }
    return -1;
}

QAccessibleInterface *ChassisViewAccessible::focusChild() const
{
    const std::string focused = view()->focusedSlotId();
    if (focused.empty())
        return nullptr;
    const std::vector<std::string> order = view()->slotOrder();
    const auto at = std::find(order.begin(), order.end(), focused);
    return at == order.end() ? nullptr : child(static_cast<int>(at - order.begin()));
}

QAccessibleInterface *ChassisViewAccessible::childAt(int x, int y) const
{
    for (int i = 0; i < childCount(); ++i)
        if (QAccessibleInterface *c = child(i); c && c->rect().contains(x, y))
            return c;
    return nullptr;
}

} // namespace np
