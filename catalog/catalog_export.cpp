// SPDX-License-Identifier: MIT
#include "catalog/catalog_export.h"

#include "catalog/csv_reader.h"
#include "catalog/snapshot_builder.h"
#include "core/workload/workload_eval.h"
#include "presentation/csv_cell.h"

namespace np::catalog
{

namespace
{

QJsonObject priceJson(const PriceRow &p)
{
    QJsonObject o;
    o.insert(QStringLiteral("amount"), p.price.amount);
    o.insert(QStringLiteral("currency"), QString::fromStdString(p.price.currency));
    o.insert(QStringLiteral("price_date"), QString::fromStdString(p.price.date));
    o.insert(QStringLiteral("source"), QString::fromStdString(p.price.source));
    o.insert(QStringLiteral("verified"), p.verified);
    o.insert(QStringLiteral("notes"), p.notes);
    o.insert(QStringLiteral("price_kind"), p.kind);
    o.insert(QStringLiteral("derivation"), p.derivation);
    return o;
}

QJsonArray rowsJson(const std::vector<FieldSpec> &specs, const std::vector<Row> &rows)
{
    QJsonArray out;
    for (const Row &row : rows) {
        QJsonObject o;
        for (const FieldSpec &spec : specs)
            o.insert(spec.key, fieldJson(spec, row.value(spec.key)));
        out.append(o);
    }
    return out;
}

QString csvText(const QVariant &v, const FieldSpec *spec)
{
    if (spec && spec->type == FieldType::Bool)
        return v.toInt() != 0 ? QStringLiteral("true") : QStringLiteral("false");
    if (spec && spec->type == FieldType::Real)
        return QString::number(v.toDouble(), 'g', 12);
    return csvCell(v.toString());
}

} // namespace

QJsonValue fieldJson(const FieldSpec &spec, const QVariant &value)
{
    switch (spec.type) {
    case FieldType::Bool:
        return value.toInt() != 0;
    case FieldType::Int:
        return value.toLongLong();
    case FieldType::Real:
        return value.toDouble();
    case FieldType::Text:
    case FieldType::Date:
    case FieldType::Choice:
        return value.toString();
    }
    return {};
}

QJsonObject partJson(const QSqlDatabase &db, const KindSpec &kind, const Row &row, const QString &asOf,
                     bool withHistory)
{
    QJsonObject o;
    for (const FieldSpec &spec : commonFields())
        o.insert(spec.key, fieldJson(spec, row.value(spec.key)));
    for (const FieldSpec &spec : kind.fields)
        o.insert(spec.key, fieldJson(spec, row.value(spec.key)));
    const QString sku = row.value(QStringLiteral("sku")).toString();

    const std::vector<PriceRow> history = loadPriceHistory(db, sku);
    const PriceRow *current = nullptr;
    for (const PriceRow &p : history)
        if (QString::fromStdString(p.price.date) <= asOf)
            current = &p;
    if (current) {
        o.insert(QStringLiteral("price_") + QString::fromStdString(current->price.currency).toLower(),
                 current->price.amount);
        o.insert(QStringLiteral("price_date"), QString::fromStdString(current->price.date));
        o.insert(QStringLiteral("price_source"), QString::fromStdString(current->price.source));
        o.insert(QStringLiteral("price_verified"), current->verified);
        o.insert(QStringLiteral("price_kind"), current->kind);
        if (!current->derivation.isEmpty())
            o.insert(QStringLiteral("price_derivation"), current->derivation);
    }
    if (withHistory) {
        QJsonArray h;
        for (const PriceRow &p : history)
            h.append(priceJson(p));
        o.insert(QStringLiteral("price_history"), h);
    }
    if (kind.kind == QLatin1String("model")) {
        const ParameterCount c = countParameters(modelFromRow(row).arch);
        o.insert(QStringLiteral("parameters_total"), c.total);
        o.insert(QStringLiteral("parameters_active"), c.active);
    }
    if (kind.kind == QLatin1String("chassis")) {
        o.insert(QStringLiteral("switches"), rowsJson(switchFields(), loadSwitches(db, sku)));
        o.insert(QStringLiteral("slots"), rowsJson(slotFields(), loadSlots(db, sku)));
    }
    return o;
}

QJsonArray achievableRatesJson(const QSqlDatabase &db, const QString &gpuSku)
{
    QJsonArray out;
    for (const Row &row : loadAchievableRates(db, gpuSku)) {
        QJsonObject o;
        for (const FieldSpec &spec : achievableRateFields()) {
            const QVariant v = row.value(spec.key);
            if ((spec.key == QLatin1String("precision") || spec.key == QLatin1String("engine")) &&
                v.toString().isEmpty())
                continue; // absent, as the import format leaves it
            o.insert(spec.key, fieldJson(spec, v));
        }
        out.append(o);
    }
    return out;
}

QJsonArray partsJson(const QSqlDatabase &db, const KindSpec &kind, const QString &asOf)
{
    QJsonArray out;
    for (const Row &row : loadParts(db, kind))
        out.append(partJson(db, kind, row, asOf, false));
    return out;
}

QString partsCsv(const QSqlDatabase &db, const KindSpec &kind, const QString &asOf)
{
    QStringList header;
    std::vector<const FieldSpec *> specs;
    for (const FieldSpec &spec : commonFields())
        specs.push_back(&spec);
    for (const FieldSpec &spec : kind.fields)
        specs.push_back(&spec);
    for (const FieldSpec *spec : specs)
        header << spec->key;
    header << QStringLiteral("price_usd") << QStringLiteral("price_eur") << QStringLiteral("price_date")
           << QStringLiteral("price_kind");

    const std::map<QString, PriceRow> prices = latestPrices(db, asOf);
    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const Row &row : loadParts(db, kind)) {
        QStringList cells;
        for (const FieldSpec *spec : specs)
            cells << csvText(row.value(spec->key), spec);
        const auto it = prices.find(row.value(QStringLiteral("sku")).toString());
        const bool has = it != prices.end();
        const bool usd = has && it->second.price.currency == "USD";
        cells << (has && usd ? QString::number(it->second.price.amount, 'f', 2) : QString())
              << (has && !usd ? QString::number(it->second.price.amount, 'f', 2) : QString())
              << (has ? QString::fromStdString(it->second.price.date) : QString())
              << (has ? it->second.kind : QString());
        out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

} // namespace np::catalog
