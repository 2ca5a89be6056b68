// SPDX-License-Identifier: MIT
#pragma once

#include "core/chassis.h"
#include "core/parts.h"

#include <QColor>
#include <QString>

// One colour per component kind and per memory/power category, shared by the chassis view,
// every chart and the PDF so that "GPU" is the same green everywhere.
namespace np::colors
{

inline QColor gpu()
{
    return QColor(0x4C, 0x9A, 0x2A);
} // green
inline QColor cpu()
{
    return QColor(0x2F, 0x6D, 0xB5);
} // blue
inline QColor memory()
{
    return QColor(0x8E, 0x5E, 0xA2);
} // purple
inline QColor drive()
{
    return QColor(0xD9, 0x8C, 0x1F);
} // amber
inline QColor nic()
{
    return QColor(0x1F, 0x9E, 0x9E);
} // teal
inline QColor psu()
{
    return QColor(0xB8, 0x3B, 0x3B);
} // red
inline QColor fans()
{
    return QColor(0x7F, 0x8C, 0x8D);
} // grey
inline QColor board()
{
    return QColor(0xA0, 0xA0, 0x80);
} // khaki
inline QColor loss()
{
    return QColor(0xC0, 0x6A, 0x6A);
} // light red
inline QColor pcieSwitch()
{
    return QColor(0x5D, 0x6D, 0x7E);
} // slate

// A part kind's colour; a chassis or a model (nothing placed in a slot) takes the board's.
inline QColor forPart(PartKind kind)
{
    switch (kind) {
    case PartKind::Gpu:
        return gpu();
    case PartKind::Cpu:
        return cpu();
    case PartKind::Memory:
        return memory();
    case PartKind::Drive:
        return drive();
    case PartKind::Nic:
        return nic();
    case PartKind::Psu:
        return psu();
    case PartKind::Chassis:
    case PartKind::Model:
        break;
    }
    return board();
}

// The colour of the part kind a slot holds.
inline QColor forSlot(SlotKind kind)
{
    switch (kind) {
    case SlotKind::Gpu:
        return gpu();
    case SlotKind::CpuSocket:
        return cpu();
    case SlotKind::Dimm:
        return memory();
    case SlotKind::DriveBay:
        return drive();
    case SlotKind::Nic:
        return nic();
    case SlotKind::Psu:
        return psu();
    }
    return board();
}

// Memory breakdown categories (model-fit chart).
inline QColor weights()
{
    return QColor(0x2F, 0x6D, 0xB5);
}
inline QColor kvCache()
{
    return QColor(0xD9, 0x8C, 0x1F);
}
inline QColor activations()
{
    return QColor(0x4C, 0x9A, 0x2A);
}
inline QColor gradients()
{
    return QColor(0x8E, 0x5E, 0xA2);
}
inline QColor optimizer()
{
    return QColor(0xB8, 0x3B, 0x3B);
}
inline QColor overhead()
{
    return QColor(0x7F, 0x8C, 0x8D);
}

// Power groups as named in PowerItem::group.
inline QColor forPowerGroup(const QString &group)
{
    if (group == QLatin1String("GPUs"))
        return gpu();
    if (group == QLatin1String("CPUs"))
        return cpu();
    if (group == QLatin1String("Memory"))
        return memory();
    if (group == QLatin1String("Drives"))
        return drive();
    if (group == QLatin1String("NICs"))
        return nic();
    if (group == QLatin1String("Fans"))
        return fans();
    if (group == QLatin1String("Conversion loss"))
        return loss();
    if (group == QLatin1String("PCIe switches"))
        return pcieSwitch();
    return board();
}

} // namespace np::colors
