// SPDX-License-Identifier: MIT
#pragma once

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>

#include <vector>

// The change log of a team catalog (change_log, written by the server's triggers in the same
// transaction as each change: catalog/migrations_pg/0001_initial.sql): who changed a part, a price
// or a quote, when, and the row before and after.
namespace np::catalog
{

struct ChangeEntry {
    QDateTime at; // UTC
    QString by;   // the server user
    QString table;
    QString action;     // insert, update, delete
    QJsonObject before; // empty for an insert
    QJsonObject after;  // empty for a delete
};

// Every change to the rows keyed `key` (a SKU: the part, its kind row and its prices; a quote
// number: every version), oldest first. A catalog file keeps no change log: false with *error.
bool changeHistory(const QSqlDatabase &db, const QString &key, std::vector<ChangeEntry> *entries,
                   QString *error);

// One block per change: "AT  BY  ACTION TABLE", then the fields an update changed ("  amount: 1200 ->
// 1300"), or the row an insert added or a delete removed.
QString changeHistoryText(const std::vector<ChangeEntry> &entries);
QJsonArray changeHistoryJson(const std::vector<ChangeEntry> &entries);

} // namespace np::catalog
