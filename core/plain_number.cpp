// SPDX-License-Identifier: MIT
#include "core/plain_number.h"

#include <charconv>
#include <cmath>
#include <system_error>

namespace np::detail
{

std::string num(double value, int decimals)
{
    if (!std::isfinite(value))
        return "n/a";
    // std::to_chars ignores the process locale (a Qt GUI sets LC_NUMERIC from the environment,
    // which would turn snprintf's "1597.3" into "1597,3").
    char buffer[64];
    const std::to_chars_result r = std::to_chars(buffer, buffer + sizeof buffer, std::fabs(value),
                                                 std::chars_format::fixed, decimals < 0 ? 0 : decimals);
    const std::string digits(buffer, r.ec == std::errc() ? r.ptr : buffer);
    const std::size_t dot = digits.find('.');
    const std::size_t intEnd = dot == std::string::npos ? digits.size() : dot;
    std::string out;
    out.reserve(digits.size() + 8);
    // "-0" is not a figure anyone wants to read.
    if (value < 0 && digits.find_first_not_of("0.") != std::string::npos)
        out.push_back('-');
    for (std::size_t i = 0; i < intEnd; ++i) {
        out.push_back(digits[i]);
        const std::size_t left = intEnd - i - 1;
        if (left > 0 && left % 3 == 0)
            out.push_back(',');
    }
    out.append(digits, intEnd, std::string::npos);
    return out;
}

} // namespace np::detail
