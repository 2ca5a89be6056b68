// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <string>

namespace np
{

// A power group of core's power report ("GPUs", "Conversion loss") in the user's language; core's
// group names stay the ids that colours and JSON use. An unknown group is shown as it is.
QString powerGroupName(const std::string &group);

} // namespace np
