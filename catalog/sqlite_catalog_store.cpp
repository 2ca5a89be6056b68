// SPDX-License-Identifier: MIT
#include "catalog/sqlite_catalog_store.h"

#include "catalog/catalog_import.h"
#include "catalog/catalog_rows.h"
#include "catalog/snapshot_builder.h"

namespace np
{

SqliteCatalogStore::SqliteCatalogStore(QSqlDatabase db) : m_db(db), m_quotes(std::move(db)) {}

CatalogSnapshot SqliteCatalogStore::snapshot(const QString &name, const QString &asOfIsoDate) const
{
    return catalog::buildSnapshot(m_db, name, asOfIsoDate);
}

std::vector<Price> SqliteCatalogStore::priceHistory(const std::string &sku) const
{
    std::vector<Price> out;
    for (const catalog::PriceRow &row : catalog::loadPriceHistory(m_db, QString::fromStdString(sku)))
        out.push_back(row.price);
    return out;
}

catalog::PartDocuments SqliteCatalogStore::partDocuments(const QString &asOfIsoDate) const
{
    return catalog::partDocuments(m_db, asOfIsoDate);
}

bool SqliteCatalogStore::setPartPrice(const catalog::PriceEntry &entry, QStringList *errors)
{
    return catalog::setPartPrice(m_db, entry, errors);
}

bool SqliteCatalogStore::importPriceList(const QString &path, catalog::PriceImportReport *report,
                                         QStringList *errors, QString *verdict)
{
    return catalog::importPriceList(m_db, path, report, errors, verdict);
}

bool SqliteCatalogStore::importPart(const QJsonObject &part, const QString &sourcePath, QStringList *errors,
                                    QString *verdict)
{
    return catalog::importInOneTransaction(
        m_db, [&](catalog::CatalogImporter &importer) { return importer.addPart(part, sourcePath); }, nullptr,
        errors, verdict);
}

std::vector<Quote> SqliteCatalogStore::quotes(const QString &search) const
{
    return m_quotes.list(search);
}

std::optional<Quote> SqliteCatalogStore::quote(qint64 id) const
{
    return m_quotes.load(id);
}

std::optional<Quote> SqliteCatalogStore::quoteVersion(const QString &number, int version) const
{
    return m_quotes.version(number, version);
}

std::optional<Quote> SqliteCatalogStore::createQuote(Quote quote, const CatalogSnapshot &catalog,
                                                     QString *error)
{
    return m_quotes.create(std::move(quote), catalog, error);
}

std::optional<Quote> SqliteCatalogStore::saveQuoteEdit(Quote edited, const CatalogSnapshot &catalog,
                                                       bool refreshPrices, QString *error)
{
    return m_quotes.saveEdit(std::move(edited), catalog, refreshPrices, error);
}

bool SqliteCatalogStore::setQuoteStatus(qint64 id, QuoteStatus status, QString *error)
{
    return m_quotes.setStatus(id, status, error);
}

bool SqliteCatalogStore::changeHistory(const QString &key, std::vector<catalog::ChangeEntry> *entries,
                                       QString *error) const
{
    return catalog::changeHistory(m_db, key, entries, error);
}

} // namespace np
