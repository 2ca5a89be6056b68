// SPDX-License-Identifier: MIT
#pragma once

#include <QAccessibleWidget>

#include <map>
#include <string>

namespace np
{

class ChassisView;

// What a screen reader sees of the chassis view: a list whose items are the slots, in the
// chassis' order (the Tab order), each with its role and name ("GPU 3: RTX PRO 6000 Blackwell
// Server Edition 96GB", "Drive bay 2: empty") and its focused and selected state. The slots are
// graphics items, not widgets, so Qt would announce nothing of them by itself.
class ChassisViewAccessible : public QAccessibleWidget
{
public:
    explicit ChassisViewAccessible(ChassisView *view);
    ~ChassisViewAccessible() override;

    [[nodiscard]] int childCount() const override;
    [[nodiscard]] QAccessibleInterface *child(int index) const override;
    [[nodiscard]] int indexOfChild(const QAccessibleInterface *child) const override;
    [[nodiscard]] QAccessibleInterface *focusChild() const override;
    [[nodiscard]] QAccessibleInterface *childAt(int x, int y) const override;

    // Installs the factory that gives every ChassisView this interface (once per process).
    static void installFactory();

private:
    [[nodiscard]] ChassisView *view() const;
    // One interface per slot id, registered with QAccessible and deleted with this one.
    mutable std::map<std::string, QAccessible::Id> m_slotIds;
};

} // namespace np
