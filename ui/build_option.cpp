// SPDX-License-Identifier: MIT
#include "ui/build_option.h"

#include <QCoreApplication>

namespace np
{

QString displayName(BuildOption option)
{
    const char *name = "";
    switch (option) {
    case BuildOption::InputVoltage:
        name = QT_TRANSLATE_NOOP("BuildOption", "input voltage");
        break;
    case BuildOption::PsuRedundancy:
        name = QT_TRANSLATE_NOOP("BuildOption", "PSU redundancy");
        break;
    case BuildOption::RaidLevel:
        name = QT_TRANSLATE_NOOP("BuildOption", "RAID level");
        break;
    case BuildOption::XgmiLinks:
        name = QT_TRANSLATE_NOOP("BuildOption", "xGMI links");
        break;
    case BuildOption::Bifurcation:
        name = QT_TRANSLATE_NOOP("BuildOption", "slot bifurcation");
        break;
    case BuildOption::EnergyPrice:
        name = QT_TRANSLATE_NOOP("BuildOption", "energy price");
        break;
    case BuildOption::Pue:
        name = QT_TRANSLATE_NOOP("BuildOption", "PUE");
        break;
    case BuildOption::Utilization:
        name = QT_TRANSLATE_NOOP("BuildOption", "utilisation");
        break;
    case BuildOption::Years:
        name = QT_TRANSLATE_NOOP("BuildOption", "years of operation");
        break;
    case BuildOption::ExchangeRate:
        name = QT_TRANSLATE_NOOP("BuildOption", "exchange rate");
        break;
    case BuildOption::Margin:
        name = QT_TRANSLATE_NOOP("BuildOption", "margin");
        break;
    case BuildOption::Discount:
        name = QT_TRANSLATE_NOOP("BuildOption", "discount");
        break;
    case BuildOption::Vat:
        name = QT_TRANSLATE_NOOP("BuildOption", "VAT");
        break;
    }
    return QCoreApplication::translate("BuildOption", name);
}

} // namespace np
