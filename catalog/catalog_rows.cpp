// SPDX-License-Identifier: MIT
#include "catalog/catalog_rows.h"

#include "catalog/sql_dialect.h"

#include <QSqlQuery>
#include <QSqlRecord>

namespace np::catalog
{

namespace
{

std::vector<Row> rowsOf(QSqlQuery &q)
{
    std::vector<Row> rows;
    while (q.next()) {
        const QSqlRecord rec = q.record();
        Row row;
        for (int i = 0; i < rec.count(); ++i)
            row.insert(rec.fieldName(i), rec.value(i));
        rows.push_back(row);
    }
    return rows;
}

PriceRow priceOf(const QSqlQuery &q)
{
    PriceRow p;
    p.price.amount = q.value(0).toDouble();
    p.price.currency = q.value(1).toString().toStdString();
    p.price.date = q.value(2).toString().toStdString();
    p.price.source = q.value(3).toString().toStdString();
    p.verified = q.value(4).toInt() != 0;
    p.notes = q.value(5).toString();
    p.kind = q.value(6).toString();
    p.price.kind = p.kind.toStdString();
    p.derivation = q.value(7).toString();
    return p;
}

} // namespace

std::vector<Row> loadParts(const QSqlDatabase &db, const KindSpec &kind, const QString &sku)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
                  "SELECT p.*, k.* FROM parts p JOIN %1 k ON k.sku = p.sku WHERE p.kind = ? %2 ORDER BY %3")
                  .arg(kind.table, sku.isEmpty() ? QString() : QStringLiteral("AND p.sku = ?"),
                       insertionOrder(db, QStringLiteral("p"))));
    q.addBindValue(kind.kind);
    if (!sku.isEmpty())
        q.addBindValue(sku);
    q.exec();
    return rowsOf(q);
}

std::vector<Row> loadSlots(const QSqlDatabase &db, const QString &chassisSku)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT * FROM chassis_slots WHERE chassis_sku = ? ORDER BY position"));
    q.addBindValue(chassisSku);
    q.exec();
    return rowsOf(q);
}

std::vector<Row> loadSwitches(const QSqlDatabase &db, const QString &chassisSku)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT * FROM pcie_switches WHERE chassis_sku = ? ORDER BY %1")
                  .arg(insertionOrder(db, QString())));
    q.addBindValue(chassisSku);
    q.exec();
    return rowsOf(q);
}

std::vector<Row> loadAchievableRates(const QSqlDatabase &db, const QString &gpuSku)
{
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT gpu_sku AS sku, quantity, precision, engine, value, source, source_date, "
                       "notes FROM gpu_achievable_rates %1 ORDER BY gpu_sku, quantity, precision, engine")
            .arg(gpuSku.isEmpty() ? QString() : QStringLiteral("WHERE gpu_sku = ?")));
    if (!gpuSku.isEmpty())
        q.addBindValue(gpuSku);
    q.exec();
    return rowsOf(q);
}

QString kindOfSku(const QSqlDatabase &db, const QString &sku)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT kind FROM parts WHERE sku = ?"));
    q.addBindValue(sku);
    if (q.exec() && q.next())
        return q.value(0).toString();
    return {};
}

std::vector<PriceRow> loadPriceHistory(const QSqlDatabase &db, const QString &sku)
{
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT amount, currency, price_date, source, verified, notes, price_kind, derivation "
                       "FROM prices WHERE sku = ? ORDER BY price_date, id"));
    q.addBindValue(sku);
    q.exec();
    std::vector<PriceRow> out;
    while (q.next())
        out.push_back(priceOf(q));
    return out;
}

std::map<QString, PriceRow> latestPrices(const QSqlDatabase &db, const QString &asOfIsoDate)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT amount, currency, price_date, source, verified, notes, price_kind, derivation, "
        "sku FROM prices WHERE price_date <= ? ORDER BY sku, price_date, id"));
    q.addBindValue(asOfIsoDate);
    q.exec();
    std::map<QString, PriceRow> out;
    while (q.next())
        out[q.value(8).toString()] = priceOf(q); // later rows are newer
    return out;
}

} // namespace np::catalog
