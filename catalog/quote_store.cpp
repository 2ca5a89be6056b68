// SPDX-License-Identifier: MIT
#include "catalog/quote_store.h"

#include "catalog/catalog_import.h"
#include "catalog/offline_copy.h"
#include "catalog/sql_dialect.h"
#include "catalog/team_roles.h"
#include "catalog/write_retry.h"
#include "presentation/build_file.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <cmath>
#include <map>
#include <set>

namespace np
{

namespace
{

// Units of a currency per euro: the weakest traded currencies stand near 10^5 per euro; beyond
// 10^6 a rate is a typo (1e308 printed every amount as "inf").
constexpr double kMaxPerEur = 1e6;

// Control characters in a customer, project or note are never meant: NUL cut the text off when
// it was read back (a customer stored empty), ESC would reach a terminal. Newlines and tabs stay.
QString withoutControls(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text)
        if (c == QLatin1Char('\n') || c == QLatin1Char('\t') || c.category() != QChar::Other_Control)
            out += c;
    return out;
}

QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

// Why a write failed: "the catalog PATH is read-only: ..." for a read-only catalog (opened read-only, or
// its file or folder not writable), else SQLite's own text.
QString why(const QSqlDatabase &db, const QSqlError &e)
{
    if (const QString refused = catalog::roleRefusal(db, e); !refused.isEmpty())
        return refused;
    const QString readOnly = catalog::readOnlyMessage(db, e);
    return readOnly.isEmpty() ? e.databaseText() : readOnly;
}

// Qt binds a null QString as SQL NULL; the schema wants '' for "not given".
QVariant text(const QString &s)
{
    return s.isNull() ? QVariant(QString(QLatin1String(""))) : QVariant(s);
}

bool parseNumber(const QString &number, int &year, int &sequence)
{
    const QStringList parts = number.split(QLatin1Char('-'));
    if (parts.size() != 3 || parts.at(0) != QLatin1String("Q"))
        return false;
    bool okYear = false, okSeq = false;
    year = parts.at(1).toInt(&okYear);
    sequence = parts.at(2).toInt(&okSeq);
    return okYear && okSeq;
}

QString formatNumber(int year, int sequence)
{
    return QStringLiteral("Q-%1-%2").arg(year).arg(sequence, 4, 10, QLatin1Char('0'));
}

// The next number of `year`, inside the caller's write transaction. A team catalog counts in one row
// per year (nodeplan_next_quote_sequence, catalog/migrations_pg/0003_quotes.sql): the row stays
// locked until the quote's transaction ends, so concurrent clients wait in turn, and a rolled-back
// quote gives its number back. A catalog file holds SQLite's write lock from BEGIN IMMEDIATE.
QSqlError nextSequence(const QSqlDatabase &db, int year, int *sequence)
{
    QSqlQuery next(db);
    next.prepare(catalog::isPostgres(db)
                     ? QStringLiteral("SELECT nodeplan_next_quote_sequence(?)")
                     : QStringLiteral("SELECT COALESCE(MAX(sequence), 0) + 1 FROM quotes WHERE year = ?"));
    next.addBindValue(year);
    if (!catalog::execInTransaction(db, next) || !next.next())
        return next.lastError();
    *sequence = next.value(0).toInt();
    return {};
}

const char *const kColumns =
    "id, number, version, status, customer, project, author, quote_date, valid_until, currency, per_eur, "
    "discount_pct, margin_pct, vat_pct, lead_time, notes, build_json, catalog_as_of, created_at";

std::optional<Quote> quoteFromQuery(const QSqlQuery &q, QSqlDatabase db)
{
    Quote quote;
    quote.id = q.value(0).toLongLong();
    quote.number = q.value(1).toString();
    quote.version = q.value(2).toInt();
    quote.status = parseQuoteStatus(q.value(3).toString()).value_or(QuoteStatus::Draft);
    quote.customer = q.value(4).toString();
    quote.project = q.value(5).toString();
    quote.author = q.value(6).toString();
    quote.date = QDate::fromString(q.value(7).toString(), Qt::ISODate);
    quote.validUntil = QDate::fromString(q.value(8).toString(), Qt::ISODate);
    quote.currency = q.value(9).toString();
    quote.perEur = q.value(10).toDouble();
    quote.discountPct = q.value(11).toDouble();
    quote.marginPct = q.value(12).toDouble();
    quote.vatPct = q.value(13).toDouble();
    quote.leadTime = q.value(14).toString();
    quote.notes = q.value(15).toString();
    QString parseError;
    if (!parseBuildJson(q.value(16).toString().toUtf8(), quote.build, &parseError))
        qWarning("quote %s v%d: stored build cannot be read: %s", qPrintable(quote.number), quote.version,
                 qPrintable(parseError));
    quote.catalogAsOf = q.value(17).toString();
    quote.createdAt = QDateTime::fromString(q.value(18).toString(), Qt::ISODate);

    QSqlQuery prices(db);
    prices.prepare(QStringLiteral("SELECT sku, amount, currency, price_date, source FROM quote_prices "
                                  "WHERE quote_id = ? ORDER BY sku"));
    prices.addBindValue(quote.id);
    if (prices.exec())
        while (prices.next())
            quote.prices.push_back(
                {prices.value(0).toString().toStdString(),
                 Price{prices.value(1).toDouble(), prices.value(2).toString().toStdString(),
                       prices.value(3).toString().toStdString(), prices.value(4).toString().toStdString(),
                       std::string() /* a quote keeps no price kind */}});
    return quote;
}

std::set<std::string> skusOf(const Build &build)
{
    std::set<std::string> skus;
    if (!build.chassisSku.empty())
        skus.insert(build.chassisSku);
    for (const Placement &p : build.placements)
        skus.insert(p.sku);
    return skus;
}

template <typename T> void overridePrices(std::vector<T> &items, const std::map<std::string, Price> &prices)
{
    for (T &item : items) {
        const auto it = prices.find(item.info.sku);
        if (it != prices.end())
            item.info.price = it->second;
    }
}

} // namespace

QString toText(QuoteStatus status)
{
    switch (status) {
    case QuoteStatus::Draft:
        return QStringLiteral("draft");
    case QuoteStatus::Sent:
        return QStringLiteral("sent");
    case QuoteStatus::Accepted:
        return QStringLiteral("accepted");
    case QuoteStatus::Lost:
        return QStringLiteral("lost");
    }
    return QStringLiteral("draft");
}

std::optional<QuoteStatus> parseQuoteStatus(const QString &text)
{
    for (QuoteStatus s : {QuoteStatus::Draft, QuoteStatus::Sent, QuoteStatus::Accepted, QuoteStatus::Lost})
        if (toText(s) == text)
            return s;
    return std::nullopt;
}

Quote quoteForBuild(const Build &build, double defaultVatPct)
{
    Quote q;
    q.build = build;
    q.currency = qs(build.options.currency).isEmpty() ? QStringLiteral("EUR") : qs(build.options.currency);
    q.discountPct = build.options.discountPct;
    q.marginPct = build.options.marginPct;
    q.vatPct = build.options.vatPct > 0 ? build.options.vatPct : defaultVatPct;
    q.date = QDate::currentDate();
    q.validUntil = q.date.addDays(30);
    return q;
}

std::vector<QuotePrice> pricesFor(const Build &build, const CatalogSnapshot &catalog)
{
    std::vector<QuotePrice> out;
    for (const std::string &sku : skusOf(build))
        if (const PartInfo *info = catalog.find(sku).info; info && info->price)
            out.push_back({sku, *info->price});
    return out;
}

std::vector<PriceChange> newerPrices(const Quote &quote, const CatalogSnapshot &catalog)
{
    std::vector<PriceChange> out;
    for (const QuotePrice &qp : quote.prices) {
        const PartInfo *info = catalog.find(qp.sku).info;
        // ISO dates compare as strings.
        if (info && info->price && info->price->date > qp.price.date)
            out.push_back({qp.sku, qp.price, *info->price});
    }
    return out;
}

bool newerPricesAvailable(const Quote &quote, const CatalogSnapshot &catalog)
{
    return !newerPrices(quote, catalog).empty();
}

void applyQuote(const Quote &quote, CatalogSnapshot &catalog, Build &build)
{
    std::map<std::string, Price> prices;
    for (const QuotePrice &qp : quote.prices)
        prices[qp.sku] = qp.price;
    overridePrices(catalog.chassis, prices);
    overridePrices(catalog.gpus, prices);
    overridePrices(catalog.cpus, prices);
    overridePrices(catalog.memory, prices);
    overridePrices(catalog.drives, prices);
    overridePrices(catalog.nics, prices);
    overridePrices(catalog.psus, prices);
    build = quote.build;
    build.options.currency = "EUR"; // core computes in EUR; the sheet converts with perEur
    build.options.discountPct = quote.discountPct;
    build.options.marginPct = quote.marginPct;
    build.options.vatPct = quote.vatPct;
}

QuoteStore::QuoteStore(QSqlDatabase db) : m_db(std::move(db)) {}

QSqlError QuoteStore::insertVersion(Quote &quote, int year, int sequence)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral(
        "INSERT INTO quotes (number, year, sequence, version, status, customer, project, author, quote_date, "
        "valid_until, currency, per_eur, discount_pct, margin_pct, vat_pct, lead_time, notes, build_json, "
        "catalog_as_of, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
        "RETURNING id"));
    for (const QVariant &v :
         {text(quote.number),
          QVariant(year),
          QVariant(sequence),
          QVariant(quote.version),
          text(toText(quote.status)),
          text(quote.customer),
          text(quote.project),
          text(quote.author),
          text(quote.date.toString(Qt::ISODate)),
          text(quote.validUntil.isValid() ? quote.validUntil.toString(Qt::ISODate) : QString()),
          text(quote.currency),
          QVariant(quote.perEur),
          QVariant(quote.discountPct),
          QVariant(quote.marginPct),
          QVariant(quote.vatPct),
          text(quote.leadTime),
          text(quote.notes),
          text(QString::fromUtf8(buildToJson(quote.build))),
          text(quote.catalogAsOf),
          text(quote.createdAt.toString(Qt::ISODate))})
        q.addBindValue(v);
    // RETURNING (SQLite 3.35+, PostgreSQL): QPSQL has no lastInsertId for a table without OIDs.
    if (!catalog::execInTransaction(m_db, q) || !q.next())
        return q.lastError();
    quote.id = q.value(0).toLongLong();
    for (const QuotePrice &p : quote.prices) {
        QSqlQuery ins(m_db);
        ins.prepare(
            QStringLiteral("INSERT INTO quote_prices (quote_id, sku, amount, currency, price_date, source) "
                           "VALUES (?, ?, ?, ?, ?, ?)"));
        ins.addBindValue(quote.id);
        ins.addBindValue(text(qs(p.sku)));
        ins.addBindValue(p.price.amount);
        ins.addBindValue(text(qs(p.price.currency)));
        ins.addBindValue(text(qs(p.price.date)));
        ins.addBindValue(text(qs(p.price.source)));
        if (!catalog::execInTransaction(m_db, ins))
            return ins.lastError();
    }
    return {};
}

std::optional<Quote> QuoteStore::create(Quote quote, const CatalogSnapshot &catalog, QString *error)
{
    if (const QString offline = catalog::offlineQuoteRefusal(m_db); !offline.isEmpty())
        return setError(error, offline), std::nullopt;
    // Every figure of a quote is printed for a customer: "inf" or "nan" must never get that far.
    if (!std::isfinite(quote.perEur) || quote.perEur <= 0 || quote.perEur > kMaxPerEur)
        return setError(error, QStringLiteral("the exchange rate must be a positive number up to %1, not %2")
                                   .arg(kMaxPerEur, 0, 'g')
                                   .arg(quote.perEur)),
               std::nullopt;
    static const QRegularExpression currencyCode(QStringLiteral("^[A-Z]{3}$"));
    if (!currencyCode.match(quote.currency).hasMatch())
        return setError(error, QStringLiteral("the currency must be a three-letter code such as EUR or USD, "
                                              "not '%1'")
                                   .arg(quote.currency.left(20))),
               std::nullopt;
    if (quote.currency == QLatin1String("EUR") && quote.perEur != 1.0)
        return setError(error,
                        QStringLiteral("a quote in EUR has the rate 1 per EUR, not %1 (give the quote's "
                                       "currency with its rate)")
                            .arg(quote.perEur)),
               std::nullopt;
    for (QString *text : {&quote.customer, &quote.project, &quote.author, &quote.leadTime, &quote.notes})
        *text = withoutControls(*text);
    for (const double pct : {quote.discountPct, quote.marginPct, quote.vatPct})
        if (!std::isfinite(pct))
            return setError(
                       error,
                       QStringLiteral("discount, margin and VAT must be finite numbers, not %1").arg(pct)),
                   std::nullopt;
    if (!quote.date.isValid())
        quote.date = QDate::currentDate();
    if (quote.prices.empty())
        quote.prices = pricesFor(quote.build, catalog);
    if (quote.catalogAsOf.isEmpty())
        quote.catalogAsOf = qs(catalog.asOf);
    quote.version = 1;
    quote.status = QuoteStatus::Draft;
    quote.createdAt = QDateTime::currentDateTimeUtc();
    const int year = quote.date.year();

    // BEGIN IMMEDIATE holds the write lock from reading the next number to inserting it; a clash with
    // another process (busy, or the number taken) rolls back and reads the next free number.
    const QSqlError e = catalog::retryWrite(m_db, catalog::kConstraintRetries, [&](int) {
        int sequence = 0;
        if (const QSqlError numbering = nextSequence(m_db, year, &sequence); numbering.isValid())
            return numbering;
        quote.number = formatNumber(year, sequence);
        return insertVersion(quote, year, sequence);
    });
    if (!e.isValid())
        return quote;
    setError(error, QStringLiteral("cannot create the quote: %1").arg(why(m_db, e)));
    return std::nullopt;
}

std::optional<Quote> QuoteStore::saveEdit(Quote edited, const CatalogSnapshot &catalog, bool refreshPrices,
                                          QString *error)
{
    if (const QString offline = catalog::offlineQuoteRefusal(m_db); !offline.isEmpty())
        return setError(error, offline), std::nullopt;
    const std::optional<Quote> stored = load(edited.id);
    if (const QString refusal = editRefusal(edited, stored); !refusal.isEmpty())
        return setError(error, refusal), std::nullopt;
    int year = 0, sequence = 0;
    if (!parseNumber(stored->number, year, sequence))
        return setError(error, QStringLiteral("malformed quote number '%1'").arg(stored->number)),
               std::nullopt;
    edited.number = stored->number;

    // Prices: keep the quoted ones for SKUs still in the build, take new SKUs from the catalog.
    const std::vector<QuotePrice> current = pricesFor(edited.build, catalog);
    if (refreshPrices) {
        edited.prices = current;
    } else {
        std::map<std::string, QuotePrice> merged;
        for (const QuotePrice &p : current)
            merged[p.sku] = p;
        const std::set<std::string> used = skusOf(edited.build);
        for (const QuotePrice &p : edited.prices)
            if (used.count(p.sku))
                merged[p.sku] = p;
        edited.prices.clear();
        for (auto &[sku, p] : merged)
            edited.prices.push_back(p);
    }
    if (refreshPrices)
        edited.catalogAsOf = qs(catalog.asOf);

    // A draft is replaced in place; a sent (frozen) quote stays as sent and the edit becomes its next
    // version. Both inside one write transaction, retried while another writer holds the lock.
    const QSqlError e = catalog::retryWrite(m_db, catalog::kConstraintRetries, [&](int) {
        QSqlQuery status(m_db);
        status.prepare(QStringLiteral("SELECT status FROM quotes WHERE id = ?"));
        status.addBindValue(stored->id);
        if (!status.exec() || !status.next())
            return status.lastError();
        edited.status = QuoteStatus::Draft;
        if (status.value(0).toString() != QLatin1String("draft"))
            return insertNextVersion(edited, year, sequence);
        edited.version = stored->version;
        // The row's time is when its content was last saved: "changed by X at T" names it.
        edited.createdAt = QDateTime::currentDateTimeUtc();
        return replaceDraft(stored->id, edited, year, sequence);
    });
    if (!e.isValid())
        return edited;
    setError(error, QStringLiteral("cannot save quote %1: %2").arg(stored->number, why(m_db, e)));
    return std::nullopt;
}

QString QuoteStore::editRefusal(const Quote &edited, const std::optional<Quote> &stored) const
{
    // Optimistic check: the version being edited must still be the latest one as it was opened. A
    // draft saved meanwhile is stored under a new row (replaceDraft), a frozen one got a next
    // version; either way the second save is refused, never written over the first.
    const std::optional<Quote> newest = latest(stored ? stored->number : edited.number);
    if (!stored && !newest)
        return QStringLiteral("quote version %1 does not exist").arg(edited.id);
    if (!stored || newest->version > stored->version)
        return QStringLiteral("quote %1 was changed by %2 at %3 (now version %4); open it again and "
                              "make your change there")
            .arg(newest->number, newest->author.isEmpty() ? QStringLiteral("another user") : newest->author,
                 newest->createdAt.toString(Qt::ISODate))
            .arg(newest->version);
    if (stored->status == QuoteStatus::Accepted)
        return QStringLiteral("%1 version %2 is accepted and locked: it cannot be edited")
            .arg(stored->number)
            .arg(stored->version);
    return {};
}

QSqlError QuoteStore::insertNextVersion(Quote &edited, int year, int sequence)
{
    QSqlQuery next(m_db);
    next.prepare(QStringLiteral("SELECT MAX(version) + 1 FROM quotes WHERE number = ?"));
    next.addBindValue(edited.number);
    if (!next.exec() || !next.next())
        return next.lastError();
    edited.version = next.value(0).toInt();
    edited.createdAt = QDateTime::currentDateTimeUtc();
    return insertVersion(edited, year, sequence);
}

QSqlError QuoteStore::replaceDraft(qint64 draftId, Quote &edited, int year, int sequence)
{
    QSqlQuery delPrices(m_db);
    delPrices.prepare(QStringLiteral("DELETE FROM quote_prices WHERE quote_id = ?"));
    delPrices.addBindValue(draftId);
    if (!delPrices.exec())
        return delPrices.lastError();
    QSqlQuery del(m_db);
    del.prepare(QStringLiteral("DELETE FROM quotes WHERE id = ?"));
    del.addBindValue(draftId);
    if (!del.exec())
        return del.lastError();
    return insertVersion(edited, year, sequence);
}

bool QuoteStore::setStatus(qint64 id, QuoteStatus status, QString *error)
{
    if (const QString offline = catalog::offlineQuoteRefusal(m_db); !offline.isEmpty())
        return setError(error, offline), false;
    const std::optional<Quote> stored = load(id);
    if (!stored)
        return setError(error, QStringLiteral("quote version %1 does not exist").arg(id)), false;
    const QuoteStatus from = stored->status;
    const bool allowed =
        from == status ||
        (from == QuoteStatus::Draft && (status == QuoteStatus::Sent || status == QuoteStatus::Lost)) ||
        (from == QuoteStatus::Sent && (status == QuoteStatus::Accepted || status == QuoteStatus::Lost));
    if (!allowed)
        return setError(error, QStringLiteral(
                                   "%1 version %2 is %3; it cannot become %4 (edit it to make a new version)")
                                   .arg(stored->number)
                                   .arg(stored->version)
                                   .arg(toText(from), toText(status))),
               false;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("UPDATE quotes SET status = ? WHERE id = ?"));
    q.addBindValue(toText(status));
    q.addBindValue(id);
    if (!q.exec())
        return setError(error, why(m_db, q.lastError())), false;
    // Row-level security of a team catalog hides another author's draft from UPDATE: no error, no row.
    if (q.numRowsAffected() == 0)
        return setError(error,
                        QStringLiteral("%1 version %2 is a draft of %3: until it is sent only its author "
                                       "may change it")
                            .arg(stored->number)
                            .arg(stored->version)
                            .arg(stored->author)),
               false;
    return true;
}

std::optional<Quote> QuoteStore::load(qint64 id) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM quotes WHERE id = ?").arg(QLatin1String(kColumns)));
    q.addBindValue(id);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return quoteFromQuery(q, m_db);
}

std::optional<Quote> QuoteStore::latest(const QString &number) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM quotes WHERE number = ? ORDER BY version DESC LIMIT 1")
                  .arg(QLatin1String(kColumns)));
    q.addBindValue(number);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return quoteFromQuery(q, m_db);
}

std::optional<Quote> QuoteStore::version(const QString &number, int version) const
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM quotes WHERE number = ? AND version = ?")
                  .arg(QLatin1String(kColumns)));
    q.addBindValue(number);
    q.addBindValue(version);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return quoteFromQuery(q, m_db);
}

std::vector<Quote> QuoteStore::versions(const QString &number) const
{
    std::vector<Quote> out;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT %1 FROM quotes WHERE number = ? ORDER BY version")
                  .arg(QLatin1String(kColumns)));
    q.addBindValue(number);
    if (q.exec())
        while (q.next())
            if (auto quote = quoteFromQuery(q, m_db))
                out.push_back(std::move(*quote));
    return out;
}

std::vector<Quote> QuoteStore::list(const QString &search) const
{
    std::vector<Quote> out;
    QSqlQuery q(m_db);
    const QString pattern = QLatin1Char('%') + search.trimmed() + QLatin1Char('%');
    q.prepare(
        QStringLiteral("SELECT %1 FROM quotes q WHERE version = (SELECT MAX(version) FROM quotes v WHERE "
                       "v.number = q.number) AND (number %2 ? OR customer %2 ? OR project %2 ? OR "
                       "author %2 ? OR notes %2 ?) ORDER BY year DESC, sequence DESC")
            .arg(QLatin1String(kColumns), catalog::caseInsensitiveLike(m_db)));
    for (int i = 0; i < 5; ++i)
        q.addBindValue(pattern);
    if (q.exec())
        while (q.next())
            if (auto quote = quoteFromQuery(q, m_db))
                out.push_back(std::move(*quote));
    return out;
}

} // namespace np
