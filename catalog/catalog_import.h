// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QStringList>

#include <functional>
#include <set>

// Import of parts and prices from CSV or JSON (formats: docs/catalog.md). Every value is checked
// against catalog_fields.h before it reaches SQLite; an error names the file, the line and the
// field. The seed data goes through the same path, so it is held to the same rules.
namespace np::catalog
{

struct JsonLineNode;
struct KindSpec;

struct ImportStats {
    int parts = 0;
    int prices = 0;
    int achievableRates = 0; // measured GPU rates (schema 9)
};

class CatalogImporter
{
public:
    explicit CatalogImporter(QSqlDatabase db);

    // Each call parses, checks and inserts; it does not open or commit a transaction (the caller
    // does, so that several files land together or not at all). Returns false on the first
    // file with errors; errors() then lists them. After the first SQL error the importer stops and
    // refuses every later call: SQLite may already have rolled the transaction back (SQLITE_FULL,
    // SQLITE_IOERR), and any further insert would then commit on its own.
    bool addFile(const QString &path);
    bool addData(const QByteArray &data, const QString &displayName);
    // One part given as a JSON object (e.g. from a Hugging Face config.json).
    bool addPart(const QJsonObject &part, const QString &displayName);

    // The first kMaxKeptErrors errors, then "… and N more errors (M in all)": a 14 MB file of
    // incomplete parts once kept millions of messages (3.3 GB).
    [[nodiscard]] QStringList errors() const;
    static constexpr int kMaxKeptErrors = 100;
    [[nodiscard]] ImportStats stats() const { return m_stats; }
    [[nodiscard]] bool databaseFailed() const { return m_databaseFailed; }
    // The SKUs of every part and price written so far, sorted: what a team catalog's listeners are
    // told changed (catalog_notifications.h).
    [[nodiscard]] QStringList writtenSkus() const { return {m_writtenSkus.begin(), m_writtenSkus.end()}; }

private:
    struct Origin {
        QString file;
        int line = 0;                       // CSV row or JSON object line
        const JsonLineNode *node = nullptr; // JSON: key lines
        bool csv = false;
        [[nodiscard]] int lineOf(const QString &key) const;
    };

    bool addJson(const QByteArray &data, const QString &displayName);
    bool addCsv(const QByteArray &data, const QString &displayName);
    bool addPartObject(const QJsonObject &part, const Origin &origin);
    const KindSpec *kindOfPart(const QJsonObject &part, const Origin &origin);
    bool addPriceObject(const QJsonObject &price, const Origin &origin);
    bool addAchievableRateObject(const QJsonObject &rate, const Origin &origin);
    void addObjects(const QJsonArray &array, const JsonLineNode *arrayLines, const Origin &top,
                    const char *what, bool (CatalogImporter::*add)(const QJsonObject &, const Origin &));
    void fail(const Origin &origin, const QString &field, const QString &message);
    void addError(const QString &error);
    void failDatabase(const Origin &origin, const QString &message);
    bool skuExists(const QString &sku, QString *kind, const Origin &origin);

    QSqlDatabase m_db;
    QStringList m_errors; // the first kMaxKeptErrors
    int m_errorCount = 0; // all of them
    ImportStats m_stats;
    bool m_databaseFailed = false;
    std::set<QString> m_writtenSkus;
};

// Runs `work` inside one BEGIN IMMEDIATE transaction: everything or nothing. The write lock is taken
// first (waiting the connection's busy timeout, then retrying a bounded number of times), so an
// import beside quoting processes waits instead of failing with "database is locked". Before the
// commit no part may lack its kind row. On failure the rollback is verified by counting every
// catalog table before and after; *verdict (if given) then says truthfully what happened:
// "nothing imported: the catalog is unchanged" only when the counts prove it.
bool importInOneTransaction(QSqlDatabase db, const std::function<bool(CatalogImporter &)> &work,
                            ImportStats *stats, QStringList *errors, QString *verdict = nullptr);

// Imports one file in one transaction (importInOneTransaction).
bool importCatalogFile(QSqlDatabase db, const QString &path, ImportStats *stats, QStringList *errors,
                       QString *verdict = nullptr);

// SKUs listed in `parts` without a row in their kind's table (the schema's foreign keys point from
// the kind tables to `parts`, so only this direction can be missing). Empty on a sound catalog;
// *error is set when the check itself cannot run.
QStringList partsWithoutKindRow(QSqlDatabase db, QString *error = nullptr);

// "the catalog PATH is read-only: ..." for an SQLITE_READONLY error; empty for any other error.
QString readOnlyMessage(const QSqlDatabase &db, const QSqlError &error);

} // namespace np::catalog
