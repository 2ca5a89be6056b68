// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

// The catalog's fields, declared once. Each key is at the same time the SQLite column, the JSON key
// and the CSV column header (snake_case ending in its unit). Import validation, export and the
// documentation table use these lists; the CHECK constraints in migrations/ enforce the same ranges.
namespace np::catalog
{

enum class FieldType { Text, Real, Int, Bool, Date, Choice };

struct FieldSpec {
    QString key;
    FieldType type = FieldType::Text;
    bool required = false;
    double min = 0;
    double max = 0;           // min == max == 0: no range check; Text: max = the longest text allowed
    QStringList choices;      // FieldType::Choice; FieldType::Int: the only numbers allowed (PCIe widths)
    QString description;      // one line, for docs and `catalog show`
    bool zeroAllowed = false; // Int: 0 ("none") is allowed besides min to max
};

struct KindSpec {
    QString kind;                  // "gpu" (np::toText(PartKind))
    QString table;                 // "gpus"
    QString label;                 // "GPU"
    std::vector<FieldSpec> fields; // kind-specific fields, in display order
};

// sku, kind, name, vendor, source, checked_date, verified, notes.
const std::vector<FieldSpec> &commonFields();
const std::vector<KindSpec> &kindSpecs();
const KindSpec *findKind(const QString &kind);
QStringList kindNames();

// Nested rows of a chassis and the price history.
const std::vector<FieldSpec> &slotFields();
const std::vector<FieldSpec> &switchFields();
// sku, amount, currency, price_date, source, verified, notes, price_kind (absent = street), derivation.
const std::vector<FieldSpec> &priceFields();

// A GPU's measured achievable rate (schema 9, top-level "achievable_rates" of an import file):
// sku, quantity, precision, engine, value, source, source_date, notes.
const std::vector<FieldSpec> &achievableRateFields();

// Keys that export writes but import ignores (derived or joined values).
bool isDerivedKey(const QString &key);

} // namespace np::catalog
