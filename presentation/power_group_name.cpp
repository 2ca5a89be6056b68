// SPDX-License-Identifier: MIT
#include "presentation/power_group_name.h"

#include <QCoreApplication>

#include <map>

namespace np
{

QString powerGroupName(const std::string &group)
{
    // core/power.cpp names these groups.
    static const std::map<std::string, const char *> names{
        {"GPUs", QT_TRANSLATE_NOOP("np::DisplayNames", "GPUs")},
        {"CPUs", QT_TRANSLATE_NOOP("np::DisplayNames", "CPUs")},
        {"Memory", QT_TRANSLATE_NOOP("np::DisplayNames", "Memory")},
        {"Drives", QT_TRANSLATE_NOOP("np::DisplayNames", "Drives")},
        {"NICs", QT_TRANSLATE_NOOP("np::DisplayNames", "NICs")},
        {"PCIe switches", QT_TRANSLATE_NOOP("np::DisplayNames", "PCIe switches")},
        {"Board", QT_TRANSLATE_NOOP("np::DisplayNames", "Board")},
        {"Fans", QT_TRANSLATE_NOOP("np::DisplayNames", "Fans")},
        {"Conversion loss", QT_TRANSLATE_NOOP("np::DisplayNames", "Conversion loss")},
    };
    const auto it = names.find(group);
    return it == names.end() ? QString::fromStdString(group)
                             : QCoreApplication::translate("np::DisplayNames", it->second);
}

} // namespace np
