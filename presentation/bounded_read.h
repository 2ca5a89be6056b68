// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

// Reading an input file with bounds: only a regular file is opened (a FIFO would block forever,
// /dev/zero would never end, a directory is a mistake), and never more than a size limit per kind
// of input, so a wrong or hostile file gives a clear message instead of exhausting memory.
namespace np
{

namespace limits
{
inline constexpr qint64 kBuildFileBytes = 4 * 1024 * 1024;   // a build with every slot filled is ~20 KB
inline constexpr qint64 kImportFileBytes = 64 * 1024 * 1024; // a whole distributor price list
inline constexpr qint64 kModelConfigBytes = 1024 * 1024;     // a Hugging Face config.json is ~2 KB
} // namespace limits

// Reads all of `path` into `out`. On failure `error` names the file and the reason, e.g.
// "big.nodeplan: too large (5,000,000 bytes; a build file may be at most 4 MiB)".
// `what` names the kind of input in that message ("a build file").
bool readBoundedFile(const QString &path, qint64 maxBytes, const QString &what, QByteArray *out,
                     QString *error);

} // namespace np
