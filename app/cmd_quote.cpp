// SPDX-License-Identifier: MIT
// `nodeplan quote list|show|create|status`: quotes in the catalog database from the command line.
#include "app/build_session.h"
#include "app/cli_context.h"
#include "app/cmd_team.h"

#include "catalog/catalog_database.h"
#include "catalog/quote_store.h"
#include "presentation/message_limits.h"
#include "presentation/terminal_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace np::app
{

namespace
{

const char *const kUsage =
    "usage: nodeplan quote list [SEARCH]\n"
    "       nodeplan quote show Q-YYYY-NNNN [--quote-version N]\n"
    "       nodeplan quote create BUILD.nodeplan [--customer TEXT] [--project TEXT] [--author TEXT]\n"
    "                             [--valid-days N] [--lead-time TEXT] [--notes TEXT] [--discount PCT]\n"
    "                             [--margin PCT] [--vat PCT] [--currency CODE --per-eur RATE]\n"
    "       nodeplan quote status Q-YYYY-NNNN draft|sent|accepted|lost\n"
    "       nodeplan quote history Q-YYYY-NNNN [--format json]   (team catalogs: every change)";

// A quote stays valid for at most ten years (a typo of 999999999 days would print year 2739765).
constexpr int kMaxValidDays = 3650;

QJsonObject toJson(const Quote &q)
{
    QJsonArray prices;
    for (const QuotePrice &p : q.prices)
        prices.append(QJsonObject{{QStringLiteral("sku"), QString::fromStdString(p.sku)},
                                  {QStringLiteral("amount"), p.price.amount},
                                  {QStringLiteral("currency"), QString::fromStdString(p.price.currency)},
                                  {QStringLiteral("price_date"), QString::fromStdString(p.price.date)}});
    return QJsonObject{{QStringLiteral("number"), q.number},
                       {QStringLiteral("version"), q.version},
                       {QStringLiteral("status"), toText(q.status)},
                       {QStringLiteral("customer"), q.customer},
                       {QStringLiteral("project"), q.project},
                       {QStringLiteral("author"), q.author},
                       {QStringLiteral("date"), q.date.toString(Qt::ISODate)},
                       {QStringLiteral("valid_until"), q.validUntil.toString(Qt::ISODate)},
                       {QStringLiteral("currency"), q.currency},
                       {QStringLiteral("per_eur"), q.perEur},
                       {QStringLiteral("discount_pct"), q.discountPct},
                       {QStringLiteral("margin_pct"), q.marginPct},
                       {QStringLiteral("vat_pct"), q.vatPct},
                       {QStringLiteral("lead_time"), q.leadTime},
                       {QStringLiteral("notes"), q.notes},
                       {QStringLiteral("build_name"), QString::fromStdString(q.build.name)},
                       {QStringLiteral("prices"), prices}};
}

int list(CliContext &ctx, const QStringList &args)
{
    auto db = openCatalog(ctx, CatalogUse::Read);
    if (!db)
        return kExitBadInput;
    const std::vector<Quote> quotes = QuoteStore(db->database()).list(args.join(QLatin1Char(' ')));
    if (ctx.json) {
        QJsonArray all;
        for (const Quote &q : quotes)
            all.append(toJson(q));
        ctx.out << QString::fromUtf8(QJsonDocument(all).toJson());
        return kExitOk;
    }
    for (const Quote &q : quotes)
        ctx.out << q.number << "  v" << q.version << "  " << toText(q.status).leftJustified(8) << "  "
                << q.date.toString(Qt::ISODate) << "  " << terminalSafe(q.customer)
                << (q.project.isEmpty() ? QString() : QStringLiteral(" / ") + terminalSafe(q.project))
                << "\n";
    if (quotes.empty())
        ctx.out << "no quotes\n";
    return kExitOk;
}

int show(CliContext &ctx, const QStringList &args)
{
    if (args.isEmpty())
        return ctx.fail(QString::fromLatin1(kUsage), kExitUsage);
    int version = 0;
    if (args.size() == 3 && args.at(1) == QLatin1String("--quote-version"))
        version = args.at(2).toInt();
    auto db = openCatalog(ctx, CatalogUse::Read);
    if (!db)
        return kExitBadInput;
    QuoteStore store(db->database());
    const auto q = version > 0 ? store.version(args.first(), version) : store.latest(args.first());
    if (!q)
        return ctx.fail(
            QStringLiteral("no quote %1%2")
                .arg(args.first(), version > 0 ? QStringLiteral(" version %1").arg(version) : QString()));
    const CatalogSnapshot catalog = db->snapshot();
    if (ctx.json) {
        QJsonObject o = toJson(*q);
        o.insert(QStringLiteral("newer_prices_available"), newerPricesAvailable(*q, catalog));
        ctx.out << QString::fromUtf8(QJsonDocument(o).toJson());
        return kExitOk;
    }
    // Names and notes come from the build file and the command line: print them terminal-safe.
    QString text;
    QTextStream shown(&text);
    shown << q->number << " version " << q->version << " (" << toText(q->status) << ")\n"
          << "  build:       " << QString::fromStdString(q->build.name) << "\n"
          << "  customer:    " << q->customer << "\n  project:     " << q->project
          << "\n  author:      " << q->author << "\n  date:        " << q->date.toString(Qt::ISODate)
          << "\n  valid until: " << q->validUntil.toString(Qt::ISODate) << "\n  currency:    " << q->currency
          << " (" << q->perEur << " per EUR)\n  discount " << q->discountPct << " %, margin " << q->marginPct
          << " %, VAT " << q->vatPct << " %\n  lead time:   " << q->leadTime << "\n  prices (as quoted):\n";
    for (const QuotePrice &p : q->prices)
        shown << "    " << QString::fromStdString(p.sku) << "  " << p.price.amount << " "
              << QString::fromStdString(p.price.currency) << "  " << QString::fromStdString(p.price.date)
              << "\n";
    for (const PriceChange &c : newerPrices(*q, catalog))
        shown << "  newer catalog price: " << QString::fromStdString(c.sku) << " " << c.current.amount << " "
              << QString::fromStdString(c.current.currency) << " (" << QString::fromStdString(c.current.date)
              << ")\n";
    shown << "  versions: " << store.versions(q->number).size() << "\n";
    shown.flush();
    ctx.out << terminalSafe(text);
    return kExitOk;
}

int create(CliContext &ctx, const QStringList &args)
{
    if (args.isEmpty() || args.first().startsWith(QLatin1Char('-')))
        return ctx.fail(QString::fromLatin1(kUsage), kExitUsage);
    BuildSession session;
    if (!loadBuildSession(ctx, args.first(), session, CatalogUse::Write))
        return kExitBadInput;
    Quote q = quoteForBuild(session.evaluated.build());
    for (int i = 1; i < args.size(); ++i) {
        const QString &a = args.at(i);
        if (i + 1 >= args.size())
            return ctx.fail(QStringLiteral("%1 needs a value\n%2").arg(a, QString::fromLatin1(kUsage)),
                            kExitUsage);
        const QString v = args.at(++i);
        bool ok = true;
        if (a == QLatin1String("--customer"))
            q.customer = v;
        else if (a == QLatin1String("--project"))
            q.project = v;
        else if (a == QLatin1String("--author"))
            q.author = v;
        else if (a == QLatin1String("--lead-time"))
            q.leadTime = v;
        else if (a == QLatin1String("--notes"))
            q.notes = v;
        else if (a == QLatin1String("--currency"))
            q.currency = v.toUpper();
        else if (a == QLatin1String("--valid-days")) {
            const int days = v.toInt(&ok);
            if (ok && (days < 0 || days > kMaxValidDays))
                return ctx.fail(QStringLiteral("--valid-days: '%1' is not between 0 and %2 days")
                                    .arg(shortened(v))
                                    .arg(kMaxValidDays),
                                kExitUsage);
            q.validUntil = q.date.addDays(days);
        } else if (a == QLatin1String("--discount"))
            q.discountPct = v.toDouble(&ok);
        else if (a == QLatin1String("--margin"))
            q.marginPct = v.toDouble(&ok);
        else if (a == QLatin1String("--vat"))
            q.vatPct = v.toDouble(&ok);
        else if (a == QLatin1String("--per-eur"))
            q.perEur = v.toDouble(&ok);
        else
            return ctx.fail(QStringLiteral("unknown option '%1'\n%2").arg(a, QString::fromLatin1(kUsage)),
                            kExitUsage);
        // toDouble() accepts "inf" and "nan": a quote's figures must be finite.
        const bool finite = std::isfinite(q.discountPct) && std::isfinite(q.marginPct) &&
                            std::isfinite(q.vatPct) && std::isfinite(q.perEur);
        if (!ok || !finite)
            return ctx.fail(QStringLiteral("%1: '%2' is not a finite number").arg(a, shortened(v)),
                            kExitUsage);
        if (a == QLatin1String("--per-eur") && q.perEur <= 0)
            return ctx.fail(QStringLiteral("--per-eur: '%1' is not a positive rate").arg(shortened(v)),
                            kExitUsage);
    }
    QString error;
    QuoteStore store(session.database->database());
    const auto made = store.create(q, session.evaluated.catalog(), &error);
    if (!made)
        return ctx.fail(error);
    ctx.out << (ctx.json ? QString::fromUtf8(QJsonDocument(toJson(*made)).toJson())
                         : made->number + QLatin1Char('\n'));
    return kExitOk;
}

int status(CliContext &ctx, const QStringList &args)
{
    if (args.size() != 2)
        return ctx.fail(QString::fromLatin1(kUsage), kExitUsage);
    const auto target = parseQuoteStatus(args.at(1));
    if (!target)
        return ctx.fail(QStringLiteral("unknown status '%1' (draft, sent, accepted, lost)").arg(args.at(1)),
                        kExitUsage);
    auto db = openCatalog(ctx, CatalogUse::Write);
    if (!db)
        return kExitBadInput;
    QuoteStore store(db->database());
    const auto q = store.latest(args.first());
    if (!q)
        return ctx.fail(QStringLiteral("no quote %1").arg(args.first()));
    QString error;
    if (!store.setStatus(q->id, *target, &error))
        return ctx.fail(error);
    ctx.out << q->number << " version " << q->version << " is " << toText(*target) << Qt::endl;
    return kExitOk;
}

} // namespace

int runQuoteCommand(CliContext &ctx)
{
    if (ctx.args.isEmpty())
        return ctx.fail(QString::fromLatin1(kUsage), kExitUsage);
    const QString sub = ctx.args.first();
    const QStringList rest = ctx.args.mid(1);
    if (sub == QLatin1String("list"))
        return list(ctx, rest);
    if (sub == QLatin1String("show"))
        return show(ctx, rest);
    if (sub == QLatin1String("create"))
        return create(ctx, rest);
    if (sub == QLatin1String("history"))
        return quoteHistoryCommand(ctx, rest);
    if (sub == QLatin1String("status"))
        return status(ctx, rest);
    return ctx.fail(QStringLiteral("unknown quote command '%1'\n%2").arg(sub, QString::fromLatin1(kUsage)),
                    kExitUsage);
}

} // namespace np::app
