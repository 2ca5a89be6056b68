// SPDX-License-Identifier: MIT
#include "presentation/message_limits.h"

namespace np
{

QString shortened(const QString &value, int maxChars)
{
    if (value.size() <= maxChars)
        return value;
    return value.left(maxChars) + QStringLiteral("… (%1 characters)").arg(value.size());
}

QStringList capped(const QStringList &lines, int maxLines)
{
    if (lines.size() <= maxLines)
        return lines;
    QStringList out = lines.mid(0, maxLines);
    out << QStringLiteral("… and %1 more").arg(lines.size() - maxLines);
    return out;
}

} // namespace np
