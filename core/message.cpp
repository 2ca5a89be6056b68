// SPDX-License-Identifier: MIT
#include "core/message.h"

#include "core/plain_number.h"

namespace np
{

std::string describe(const Message &message)
{
    std::string out = message.rule;
    const char *separator = ": ";
    for (const FindingArg &a : message.args) {
        out += separator + a.key + '=' +
               (a.unit == FindingUnit::Text ? a.text : detail::num(a.value, a.decimals));
        separator = " ";
    }
    return out;
}

std::string describe(const Messages &messages)
{
    std::string out;
    for (const Message &m : messages)
        out += (out.empty() ? "" : "; ") + describe(m);
    return out;
}

} // namespace np
