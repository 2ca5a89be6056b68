// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"
#include "core/catalog_snapshot.h"

#include <QDate>
#include <QDateTime>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

#include <optional>
#include <string>
#include <vector>

// Quotes in the catalog database (schema: catalog/migrations/0003_quotes.sql). A quote is a
// build plus its commercial terms and the dated catalog prices it was made with. Numbers are
// Q-YYYY-NNNN, sequential per year, allocated inside a write transaction so that two NodePlan
// processes never hand out the same number. Once a version leaves "draft" it is frozen: saving
// an edit makes the next version, and older versions stay readable.
namespace np
{

enum class QuoteStatus { Draft, Sent, Accepted, Lost };
QString toText(QuoteStatus status); // "draft", "sent", "accepted", "lost"
std::optional<QuoteStatus> parseQuoteStatus(const QString &text);

struct QuotePrice {
    std::string sku;
    Price price;
};

struct Quote {
    qint64 id = 0;  // row of this version; 0 = not stored yet
    QString number; // "Q-2026-0001"; empty until created
    int version = 1;
    QuoteStatus status = QuoteStatus::Draft;
    QString customer;
    QString project;
    QString author;
    QDate date = QDate::currentDate();
    QDate validUntil;
    QString currency = QStringLiteral("EUR");
    double perEur = 1.0; // units of `currency` per euro (exchange rate for the customer)
    double discountPct = 0;
    double marginPct = 0;
    double vatPct = 0;
    QString leadTime; // "6-8 weeks"
    QString notes;
    Build build;
    QString catalogAsOf; // the catalog snapshot date the prices came from
    std::vector<QuotePrice> prices;
    QDateTime createdAt;

    [[nodiscard]] bool frozen() const { return status != QuoteStatus::Draft; }
};

// A quote for `build` with its commercial options (currency, discount, margin) taken from the build;
// valid for 30 days from today. VAT: the build's own rate when it sets one, else `defaultVatPct`
// (the user's setting; the German standard rate unless changed, core/assumptions.h vatAssumption()).
Quote quoteForBuild(const Build &build, double defaultVatPct = kDefaultVatPct);

// The dated price of every SKU the build uses (chassis, placed parts) from `catalog`.
std::vector<QuotePrice> pricesFor(const Build &build, const CatalogSnapshot &catalog);

// SKUs whose catalog price is newer (a later date) than the one the quote was made with.
struct PriceChange {
    std::string sku;
    Price quoted;
    Price current;
};
std::vector<PriceChange> newerPrices(const Quote &quote, const CatalogSnapshot &catalog);
bool newerPricesAvailable(const Quote &quote, const CatalogSnapshot &catalog);

// What to evaluate for a quote: `catalog` gets the quote's prices for the SKUs it recorded and
// `build` the quote's commercial terms (discount, margin, VAT). Evaluate the result to print it.
void applyQuote(const Quote &quote, CatalogSnapshot &catalog, Build &build);

class QuoteStore
{
public:
    // `db` is an open connection to a catalog at schema version >= 3 (CatalogDatabase::database()).
    // Use one store per thread: a Qt SQL connection belongs to the thread that opened it.
    explicit QuoteStore(QSqlDatabase db);

    // Stores version 1 of a new quote with the next number of the year of quote.date; records
    // the prices from `catalog` if quote.prices is empty.
    std::optional<Quote> create(Quote quote, const CatalogSnapshot &catalog, QString *error);

    // Saves an edited quote. A draft is updated in place; a frozen version is left as it is and
    // the edit becomes the next version (a draft). SKUs new to the build get prices from
    // `catalog`; with refreshPrices every price is taken from `catalog` again.
    std::optional<Quote> saveEdit(Quote edited, const CatalogSnapshot &catalog, bool refreshPrices,
                                  QString *error);

    // Changes a version's status (draft -> sent -> accepted/lost; draft -> lost). Does not edit content.
    bool setStatus(qint64 id, QuoteStatus status, QString *error);

    std::optional<Quote> load(qint64 id) const;
    std::optional<Quote> latest(const QString &number) const;
    std::optional<Quote> version(const QString &number, int version) const;
    std::vector<Quote> versions(const QString &number) const; // oldest first
    // The latest version of each quote, newest number first; `search` matches number, customer,
    // project, author and notes (case-insensitive substring). Builds are loaded too.
    std::vector<Quote> list(const QString &search = QString()) const;

private:
    // Why `edited` (as loaded: `stored`, empty when its row is gone) may not be saved; empty = it may.
    QString editRefusal(const Quote &edited, const std::optional<Quote> &stored) const;
    QSqlError insertVersion(Quote &quote, int year, int sequence);
    // saveEdit's two ways to store an edit (inside its write transaction).
    QSqlError insertNextVersion(Quote &edited, int year, int sequence);
    QSqlError replaceDraft(qint64 draftId, Quote &edited, int year, int sequence);

    QSqlDatabase m_db;
};

} // namespace np
