// SPDX-License-Identifier: MIT
#include "catalog/json_lines.h"

namespace np::catalog
{

const JsonLineNode *JsonLineNode::member(const QString &key) const
{
    const auto it = members.find(key);
    return it == members.end() ? nullptr : it->second.get();
}

const JsonLineNode *JsonLineNode::item(std::size_t index) const
{
    return index < items.size() ? items[index].get() : nullptr;
}

int JsonLineNode::lineOfKey(const QString &key) const
{
    const auto it = keyLines.find(key);
    return it == keyLines.end() ? line : it->second;
}

namespace
{

class Scanner
{
public:
    explicit Scanner(const QByteArray &text) : m_text(text) {}

    std::shared_ptr<JsonLineNode> value()
    {
        skipSpace();
        auto node = std::make_shared<JsonLineNode>();
        node->line = m_line;
        if (atEnd())
            return node;
        const char c = m_text.at(m_pos);
        if (c == '{')
            object(*node);
        else if (c == '[')
            array(*node);
        else if (c == '"')
            string();
        else
            literal();
        return node;
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }

    void advance()
    {
        if (m_text.at(m_pos) == '\n')
            ++m_line;
        ++m_pos;
    }

    void skipSpace()
    {
        while (!atEnd()) {
            const char c = m_text.at(m_pos);
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
                break;
            advance();
        }
    }

    QString string()
    {
        QByteArray raw;
        advance(); // opening quote
        while (!atEnd() && m_text.at(m_pos) != '"') {
            if (m_text.at(m_pos) == '\\') {
                raw += m_text.at(m_pos);
                advance();
                if (atEnd())
                    break;
            }
            raw += m_text.at(m_pos);
            advance();
        }
        if (!atEnd())
            advance(); // closing quote
        return QString::fromUtf8(raw);
    }

    void literal()
    {
        while (!atEnd()) {
            const char c = m_text.at(m_pos);
            if (c == ',' || c == ']' || c == '}' || c == ' ' || c == '\t' || c == '\r' || c == '\n')
                break;
            advance();
        }
    }

    void object(JsonLineNode &node)
    {
        advance(); // {
        for (;;) {
            skipSpace();
            if (atEnd())
                return;
            if (m_text.at(m_pos) == '}') {
                advance();
                return;
            }
            if (m_text.at(m_pos) == ',') {
                advance();
                continue;
            }
            const int keyLine = m_line;
            const QString key = string();
            skipSpace();
            if (!atEnd() && m_text.at(m_pos) == ':')
                advance();
            node.keyLines[key] = keyLine;
            node.members[key] = value();
        }
    }

    void array(JsonLineNode &node)
    {
        advance(); // [
        for (;;) {
            skipSpace();
            if (atEnd())
                return;
            if (m_text.at(m_pos) == ']') {
                advance();
                return;
            }
            if (m_text.at(m_pos) == ',') {
                advance();
                continue;
            }
            node.items.push_back(value());
        }
    }

    const QByteArray &m_text;
    qsizetype m_pos = 0;
    int m_line = 1;
};

} // namespace

std::shared_ptr<JsonLineNode> scanJsonLines(const QByteArray &text)
{
    Scanner scanner(text);
    return scanner.value();
}

int lineOfOffset(const QByteArray &text, qsizetype offset)
{
    int line = 1;
    for (qsizetype i = 0; i < offset && i < text.size(); ++i)
        line += text.at(i) == '\n' ? 1 : 0;
    return line;
}

} // namespace np::catalog
