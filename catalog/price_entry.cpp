// SPDX-License-Identifier: MIT
#include "catalog/price_entry.h"

#include "catalog/catalog_import.h"
#include "catalog/catalog_rows.h"
#include "catalog/sql_dialect.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QSqlError>
#include <QSqlQuery>

namespace np::catalog
{

QString enteredBySource()
{
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString login = env.value(QStringLiteral("USER"), env.value(QStringLiteral("USERNAME"))).trimmed();
    return login.isEmpty() ? QStringLiteral("entered by hand") : QStringLiteral("entered by %1").arg(login);
}

namespace
{

bool samePrice(const std::optional<Price> &a, const std::optional<Price> &b)
{
    if (!a || !b)
        return a.has_value() == b.has_value();
    return a->amount == b->amount && a->currency == b->currency && a->date == b->date;
}

// Who changed the prices of `sku` last, and when: " by USER at TIME" from a team catalog's change
// log; empty for a catalog file, which keeps none.
QString lastPriceChange(QSqlDatabase &db, const QString &sku)
{
    if (!isPostgres(db))
        return {};
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT changed_by, to_char(changed_at AT TIME ZONE 'UTC', "
                             "'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') FROM change_log WHERE row_key = ? AND "
                             "table_name = 'prices' ORDER BY id DESC LIMIT 1"));
    q.addBindValue(sku);
    if (!q.exec() || !q.next())
        return {};
    return QStringLiteral(" by %1 at %2").arg(q.value(0).toString(), q.value(1).toString());
}

// Inside the entry's transaction: is the part's current price still the one the user saw? A team
// catalog locks the part's row first, so two entries for one part are checked one after the other
// (a catalog file holds the write lock from BEGIN IMMEDIATE).
bool seenPriceStillCurrent(QSqlDatabase &db, const PriceEntry &entry, QStringList *errors)
{
    if (isPostgres(db)) {
        QSqlQuery lock(db);
        lock.prepare(QStringLiteral("SELECT sku FROM parts WHERE sku = ? FOR UPDATE"));
        lock.addBindValue(entry.sku);
        if (!lock.exec()) {
            *errors << QStringLiteral("cannot lock '%1': %2").arg(entry.sku, lock.lastError().databaseText());
            return false;
        }
    }
    std::optional<Price> current;
    for (const PriceRow &row : loadPriceHistory(db, entry.sku))
        if (row.price.date <= QDate::currentDate().toString(Qt::ISODate).toStdString())
            current = row.price; // oldest first: the last one on or before today
    if (samePrice(current, entry.seenPrice))
        return true;
    *errors << QStringLiteral("the price of %1 was changed%2 since you opened it (now %3); look at it again")
                   .arg(entry.sku, lastPriceChange(db, entry.sku),
                        current ? QStringLiteral("%1 %2 dated %3")
                                      .arg(current->amount, 0, 'f', 2)
                                      .arg(QString::fromStdString(current->currency),
                                           QString::fromStdString(current->date))
                                : QStringLiteral("no price"));
    return false;
}

} // namespace

bool setPartPrice(QSqlDatabase db, const PriceEntry &entry, QStringList *errors)
{
    const QString date = entry.date.toString(Qt::ISODate);
    QJsonObject price{
        {QStringLiteral("sku"), entry.sku},
        {QStringLiteral("amount"), entry.amount},
        {QStringLiteral("currency"), entry.currency},
        {QStringLiteral("price_date"), date},
        {QStringLiteral("source"), entry.source.trimmed().isEmpty() ? enteredBySource() : entry.source},
        {QStringLiteral("price_kind"), entry.kind},
    };
    if (entry.kind == QLatin1String("estimate"))
        price.insert(QStringLiteral("derivation"),
                     QStringLiteral("entered by hand in NodePlan on %1").arg(date));
    const QByteArray json = QJsonDocument(QJsonObject{{QStringLiteral("prices"), QJsonArray{price}}})
                                .toJson(QJsonDocument::Compact);

    return importInOneTransaction(
        db,
        [&](CatalogImporter &importer) {
            QStringList refused;
            if (entry.checkSeenPrice && !seenPriceStillCurrent(db, entry, &refused)) {
                if (errors)
                    *errors << refused;
                return false;
            }
            // The same day's price in the same currency is a correction: replace it.
            QSqlQuery replace(db);
            replace.prepare(
                QStringLiteral("DELETE FROM prices WHERE sku = ? AND price_date = ? AND currency = ?"));
            replace.addBindValue(entry.sku);
            replace.addBindValue(date);
            replace.addBindValue(entry.currency);
            if (!replace.exec()) {
                if (errors)
                    *errors << QStringLiteral("cannot replace the price of '%1' dated %2: %3")
                                   .arg(entry.sku, date, replace.lastError().databaseText());
                return false;
            }
            return importer.addData(json, QStringLiteral("price entry"));
        },
        nullptr, errors, nullptr);
}

} // namespace np::catalog
