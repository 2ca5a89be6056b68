// SPDX-License-Identifier: MIT
#include "presentation/ordered_json.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace np
{

void OrderedJsonWriter::indent()
{
    m_out.append('\n');
    m_out.append(QByteArray(static_cast<qsizetype>(m_stack.size()) * 2, ' '));
}

void OrderedJsonWriter::separate()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_stack.empty())
        return;
    Frame &f = m_stack.back();
    if (f.count > 0)
        m_out.append(f.oneLine ? ", " : ",");
    if (!f.oneLine)
        indent();
    ++f.count;
}

void OrderedJsonWriter::beginObject(bool oneLine)
{
    separate();
    m_out.append('{');
    m_stack.push_back({true, oneLine || (!m_stack.empty() && m_stack.back().oneLine), 0});
}

void OrderedJsonWriter::beginArray(bool oneLine)
{
    separate();
    m_out.append('[');
    m_stack.push_back({false, oneLine || (!m_stack.empty() && m_stack.back().oneLine), 0});
}

void OrderedJsonWriter::endObject()
{
    const Frame f = m_stack.back();
    m_stack.pop_back();
    if (!f.oneLine && f.count > 0)
        indent();
    m_out.append('}');
}

void OrderedJsonWriter::endArray()
{
    const Frame f = m_stack.back();
    m_stack.pop_back();
    if (!f.oneLine && f.count > 0)
        indent();
    m_out.append(']');
}

void OrderedJsonWriter::key(const QString &name)
{
    separate();
    appendScalar(QJsonValue(name));
    m_out.append(": ");
    m_afterKey = true;
}

void OrderedJsonWriter::value(const QJsonValue &v)
{
    separate();
    appendScalar(v);
}

void OrderedJsonWriter::appendScalar(const QJsonValue &v)
{
    // JSON has no NaN or infinity: an unknown figure is null.
    if (v.isDouble() && !std::isfinite(v.toDouble())) {
        m_out.append("null");
        return;
    }
    // QJsonDocument formats scalars: shortest round-trip doubles, proper string escaping.
    const QByteArray text = QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact);
    m_out.append(text.mid(1, text.size() - 2));
}

QByteArray OrderedJsonWriter::finish()
{
    m_out.append('\n');
    QByteArray out;
    out.swap(m_out);
    m_stack.clear();
    m_afterKey = false;
    return out;
}

} // namespace np
