// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

// Messages stay readable whatever the input: a hostile file of 1,000 bad entries or a 20 MB name
// must not turn into megabytes of error output.
namespace np
{

// A whole message line: room for a path, a field and a shortened value.
inline constexpr int kMaxMessageChars = 400;

// The first `maxChars` characters and "… (N characters)" when the value is longer.
QString shortened(const QString &value, int maxChars = 80);

// The first `maxLines` lines, then "… and 988 more".
QStringList capped(const QStringList &lines, int maxLines = 20);

} // namespace np
