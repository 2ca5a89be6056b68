// SPDX-License-Identifier: MIT
#pragma once

#include <QLocale>
#include <QString>

#include <string>

// Number formatting shared by charts and panels: formatting only, never arithmetic on figures.
namespace np::fmt
{

inline QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// Fixed decimals with thousands separators ("12,345.6").
inline QString number(double value, int decimals = 0)
{
    QLocale locale(QLocale::English);
    return locale.toString(value, 'f', decimals);
}

inline QString gib(double value)
{
    return number(value, value < 100 ? 1 : 0) + QStringLiteral(" GiB");
}
inline QString watts(double value)
{
    return number(value, 0) + QStringLiteral(" W");
}
inline QString eur(double value, int decimals = 0)
{
    return QStringLiteral("€ ") + number(value, decimals);
}

// "1k", "32k", "128k" for token counts that are multiples of 1024.
inline QString tokens(double value)
{
    if (value >= 1024 && static_cast<long long>(value) % 1024 == 0)
        return QString::number(static_cast<long long>(value) / 1024) + QStringLiteral("k");
    return number(value, 0);
}

} // namespace np::fmt
