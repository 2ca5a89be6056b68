// SPDX-License-Identifier: MIT
#include "core/achievable_rate.h"

namespace np
{

const AchievableRate *findAchievableRate(const std::vector<AchievableRate> &rates, RateQuantity quantity,
                                         Precision precision, std::optional<ServingEngine> engine)
{
    const AchievableRate *anyEngine = nullptr;
    for (const AchievableRate &r : rates) {
        if (r.quantity != quantity || r.value <= 0)
            continue;
        if (quantity == RateQuantity::DenseTflops && r.precision != precision)
            continue;
        if (r.engine && engine && *r.engine == *engine)
            return &r; // the engine's own measurement wins
        if (!r.engine && !anyEngine)
            anyEngine = &r;
    }
    return anyEngine;
}

} // namespace np
