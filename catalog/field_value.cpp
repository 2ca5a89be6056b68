// SPDX-License-Identifier: MIT
#include "catalog/field_value.h"

#include <QDate>
#include <QLocale>

#include <cmath>

namespace np::catalog
{

namespace
{

QString shown(const QJsonValue &raw)
{
    if (raw.isString())
        return QLatin1Char('\'') + raw.toString() + QLatin1Char('\'');
    if (raw.isBool())
        return raw.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (raw.isDouble())
        return QString::number(raw.toDouble(), 'g', 12);
    return QStringLiteral("(object or array)");
}

QString number(double v)
{
    return QString::number(v, 'g', 12);
}

bool toNumber(const QJsonValue &raw, double *value)
{
    if (raw.isDouble()) {
        *value = raw.toDouble();
        return std::isfinite(*value);
    }
    if (!raw.isString())
        return false;
    bool ok = false;
    *value = QLocale::c().toDouble(raw.toString().trimmed(), &ok);
    return ok && std::isfinite(*value);
}

ValueStatus convertText(const FieldSpec &spec, const QJsonValue &raw, QVariant *out, QString *error)
{
    if (!raw.isString()) {
        *error = QStringLiteral("expected text, got %1").arg(shown(raw));
        return ValueStatus::Error;
    }
    *out = raw.toString().trimmed();
    // SQLite's length() and most readers stop at a NUL: a text holding one is not what it shows.
    if (out->toString().contains(QChar(0))) {
        *error = QStringLiteral("contains a NUL character");
        return ValueStatus::Error;
    }
    if (spec.max > 0 && out->toString().size() > spec.max) {
        *error = QStringLiteral("longer than %1 characters").arg(number(spec.max));
        return ValueStatus::Error;
    }
    return ValueStatus::Ok;
}

// true/false, yes/no, 1/0, as JSON booleans, numbers or text.
ValueStatus convertBool(const QJsonValue &raw, QVariant *out, QString *error)
{
    if (raw.isBool()) {
        *out = raw.toBool() ? 1 : 0;
        return ValueStatus::Ok;
    }
    const QString text = raw.isString()   ? raw.toString().trimmed().toLower()
                         : raw.isDouble() ? number(raw.toDouble())
                                          : QString();
    if (text == QLatin1String("true") || text == QLatin1String("yes") || text == QLatin1String("1")) {
        *out = 1;
        return ValueStatus::Ok;
    }
    if (text == QLatin1String("false") || text == QLatin1String("no") || text == QLatin1String("0")) {
        *out = 0;
        return ValueStatus::Ok;
    }
    *error = QStringLiteral("expected true or false, got %1").arg(shown(raw));
    return ValueStatus::Error;
}

// A finite number within the field's range (or its allowed 0); an Int also whole and, where the field
// lists them, one of its values (PCIe link widths).
ValueStatus convertNumber(const FieldSpec &spec, const QJsonValue &raw, QVariant *out, QString *error)
{
    double value = 0;
    if (!toNumber(raw, &value)) {
        *error = QStringLiteral("bad number %1").arg(shown(raw));
        return ValueStatus::Error;
    }
    if (spec.type == FieldType::Int && value != std::floor(value)) {
        *error = QStringLiteral("expected a whole number, got %1").arg(shown(raw));
        return ValueStatus::Error;
    }
    const bool allowedZero = spec.zeroAllowed && value == 0;
    if ((spec.min != 0 || spec.max != 0) && !allowedZero && (value < spec.min || value > spec.max)) {
        *error = QStringLiteral("value %1 out of range %2 to %3%4")
                     .arg(number(value), number(spec.min), number(spec.max),
                          spec.zeroAllowed ? QStringLiteral(" (or 0)") : QString());
        return ValueStatus::Error;
    }
    if (spec.type == FieldType::Int && !spec.choices.isEmpty() &&
        !spec.choices.contains(QString::number(qlonglong(value)))) {
        *error =
            QStringLiteral("%1 is not one of: %2").arg(number(value), spec.choices.join(QLatin1String(", ")));
        return ValueStatus::Error;
    }
    if (spec.type == FieldType::Int)
        *out = qlonglong(value);
    else
        *out = value;
    return ValueStatus::Ok;
}

} // namespace

ValueStatus convertFieldValue(const FieldSpec &spec, const QJsonValue &raw, QVariant *out, QString *error)
{
    if (raw.isNull() || raw.isUndefined() || (raw.isString() && raw.toString().trimmed().isEmpty()))
        return ValueStatus::Missing;

    switch (spec.type) {
    case FieldType::Text:
        return convertText(spec, raw, out, error);
    case FieldType::Choice: {
        const QString text = raw.isString() ? raw.toString().trimmed() : QString();
        if (!spec.choices.contains(text)) {
            *error = QStringLiteral("%1 is not one of: %2")
                         .arg(shown(raw), spec.choices.join(QLatin1String(", ")));
            return ValueStatus::Error;
        }
        *out = text;
        return ValueStatus::Ok;
    }
    case FieldType::Date: {
        const QString text = raw.isString() ? raw.toString().trimmed() : QString();
        // Written back exactly: Qt's ISO parser accepts any separator ("2026-11%30"), the schema's
        // CHECK (GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]') does not.
        const QDate date = QDate::fromString(text, Qt::ISODate);
        if (!date.isValid() || date.toString(Qt::ISODate) != text) {
            *error = QStringLiteral("bad date %1 (use YYYY-MM-DD)").arg(shown(raw));
            return ValueStatus::Error;
        }
        *out = text;
        return ValueStatus::Ok;
    }
    case FieldType::Bool:
        return convertBool(raw, out, error);
    case FieldType::Real:
    case FieldType::Int:
        return convertNumber(spec, raw, out, error);
    }
    return ValueStatus::Error;
}

} // namespace np::catalog
