// SPDX-License-Identifier: MIT
#include "presentation/core_names.h"

#include <QCoreApplication>

#include <map>

namespace np
{

namespace
{

// A name core writes, in the user's language when it is one of `names`, else as core wrote it.
QString translatedName(const std::map<std::string, const char *> &names, const std::string &name)
{
    const auto it = names.find(name);
    return it == names.end() ? QString::fromStdString(name)
                             : QCoreApplication::translate("np::DisplayNames", it->second);
}

} // namespace

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
    return translatedName(names, group);
}

QString bomKindName(const std::string &kind)
{
    // core/cost.cpp names these kinds.
    static const std::map<std::string, const char *> names{
        {"Chassis", QT_TRANSLATE_NOOP("np::DisplayNames", "Chassis")},
        {"GPU", QT_TRANSLATE_NOOP("np::DisplayNames", "GPU")},
        {"CPU", QT_TRANSLATE_NOOP("np::DisplayNames", "CPU")},
        {"Memory", QT_TRANSLATE_NOOP("np::DisplayNames", "Memory")},
        {"Drive", QT_TRANSLATE_NOOP("np::DisplayNames", "Drive")},
        {"NIC", QT_TRANSLATE_NOOP("np::DisplayNames", "NIC")},
        {"PSU", QT_TRANSLATE_NOOP("np::DisplayNames", "PSU")},
        {"Part", QT_TRANSLATE_NOOP("np::DisplayNames", "Part")},
        {"Support", QT_TRANSLATE_NOOP("np::DisplayNames", "Support")},
    };
    return translatedName(names, kind);
}

} // namespace np
