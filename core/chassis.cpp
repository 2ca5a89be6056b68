// SPDX-License-Identifier: MIT
#include "core/chassis.h"

#include <sstream>

namespace np
{

std::vector<std::string> splitSkus(const std::string &text)
{
    std::vector<std::string> out;
    std::istringstream words(text);
    for (std::string sku; words >> sku;)
        out.push_back(sku);
    return out;
}

} // namespace np
