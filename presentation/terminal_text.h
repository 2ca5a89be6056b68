// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace np
{

// Text from a file or a database (a build name, a customer) made safe to print on a terminal:
// control characters other than newline and tab (C0, DEL, C1: ESC, BEL, NUL, CR, ...) are shown as
// "\x1b" / "\u0085", so a name cannot move the cursor, recolour the screen or hide what follows.
QString terminalSafe(const QString &text);

} // namespace np
