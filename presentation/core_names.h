// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <string>

namespace np
{

// Names core writes as data (ids the colours, CSV and JSON use), in the user's language for display.

// A power group of core's power report ("GPUs", "Conversion loss") in the user's language; core's
// group names stay the ids that colours and JSON use. An unknown group is shown as it is.
QString powerGroupName(const std::string &group);
// A bill-of-materials line's kind ("Chassis", "GPU", "Drive"; core/cost.cpp), likewise.
QString bomKindName(const std::string &kind);

} // namespace np
