// SPDX-License-Identifier: MIT
#include "catalog/price_changes_text.h"

#include "catalog/catalog_text.h"

#include <QJsonArray>

#include <cmath>

namespace np::catalog
{

namespace
{

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

// "USD 8,565" (cents only when the list has them).
QString priceText(const Price &p, const NumberFormat &fmt)
{
    const int decimals = p.amount == std::floor(p.amount) ? 0 : 2;
    return qs(p.currency) + QLatin1Char(' ') + fmt.number(p.amount, decimals);
}

QJsonValue priceJson(const std::optional<Price> &p)
{
    if (!p)
        return QJsonValue::Null;
    return QJsonObject{{QStringLiteral("amount"), p->amount},
                       {QStringLiteral("currency"), qs(p->currency)},
                       {QStringLiteral("price_date"), qs(p->date)},
                       {QStringLiteral("source"), qs(p->source)}};
}

} // namespace

QStringList priceChangeHeader()
{
    return {QStringLiteral("SKU"),      QStringLiteral("Part"),      QStringLiteral("Old price"),
            QStringLiteral("Old date"), QStringLiteral("New price"), QStringLiteral("New date"),
            QStringLiteral("Change")};
}

std::vector<QStringList> priceChangeRows(const std::vector<PartPriceChange> &changes, const NumberFormat &fmt)
{
    std::vector<QStringList> rows;
    for (const PartPriceChange &c : changes) {
        QString change = QStringLiteral("new price");
        if (c.changePct)
            change = (*c.changePct > 0 ? QStringLiteral("+") : QString()) + fmt.number(*c.changePct, 1) +
                     QStringLiteral(" %");
        else if (c.before)
            change = QStringLiteral("currency changed");
        rows.push_back({c.sku, c.name, c.before ? priceText(*c.before, fmt) : QStringLiteral("none"),
                        c.before ? qs(c.before->date) : QString(), priceText(c.after, fmt), qs(c.after.date),
                        change});
    }
    return rows;
}

QStringList staleQuoteHeader()
{
    return {QStringLiteral("Quote"), QStringLiteral("Version"), QStringLiteral("Status"),
            QStringLiteral("Customer"), QStringLiteral("Out-of-date lines (quoted -> current)")};
}

std::vector<QStringList> staleQuoteRows(const std::vector<StaleQuote> &quotes, const NumberFormat &fmt)
{
    std::vector<QStringList> rows;
    for (const StaleQuote &q : quotes) {
        QStringList lines;
        for (const StaleQuoteLine &l : q.lines)
            lines << QStringLiteral("%1: %2 -> %3")
                         .arg(l.sku, priceText(l.quoted, fmt), priceText(l.current, fmt));
        rows.push_back({q.number, QString::number(q.version), toText(q.status), q.customer,
                        lines.join(QLatin1String("; "))});
    }
    return rows;
}

QString priceUpdateText(const std::vector<PartPriceChange> &changes, const std::vector<StaleQuote> &quotes)
{
    const NumberFormat fmt = NumberFormat::forCli();
    QString out = QStringLiteral("Price changes (%1):\n").arg(changes.size());
    out += changes.empty() ? QStringLiteral("  none\n")
                           : alignedTable(priceChangeHeader(), priceChangeRows(changes, fmt), 2);
    out += QStringLiteral("Quotes now using out-of-date prices (%1):\n").arg(quotes.size());
    out += quotes.empty() ? QStringLiteral("  none\n")
                          : alignedTable(staleQuoteHeader(), staleQuoteRows(quotes, fmt), 2);
    return out;
}

QJsonObject priceChangeJson(const PartPriceChange &c)
{
    return QJsonObject{{QStringLiteral("sku"), c.sku},
                       {QStringLiteral("name"), c.name},
                       {QStringLiteral("old"), priceJson(c.before)},
                       {QStringLiteral("new"), priceJson(c.after)},
                       {QStringLiteral("change_pct"), c.changePct ? QJsonValue(*c.changePct) : QJsonValue()}};
}

QJsonObject priceUpdateJson(const std::vector<PartPriceChange> &changes,
                            const std::vector<StaleQuote> &quotes)
{
    QJsonArray changeArray;
    for (const PartPriceChange &c : changes)
        changeArray.append(priceChangeJson(c));
    QJsonArray quoteArray;
    for (const StaleQuote &q : quotes) {
        QJsonArray lines;
        for (const StaleQuoteLine &l : q.lines)
            lines.append(QJsonObject{{QStringLiteral("sku"), l.sku},
                                     {QStringLiteral("quoted"), priceJson(l.quoted)},
                                     {QStringLiteral("current"), priceJson(l.current)}});
        quoteArray.append(QJsonObject{{QStringLiteral("number"), q.number},
                                      {QStringLiteral("version"), q.version},
                                      {QStringLiteral("status"), toText(q.status)},
                                      {QStringLiteral("customer"), q.customer},
                                      {QStringLiteral("lines"), lines}});
    }
    return QJsonObject{{QStringLiteral("price_changes"), changeArray},
                       {QStringLiteral("stale_quotes"), quoteArray}};
}

} // namespace np::catalog
