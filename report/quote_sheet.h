// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/quote_store.h"
#include "core/resolved_build.h"
#include "report/build_sheet.h"

#include <QString>

// A quote made printable: its build evaluated against the catalog with the quote's own dated
// prices and commercial terms, plus the header the sheet prints. Used by `nodeplan export-pdf
// Q-2026-0001` and by the Quotes dock.
namespace np
{

QuoteHeader quoteHeaderOf(const Quote &quote);

// Holds everything the sheet points into; fill it in place (it is neither copied nor moved,
// because `resolved` points into `catalog` and `build`).
struct QuoteSheet {
    QuoteSheet() = default;
    QuoteSheet(const QuoteSheet &) = delete;
    QuoteSheet &operator=(const QuoteSheet &) = delete;

    CatalogSnapshot catalog;
    Build build;
    ResolvedBuild resolved;
    Evaluation evaluation;
    QuoteHeader header;

    [[nodiscard]] BuildSheetInput input() const;
};

// Evaluates `quote` against `catalog` (its prices replaced by the quote's). Returns false and
// says which part of the stored build is wrong in `error`.
bool prepareQuoteSheet(const Quote &quote, const CatalogSnapshot &catalog, QuoteSheet &out, QString *error);

} // namespace np
