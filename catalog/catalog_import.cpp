// SPDX-License-Identifier: MIT
#include "catalog/catalog_import.h"

#include "catalog/catalog_fields.h"
#include "catalog/catalog_notifications.h"
#include "catalog/csv_reader.h"
#include "catalog/field_value.h"
#include "catalog/json_lines.h"
#include "catalog/sql_dialect.h"
#include "catalog/team_roles.h"
#include "core/enums_text.h"
#include "core/pcie_uplink.h"
#include "presentation/bounded_read.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRectF>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace np::catalog
{

namespace
{

struct Column {
    QString key;
    QVariant value;
};

// Converts every spec'd field of `object`; adds present ones to `columns`.
// Returns the list of (field, message) errors.
std::vector<std::pair<QString, QString>> convertAll(const std::vector<FieldSpec> &specs,
                                                    const QJsonObject &object, std::vector<Column> &columns)
{
    std::vector<std::pair<QString, QString>> errors;
    for (const FieldSpec &spec : specs) {
        QVariant value;
        QString error;
        switch (convertFieldValue(spec, object.value(spec.key), &value, &error)) {
        case ValueStatus::Missing:
            if (spec.required)
                errors.emplace_back(spec.key, QStringLiteral("missing value (required)"));
            break;
        case ValueStatus::Ok:
            columns.push_back({spec.key, value});
            break;
        case ValueStatus::Error:
            errors.emplace_back(spec.key, error);
            break;
        }
    }
    return errors;
}

bool hasSpec(const std::vector<FieldSpec> &specs, const QString &key)
{
    for (const FieldSpec &s : specs)
        if (s.key == key)
            return true;
    return false;
}

QVariant columnValue(const std::vector<Column> &columns, const QString &key)
{
    for (const Column &c : columns)
        if (c.key == key)
            return c.value;
    return {};
}

bool insertRow(QSqlDatabase &db, const QString &table, const std::vector<Column> &columns, QString *error)
{
    QStringList names;
    QStringList marks;
    for (const Column &c : columns) {
        names << c.key;
        marks << QStringLiteral("?");
    }
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                  .arg(table, names.join(QLatin1String(", ")), marks.join(QLatin1String(", "))));
    for (const Column &c : columns)
        q.addBindValue(c.value);
    if (!execInTransaction(db, q)) {
        const QString refused = roleRefusal(db, q.lastError());
        *error = refused.isEmpty() ? q.lastError().databaseText() : refused;
        return false;
    }
    return true;
}

bool looksLikeJson(const QByteArray &data)
{
    for (char c : data) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        return c == '{' || c == '[';
    }
    return false;
}

} // namespace

int CatalogImporter::Origin::lineOf(const QString &path) const
{
    // path: "tdp_w" or "slots[3].kind" -> walk the JSON line tree as far as it goes.
    if (!node)
        return line;
    const JsonLineNode *at = node;
    int result = node->line;
    for (const QString &segment : path.split(QLatin1Char('.'))) {
        const QString key = segment.section(QLatin1Char('['), 0, 0);
        if (!at)
            break;
        result = at->lineOfKey(key);
        at = at->member(key);
        if (at && segment.contains(QLatin1Char('['))) {
            const int index = segment.section(QLatin1Char('['), 1).chopped(1).toInt();
            at = at->item(std::size_t(index));
            if (at)
                result = at->line;
        }
    }
    return result;
}

CatalogImporter::CatalogImporter(QSqlDatabase db) : m_db(std::move(db)) {}

bool CatalogImporter::skuExists(const QString &sku, QString *kind, const Origin &origin)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT kind FROM parts WHERE sku = ?"));
    q.addBindValue(sku);
    if (!q.exec()) {
        failDatabase(origin,
                     QStringLiteral("cannot look up SKU '%1': %2").arg(sku, q.lastError().databaseText()));
        return false;
    }
    if (!q.next())
        return false;
    if (kind)
        *kind = q.value(0).toString();
    return true;
}

void CatalogImporter::failDatabase(const Origin &origin, const QString &message)
{
    m_databaseFailed = true;
    fail(origin, QString(), message);
}

void CatalogImporter::fail(const Origin &origin, const QString &field, const QString &message)
{
    const int line = field.isEmpty() ? origin.line : origin.lineOf(field);
    QString text = origin.file;
    if (line > 0)
        text += QLatin1Char(':') + QString::number(line);
    text += QLatin1String(": ");
    if (!field.isEmpty())
        text += QStringLiteral("field '%1': ").arg(field);
    addError(text + message);
}

void CatalogImporter::addError(const QString &error)
{
    ++m_errorCount;
    if (m_errors.size() < kMaxKeptErrors)
        m_errors << error;
}

QStringList CatalogImporter::errors() const
{
    if (m_errorCount <= m_errors.size())
        return m_errors;
    return m_errors + QStringList{QStringLiteral("… and %1 more errors (%2 in all)")
                                      .arg(m_errorCount - m_errors.size())
                                      .arg(m_errorCount)};
}

bool CatalogImporter::addFile(const QString &path)
{
    QByteArray bytes;
    QString error;
    if (!readBoundedFile(path, limits::kImportFileBytes, QStringLiteral("an import file"), &bytes, &error)) {
        addError(error);
        return false;
    }
    return addData(bytes, path);
}

bool CatalogImporter::addData(const QByteArray &data, const QString &displayName)
{
    if (m_databaseFailed)
        return false;
    const bool csv =
        displayName.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) ||
        (!displayName.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) && !looksLikeJson(data));
    return csv ? addCsv(data, displayName) : addJson(data, displayName);
}

bool CatalogImporter::addPart(const QJsonObject &part, const QString &displayName)
{
    if (m_databaseFailed)
        return false;
    Origin origin;
    origin.file = displayName;
    return addPartObject(part, origin);
}

bool CatalogImporter::addJson(const QByteArray &data, const QString &displayName)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
    Origin top;
    top.file = displayName;
    if (parseError.error != QJsonParseError::NoError) {
        top.line = lineOfOffset(data, parseError.offset);
        fail(top, QString(), QStringLiteral("malformed JSON: %1").arg(parseError.errorString()));
        return false;
    }
    const std::shared_ptr<JsonLineNode> lines = scanJsonLines(data);
    top.line = lines->line;
    top.node = lines.get();

    const int errorsBefore = m_errorCount;
    auto partsFrom = [&](const QJsonArray &array, const JsonLineNode *arrayLines) {
        for (qsizetype i = 0; i < array.size() && !m_databaseFailed; ++i) {
            Origin origin;
            origin.file = displayName;
            origin.node = arrayLines ? arrayLines->item(std::size_t(i)) : nullptr;
            origin.line = origin.node ? origin.node->line : top.line;
            if (!array.at(i).isObject()) {
                fail(origin, QString(), QStringLiteral("expected an object for item %1").arg(i));
                continue;
            }
            addPartObject(array.at(i).toObject(), origin);
        }
    };

    if (doc.isArray()) {
        partsFrom(doc.array(), lines.get());
    } else {
        const QJsonObject root = doc.object();
        if (root.contains(QLatin1String("sku"))) {
            addPartObject(root, top);
        } else {
            for (auto it = root.begin(); it != root.end() && !m_databaseFailed; ++it) {
                const QString key = it.key();
                if (key == QLatin1String("description") || key.startsWith(QLatin1Char('$')))
                    continue;
                if (key != QLatin1String("parts") && key != QLatin1String("prices") &&
                    key != QLatin1String("achievable_rates")) {
                    fail(top, key,
                         QStringLiteral("unknown top-level key (expected \"parts\", \"prices\" and/or "
                                        "\"achievable_rates\")"));
                    continue;
                }
                if (!it.value().isArray()) {
                    fail(top, key, QStringLiteral("expected an array"));
                    continue;
                }
                if (key == QLatin1String("parts"))
                    partsFrom(it.value().toArray(), lines->member(key));
            }
            // Prices and measured rates after parts, so a file may price and rate the parts it adds.
            addObjects(root.value(QLatin1String("prices")).toArray(), lines->member(QStringLiteral("prices")),
                       top, "price", &CatalogImporter::addPriceObject);
            addObjects(root.value(QLatin1String("achievable_rates")).toArray(),
                       lines->member(QStringLiteral("achievable_rates")), top, "achievable rate",
                       &CatalogImporter::addAchievableRateObject);
        }
    }
    return m_errorCount == errorsBefore;
}

void CatalogImporter::addObjects(const QJsonArray &array, const JsonLineNode *arrayLines, const Origin &top,
                                 const char *what,
                                 bool (CatalogImporter::*add)(const QJsonObject &, const Origin &))
{
    for (qsizetype i = 0; i < array.size() && !m_databaseFailed; ++i) {
        Origin origin;
        origin.file = top.file;
        origin.node = arrayLines ? arrayLines->item(std::size_t(i)) : nullptr;
        origin.line = origin.node ? origin.node->line : top.line;
        if (!array.at(i).isObject()) {
            fail(origin, QString(),
                 QStringLiteral("expected an object for %1 %2").arg(QLatin1String(what)).arg(i));
            continue;
        }
        (this->*add)(array.at(i).toObject(), origin);
    }
}

namespace
{

// Missing columns are a file-level error: each is named with why it is needed (a price list needs its
// SKU, date, source and amount; a parts file every required field of the kinds its rows name).
void checkCsvColumns(const QStringList &columns, const std::vector<CsvRow> &rows, bool isPriceList,
                     const std::function<void(const QString &column, const QString &message)> &fail)
{
    auto requireColumn = [&](const QString &column, const QString &why) {
        if (!columns.contains(column))
            fail(column, QStringLiteral("missing column (%1)").arg(why));
    };
    if (isPriceList) {
        requireColumn(QStringLiteral("sku"),
                      QStringLiteral("required for prices; a parts file needs a 'kind' column"));
        requireColumn(QStringLiteral("price_date"), QStringLiteral("required for prices"));
        requireColumn(QStringLiteral("source"), QStringLiteral("required for prices"));
        const bool hasAmount =
            columns.contains(QLatin1String("amount")) && columns.contains(QLatin1String("currency"));
        if (!hasAmount && !columns.contains(QLatin1String("price_usd")) &&
            !columns.contains(QLatin1String("price_eur")))
            fail(QStringLiteral("amount"),
                 QStringLiteral("missing column (give amount and currency, or price_usd / price_eur)"));
    } else {
        for (const FieldSpec &spec : commonFields())
            if (spec.required)
                requireColumn(spec.key, QStringLiteral("required for every part"));
        const qsizetype kindColumn = columns.indexOf(QLatin1String("kind"));
        QSet<QString> kindsSeen;
        for (std::size_t r = 1; r < rows.size(); ++r)
            if (kindColumn < rows[r].cells.size())
                kindsSeen.insert(rows[r].cells.at(kindColumn).trimmed());
        for (const QString &kind : kindsSeen) {
            const KindSpec *spec = findKind(kind);
            if (!spec)
                continue; // reported per row
            if (kind == QLatin1String("chassis")) {
                fail(QStringLiteral("kind"),
                     QStringLiteral("chassis rows carry slots and can only be imported from JSON"));
                continue;
            }
            for (const FieldSpec &f : spec->fields)
                if (f.required)
                    requireColumn(f.key, QStringLiteral("required for kind %1").arg(kind));
        }
    }
}

} // namespace

bool CatalogImporter::addCsv(const QByteArray &data, const QString &displayName)
{
    std::vector<CsvRow> rows;
    int badLine = 0;
    Origin top;
    top.file = displayName;
    top.csv = true;
    QString problem;
    if (!readCsv(data, rows, &badLine, &problem)) {
        top.line = badLine;
        fail(top, QString(), problem);
        return false;
    }
    if (rows.empty()) {
        fail(top, QString(), QStringLiteral("empty file"));
        return false;
    }
    const CsvRow header = rows.front();
    top.line = header.line;
    QStringList columns;
    for (const QString &c : header.cells)
        columns << c.trimmed();

    const bool isPriceList = !columns.contains(QLatin1String("kind"));
    const int errorsBefore = m_errorCount;

    checkCsvColumns(columns, rows, isPriceList,
                    [&](const QString &column, const QString &message) { fail(top, column, message); });
    if (m_errorCount != errorsBefore)
        return false;

    for (std::size_t r = 1; r < rows.size() && !m_databaseFailed; ++r) {
        const CsvRow &row = rows[r];
        Origin origin;
        origin.file = displayName;
        origin.line = row.line;
        origin.csv = true;
        if (row.cells.size() > columns.size()) {
            fail(origin, QString(),
                 QStringLiteral("%1 cells but the header has %2 columns")
                     .arg(row.cells.size())
                     .arg(columns.size()));
            continue;
        }
        QJsonObject object;
        for (qsizetype c = 0; c < row.cells.size(); ++c)
            if (!row.cells.at(c).trimmed().isEmpty())
                object.insert(columns.at(c), row.cells.at(c));
        if (isPriceList)
            addPriceObject(object, origin);
        else
            addPartObject(object, origin);
    }
    return m_errorCount == errorsBefore;
}

namespace
{

// Reports a problem with one field of the part being imported (CatalogImporter::fail with its origin).
using Fail = std::function<void(const QString &field, const QString &message)>;

// A chassis' slot and switch rows (addPartObject inserts them after the chassis row).
struct ChassisRows {
    std::vector<std::vector<Column>> slotRows, switchRows;
};

// What a slot is checked against: the chassis' sockets, switches and outline, the slots before it.
struct SlotLayoutCheck {
    QSet<int> sockets;
    QSet<QString> switchIds, slotIds;
    double width = 0, depth = 0;
    std::vector<std::pair<QString, QRectF>> rects;
};

// One slot's row, checked against the slots before it (`layout` remembers them).
std::vector<Column> slotRow(const QJsonObject &slot, const QString &where, SlotLayoutCheck &layout,
                            const Fail &fail)
{
    std::vector<Column> row;
    for (const auto &[field, message] : convertAll(slotFields(), slot, row))
        fail(where + QLatin1Char('.') + field, message);
    for (auto it = slot.begin(); it != slot.end(); ++it)
        if (!hasSpec(slotFields(), it.key()))
            fail(where + QLatin1Char('.') + it.key(), QStringLiteral("unknown slot field"));
    const QString id = columnValue(row, QStringLiteral("id")).toString();
    if (layout.slotIds.contains(id))
        fail(where + QStringLiteral(".id"), QStringLiteral("duplicate slot id '%1'").arg(id));
    layout.slotIds.insert(id);
    const QString uplink = columnValue(row, QStringLiteral("uplink")).toString();
    if (!uplink.isEmpty() && !layout.switchIds.contains(uplink)) {
        // Parsed as core will read it, so the importer and the rules agree on what a CPU root is.
        const PcieUplink parsed(uplink.toStdString());
        if (!(parsed.isCpu() && layout.sockets.contains(parsed.socket())))
            fail(where + QStringLiteral(".uplink"),
                 QStringLiteral("'%1' is neither a CPU socket of this chassis nor one of its switches")
                     .arg(uplink));
    }
    const QRectF rect(columnValue(row, QStringLiteral("x_mm")).toDouble(),
                      columnValue(row, QStringLiteral("y_mm")).toDouble(),
                      columnValue(row, QStringLiteral("width_mm")).toDouble(),
                      columnValue(row, QStringLiteral("height_mm")).toDouble());
    if (rect.right() > layout.width + 1e-6 || rect.bottom() > layout.depth + 1e-6)
        fail(where, QStringLiteral("slot '%1' lies outside the %2 x %3 mm outline")
                        .arg(id)
                        .arg(layout.width)
                        .arg(layout.depth));
    for (const auto &[otherId, other] : layout.rects)
        if (rect.intersected(other).width() > 1e-6 && rect.intersected(other).height() > 1e-6)
            fail(where, QStringLiteral("slot '%1' overlaps slot '%2' in the drawing").arg(id, otherId));
    layout.rects.emplace_back(id, rect);
    return row;
}

// A chassis' slots and switches, with the checks a drawing and the PCIe rules rely on: unique slot
// ids, uplinks that name a CPU socket or a switch of this chassis, slots inside the outline and apart.
ChassisRows chassisRows(const QJsonObject &part, const std::vector<Column> &specific, const Fail &fail)
{
    ChassisRows out;
    const QJsonArray chassisSlots = part.value(QLatin1String("slots")).toArray();
    const QJsonArray switches = part.value(QLatin1String("switches")).toArray();
    if (chassisSlots.isEmpty())
        fail(QStringLiteral("slots"), QStringLiteral("a chassis needs its slots"));
    QSet<QString> switchIds;
    for (qsizetype i = 0; i < switches.size(); ++i) {
        std::vector<Column> row;
        for (const auto &[field, message] : convertAll(switchFields(), switches.at(i).toObject(), row))
            fail(QStringLiteral("switches[%1].%2").arg(i).arg(field), message);
        switchIds.insert(columnValue(row, QStringLiteral("id")).toString());
        out.switchRows.push_back(row);
    }
    SlotLayoutCheck layout;
    for (const QJsonValue &v : chassisSlots)
        if (v.toObject().value(QLatin1String("kind")).toString() == QLatin1String("cpu"))
            layout.sockets.insert(v.toObject().value(QLatin1String("socket")).toInt(-1));
    layout.switchIds = switchIds;
    const auto dimension = [&specific](const char *key, double fallback) {
        const QVariant v = columnValue(specific, QLatin1String(key));
        return v.isValid() ? v.toDouble() : fallback;
    };
    layout.width = dimension("width_mm", 447.0);
    layout.depth = dimension("depth_mm", 900.0);
    for (qsizetype i = 0; i < chassisSlots.size(); ++i) {
        std::vector<Column> row =
            slotRow(chassisSlots.at(i).toObject(), QStringLiteral("slots[%1]").arg(i), layout, fail);
        row.push_back({QStringLiteral("position"), qlonglong(i)});
        out.slotRows.push_back(row);
    }
    for (std::size_t i = 0; i < out.switchRows.size(); ++i) {
        const QString uplink = columnValue(out.switchRows[i], QStringLiteral("uplink")).toString();
        const PcieUplink parsed(uplink.toStdString());
        if (!(parsed.isCpu() && layout.sockets.contains(parsed.socket())))
            fail(QStringLiteral("switches[%1].uplink").arg(i),
                 QStringLiteral("'%1' is not a CPU socket of this chassis").arg(uplink));
    }
    return out;
}

} // namespace

const KindSpec *CatalogImporter::kindOfPart(const QJsonObject &part, const Origin &origin)
{
    const QString kindText = part.value(QLatin1String("kind")).toString().trimmed();
    const KindSpec *kind = findKind(kindText);
    if (kindText.isEmpty())
        fail(origin, QStringLiteral("kind"),
             QStringLiteral("missing value (one of: %1)").arg(kindNames().join(QLatin1String(", "))));
    else if (!kind)
        fail(origin, QStringLiteral("kind"),
             QStringLiteral("unknown kind '%1' (valid kinds: %2)")
                 .arg(kindText, kindNames().join(QLatin1String(", "))));
    return kind;
}

bool CatalogImporter::addPartObject(const QJsonObject &part, const Origin &origin)
{
    const int errorsBefore = m_errorCount;
    const KindSpec *kind = kindOfPart(part, origin);
    if (!kind)
        return false;
    const bool isChassis = kind->kind == QLatin1String("chassis");
    for (auto it = part.begin(); it != part.end(); ++it) {
        const QString &key = it.key();
        if (hasSpec(commonFields(), key) || hasSpec(kind->fields, key) || isDerivedKey(key))
            continue;
        if (isChassis && (key == QLatin1String("slots") || key == QLatin1String("switches")))
            continue;
        fail(origin, key, QStringLiteral("unknown field for kind %1").arg(kind->kind));
    }

    std::vector<Column> common;
    std::vector<Column> specific;
    for (const auto &[field, message] : convertAll(commonFields(), part, common))
        fail(origin, field, message);
    for (const auto &[field, message] : convertAll(kind->fields, part, specific))
        fail(origin, field, message);

    const QString sku = columnValue(common, QStringLiteral("sku")).toString();
    QString existingKind;
    if (!sku.isEmpty() && skuExists(sku, &existingKind, origin))
        fail(origin, QStringLiteral("sku"),
             QStringLiteral("duplicate SKU '%1' (already in the catalog as a %2)").arg(sku, existingKind));
    ChassisRows layout;
    if (isChassis)
        layout = chassisRows(part, specific, [&](const QString &field, const QString &message) {
            fail(origin, field, message);
        });
    if (m_errorCount != errorsBefore)
        return false;

    common.erase(std::remove_if(common.begin(), common.end(),
                                [](const Column &c) { return c.key == QLatin1String("kind"); }),
                 common.end());
    common.push_back({QStringLiteral("kind"), kind->kind});
    specific.insert(specific.begin(), {QStringLiteral("sku"), sku});
    QString dbError;
    bool ok = insertRow(m_db, QStringLiteral("parts"), common, &dbError) &&
              insertRow(m_db, kind->table, specific, &dbError);
    for (auto [table, rows] : {std::pair{QStringLiteral("chassis_slots"), &layout.slotRows},
                               std::pair{QStringLiteral("pcie_switches"), &layout.switchRows}})
        for (auto &row : *rows) {
            row.insert(row.begin(), {QStringLiteral("chassis_sku"), sku});
            ok = ok && insertRow(m_db, table, row, &dbError);
        }
    if (!ok) {
        failDatabase(origin, QStringLiteral("part '%1' refused by the database: %2").arg(sku, dbError));
        return false;
    }
    ++m_stats.parts;
    m_writtenSkus.insert(sku);
    return true;
}

bool CatalogImporter::addPriceObject(const QJsonObject &price, const Origin &origin)
{
    const int errorsBefore = m_errorCount;
    QJsonObject normalized = price;
    // price_usd / price_eur are shorthand for amount + currency.
    for (const char *key : {"price_usd", "price_eur"}) {
        const QString k = QLatin1String(key);
        if (!price.contains(k))
            continue;
        if (price.contains(QLatin1String("amount")))
            fail(origin, k, QStringLiteral("give either amount + currency or %1, not both").arg(k));
        normalized.insert(QStringLiteral("amount"), price.value(k));
        normalized.insert(QStringLiteral("currency"), k.right(3).toUpper());
        normalized.remove(k);
    }
    for (auto it = normalized.begin(); it != normalized.end(); ++it)
        if (!hasSpec(priceFields(), it.key()))
            fail(origin, it.key(), QStringLiteral("unknown price field"));
    std::vector<Column> columns;
    for (const auto &[field, message] : convertAll(priceFields(), normalized, columns)) {
        const bool shorthand =
            (field == QLatin1String("amount") || field == QLatin1String("currency")) &&
            (price.contains(QLatin1String("price_usd")) || price.contains(QLatin1String("price_eur")));
        fail(origin,
             shorthand ? (price.contains(QLatin1String("price_usd")) ? QStringLiteral("price_usd")
                                                                     : QStringLiteral("price_eur"))
                       : field,
             message);
    }
    // An estimate is only useful with its arithmetic: refuse one that does not say how it was derived.
    if (columnValue(columns, QStringLiteral("price_kind")).toString() == QLatin1String("estimate") &&
        columnValue(columns, QStringLiteral("derivation")).toString().trimmed().isEmpty())
        fail(origin, QStringLiteral("derivation"), QStringLiteral("an estimate needs its derivation"));
    const QString sku = columnValue(columns, QStringLiteral("sku")).toString();
    if (!sku.isEmpty() && !skuExists(sku, nullptr, origin) && !m_databaseFailed)
        fail(origin, QStringLiteral("sku"),
             QStringLiteral("unknown SKU '%1': add the part before its price").arg(sku));
    if (m_errorCount != errorsBefore)
        return false;

    QSqlQuery dup(m_db);
    dup.prepare(QStringLiteral("SELECT 1 FROM prices WHERE sku = ? AND price_date = ? AND currency = ?"));
    dup.addBindValue(sku);
    dup.addBindValue(columnValue(columns, QStringLiteral("price_date")));
    dup.addBindValue(columnValue(columns, QStringLiteral("currency")));
    if (!dup.exec()) {
        failDatabase(
            origin,
            QStringLiteral("cannot look up prices of '%1': %2").arg(sku, dup.lastError().databaseText()));
        return false;
    }
    if (dup.next()) {
        fail(origin, QStringLiteral("price_date"),
             QStringLiteral("duplicate price: '%1' already has a %2 price dated %3")
                 .arg(sku, columnValue(columns, QStringLiteral("currency")).toString(),
                      columnValue(columns, QStringLiteral("price_date")).toString()));
        return false;
    }
    QString dbError;
    if (!insertRow(m_db, QStringLiteral("prices"), columns, &dbError)) {
        failDatabase(origin, QStringLiteral("price for '%1' refused by the database: %2").arg(sku, dbError));
        return false;
    }
    ++m_stats.prices;
    m_writtenSkus.insert(sku);
    return true;
}

// A measured rate of a GPU already in the catalog (or added by the same file): a matmul rate names its
// input format, a bandwidth none; the engine, when given, is one NodePlan's workloads can name; one
// row per GPU, quantity, format and engine.
bool CatalogImporter::addAchievableRateObject(const QJsonObject &rate, const Origin &origin)
{
    const int errorsBefore = m_errorCount;
    for (auto it = rate.begin(); it != rate.end(); ++it)
        if (!hasSpec(achievableRateFields(), it.key()))
            fail(origin, it.key(), QStringLiteral("unknown achievable rate field"));
    std::vector<Column> columns;
    for (const auto &[field, message] : convertAll(achievableRateFields(), rate, columns))
        fail(origin, field, message);
    const QString sku = columnValue(columns, QStringLiteral("sku")).toString();
    const QString quantity = columnValue(columns, QStringLiteral("quantity")).toString();
    // Absent precision and engine are stored as '' (the key columns are NOT NULL): a null QString
    // would bind as NULL.
    const auto orEmpty = [](const QString &v) { return v.isNull() ? QString(QLatin1String("")) : v; };
    const QString precision = orEmpty(columnValue(columns, QStringLiteral("precision")).toString());
    const QString engine = orEmpty(columnValue(columns, QStringLiteral("engine")).toString().trimmed());
    if (quantity == QLatin1String("dense_tflops") && precision.isEmpty())
        fail(origin, QStringLiteral("precision"),
             QStringLiteral("a matmul rate needs the format it was measured in"));
    if (quantity == QLatin1String("memory_bandwidth_gb_per_s") && !precision.isEmpty())
        fail(origin, QStringLiteral("precision"), QStringLiteral("a memory bandwidth has no format"));
    if (!engine.isEmpty() && !parseServingEngine(engine.toStdString()))
        fail(origin, QStringLiteral("engine"),
             QStringLiteral("unknown serving engine '%1' (vllm, vllm_v0, sglang, tensorrt_llm; empty = any)")
                 .arg(engine));
    QString kind;
    if (!sku.isEmpty() && !skuExists(sku, &kind, origin) && !m_databaseFailed)
        fail(origin, QStringLiteral("sku"),
             QStringLiteral("unknown SKU '%1': add the GPU before its measured rates").arg(sku));
    else if (!sku.isEmpty() && kind != QLatin1String("gpu") && !m_databaseFailed)
        fail(origin, QStringLiteral("sku"), QStringLiteral("'%1' is a %2, not a GPU").arg(sku, kind));
    if (m_errorCount != errorsBefore)
        return false;

    QSqlQuery dup(m_db);
    dup.prepare(QStringLiteral("SELECT 1 FROM gpu_achievable_rates WHERE gpu_sku = ? AND quantity = ? AND "
                               "precision = ? AND engine = ?"));
    for (const QString &v : {sku, quantity, precision, engine})
        dup.addBindValue(v);
    if (!dup.exec()) {
        failDatabase(origin, QStringLiteral("cannot look up the measured rates of '%1': %2")
                                 .arg(sku, dup.lastError().databaseText()));
        return false;
    }
    if (dup.next()) {
        fail(origin, QStringLiteral("quantity"),
             QStringLiteral("duplicate measured rate: '%1' already has a %2 %3 row for %4")
                 .arg(sku, quantity, precision, engine.isEmpty() ? QStringLiteral("any engine") : engine));
        return false;
    }
    std::vector<Column> row;
    row.push_back({QStringLiteral("gpu_sku"), sku});
    for (const Column &c : columns)
        if (c.key != QLatin1String("sku") && c.key != QLatin1String("engine") &&
            c.key != QLatin1String("precision"))
            row.push_back(c);
    row.push_back({QStringLiteral("precision"), precision});
    row.push_back({QStringLiteral("engine"), engine});
    QString dbError;
    if (!insertRow(m_db, QStringLiteral("gpu_achievable_rates"), row, &dbError)) {
        failDatabase(origin,
                     QStringLiteral("measured rate for '%1' refused by the database: %2").arg(sku, dbError));
        return false;
    }
    ++m_stats.achievableRates;
    return true;
}

namespace
{

// SQLite's primary result code (the low byte of an extended code such as 517 = SQLITE_BUSY_SNAPSHOT).
int primaryCode(const QSqlError &error)
{
    if (error.nativeErrorCode().size() == 5) // a PostgreSQL SQLSTATE
        return -1;
    bool ok = false;
    const int code = error.nativeErrorCode().toInt(&ok);
    return ok ? code & 0xff : -1;
}

constexpr int kSqliteReadOnly = 8;
// BEGIN IMMEDIATE waits the connection's busy timeout (CatalogDatabase sets it) on every attempt.
constexpr int kBeginAttempts = 3;

QSqlError beginImmediate(QSqlDatabase &db)
{
    QSqlError last;
    for (int attempt = 0; attempt < kBeginAttempts; ++attempt) {
        QSqlQuery q(db);
        if (q.exec(beginWriteStatement(db)))
            return {};
        last = q.lastError();
        if (!isBusyError(last))
            break;
    }
    return last;
}

// Row count of every catalog table, to prove that a failed import changed nothing.
std::vector<std::pair<QString, qint64>> tableCounts(QSqlDatabase &db, bool *ok)
{
    QStringList tables{QStringLiteral("parts"), QStringLiteral("prices"), QStringLiteral("chassis_slots"),
                       QStringLiteral("pcie_switches"), QStringLiteral("gpu_achievable_rates")};
    for (const KindSpec &kind : kindSpecs())
        tables << kind.table;
    std::vector<std::pair<QString, qint64>> counts;
    *ok = true;
    for (const QString &table : tables) {
        QSqlQuery q(db);
        if (!q.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(table)) || !q.next()) {
            *ok = false;
            return counts;
        }
        counts.emplace_back(table, q.value(0).toLongLong());
    }
    return counts;
}

QString countChanges(const std::vector<std::pair<QString, qint64>> &before,
                     const std::vector<std::pair<QString, qint64>> &after)
{
    QStringList changes;
    for (std::size_t i = 0; i < before.size() && i < after.size(); ++i)
        if (before[i].second != after[i].second)
            changes << QStringLiteral("%1 %2 -> %3")
                           .arg(before[i].first)
                           .arg(before[i].second)
                           .arg(after[i].second);
    return changes.join(QLatin1String(", "));
}

} // namespace

QString readOnlyMessage(const QSqlDatabase &db, const QSqlError &error)
{
    if (primaryCode(error) != kSqliteReadOnly && !isReadOnlyTransaction(error))
        return {};
    return QStringLiteral("the catalog %1 is read-only: %2").arg(db.databaseName(), error.databaseText());
}

QStringList partsWithoutKindRow(QSqlDatabase db, QString *error)
{
    QStringList orphans;
    for (const KindSpec &kind : kindSpecs()) {
        QSqlQuery q(db);
        q.prepare(QStringLiteral("SELECT sku FROM parts WHERE kind = ? AND sku NOT IN (SELECT sku FROM %1) "
                                 "ORDER BY sku")
                      .arg(kind.table));
        q.addBindValue(kind.kind);
        if (!q.exec()) {
            if (error)
                *error = q.lastError().databaseText();
            return orphans;
        }
        while (q.next())
            orphans << q.value(0).toString();
    }
    return orphans;
}

namespace
{

// Rolls a failed import back and says whether the catalog is unchanged, judged by its row counts.
QString rollBackAndSay(QSqlDatabase &db, bool countsOk, const std::vector<std::pair<QString, qint64>> &before,
                       const QString &unchanged)
{
    // ROLLBACK fails with "no transaction is active" when SQLite already rolled back by itself
    // (SQLITE_FULL, SQLITE_IOERR): the importer stopped at that error, so the counts still tell.
    QSqlQuery rollback(db);
    const bool rolledBackHere = rollback.exec(QStringLiteral("ROLLBACK"));
    bool afterOk = false;
    const auto after = tableCounts(db, &afterOk);
    if (!countsOk || !afterOk)
        return QStringLiteral("the import failed and the catalog could not be checked afterwards; run "
                              "`nodeplan catalog check`");
    const QString changes = countChanges(before, after);
    if (changes.isEmpty())
        return rolledBackHere ? unchanged
                              : unchanged + QStringLiteral(" (SQLite had already rolled the import back)");
    return QStringLiteral("the import failed but the catalog changed (%1); run `nodeplan catalog check`")
        .arg(changes);
}

} // namespace

bool importInOneTransaction(QSqlDatabase db, const std::function<bool(CatalogImporter &)> &work,
                            ImportStats *stats, QStringList *errors, QString *verdict)
{
    QStringList scratch;
    QStringList &out = errors ? *errors : scratch;
    QString verdictScratch;
    QString &said = verdict ? *verdict : verdictScratch;
    const QString unchanged = QStringLiteral("nothing imported: the catalog is unchanged");

    // SQLite grants BEGIN IMMEDIATE on a read-only connection; only the first insert would fail.
    if (openedReadOnly(db)) {
        out << QStringLiteral("the catalog %1 is read-only: it was opened read-only").arg(db.databaseName());
        said = unchanged;
        return false;
    }
    if (const QSqlError e = beginImmediate(db); e.isValid()) {
        const QString readOnly = readOnlyMessage(db, e);
        out << (readOnly.isEmpty() ? QStringLiteral("cannot start a transaction on %1: %2")
                                         .arg(db.databaseName(), e.databaseText())
                                   : readOnly);
        said = unchanged; // nothing was written: the write lock was never taken
        return false;
    }
    bool countsOk = false;
    const auto before = tableCounts(db, &countsOk);
    // Parts already missing their kind row are damage from before (reported by `catalog check`);
    // only a part this import leaves without its kind row stops the commit.
    QString checkError;
    const QStringList orphansBefore = partsWithoutKindRow(db, &checkError);
    countsOk = countsOk && checkError.isEmpty();

    CatalogImporter importer(db);
    bool ok = countsOk && work(importer);
    if (!countsOk)
        out << QStringLiteral("%1: cannot read the catalog before importing: %2")
                   .arg(db.databaseName(), checkError.isEmpty() ? db.lastError().text() : checkError);
    else if (!ok)
        out << importer.errors();
    if (ok) {
        QStringList orphans = partsWithoutKindRow(db, &checkError);
        orphans.removeIf([&](const QString &sku) { return orphansBefore.contains(sku); });
        if (!checkError.isEmpty() || !orphans.isEmpty()) {
            out << (checkError.isEmpty()
                        ? QStringLiteral("parts without their kind row: %1")
                              .arg(orphans.join(QLatin1String(", ")))
                        : QStringLiteral("cannot check parts against their kind rows: %1").arg(checkError));
            ok = false;
        }
    }
    // Other desktops on a team catalog learn of the change when it commits (catalog_notifications.h).
    if (QString notifyError; ok && !notifyCatalogChange(db, importer.writtenSkus(), &notifyError)) {
        out << QStringLiteral("%1: cannot tell other desktops about the import: %2")
                   .arg(db.databaseName(), notifyError);
        ok = false;
    }
    if (ok) {
        QSqlQuery commit(db);
        if (commit.exec(QStringLiteral("COMMIT"))) {
            if (stats)
                *stats = importer.stats();
            said.clear();
            return true;
        }
        out << QStringLiteral("%1: commit failed: %2")
                   .arg(db.databaseName(), commit.lastError().databaseText());
    }

    said = rollBackAndSay(db, countsOk, before, unchanged);
    return false;
}

bool importCatalogFile(QSqlDatabase db, const QString &path, ImportStats *stats, QStringList *errors,
                       QString *verdict)
{
    return importInOneTransaction(
        db, [&](CatalogImporter &importer) { return importer.addFile(path); }, stats, errors, verdict);
}

} // namespace np::catalog
