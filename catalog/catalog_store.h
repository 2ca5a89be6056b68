// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/change_history.h"
#include "catalog/part_documents.h"
#include "catalog/price_changes.h"
#include "catalog/price_entry.h"
#include "catalog/quote_store.h"
#include "core/catalog_snapshot.h"
#include "core/parts.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

// What the desktop application asks of the catalog's storage: fresh snapshots, a part's price
// history and vendor documents, prices entered by hand or imported, models imported, and quotes.
// ui/ holds a CatalogStore and never a database connection, so the storage can change without ui
// noticing: SqliteCatalogStore (catalog/sqlite_catalog_store.h) serves a catalog file and a team
// catalog on PostgreSQL alike (issue 26, docs/team.md), since every catalog/ function it calls speaks
// both (catalog/sql_dialect.h).
namespace np
{

class CatalogStore
{
public:
    virtual ~CatalogStore() = default;

    // Every part as core values, named `name` (shown as the catalog's name), each price the newest
    // on or before `asOfIsoDate`.
    [[nodiscard]] virtual CatalogSnapshot snapshot(const QString &name, const QString &asOfIsoDate) const = 0;
    [[nodiscard]] virtual std::vector<Price> priceHistory(const std::string &sku) const = 0; // oldest first
    // Vendor part numbers and price sources, prices as of `asOfIsoDate` (the build sheet's).
    [[nodiscard]] virtual catalog::PartDocuments partDocuments(const QString &asOfIsoDate) const = 0;

    // A dated price of a part already in the catalog (catalog::setPartPrice); false with the reasons
    // in *errors, the catalog then unchanged.
    virtual bool setPartPrice(const catalog::PriceEntry &entry, QStringList *errors) = 0;
    // A price list imported in one transaction, with what changed (catalog::importPriceList).
    virtual bool importPriceList(const QString &path, catalog::PriceImportReport *report, QStringList *errors,
                                 QString *verdict) = 0;
    // One part (a catalog JSON part object, e.g. a model from a config.json) added in one transaction,
    // checked like every imported part; `sourcePath` names it in the errors.
    virtual bool importPart(const QJsonObject &part, const QString &sourcePath, QStringList *errors,
                            QString *verdict) = 0;

    // Quotes (QuoteStore's rules: numbering, frozen versions).
    [[nodiscard]] virtual std::vector<Quote> quotes(const QString &search = QString()) const = 0;
    [[nodiscard]] virtual std::optional<Quote> quote(qint64 id) const = 0;
    [[nodiscard]] virtual std::optional<Quote> quoteVersion(const QString &number, int version) const = 0;
    virtual std::optional<Quote> createQuote(Quote quote, const CatalogSnapshot &catalog, QString *error) = 0;
    virtual std::optional<Quote> saveQuoteEdit(Quote edited, const CatalogSnapshot &catalog,
                                               bool refreshPrices, QString *error) = 0;
    virtual bool setQuoteStatus(qint64 id, QuoteStatus status, QString *error) = 0;

    // Every recorded change of a part and its prices (`key` = SKU) or of a quote's versions (`key` =
    // number), oldest first (catalog::changeHistory). A catalog file keeps no change log: false with
    // *error saying so.
    virtual bool changeHistory(const QString &key, std::vector<catalog::ChangeEntry> *entries,
                               QString *error) const = 0;

protected:
    CatalogStore() = default;
    CatalogStore(const CatalogStore &) = default;
    CatalogStore &operator=(const CatalogStore &) = default;
};

} // namespace np
