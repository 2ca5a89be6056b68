// SPDX-License-Identifier: MIT
#include "core/pcie_uplink.h"

#include <algorithm>
#include <cctype>

namespace np
{

PcieUplink::PcieUplink(std::string id) : m_id(std::move(id))
{
    if (m_id.empty())
        return;
    // "cpu" and one or two digits is a CPU root; any other id names a switch of the chassis (the
    // catalog importer refuses an id that is neither a socket nor one of the chassis' switches).
    const std::string digits =
        m_id.size() > 3 && m_id.size() <= 5 && m_id.rfind("cpu", 0) == 0 ? m_id.substr(3) : "";
    if (!digits.empty() &&
        std::all_of(digits.begin(), digits.end(), [](unsigned char c) { return std::isdigit(c) != 0; })) {
        m_kind = Kind::CpuRoot;
        m_socket = std::stoi(digits);
        return;
    }
    m_kind = Kind::Switch;
}

} // namespace np
