// SPDX-License-Identifier: MIT
#include "catalog/catalog_diff.h"

#include "catalog/catalog_database.h"
#include "catalog/catalog_fields.h"
#include "catalog/catalog_rows.h"
#include "catalog/catalog_text.h"
#include "catalog/price_changes_text.h"
#include "catalog/schema_migrations.h"

#include <QAtomicInt>
#include <QFileInfo>
#include <QJsonArray>
#include <QSqlError>
#include <QSqlQuery>

#include <map>
#include <set>

namespace np::catalog
{

namespace
{

QAtomicInt g_diffConnections;

// A read-only connection to one catalog file, closed and removed when it goes out of scope.
class ReadOnlyCatalog
{
public:
    ReadOnlyCatalog()
        : m_name(QStringLiteral("nodeplan-catalog-diff-%1").arg(g_diffConnections.fetchAndAddOrdered(1)))
    {
    }
    ~ReadOnlyCatalog()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            if (db.isOpen())
                db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }
    ReadOnlyCatalog(const ReadOnlyCatalog &) = delete;
    ReadOnlyCatalog &operator=(const ReadOnlyCatalog &) = delete;

    bool open(const QString &path, QString *error)
    {
        if (!QFileInfo(path).isFile()) {
            *error = QStringLiteral("%1: no such catalog file").arg(path);
            return false;
        }
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open()) {
            *error = QStringLiteral("%1 cannot be opened: %2").arg(path, db.lastError().text());
            return false;
        }
        QSqlQuery q(db);
        if (!(q.exec(QStringLiteral("PRAGMA application_id")) && q.next()) ||
            q.value(0).toLongLong() != CatalogDatabase::kApplicationId) {
            *error = QStringLiteral("%1 is not a NodePlan catalog").arg(path);
            return false;
        }
        const int version =
            q.exec(QStringLiteral("PRAGMA user_version")) && q.next() ? q.value(0).toInt() : 0;
        const int latest = latestSchemaVersion();
        if (version > latest) {
            *error = QStringLiteral("%1 has catalog schema version %2, newer than this NodePlan understands "
                                    "(%3); update NodePlan")
                         .arg(path)
                         .arg(version)
                         .arg(latest);
            return false;
        }
        if (version < latest) {
            // Comparing needs the same columns on both sides; upgrading is a write, not done here.
            *error = QStringLiteral("%1 has catalog schema version %2, older than %3; open it once with "
                                    "`nodeplan --catalog %1 catalog list` to upgrade it, then compare")
                         .arg(path)
                         .arg(version)
                         .arg(latest);
            return false;
        }
        return true;
    }
    QSqlDatabase db() const { return QSqlDatabase::database(m_name, false); }

private:
    QString m_name;
};

std::map<QString, Row> bySku(const std::vector<Row> &rows)
{
    std::map<QString, Row> out;
    for (const Row &r : rows)
        out[r.value(QStringLiteral("sku")).toString()] = r;
    return out;
}

PartRef refOf(const KindSpec &kind, const Row &row)
{
    return {row.value(QStringLiteral("sku")).toString(), kind.kind,
            row.value(QStringLiteral("name")).toString()};
}

QString rateCountText(const std::vector<Row> &rateRows)
{
    return QStringLiteral("%1 measured rate(s)").arg(rateRows.size());
}

QString slotCountText(const std::vector<Row> &slotRows)
{
    return QStringLiteral("%1 slot(s)").arg(slotRows.size());
}

QString valueText(const QVariant &v)
{
    return v.isNull() ? QStringLiteral("(none)") : v.toString();
}

QJsonArray refsJson(const std::vector<PartRef> &refs)
{
    QJsonArray out;
    for (const PartRef &r : refs)
        out.append(QJsonObject{{QStringLiteral("sku"), r.sku},
                               {QStringLiteral("kind"), r.kind},
                               {QStringLiteral("name"), r.name}});
    return out;
}

} // namespace

bool diffCatalogs(const QString &pathA, const QString &pathB, CatalogDiff *diff, QString *error)
{
    QString scratch;
    QString &err = error ? *error : scratch;
    ReadOnlyCatalog a;
    ReadOnlyCatalog b;
    if (!a.open(pathA, &err) || !b.open(pathB, &err))
        return false;
    CatalogDiff out;
    std::set<QString> inBoth;
    for (const KindSpec &kind : kindSpecs()) {
        const std::map<QString, Row> before = bySku(loadParts(a.db(), kind));
        const std::map<QString, Row> after = bySku(loadParts(b.db(), kind));
        for (const auto &[sku, row] : before)
            if (!after.count(sku))
                out.removed.push_back(refOf(kind, row));
        for (const auto &[sku, row] : after) {
            const auto old = before.find(sku);
            if (old == before.end()) {
                out.added.push_back(refOf(kind, row));
                continue;
            }
            inBoth.insert(sku);
            PartFieldChanges changes{refOf(kind, row), {}};
            for (auto it = row.begin(); it != row.end(); ++it)
                if (old->second.value(it.key()) != it.value())
                    changes.fields.push_back({it.key(), old->second.value(it.key()), it.value()});
            if (kind.kind == QLatin1String("chassis")) {
                const std::vector<Row> slotsA = loadSlots(a.db(), sku);
                const std::vector<Row> slotsB = loadSlots(b.db(), sku);
                if (slotsA != slotsB || loadSwitches(a.db(), sku) != loadSwitches(b.db(), sku))
                    changes.fields.push_back(
                        {QStringLiteral("slots"), slotCountText(slotsA),
                         QString(slotCountText(slotsB) + QStringLiteral(" (layout changed)"))});
            }
            if (kind.kind == QLatin1String("gpu")) {
                const std::vector<Row> ratesA = loadAchievableRates(a.db(), sku);
                const std::vector<Row> ratesB = loadAchievableRates(b.db(), sku);
                if (ratesA != ratesB)
                    changes.fields.push_back({QStringLiteral("achievable_rates"), rateCountText(ratesA),
                                              QString(rateCountText(ratesB) + QStringLiteral(" (changed)"))});
            }
            if (!changes.fields.empty())
                out.changed.push_back(changes);
        }
    }
    for (const PartPriceChange &c : priceChanges(b.db(), currentPrices(a.db()), currentPrices(b.db())))
        if (inBoth.count(c.sku))
            out.prices.push_back(c);
    if (diff)
        *diff = std::move(out);
    return true;
}

QString catalogDiffText(const CatalogDiff &diff)
{
    auto refTable = [](const std::vector<PartRef> &refs) {
        std::vector<QStringList> rows;
        for (const PartRef &r : refs)
            rows.push_back({r.sku, r.kind, r.name});
        return refs.empty()
                   ? QStringLiteral("  none\n")
                   : alignedTable({QStringLiteral("SKU"), QStringLiteral("Kind"), QStringLiteral("Name")},
                                  rows, 2);
    };
    QString out = QStringLiteral("Parts added (%1):\n").arg(diff.added.size()) + refTable(diff.added);
    out += QStringLiteral("Parts removed (%1):\n").arg(diff.removed.size()) + refTable(diff.removed);
    out += QStringLiteral("Parts changed (%1):\n").arg(diff.changed.size());
    if (diff.changed.empty())
        out += QStringLiteral("  none\n");
    for (const PartFieldChanges &p : diff.changed) {
        out += QStringLiteral("  %1 (%2)\n").arg(p.part.sku, p.part.name);
        for (const FieldChange &f : p.fields)
            out += QStringLiteral("    %1: %2 -> %3\n").arg(f.field, valueText(f.before), valueText(f.after));
    }
    out += QStringLiteral("Price changes (%1):\n").arg(diff.prices.size());
    out += diff.prices.empty()
               ? QStringLiteral("  none\n")
               : alignedTable(priceChangeHeader(), priceChangeRows(diff.prices, NumberFormat::forCli()), 2);
    return out;
}

QJsonObject catalogDiffJson(const CatalogDiff &diff)
{
    QJsonArray changed;
    for (const PartFieldChanges &p : diff.changed) {
        QJsonArray fields;
        for (const FieldChange &f : p.fields)
            fields.append(QJsonObject{{QStringLiteral("field"), f.field},
                                      {QStringLiteral("old"), QJsonValue::fromVariant(f.before)},
                                      {QStringLiteral("new"), QJsonValue::fromVariant(f.after)}});
        changed.append(QJsonObject{{QStringLiteral("sku"), p.part.sku},
                                   {QStringLiteral("kind"), p.part.kind},
                                   {QStringLiteral("name"), p.part.name},
                                   {QStringLiteral("fields"), fields}});
    }
    QJsonArray prices;
    for (const PartPriceChange &c : diff.prices)
        prices.append(priceChangeJson(c));
    return QJsonObject{{QStringLiteral("added"), refsJson(diff.added)},
                       {QStringLiteral("removed"), refsJson(diff.removed)},
                       {QStringLiteral("changed"), changed},
                       {QStringLiteral("price_changes"), prices}};
}

} // namespace np::catalog
