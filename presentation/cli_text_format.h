// SPDX-License-Identifier: MIT
#pragma once

#include "presentation/number_format.h"

namespace np
{

// The number format of command-line text (not JSON or CSV, which keep NumberFormat::forCli): the
// C locale while the language is English — the default, so scripts read "1,597" everywhere — and
// the chosen language's locale otherwise (`--lang de` or a German desktop: "1.234,5"). main()
// makes the chosen language QLocale's default.
NumberFormat cliTextFormat();

// True while command-line text is in the C locale (English): it then shows core's ids
// ("n_plus_1", "blocking") that scripts look for rather than display names.
bool cliTextIsCLocale();

} // namespace np
