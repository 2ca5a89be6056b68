// SPDX-License-Identifier: MIT
#include "app/cmd_team.h"

#include "app/catalog_open.h"
#include "catalog/change_history.h"
#include "catalog/sql_dialect.h"
#include "catalog/team_connection.h"
#include "catalog/team_pull.h"
#include "catalog/team_push.h"

#include <QJsonDocument>

namespace np::app
{

namespace
{

int historyCommand(CliContext &ctx, const QStringList &args, const char *what)
{
    if (args.size() != 1)
        return ctx.fail(QStringLiteral("usage: nodeplan %1 history %2")
                            .arg(QLatin1String(what), QLatin1String(what) == QLatin1String("quote")
                                                          ? QStringLiteral("Q-YYYY-NNNN")
                                                          : QStringLiteral("SKU")),
                        kExitUsage);
    auto db = openCatalog(ctx, CatalogUse::Read);
    if (!db)
        return kExitBadInput;
    std::vector<catalog::ChangeEntry> entries;
    QString error;
    if (!catalog::changeHistory(db->database(), args.first(), &entries, &error))
        return ctx.fail(error);
    if (entries.empty())
        return ctx.fail(QStringLiteral("%1: no change of '%2' is recorded").arg(db->path(), args.first()));
    if (ctx.json)
        ctx.out << QJsonDocument(catalog::changeHistoryJson(entries)).toJson(QJsonDocument::Indented);
    else
        ctx.out << catalog::changeHistoryText(entries);
    return kExitOk;
}

} // namespace

int catalogPushCommand(CliContext &ctx, QStringList args)
{
    const qsizetype to = args.indexOf(QStringLiteral("--to"));
    if (to < 0 || to + 1 >= args.size() || args.size() != 2)
        return ctx.fail(
            QStringLiteral("usage: nodeplan [--catalog FILE] catalog push --to postgresql://user@host/db"),
            kExitUsage);
    const QString url = args.at(to + 1);
    if (!catalog::isPostgresUrl(url))
        return ctx.fail(QStringLiteral("catalog push: '%1' is not a postgresql:// URL").arg(url), kExitUsage);
    if (catalog::isPostgresUrl(ctx.catalogPath))
        return ctx.fail(QStringLiteral("catalog push copies a catalog file; --catalog names a team catalog"),
                        kExitUsage);
    auto db = openCatalog(ctx, CatalogUse::Read);
    if (!db)
        return kExitBadInput;
    catalog::PushReport report;
    QString error;
    if (!catalog::pushCatalog(db->database(), url, &report, &error))
        return ctx.fail(error);
    ctx.out
        << QStringLiteral("pushed %1 to %2 in one transaction:\n").arg(db->path(), catalog::displayUrl(url));
    for (const auto &[table, rows] : report.rowsPerTable)
        ctx.out << QStringLiteral("  %1 %2\n").arg(table, -21).arg(rows);
    return kExitOk;
}

int catalogPullCommand(CliContext &ctx, QStringList args)
{
    const qsizetype from = args.indexOf(QStringLiteral("--from"));
    const qsizetype out = args.indexOf(QStringLiteral("-o"));
    if (from < 0 || from + 1 >= args.size() || out < 0 || out + 1 >= args.size() || args.size() != 4)
        return ctx.fail(
            QStringLiteral("usage: nodeplan catalog pull --from postgresql://user@host/db -o FILE.sqlite"),
            kExitUsage);
    const QString url = args.at(from + 1);
    if (!catalog::isPostgresUrl(url))
        return ctx.fail(QStringLiteral("catalog pull: '%1' is not a postgresql:// URL").arg(url), kExitUsage);
    catalog::PullReport report;
    QString error;
    if (!catalog::pullCatalog(url, args.at(out + 1), &report, &error))
        return ctx.fail(error);
    ctx.out << QStringLiteral(
                   "pulled %1 into %2 as it was at %3 (an offline copy: its quotes are read-only):\n")
                   .arg(report.copy.source, args.at(out + 1), report.copy.madeAt.toString(Qt::ISODate));
    for (const auto &[table, rows] : report.rowsPerTable)
        ctx.out << QStringLiteral("  %1 %2\n").arg(table, -21).arg(rows);
    return kExitOk;
}

int catalogHistoryCommand(CliContext &ctx, const QStringList &args)
{
    return historyCommand(ctx, args, "catalog");
}

int quoteHistoryCommand(CliContext &ctx, const QStringList &args)
{
    return historyCommand(ctx, args, "quote");
}

} // namespace np::app
