// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/quote_store.h"
#include "core/evaluated_build.h"
#include "report/build_sheet.h"

#include <QString>

// A quote made printable: its build evaluated against the catalog with the quote's own dated
// prices and commercial terms, plus the header the sheet prints. Used by `nodeplan export-pdf
// Q-2026-0001` and by the Quotes dock.
namespace np
{

QuoteHeader quoteHeaderOf(const Quote &quote);

// Everything the sheet prints: the quote's build evaluated against its own prices, and the header.
struct QuoteSheet {
    EvaluatedBuild evaluated;
    QuoteHeader header;

    [[nodiscard]] BuildSheetInput input() const;
};

// Evaluates `quote` against `catalog` (its prices replaced by the quote's). Returns false and
// says which part of the stored build is wrong in `error`.
bool prepareQuoteSheet(const Quote &quote, const CatalogSnapshot &catalog, QuoteSheet &out, QString *error);

} // namespace np
