// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

#include <utility>
#include <vector>

// Writes that never lose the previous file. The bytes go to a temporary file beside the target
// (QSaveFile); every write is checked, and only a complete file is renamed over the old one. On
// any failure (full disk, file size limit, no permission) the temporary file is removed, the
// previous file stays byte-identical and the error names the file and the reason the operating
// system gave: "cannot write /x/build.nodeplan: No space left on device".
namespace np
{

// Writes `data` to `path`. Returns false and sets `error` on failure.
bool writeFileSafely(const QString &path, const QByteArray &data, QString *error);

// Files that belong together (a PDF and its CSV): all are written to temporary files first and
// renamed only if every write succeeded, so a reader never finds a new one beside an old one.
bool writeFilesSafely(const std::vector<std::pair<QString, QByteArray>> &files, QString *error);

} // namespace np
