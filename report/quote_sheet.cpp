// SPDX-License-Identifier: MIT
#include "report/quote_sheet.h"

#include "core/evaluator.h"

#include <QStringList>

namespace np
{

QuoteHeader quoteHeaderOf(const Quote &quote)
{
    QuoteHeader h;
    h.number = quote.number;
    h.version = quote.version;
    h.status = toText(quote.status);
    h.customer = quote.customer;
    h.project = quote.project;
    h.author = quote.author;
    h.date = quote.date;
    h.validUntil = quote.validUntil;
    h.currency = quote.currency.isEmpty() ? QStringLiteral("EUR") : quote.currency;
    h.perEur = quote.perEur > 0 ? quote.perEur : 1.0;
    h.leadTime = quote.leadTime;
    h.notes = quote.notes;
    return h;
}

BuildSheetInput QuoteSheet::input() const
{
    BuildSheetInput in;
    in.evaluation = &evaluation;
    in.build = &build;
    in.catalog = &catalog;
    in.quote = header;
    in.issued = header.date.isValid() ? header.date : QDate::currentDate();
    return in;
}

bool prepareQuoteSheet(const Quote &quote, const CatalogSnapshot &catalog, QuoteSheet &out, QString *error)
{
    out.catalog = catalog;
    applyQuote(quote, out.catalog, out.build);
    const std::vector<BuildError> errors = resolveBuild(out.build, out.catalog, out.resolved);
    if (!errors.empty()) {
        QStringList lines;
        for (const BuildError &e : errors)
            lines << QStringLiteral("%1: %2").arg(QString::fromStdString(e.field),
                                                  QString::fromStdString(e.message));
        if (error)
            *error = QStringLiteral("quote %1 version %2: %3")
                         .arg(quote.number)
                         .arg(quote.version)
                         .arg(lines.join(QStringLiteral("; ")));
        return false;
    }
    out.evaluation = evaluate(out.resolved);
    out.header = quoteHeaderOf(quote);
    return true;
}

} // namespace np
