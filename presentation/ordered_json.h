// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QLatin1String>
#include <QString>

#include <vector>

// A small JSON writer that keeps keys in the order they are written (QJsonDocument sorts them).
// Used for build files and `nodeplan evaluate --format json`, so output reads top-down like the docs.
namespace np
{

class OrderedJsonWriter
{
public:
    // `oneLine`: write this container on one line ({"slot": "gpu0", "sku": "X"}).
    void beginObject(bool oneLine = false);
    void endObject();
    void beginArray(bool oneLine = false);
    void endArray();
    void key(const QString &name);
    void value(const QJsonValue &v);
    void value(const QString &s) { value(QJsonValue(s)); }
    void value(QLatin1String s) { value(QJsonValue(s)); }
    void value(double d) { value(QJsonValue(d)); }
    void value(int i) { value(QJsonValue(i)); }
    void value(bool b) { value(QJsonValue(b)); }
    template <typename T> void field(const QString &name, const T &v)
    {
        key(name);
        value(v);
    }
    QByteArray finish();

private:
    struct Frame {
        bool object = false;
        bool oneLine = false;
        int count = 0;
    };
    void separate(); // comma and line break before a new element
    void indent();
    void appendScalar(const QJsonValue &v);
    QByteArray m_out;
    std::vector<Frame> m_stack;
    bool m_afterKey = false;
};

} // namespace np
