// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/catalog_fields.h"

#include <QJsonValue>
#include <QVariant>

// Turns one raw import value (a JSON value, or a CSV cell as a JSON string) into the typed value
// the database stores, checking type, choices and range.
namespace np::catalog
{

enum class ValueStatus { Missing, Ok, Error };

// Missing: null, absent or empty text. Error: *error says why ("bad number 'abc'").
ValueStatus convertFieldValue(const FieldSpec &spec, const QJsonValue &raw, QVariant *out, QString *error);

} // namespace np::catalog
