// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace np
{

// A file name made from a build's name, for the name a save dialog suggests: path separators,
// characters other systems refuse (\ : * ? " < > |) and control characters become '-', leading
// dots and spaces go (no hidden file, no "../"), and the result is at most 80 characters. A name
// with nothing left gives `fallback`.
QString fileNameFromTitle(const QString &title, const QString &fallback);

} // namespace np
