// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

// Import of parts and prices from CSV or JSON (formats: docs/catalog.md). Every value is checked
// against catalog_fields.h before it reaches SQLite; an error names the file, the line and the
// field. The seed data goes through the same path, so it is held to the same rules.
namespace np::catalog
{

struct JsonLineNode;

struct ImportStats {
    int parts = 0;
    int prices = 0;
};

class CatalogImporter
{
public:
    explicit CatalogImporter(QSqlDatabase db);

    // Each call parses, checks and inserts; it does not open or commit a transaction (the caller
    // does, so that several files land together or not at all). Returns false on the first
    // file with errors; errors() then lists them.
    bool addFile(const QString &path);
    bool addData(const QByteArray &data, const QString &displayName);
    // One part given as a JSON object (e.g. from a Hugging Face config.json).
    bool addPart(const QJsonObject &part, const QString &displayName);

    [[nodiscard]] const QStringList &errors() const { return m_errors; }
    [[nodiscard]] ImportStats stats() const { return m_stats; }

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
    bool addPriceObject(const QJsonObject &price, const Origin &origin);
    void fail(const Origin &origin, const QString &field, const QString &message);

    QSqlDatabase m_db;
    QStringList m_errors;
    ImportStats m_stats;
};

// Imports one file in one transaction: everything or nothing.
bool importCatalogFile(QSqlDatabase db, const QString &path, ImportStats *stats, QStringList *errors);

} // namespace np::catalog
