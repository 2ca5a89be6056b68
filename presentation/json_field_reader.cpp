// SPDX-License-Identifier: MIT
#include "presentation/json_field_reader.h"

#include "presentation/bounded_read.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>

namespace np
{

namespace
{

// "line L, column C" of a byte offset, for QJsonParseError.
QString position(const QByteArray &json, int offset)
{
    int line = 1, column = 1;
    for (int i = 0; i < offset && i < json.size(); ++i) {
        if (json.at(i) == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return QStringLiteral("line %1, column %2").arg(line).arg(column);
}

} // namespace

bool parseJsonObject(const QByteArray &json, const QString &what, QJsonObject &out, QString *error)
{
    auto failWith = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return failWith(QStringLiteral("%1: malformed JSON: %2")
                            .arg(position(json, parseError.offset), parseError.errorString()));
    if (!doc.isObject())
        return failWith(QStringLiteral("%1 is a JSON object").arg(what));
    out = doc.object();
    return true;
}

bool readJsonFile(const QString &path, const QString &what,
                  const std::function<bool(const QByteArray &json, QString *message)> &parse, QString *error)
{
    QByteArray bytes;
    if (!readBoundedFile(path, limits::kBuildFileBytes, what, &bytes, error))
        return false;
    QString message;
    if (!parse(bytes, &message)) {
        if (error)
            *error = path + QStringLiteral(": ") + shortened(message, kMaxMessageChars);
        return false;
    }
    return true;
}

bool JsonFieldReader::fail(const QString &path, const QString &message)
{
    if (error.isEmpty())
        error = path.isEmpty() ? message : path + QStringLiteral(": ") + message;
    return false;
}

QString JsonFieldReader::join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

bool JsonFieldReader::onlyKeys(const QJsonObject &o, const QString &path, const QStringList &known)
{
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!known.contains(it.key()))
            return fail(join(path, it.key()),
                        QStringLiteral("unknown key (valid: %1)").arg(known.join(QStringLiteral(", "))));
    return true;
}

bool JsonFieldReader::string(const QJsonObject &o, const QString &path, const QString &key, std::string &out)
{
    if (!o.contains(key))
        return true;
    const QJsonValue v = o.value(key);
    if (!v.isString())
        return fail(join(path, key), QStringLiteral("must be a string"));
    out = v.toString().toStdString();
    return true;
}

bool JsonFieldReader::number(const QJsonObject &o, const QString &path, const QString &key, double &out,
                             double lo, double hi)
{
    if (!o.contains(key))
        return true;
    const QJsonValue v = o.value(key);
    if (!v.isDouble())
        return fail(join(path, key), QStringLiteral("must be a number"));
    const double d = v.toDouble();
    if (!std::isfinite(d) || d < lo || d > hi)
        return fail(join(path, key), QStringLiteral("%1 is out of range (%2 to %3)").arg(d).arg(lo).arg(hi));
    out = d;
    return true;
}

bool JsonFieldReader::integer(const QJsonObject &o, const QString &path, const QString &key, int &out, int lo,
                              int hi)
{
    if (!o.contains(key))
        return true;
    const QJsonValue v = o.value(key);
    const double d = v.toDouble(std::nan(""));
    if (!v.isDouble() || d != std::floor(d))
        return fail(join(path, key), QStringLiteral("must be a whole number"));
    if (d < lo || d > hi)
        return fail(join(path, key), QStringLiteral("%1 is out of range (%2 to %3)").arg(d).arg(lo).arg(hi));
    out = static_cast<int>(d);
    return true;
}

bool JsonFieldReader::boolean(const QJsonObject &o, const QString &path, const QString &key, bool &out)
{
    if (!o.contains(key))
        return true;
    const QJsonValue v = o.value(key);
    if (!v.isBool())
        return fail(join(path, key), QStringLiteral("must be true or false"));
    out = v.toBool();
    return true;
}

bool JsonFieldReader::strings(const QJsonObject &o, const QString &path, const QString &key,
                              std::vector<std::string> &out, const QString &items)
{
    if (!o.contains(key))
        return true;
    const QString arrayPath = join(path, key);
    const QJsonValue v = o.value(key);
    if (!v.isArray())
        return fail(arrayPath, QStringLiteral("must be an array of %1").arg(items));
    out.clear();
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        if (!a.at(i).isString())
            return fail(QStringLiteral("%1[%2]").arg(arrayPath).arg(i), QStringLiteral("must be a string"));
        out.push_back(a.at(i).toString().toStdString());
    }
    return true;
}

bool JsonFieldReader::enumText(const QJsonObject &o, const QString &path, const QString &key,
                               const QString &valid, std::optional<QString> &text)
{
    text.reset();
    if (!o.contains(key))
        return true;
    const QJsonValue v = o.value(key);
    if (!v.isString())
        return fail(join(path, key), QStringLiteral("must be a string (valid: %1)").arg(valid));
    text = v.toString();
    return true;
}

} // namespace np
