// SPDX-License-Identifier: MIT
#include "presentation/file_names.h"

namespace np
{

namespace
{

// Long enough for any build name a person types; file systems allow 255 bytes, and the suffix
// (".pdf", ".csv") and UTF-8 need room.
constexpr int kMaxFileNameChars = 80;

bool unsafeInFileName(QChar c)
{
    static const QString refused = QStringLiteral("/\\:*?\"<>|");
    return c.category() == QChar::Other_Control || c.category() == QChar::Other_Format || refused.contains(c);
}

} // namespace

QString fileNameFromTitle(const QString &title, const QString &fallback)
{
    QString name;
    for (const QChar c : title)
        name += unsafeInFileName(c) ? QLatin1Char('-') : c;
    while (!name.isEmpty() && (name.front() == QLatin1Char('.') || name.front().isSpace()))
        name.remove(0, 1);
    name.truncate(kMaxFileNameChars);
    if (!name.isEmpty() && name.back().isHighSurrogate()) // never half a character
        name.chop(1);
    name = name.trimmed();
    return name.isEmpty() ? fallback : name;
}

} // namespace np
