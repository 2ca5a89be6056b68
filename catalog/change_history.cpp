// SPDX-License-Identifier: MIT
#include "catalog/change_history.h"

#include "catalog/sql_dialect.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

namespace np::catalog
{

namespace
{

QJsonObject jsonObject(const QVariant &value)
{
    return QJsonDocument::fromJson(value.toString().toUtf8()).object();
}

// Long texts (a quote's build, a price's derivation) cut to their start in the text listing; JSON has
// them whole.
constexpr qsizetype kMaxTextChars = 60;

QJsonValue elided(const QJsonValue &value)
{
    if (!value.isString() || value.toString().size() <= kMaxTextChars)
        return value;
    return QStringLiteral("%1… (%2 characters)")
        .arg(value.toString().left(kMaxTextChars))
        .arg(value.toString().size());
}

QString compact(const QJsonValue &value)
{
    if (value.isObject()) {
        QJsonObject shortened = value.toObject();
        for (auto it = shortened.begin(); it != shortened.end(); ++it)
            *it = elided(*it);
        return QString::fromUtf8(QJsonDocument(shortened).toJson(QJsonDocument::Compact));
    }
    if (value.isString())
        return elided(value).toString();
    return QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact))
        .mid(1)
        .chopped(1);
}

} // namespace

bool changeHistory(const QSqlDatabase &db, const QString &key, std::vector<ChangeEntry> *entries,
                   QString *error)
{
    if (!isPostgres(db)) {
        *error =
            QStringLiteral("%1 is a catalog file; the change log is kept by team catalogs (docs/team.md)")
                .arg(db.databaseName());
        return false;
    }
    QSqlQuery q(db);
    q.prepare(
        QStringLiteral("SELECT to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"'), "
                       "changed_by, table_name, action, before::text, after::text FROM change_log "
                       "WHERE row_key = ? ORDER BY id"));
    q.addBindValue(key);
    if (!q.exec()) {
        *error = QStringLiteral("cannot read the change log: %1").arg(q.lastError().databaseText());
        return false;
    }
    while (q.next())
        entries->push_back({QDateTime::fromString(q.value(0).toString(), Qt::ISODateWithMs),
                            q.value(1).toString(), q.value(2).toString(), q.value(3).toString(),
                            jsonObject(q.value(4)), jsonObject(q.value(5))});
    return true;
}

QString changeHistoryText(const std::vector<ChangeEntry> &entries)
{
    QString out;
    for (const ChangeEntry &e : entries) {
        out +=
            QStringLiteral("%1  %2  %3 %4\n").arg(e.at.toString(Qt::ISODateWithMs), e.by, e.action, e.table);
        if (e.action == QLatin1String("update")) {
            for (auto it = e.after.begin(); it != e.after.end(); ++it)
                if (e.before.value(it.key()) != it.value())
                    out += QStringLiteral("  %1: %2 -> %3\n")
                               .arg(it.key(), compact(e.before.value(it.key())), compact(it.value()));
        } else {
            out += QStringLiteral("  %1\n").arg(
                compact(e.action == QLatin1String("delete") ? e.before : e.after));
        }
    }
    return out;
}

QJsonArray changeHistoryJson(const std::vector<ChangeEntry> &entries)
{
    QJsonArray out;
    for (const ChangeEntry &e : entries)
        out.append(QJsonObject{{QStringLiteral("changed_at"), e.at.toString(Qt::ISODateWithMs)},
                               {QStringLiteral("changed_by"), e.by},
                               {QStringLiteral("table"), e.table},
                               {QStringLiteral("action"), e.action},
                               {QStringLiteral("before"), e.before.isEmpty() ? QJsonValue() : e.before},
                               {QStringLiteral("after"), e.after.isEmpty() ? QJsonValue() : e.after}});
    return out;
}

} // namespace np::catalog
