// SPDX-License-Identifier: MIT
#include "catalog/team_roles.h"

#include "catalog/sql_dialect.h"

#include <QRegularExpression>

namespace np::catalog
{

namespace
{

struct RoleNeed {
    const char *role;
    const char *allows;
};

// The role that may write `table` (or call the function): quotes and their numbering for sales, the catalog's
// parts and prices for pricing, anything else (schema, change log, counters) for the administrator.
RoleNeed roleFor(const QString &table)
{
    if (table == QLatin1String("quotes") || table == QLatin1String("quote_prices") ||
        table == QLatin1String("nodeplan_next_quote_sequence"))
        return {kSalesRole, "create and revise quotes"};
    if (table == QLatin1String("change_log") || table == QLatin1String("nodeplan_catalog") ||
        table == QLatin1String("quote_counters") || table.isEmpty())
        return {kAdminRole, "change the schema"};
    return {kPricingRole, "import parts and prices"};
}

} // namespace

QString roleRefusal(const QSqlDatabase &db, const QSqlError &error)
{
    if (!isPermissionDenied(error))
        return {};
    // "permission denied for table prices", "permission denied for function
    // nodeplan_next_quote_sequence", "new row violates row-level security policy for table \"quotes\"".
    static const QRegularExpression objectName(QStringLiteral("for (?:table|function) \"?([a-z_]+)\"?"));
    // QPSQL's text is "ERROR:  permission denied for table prices\n(42501)": the sentence alone.
    QString text = error.databaseText().section(QLatin1Char('\n'), 0, 0).trimmed();
    if (text.startsWith(QLatin1String("ERROR:")))
        text = text.mid(6).trimmed();
    const RoleNeed need = roleFor(objectName.match(text).captured(1));
    if (text.contains(QLatin1String("row-level security")))
        return QStringLiteral("the team catalog refused this for %1: a draft quote belongs to its author "
                              "until it is sent (server: %2)")
            .arg(db.userName(), text);
    return QStringLiteral("the team catalog refused this for %1: it needs the role %2 (%3); ask an "
                          "administrator for `GRANT %2 TO %1` (server: %4)")
        .arg(db.userName(), QLatin1String(need.role), QLatin1String(need.allows), text);
}

} // namespace np::catalog
