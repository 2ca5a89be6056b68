// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>

#include <map>
#include <memory>
#include <vector>

// Line numbers for a JSON text. QJsonDocument forgets where things were; import errors must
// name the line. This scanner walks an already-validated JSON text once and keeps, for every
// object and array, the line it starts on and the line of each key.
namespace np::catalog
{

struct JsonLineNode {
    int line = 0;                                             // where the value starts (1-based)
    std::map<QString, int> keyLines;                          // object: line of each key
    std::map<QString, std::shared_ptr<JsonLineNode>> members; // object: member values
    std::vector<std::shared_ptr<JsonLineNode>> items;         // array: elements

    [[nodiscard]] const JsonLineNode *member(const QString &key) const;
    [[nodiscard]] const JsonLineNode *item(std::size_t index) const;
    [[nodiscard]] int lineOfKey(const QString &key) const; // the object's own line if absent
};

// The text must be valid JSON (parse it with QJsonDocument first).
std::shared_ptr<JsonLineNode> scanJsonLines(const QByteArray &text);

// 1-based line of a byte offset (for QJsonParseError::offset).
int lineOfOffset(const QByteArray &text, qsizetype offset);

} // namespace np::catalog
