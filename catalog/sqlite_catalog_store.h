// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/catalog_store.h"
#include "catalog/quote_store.h"

#include <QSqlDatabase>

// The CatalogStore of an open CatalogDatabase: each call goes to the catalog/ function that does the
// work on its Qt SQL connection — a catalog file (QSQLITE) or a team catalog (QPSQL; the name is
// from before there were two). Like QuoteStore, one store per thread.
namespace np
{

class SqliteCatalogStore final : public CatalogStore
{
public:
    // `db`: the open catalog's connection (CatalogDatabase::database()), which must outlive the store.
    explicit SqliteCatalogStore(QSqlDatabase db);

    [[nodiscard]] CatalogSnapshot snapshot(const QString &name, const QString &asOfIsoDate) const override;
    [[nodiscard]] std::vector<Price> priceHistory(const std::string &sku) const override;
    [[nodiscard]] catalog::PartDocuments partDocuments(const QString &asOfIsoDate) const override;

    bool setPartPrice(const catalog::PriceEntry &entry, QStringList *errors) override;
    bool importPriceList(const QString &path, catalog::PriceImportReport *report, QStringList *errors,
                         QString *verdict) override;
    bool importPart(const QJsonObject &part, const QString &sourcePath, QStringList *errors,
                    QString *verdict) override;

    [[nodiscard]] std::vector<Quote> quotes(const QString &search) const override;
    [[nodiscard]] std::optional<Quote> quote(qint64 id) const override;
    [[nodiscard]] std::optional<Quote> quoteVersion(const QString &number, int version) const override;
    std::optional<Quote> createQuote(Quote quote, const CatalogSnapshot &catalog, QString *error) override;
    std::optional<Quote> saveQuoteEdit(Quote edited, const CatalogSnapshot &catalog, bool refreshPrices,
                                       QString *error) override;
    bool setQuoteStatus(qint64 id, QuoteStatus status, QString *error) override;
    bool changeHistory(const QString &key, std::vector<catalog::ChangeEntry> *entries,
                       QString *error) const override;

private:
    QSqlDatabase m_db;
    QuoteStore m_quotes;
};

} // namespace np
