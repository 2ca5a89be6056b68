// SPDX-License-Identifier: MIT
#pragma once

#include "core/enums_text.h"
#include "presentation/message_limits.h"
#include "presentation/qt_text.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

// Strict reading of the JSON files people write by hand (build files, optimize specs): every key
// is checked, and an unknown key, a wrong type or a value out of range is an error that names its
// place ("options.pue: 5 is out of range (1 to 3)"), worded the same in every file.
namespace np
{

// Every name of an enum with `count` values (core's toText), for "valid: ..." lists.
template <typename E> QString validNames(int count)
{
    QStringList names;
    for (int i = 0; i < count; ++i)
        names << qs(toText(static_cast<E>(i)));
    return names.join(QStringLiteral(", "));
}

// `json` as a JSON object. Else false and *error: "line 3, column 5: malformed JSON: ..." or
// "<what> is a JSON object" (`what`: "a build file").
bool parseJsonObject(const QByteArray &json, const QString &what, QJsonObject &out, QString *error);

// Reads `path` (no larger than a build file may be) and hands the bytes to `parse`. A parse error
// comes back as "<path>: <message>", shortened to a readable line; `what` names the kind of file
// in read errors ("a build file").
bool readJsonFile(const QString &path, const QString &what,
                  const std::function<bool(const QByteArray &json, QString *message)> &parse, QString *error);

// Each reader returns false on the first bad field and keeps that failure in `error`. A key that
// is missing leaves `out` as it was: the caller's default stands.
class JsonFieldReader
{
public:
    QString error; // "path: message" of the first failure

    bool fail(const QString &path, const QString &message);
    static QString join(const QString &path, const QString &key); // "options" + "pue" = "options.pue"

    // Unknown keys are refused with the list of known ones.
    bool onlyKeys(const QJsonObject &o, const QString &path, const QStringList &known);
    bool string(const QJsonObject &o, const QString &path, const QString &key, std::string &out);
    bool number(const QJsonObject &o, const QString &path, const QString &key, double &out, double lo,
                double hi);
    bool integer(const QJsonObject &o, const QString &path, const QString &key, int &out, int lo, int hi);
    bool boolean(const QJsonObject &o, const QString &path, const QString &key, bool &out);
    // An array of strings; `items` says what they are in the error ("strings", "module names").
    bool strings(const QJsonObject &o, const QString &path, const QString &key, std::vector<std::string> &out,
                 const QString &items);

    // A string `parse` knows; `valid` lists the values it knows for the error.
    template <typename E>
    bool enumValue(const QJsonObject &o, const QString &path, const QString &key, E &out,
                   std::optional<E> (*parse)(std::string_view), const QString &valid)
    {
        std::optional<QString> text;
        if (!enumText(o, path, key, valid, text))
            return false;
        if (!text)
            return true;
        const std::optional<E> parsed = parse(text->toStdString());
        if (!parsed)
            return fail(join(path, key),
                        QStringLiteral("unknown value '%1' (valid: %2)").arg(shortened(*text), valid));
        out = *parsed;
        return true;
    }
    // The same for an enum of `count` values with core's toText names.
    template <typename E>
    bool enumValue(const QJsonObject &o, const QString &path, const QString &key, E &out,
                   std::optional<E> (*parse)(std::string_view), int count)
    {
        return enumValue(o, path, key, out, parse, validNames<E>(count));
    }

private:
    // The key's string (none when the key is missing), or false when it is not a string.
    bool enumText(const QJsonObject &o, const QString &path, const QString &key, const QString &valid,
                  std::optional<QString> &text);
};

} // namespace np
