// SPDX-License-Identifier: MIT
#pragma once

#include "core/catalog_snapshot.h"
#include "core/evaluation.h"
#include "presentation/number_format.h"
#include "report/build_sheet.h"

#include <QCoreApplication>
#include <QString>

#include <string>
#include <vector>

// The few derived lines the build sheet and the CSV print, kept apart from the layout so both
// and the tests use the same wording. Enum names come from presentation/display_names.h.
namespace np::report
{

// The tr() context of every sentence and heading on the build sheet (lupdate finds
// SheetText::tr; a free tr() helper would file its strings under the namespace instead).
struct SheetText {
    Q_DECLARE_TR_FUNCTIONS(np::BuildSheet)
};

// Money as shown to a customer. Core computes in EUR; a quote may be in another currency, in
// which case every EUR amount is multiplied by `perEur` (units of `currency` per euro).
struct QuoteMoney {
    QString currency = QStringLiteral("EUR");
    double perEur = 1.0;
};
// The quote's currency, else the sheet's display currency at the build's rate.
QuoteMoney quoteMoneyOf(const BuildSheetInput &input);

// Core's PSU verdict of one redundancy mode in words ("sufficient", "insufficient").
QString psuStatusName(Status status);

// "VAT (19 %)": a total's label with the build option's percentage.
QString percentLabel(const QString &name, double pct, const NumberFormat &numbers);

// What a customer's BOM prints as a line's part number: the vendor part number, or "—" when the
// catalog has none. Never the catalog's SKU, which may be an internal code (PSU-3200W-TITANIUM).
QString partNumberText(const BomLine &line, const BuildSheetInput &input);

// The catalog's document facts of a line's part, or nullptr when the input carries none for it.
const catalog::PartDocument *partDocument(const BomLine &line, const BuildSheetInput &input);

inline QString qs(const std::string &s)
{
    return QString::fromStdString(s);
}

} // namespace np::report
