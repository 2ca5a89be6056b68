// SPDX-License-Identifier: MIT
#include "report/quote_sheet.h"
#include "report/sheet_text.h"

#include "presentation/build_errors.h"

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
    BuildSheetInput in = BuildSheetInput::of(evaluated);
    in.quote = header;
    in.internalNotes = false; // a quote goes to the customer
    in.issued = header.date.isValid() ? header.date : QDate::currentDate();
    return in;
}

bool prepareQuoteSheet(const Quote &quote, const CatalogSnapshot &catalog, QuoteSheet &out, QString *error)
{
    auto priced = std::make_shared<CatalogSnapshot>(catalog);
    Build build;
    applyQuote(quote, *priced, build);
    EvaluatedBuild evaluated = evaluateBuild(std::move(build), std::move(priced));
    if (!evaluated.errors().empty()) {
        if (error)
            *error = report::SheetText::tr("quote %1 version %2: %3")
                         .arg(quote.number)
                         .arg(quote.version)
                         .arg(buildErrorLines(evaluated.errors()).join(QStringLiteral("; ")));
        return false;
    }
    out.evaluated = std::move(evaluated);
    out.header = quoteHeaderOf(quote);
    return true;
}

} // namespace np
