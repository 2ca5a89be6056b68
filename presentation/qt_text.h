// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <string>
#include <string_view>

// Core's text (UTF-8 std::string and std::string_view) as a QString, the one conversion every
// file at the core/Qt boundary needs.
namespace np
{

inline QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

inline QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace np
