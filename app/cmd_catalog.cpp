// SPDX-License-Identifier: MIT
// `nodeplan catalog list|show|import|diff|export|import-model|set-price|check|push|pull|history`: the catalog
// on the command line.
#include "app/build_session.h"
#include "app/cli_context.h"
#include "app/cmd_team.h"
#include "catalog/catalog_database.h"
#include "catalog/catalog_diff.h"
#include "catalog/catalog_export.h"
#include "catalog/catalog_import.h"
#include "catalog/catalog_text.h"
#include "catalog/hf_model_config.h"
#include "catalog/price_changes_text.h"
#include "catalog/price_entry.h"
#include "core/workload/workload_eval.h"
#include "presentation/message_limits.h"
#include "presentation/number_format.h"
#include "presentation/safe_write.h"

#include <QDate>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <memory>

namespace np::app
{

namespace
{

const char *const kCatalogUsage =
    "usage: nodeplan catalog list [--kind KIND] [--as-of DATE] [--format json]\n"
    "       nodeplan catalog show SKU [--as-of DATE] [--format json]\n"
    "       nodeplan catalog import FILE.csv|FILE.json [--format json]\n"
    "       nodeplan catalog diff A.sqlite B.sqlite [--format json]\n"
    "       nodeplan catalog export --kind KIND --format csv|json [-o FILE]\n"
    "       nodeplan catalog import-model CONFIG.json --name NAME [--sku SKU] [--family F] [--hf-repo "
    "REPO]\n"
    "       nodeplan catalog set-price SKU AMOUNT EUR|USD [--kind list|street|estimate] [--source TEXT] "
    "[--date YYYY-MM-DD]\n"
    "       nodeplan catalog check\n"
    "       nodeplan catalog push --to postgresql://user@host[:port]/database\n"
    "       nodeplan catalog pull --from postgresql://user@host[:port]/database -o FILE.sqlite\n"
    "       nodeplan catalog history SKU [--format json]\n";

// Takes "--name VALUE" / "--name=VALUE" out of args; empty if absent.
QString takeOption(QStringList &args, const QString &name)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args.at(i) == name && i + 1 < args.size()) {
            const QString value = args.at(i + 1);
            args.remove(i, 2);
            return value;
        }
        if (args.at(i).startsWith(name + QLatin1Char('='))) {
            const QString value = args.at(i).mid(name.size() + 1);
            args.remove(i);
            return value;
        }
    }
    return {};
}

QString unknownKindMessage(const QString &kind)
{
    return QStringLiteral("unknown kind '%1' (valid kinds: %2)")
        .arg(kind, catalog::kindNames().join(QLatin1String(", ")));
}

QString today()
{
    return QDate::currentDate().toString(Qt::ISODate);
}

int listCommand(CliContext &ctx, QStringList args)
{
    const QString kindText = takeOption(args, QStringLiteral("--kind"));
    const QString asOf = takeOption(args, QStringLiteral("--as-of"));
    if (!args.isEmpty())
        return ctx.fail(QStringLiteral("catalog list: unexpected argument '%1'").arg(args.first()),
                        kExitUsage);
    const catalog::KindSpec *kind = kindText.isEmpty() ? nullptr : catalog::findKind(kindText);
    if (!kindText.isEmpty() && !kind)
        return ctx.fail(unknownKindMessage(kindText));
    auto db = openCatalog(ctx, CatalogUse::Read);
    if (!db)
        return kExitBadInput;
    const QString date = asOf.isEmpty() ? today() : asOf;
    if (ctx.json) {
        QJsonArray all;
        for (const catalog::KindSpec &k : catalog::kindSpecs())
            if (!kind || k.kind == kind->kind)
                for (const QJsonValue &v : catalog::partsJson(db->database(), k, date))
                    all.append(v);
        ctx.out << QJsonDocument(all).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    ctx.out << (kind ? catalog::kindTable(db->database(), *kind, date)
                     : catalog::overviewTable(db->database(), date));
    return kExitOk;
}

int showCommand(CliContext &ctx, QStringList args)
{
    const QString asOf = takeOption(args, QStringLiteral("--as-of"));
    if (args.size() != 1)
        return ctx.fail(QStringLiteral("catalog show needs one SKU\n") + QLatin1String(kCatalogUsage),
                        kExitUsage);
    const QString sku = args.first();
    auto db = openCatalog(ctx, CatalogUse::Read);
    if (!db)
        return kExitBadInput;
    const QString kindText = catalog::kindOfSku(db->database(), sku);
    const catalog::KindSpec *kind = catalog::findKind(kindText);
    if (!kind) {
        QStringList close;
        for (const catalog::KindSpec &k : catalog::kindSpecs())
            for (const catalog::Row &r : catalog::loadParts(db->database(), k)) {
                const QString other = r.value(QStringLiteral("sku")).toString();
                if (other.contains(sku, Qt::CaseInsensitive) || sku.contains(other, Qt::CaseInsensitive))
                    close << other;
            }
        return ctx.fail(QStringLiteral("unknown SKU '%1'%2")
                            .arg(sku, close.isEmpty() ? QStringLiteral(" (see `nodeplan catalog list`)")
                                                      : QStringLiteral("; did you mean: ") +
                                                            close.join(QLatin1String(", "))));
    }
    const QString date = asOf.isEmpty() ? today() : asOf;
    const std::vector<catalog::Row> rows = catalog::loadParts(db->database(), *kind, sku);
    // A parts row without its kind row (left by an interrupted import): say so instead of reading
    // a row that is not there.
    if (rows.empty())
        return ctx.fail(QStringLiteral("damaged part %1: listed as a %2 but its %2 details are missing; "
                                       "run `nodeplan catalog check`")
                            .arg(sku, kind->kind));
    if (ctx.json)
        ctx.out << QJsonDocument(catalog::partJson(db->database(), *kind, rows.front(), date, true))
                       .toJson(QJsonDocument::Indented);
    else
        ctx.out << catalog::partDetails(db->database(), *kind, rows.front(), date);
    return kExitOk;
}

int importCommand(CliContext &ctx, const QStringList &args)
{
    if (args.size() != 1)
        return ctx.fail(QStringLiteral("catalog import needs one FILE (.csv or .json)\n") +
                            QLatin1String(kCatalogUsage),
                        kExitUsage);
    const QString path = args.first();
    if (!QFileInfo::exists(path))
        return ctx.fail(QStringLiteral("%1: no such file").arg(path));
    auto db = openCatalog(ctx, CatalogUse::Write);
    if (!db)
        return kExitBadInput;
    if (db->isReadOnly())
        return ctx.fail(db->readOnlyMessage() + QStringLiteral("; nothing imported"));
    catalog::PriceImportReport report;
    QStringList errors;
    QString verdict;
    if (!catalog::importPriceList(db->database(), path, &report, &errors, &verdict)) {
        for (const QString &e : capped(errors))
            ctx.err << "nodeplan: " << shortened(e, kMaxMessageChars) << '\n';
        return ctx.fail(verdict);
    }
    if (ctx.json) {
        QJsonObject root = catalog::priceUpdateJson(report.changes, report.staleQuotes);
        root.insert(QStringLiteral("imported_parts"), report.stats.parts);
        root.insert(QStringLiteral("imported_prices"), report.stats.prices);
        root.insert(QStringLiteral("imported_achievable_rates"), report.stats.achievableRates);
        ctx.out << QJsonDocument(root).toJson(QJsonDocument::Indented);
        return kExitOk;
    }
    ctx.out << QStringLiteral("imported %1 part(s) and %2 price(s) from %3 into %4\n")
                   .arg(report.stats.parts)
                   .arg(report.stats.prices)
                   .arg(path, db->path());
    if (report.stats.achievableRates > 0)
        ctx.out << QStringLiteral("imported %1 measured GPU rate(s)\n").arg(report.stats.achievableRates);
    ctx.out << catalog::priceUpdateText(report.changes, report.staleQuotes);
    return kExitOk;
}

int diffCommand(CliContext &ctx, const QStringList &args)
{
    if (args.size() != 2)
        return ctx.fail(QStringLiteral("catalog diff needs two catalog files, A.sqlite B.sqlite\n") +
                            QLatin1String(kCatalogUsage),
                        kExitUsage);
    catalog::CatalogDiff diff;
    QString error;
    if (!catalog::diffCatalogs(args.at(0), args.at(1), &diff, &error))
        return ctx.fail(error);
    if (ctx.json)
        ctx.out << QJsonDocument(catalog::catalogDiffJson(diff)).toJson(QJsonDocument::Indented);
    else
        ctx.out << catalog::catalogDiffText(diff);
    return kExitOk;
}

int exportCommand(CliContext &ctx, QStringList args)
{
    const QString kindText = takeOption(args, QStringLiteral("--kind"));
    const QString outPath = takeOption(args, QStringLiteral("-o"));
    const QString asOf = takeOption(args, QStringLiteral("--as-of"));
    if (!args.isEmpty())
        return ctx.fail(QStringLiteral("catalog export: unexpected argument '%1'").arg(args.first()),
                        kExitUsage);
    if (kindText.isEmpty())
        return ctx.fail(QStringLiteral("catalog export needs --kind KIND (%1)")
                            .arg(catalog::kindNames().join(QLatin1String(", "))),
                        kExitUsage);
    const catalog::KindSpec *kind = catalog::findKind(kindText);
    if (!kind)
        return ctx.fail(unknownKindMessage(kindText));
    if (ctx.format != QLatin1String("csv") && ctx.format != QLatin1String("json"))
        return ctx.fail(QStringLiteral("catalog export needs --format csv or --format json"), kExitUsage);
    auto db = openCatalog(ctx, CatalogUse::Read);
    if (!db)
        return kExitBadInput;
    const QString date = asOf.isEmpty() ? today() : asOf;
    QByteArray data;
    if (ctx.format == QLatin1String("csv")) {
        data = catalog::partsCsv(db->database(), *kind, date).toUtf8();
    } else {
        QJsonObject root;
        root.insert(QStringLiteral("parts"), catalog::partsJson(db->database(), *kind, date));
        if (kind->kind == QLatin1String("gpu")) // the GPUs' measured rates travel with them
            root.insert(QStringLiteral("achievable_rates"), catalog::achievableRatesJson(db->database()));
        data = QJsonDocument(root).toJson(QJsonDocument::Indented);
    }
    if (outPath.isEmpty()) {
        ctx.out << QString::fromUtf8(data);
        return kExitOk;
    }
    QString error;
    if (!writeFileSafely(outPath, data, &error))
        return ctx.fail(error);
    ctx.out << QStringLiteral("wrote %1 %2 part(s) to %3\n")
                   .arg(catalog::loadParts(db->database(), *kind).size())
                   .arg(kind->kind, outPath);
    return kExitOk;
}

int importModelCommand(CliContext &ctx, QStringList args)
{
    const QString name = takeOption(args, QStringLiteral("--name"));
    QString sku = takeOption(args, QStringLiteral("--sku"));
    const QString family = takeOption(args, QStringLiteral("--family"));
    const QString hfRepo = takeOption(args, QStringLiteral("--hf-repo"));
    if (args.size() != 1 || name.isEmpty())
        return ctx.fail(QStringLiteral("catalog import-model needs CONFIG.json and --name NAME\n") +
                            QLatin1String(kCatalogUsage),
                        kExitUsage);
    const QString path = args.first();
    catalog::HfConfigReading reading;
    QString error;
    if (!catalog::readHfConfig(path, &reading, &error))
        return ctx.fail(error + QStringLiteral(" (nothing imported)"));
    if (sku.isEmpty())
        sku = catalog::skuFromName(name);
    auto db = openCatalog(ctx, CatalogUse::Write);
    if (!db)
        return kExitBadInput;
    const QJsonObject part = catalog::modelPartFromConfig(reading, path, sku, name, today(), family, hfRepo);
    if (db->isReadOnly())
        return ctx.fail(db->readOnlyMessage() + QStringLiteral("; nothing imported"));
    QStringList errors;
    QString verdict;
    if (!catalog::importInOneTransaction(
            db->database(), [&](catalog::CatalogImporter &importer) { return importer.addPart(part, path); },
            nullptr, &errors, &verdict)) {
        for (const QString &e : capped(errors))
            ctx.err << "nodeplan: " << shortened(e, kMaxMessageChars) << '\n';
        return ctx.fail(verdict);
    }
    const ParameterCount c = countParameters(reading.arch);
    ctx.out << QStringLiteral(
                   "added model '%1' (%2): %3 B parameters, %4 B active, %5 layers, %6 KV heads%7\n")
                   .arg(sku, name, NumberFormat::forCli().plain(c.total / 1e9, 2),
                        NumberFormat::forCli().plain(c.active / 1e9, 2))
                   .arg(reading.arch.layers)
                   .arg(reading.arch.kvHeads)
                   .arg(reading.arch.isMla() ? QStringLiteral(", MLA") : QString());
    return kExitOk;
}

// One dated price entered by hand: an estimate "entered by LOGIN" today unless told otherwise.
int setPriceCommand(CliContext &ctx, QStringList args)
{
    catalog::PriceEntry entry;
    if (const QString kind = takeOption(args, QStringLiteral("--kind")); !kind.isEmpty())
        entry.kind = kind;
    entry.source = takeOption(args, QStringLiteral("--source"));
    if (const QString date = takeOption(args, QStringLiteral("--date")); !date.isEmpty())
        entry.date = QDate::fromString(date, Qt::ISODate);
    bool amountOk = false;
    if (args.size() == 3)
        entry.amount = args.at(1).toDouble(&amountOk);
    if (!amountOk || !entry.date.isValid())
        return ctx.fail(
            QStringLiteral("catalog set-price needs SKU AMOUNT CURRENCY (and a YYYY-MM-DD --date)\n") +
                QLatin1String(kCatalogUsage),
            kExitUsage);
    entry.sku = args.at(0);
    entry.currency = args.at(2).toUpper();
    auto db = openCatalog(ctx, CatalogUse::Write);
    if (!db)
        return kExitBadInput;
    if (db->isReadOnly())
        return ctx.fail(db->readOnlyMessage() + QStringLiteral("; no price stored"));
    QStringList errors;
    if (!catalog::setPartPrice(db->database(), entry, &errors)) {
        for (const QString &e : capped(errors))
            ctx.err << "nodeplan: " << shortened(e, kMaxMessageChars) << '\n';
        return ctx.fail(QStringLiteral("no price stored for '%1'").arg(entry.sku));
    }
    ctx.out << QStringLiteral("%1: %2 %3 (%4) dated %5, source \"%6\"\n")
                   .arg(entry.sku, NumberFormat::forCli().number(entry.amount, 2), entry.currency, entry.kind,
                        entry.date.toString(Qt::ISODate),
                        entry.source.isEmpty() ? catalog::enteredBySource() : entry.source);
    return kExitOk;
}

// integrity_check, foreign_key_check and parts without their kind row; exit 1 on any problem.
int checkCommand(CliContext &ctx, const QStringList &args)
{
    if (!args.isEmpty())
        return ctx.fail(QStringLiteral("catalog check: unexpected argument '%1'").arg(args.first()),
                        kExitUsage);
    auto db = openCatalog(ctx, CatalogUse::Read);
    if (!db)
        return kExitBadInput;
    const QStringList problems = db->check();
    if (problems.isEmpty()) {
        ctx.out << QStringLiteral("%1: ok (integrity, foreign keys, every part has its kind row)\n")
                       .arg(db->path());
        return kExitOk;
    }
    for (const QString &p : capped(problems))
        ctx.err << "nodeplan: " << shortened(p, kMaxMessageChars) << '\n';
    return ctx.fail(QStringLiteral("%1: %2 problem(s) found").arg(db->path()).arg(problems.size()));
}

} // namespace

int runCatalogCommand(CliContext &ctx)
{
    QStringList args = ctx.args;
    if (args.isEmpty() || args.first() == QLatin1String("--help") || args.first() == QLatin1String("help")) {
        ctx.out << kCatalogUsage;
        return args.isEmpty() ? kExitUsage : kExitOk;
    }
    const QString sub = args.takeFirst();
    if (sub == QLatin1String("list"))
        return listCommand(ctx, args);
    if (sub == QLatin1String("show"))
        return showCommand(ctx, args);
    if (sub == QLatin1String("import"))
        return importCommand(ctx, args);
    if (sub == QLatin1String("export"))
        return exportCommand(ctx, args);
    if (sub == QLatin1String("diff"))
        return diffCommand(ctx, args);
    if (sub == QLatin1String("import-model"))
        return importModelCommand(ctx, args);
    if (sub == QLatin1String("check"))
        return checkCommand(ctx, args);
    if (sub == QLatin1String("set-price"))
        return setPriceCommand(ctx, args);
    if (sub == QLatin1String("push"))
        return catalogPushCommand(ctx, args);
    if (sub == QLatin1String("pull"))
        return catalogPullCommand(ctx, args);
    if (sub == QLatin1String("history"))
        return catalogHistoryCommand(ctx, args);
    return ctx.fail(QStringLiteral("unknown catalog command '%1'\n").arg(sub) + QLatin1String(kCatalogUsage),
                    kExitUsage);
}

} // namespace np::app
