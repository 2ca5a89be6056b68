// SPDX-License-Identifier: MIT
#include "presentation/build_file_map.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <string_view>
#include <utility>

namespace np
{

namespace
{

// Walks the JSON text once, recording where the values of the first two levels begin. It trusts
// the text to be valid JSON (the reader has parsed it already) and stops at anything else.
class Locator
{
public:
    explicit Locator(const QByteArray &text) : m_text(text) {}

    std::map<QString, TextPosition> run()
    {
        skipSpace();
        value(QString(), 0);
        return std::move(m_positions);
    }

private:
    [[nodiscard]] bool atEnd() const { return m_at >= m_text.size(); }
    [[nodiscard]] char peek() const { return atEnd() ? '\0' : m_text.at(m_at); }

    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\r' || peek() == '\n')) {
            if (peek() == '\n') {
                ++m_line;
                m_lineStart = m_at + 1;
            }
            ++m_at;
        }
    }

    [[nodiscard]] TextPosition here() const
    {
        // Columns count characters, not UTF-8 bytes.
        const QString before = QString::fromUtf8(m_text.mid(m_lineStart, m_at - m_lineStart));
        return {m_line, static_cast<int>(before.size()) + 1};
    }

    // A string at the cursor, its raw text (escapes kept: keys of a build file are plain words).
    QString string()
    {
        const qsizetype start = ++m_at;
        while (!atEnd() && peek() != '"')
            m_at += peek() == '\\' ? 2 : 1;
        const QString s = QString::fromUtf8(m_text.mid(start, m_at - start));
        ++m_at;
        return s;
    }

    // The value at the cursor; `path` names it, `depth` 0 is the document.
    void value(const QString &path, int depth)
    {
        if (depth >= 1 && depth <= 2)
            m_positions.emplace(path, here());
        const char c = peek();
        if (c == '{')
            object(path, depth);
        else if (c == '[')
            array(path, depth);
        else if (c == '"')
            string();
        else
            while (!atEnd() && std::string_view(",}] \t\r\n").find(peek()) == std::string_view::npos)
                ++m_at;
    }

    void object(const QString &path, int depth)
    {
        ++m_at;
        skipSpace();
        while (!atEnd() && peek() != '}') {
            if (peek() != '"')
                return;
            const QString key = string();
            skipSpace();
            if (peek() != ':')
                return;
            ++m_at;
            skipSpace();
            // Only the top-level keys are named; deeper objects are walked past.
            value(depth == 0 ? key : path + QLatin1Char('.') + key, depth == 0 ? 1 : depth + 2);
            skipSpace();
            if (peek() == ',') {
                ++m_at;
                skipSpace();
            }
        }
        ++m_at;
    }

    void array(const QString &path, int depth)
    {
        ++m_at;
        skipSpace();
        for (int index = 0; !atEnd() && peek() != ']'; ++index) {
            value(path + QStringLiteral("[%1]").arg(index), depth + 1);
            skipSpace();
            if (peek() == ',') {
                ++m_at;
                skipSpace();
            }
        }
        ++m_at;
    }

    const QByteArray &m_text;
    qsizetype m_at = 0;
    qsizetype m_lineStart = 0;
    int m_line = 1;
    std::map<QString, TextPosition> m_positions;
};

} // namespace

TextPosition BuildFileMap::positionOf(const QString &path) const
{
    // "workloads[1].model" → "workloads[1]" → "workloads"; "parts[3] (slot gpu2)" → "parts[3]".
    QString p = path.section(QLatin1Char(' '), 0, 0);
    while (!p.isEmpty()) {
        if (const auto it = positions.find(p); it != positions.end())
            return it->second;
        const qsizetype cut = std::max(p.lastIndexOf(QLatin1Char('.')), p.lastIndexOf(QLatin1Char('[')));
        if (cut <= 0)
            break;
        p.truncate(cut);
    }
    return {};
}

BuildFileMap mapBuildFile(const QByteArray &json)
{
    BuildFileMap map;
    map.positions = Locator(json).run();
    // The same expansion as the reader's: an entry with "count" gives that many placements.
    const QJsonArray parts = QJsonDocument::fromJson(json).object().value(QStringLiteral("parts")).toArray();
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const QJsonObject entry = parts.at(i).toObject();
        const int count =
            entry.contains(QStringLiteral("count")) ? entry.value(QStringLiteral("count")).toInt() : 1;
        map.entrySku.push_back(entry.value(QStringLiteral("sku")).toString().toStdString());
        map.entryCount.push_back(count);
        for (int k = 0; k < count; ++k)
            map.entryOfPlacement.push_back(static_cast<int>(i));
    }
    return map;
}

} // namespace np
