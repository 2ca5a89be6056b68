// SPDX-License-Identifier: MIT
#pragma once

namespace np
{

// Registers resources/resources.qrc (example builds, icons). The ui library is static, so its
// compiled-in resources are only linked when something calls this; safe to call repeatedly.
void initUiResources();

} // namespace np
