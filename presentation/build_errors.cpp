// SPDX-License-Identifier: MIT
#include "presentation/build_errors.h"

namespace np
{

QString buildErrorLine(const BuildError &error)
{
    return QString::fromStdString(error.field) + QStringLiteral(": ") + QString::fromStdString(error.message);
}

QStringList buildErrorLines(const std::vector<BuildError> &errors)
{
    QStringList lines;
    lines.reserve(static_cast<qsizetype>(errors.size()));
    for (const BuildError &error : errors)
        lines << buildErrorLine(error);
    return lines;
}

} // namespace np
