// SPDX-License-Identifier: MIT
#include "presentation/build_errors.h"

#include "presentation/message_limits.h"

namespace np
{

QString buildErrorLine(const BuildError &error)
{
    // A part id or value can be megabytes long in a hostile file: messages quote at most a line.
    return shortened(QString::fromStdString(error.field) + QStringLiteral(": ") +
                         QString::fromStdString(error.message),
                     kMaxMessageChars);
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
