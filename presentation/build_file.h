// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"

#include <QByteArray>
#include <QString>

// The `.nodeplan` build file: JSON, documented in docs/build-file.md. Writing a Build and reading
// it back gives the same Build. Errors name the place: "line 4, column 12: ..." for malformed JSON,
// "workloads[2].precision: unknown value 'fp6' (valid: fp32, bf16, ...)" for a bad value.
namespace np
{

struct BuildFileMap;

inline constexpr int kBuildFileVersion = 1;
inline constexpr const char *kBuildFileFormat = "nodeplan-build";

// Parses build-file JSON. On failure returns false and sets *error (without a file name).
bool parseBuildJson(const QByteArray &json, Build &out, QString *error);

// Serialises a build as indented JSON, keys in documented order. Parts without a slot that follow
// each other with the same SKU are written as one {"sku", "count"} entry.
QByteArray buildToJson(const Build &build);

// File variants: errors start with the path ("reference.nodeplan: workloads[1].model: ...").
bool readBuildFile(const QString &path, Build &out, QString *error);
// The same, and where each part stands in the file (presentation/build_file_map.h), so that the
// build's resolution errors can name the line and the file's own entry index (buildErrorLines).
bool readBuildFile(const QString &path, Build &out, QString *error, BuildFileMap *map);
bool writeBuildFile(const QString &path, const Build &build, QString *error);

} // namespace np
