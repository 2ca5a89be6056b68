// SPDX-License-Identifier: MIT
#include "presentation/cli_text_format.h"

#include <QLocale>

namespace np
{

bool cliTextIsCLocale()
{
    const QLocale chosen;
    return chosen.language() == QLocale::C || chosen.language() == QLocale::English;
}

NumberFormat cliTextFormat()
{
    return cliTextIsCLocale() ? NumberFormat::forCli() : NumberFormat::forDocument(QLocale());
}

} // namespace np
