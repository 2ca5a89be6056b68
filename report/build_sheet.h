// SPDX-License-Identifier: MIT
#pragma once

#include "catalog/part_documents.h"
#include "core/evaluated_build.h"

#include <QDate>
#include <QLocale>
#include <QString>

#include <optional>

// The PDF build sheet a customer's engineer reads without NodePlan, and the bill of materials as
// CSV. Both only print figures from the Evaluation; they compute nothing of their own beyond sums
// of what is shown.
namespace np
{

class CatalogStore;

enum class PaperSize { A4, Letter };

// The commercial header of a quote, as printed on the sheet. Amounts stay in EUR in the
// Evaluation; `currency` and `perEur` say how the sheet shows them.
struct QuoteHeader {
    QString number; // "Q-2026-0001"
    int version = 1;
    QString status; // "draft", "sent", "accepted", "lost"
    QString customer;
    QString project;
    QString author;
    QDate date; // when this version was made
    QDate validUntil;
    QString currency = QStringLiteral("EUR");
    double perEur = 1.0; // units of `currency` per euro
    QString leadTime;    // "6-8 weeks"
    QString notes;
};

// Everything the sheet prints. The pointers must stay valid during writeBuildSheet.
struct BuildSheetInput {
    // The sheet of an evaluated build (the usual case; tests may give a hand-made evaluation).
    static BuildSheetInput of(const EvaluatedBuild &evaluated);

    const Evaluation *evaluation = nullptr;
    const Build *build = nullptr;
    const CatalogSnapshot *catalog = nullptr;
    const ResolvedBuild *resolved = nullptr; // the slots parts went to, for the chassis drawing
    std::optional<QuoteHeader> quote;        // none: "Build sheet — not a quote"
    QDate issued = QDate::currentDate();     // date printed on a non-quote sheet
    // Numbers, money and dates on the PDF follow this locale (`export-pdf --locale de_DE`); the
    // user's locale unless asked otherwise. The BOM CSV is always C locale for machines.
    QLocale locale = QLocale();
    // The currency a build sheet shows its money in (EUR or USD, converted at the build's rate); a
    // quote shows its own currency instead.
    QString displayCurrency = QStringLiteral("EUR");
    // The internal appendix (each part's source and sourcing notes, every price's kind, source and
    // derivation, the reasons behind the assumptions, why a price is on request) is for the seller. A
    // customer's copy, the default, leaves it out: `export-pdf --internal` or the GUI's "Internal
    // Appendix" option turns it on.
    bool internalNotes = false;
    // Vendor part numbers and price sources from the catalog (catalog::partDocuments for the snapshot's
    // date). Without them the BOM prints no part numbers and the appendix no price derivations.
    catalog::PartDocuments partDocuments;
};

// Reads the vendor part numbers and price sources of `input`'s parts from the catalog database its
// snapshot came from (prices as of the snapshot's date). Every export calls it before writing.
void attachPartDocuments(BuildSheetInput &input, const QSqlDatabase &catalogDatabase);
// The same through the catalog's store (the desktop application holds no database connection).
void attachPartDocuments(BuildSheetInput &input, const CatalogStore &store);

// Writes the build sheet to `pdfPath`. On failure returns false and says why in `error`.
bool writeBuildSheet(const BuildSheetInput &input, const QString &pdfPath, PaperSize paper, QString *error);

// Writes the bill of materials (chassis line first, then totals) as CSV.
bool writeBomCsv(const BuildSheetInput &input, const QString &csvPath, QString *error);
// The CSV text itself (for tests and the clipboard).
QString bomCsv(const BuildSheetInput &input);

// The PDF and its CSV together: both are written to temporary files and renamed only if both
// succeeded, so a reader never finds a new PDF beside an old CSV. On failure both previous files
// stay as they were.
bool writeBuildSheetAndBomCsv(const BuildSheetInput &input, const QString &pdfPath, const QString &csvPath,
                              PaperSize paper, QString *error);

// "FILE.csv" beside "FILE.pdf".
QString bomCsvPathBeside(const QString &pdfPath);

} // namespace np
