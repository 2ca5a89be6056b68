// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

#include <map>
#include <string>
#include <vector>

// Where the parts of a build file stand in its text, so that a message about parts[1] can say
// "line 9, column 5" and call the entry by the index the user sees in the file: a
// {"sku", "count": 8} entry is one entry but eight of the Build's placements.
namespace np
{

struct TextPosition {
    int line = 0;   // 1-based; 0 = not known
    int column = 0; // 1-based, in characters
};

struct BuildFileMap {
    // parts[] entry index of each Build::placements index, in the order the reader expands them.
    std::vector<int> entryOfPlacement;
    // SKU and placement count of each parts[] entry.
    std::vector<std::string> entrySku;
    std::vector<int> entryCount;
    // Start of each top-level value ("chassis", "options") and of each element of "parts" and
    // "workloads" ("parts[1]", "workloads[0]").
    std::map<QString, TextPosition> positions;

    // The position of `path` or of the nearest enclosing value mapped ("workloads[1].model" →
    // "workloads[1]"); line 0 when none is.
    [[nodiscard]] TextPosition positionOf(const QString &path) const;
};

// Maps build-file JSON that parseBuildJson accepted (for other text, whatever could be mapped).
BuildFileMap mapBuildFile(const QByteArray &json);

} // namespace np
