// SPDX-License-Identifier: MIT
#include "catalog/price_changes.h"

#include <QDate>
#include <QSet>
#include <QSqlQuery>

namespace np::catalog
{

namespace
{

bool samePrice(const Price &a, const Price &b)
{
    return a.amount == b.amount && a.currency == b.currency;
}

} // namespace

PriceTable currentPrices(const QSqlDatabase &db, const QString &asOfIsoDate)
{
    return latestPrices(db, asOfIsoDate.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : asOfIsoDate);
}

std::vector<PartPriceChange> priceChanges(const QSqlDatabase &db, const PriceTable &before,
                                          const PriceTable &after)
{
    std::vector<PartPriceChange> out;
    QSqlQuery names(db);
    names.prepare(QStringLiteral("SELECT name FROM parts WHERE sku = ?"));
    for (const auto &[sku, now] : after) {
        const auto was = before.find(sku);
        if (was != before.end() && samePrice(was->second.price, now.price))
            continue;
        PartPriceChange change;
        change.sku = sku;
        change.after = now.price;
        if (was != before.end()) {
            change.before = was->second.price;
            if (change.before->currency == now.price.currency && change.before->amount > 0)
                change.changePct = (now.price.amount - change.before->amount) / change.before->amount * 100.0;
        }
        names.addBindValue(sku);
        if (names.exec() && names.next())
            change.name = names.value(0).toString();
        out.push_back(change);
    }
    return out; // std::map iterates by SKU
}

std::vector<StaleQuote> staleQuotes(const QSqlDatabase &db, const QStringList &skus,
                                    const PriceTable &current)
{
    std::vector<StaleQuote> out;
    if (skus.isEmpty())
        return out;
    const QSet<QString> wanted(skus.begin(), skus.end());
    // Latest version of each quote only: an older version was superseded by the newer one.
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT q.id, q.number, q.version, q.status, q.customer, p.sku, p.amount, p.currency, p.price_date, "
        "p.source FROM quotes q JOIN quote_prices p ON p.quote_id = q.id WHERE q.version = (SELECT "
        "MAX(version) FROM quotes v WHERE v.number = q.number) ORDER BY q.year DESC, q.sequence DESC, "
        "p.sku"));
    if (!q.exec())
        return out;
    qint64 lastId = -1;
    while (q.next()) {
        const QString sku = q.value(5).toString();
        const auto now = current.find(sku);
        if (!wanted.contains(sku) || now == current.end())
            continue;
        const Price quoted{q.value(6).toDouble(), q.value(7).toString().toStdString(),
                           q.value(8).toString().toStdString(), q.value(9).toString().toStdString(),
                           std::string() /* a quote keeps no price kind */};
        if (samePrice(quoted, now->second.price))
            continue;
        if (q.value(0).toLongLong() != lastId) {
            lastId = q.value(0).toLongLong();
            StaleQuote stale;
            stale.number = q.value(1).toString();
            stale.version = q.value(2).toInt();
            stale.status = parseQuoteStatus(q.value(3).toString()).value_or(QuoteStatus::Draft);
            stale.customer = q.value(4).toString();
            out.push_back(stale);
        }
        out.back().lines.push_back({sku, quoted, now->second.price});
    }
    return out;
}

bool importPriceList(QSqlDatabase db, const QString &path, PriceImportReport *report, QStringList *errors,
                     QString *verdict)
{
    const PriceTable before = currentPrices(db);
    ImportStats stats;
    if (!importCatalogFile(db, path, &stats, errors, verdict))
        return false;
    const PriceTable after = currentPrices(db);
    PriceImportReport result;
    result.stats = stats;
    result.changes = priceChanges(db, before, after);
    QStringList changed;
    for (const PartPriceChange &c : result.changes)
        changed << c.sku;
    result.staleQuotes = staleQuotes(db, changed, after);
    if (report)
        *report = std::move(result);
    return true;
}

} // namespace np::catalog
