// SPDX-License-Identifier: MIT
#include "report/build_sheet.h"

#include "catalog/catalog_store.h"
#include "presentation/safe_write.h"
#include "report/page_flow.h"
#include "report/sheet_pdf.h"
#include "report/sheet_sections.h"
#include "report/sheet_style.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>

namespace np
{

namespace
{

void paintPageFrame(QPainter &p, const report::SheetStyle &st, const BuildSheetInput &in, double width,
                    double height, int page, int pages)
{
    const double headerH = st.lineHeight(st.small);
    p.setFont(st.small);
    p.setPen(st.muted);
    const QRectF header(0, 0, width, headerH);
    const QString buildName =
        report::qs(in.evaluation->buildName.empty() ? in.build->name : in.evaluation->buildName);
    p.drawText(header, Qt::AlignLeft | Qt::AlignVCenter,
               report::SheetText::tr("NodePlan build sheet · %1").arg(buildName));
    p.drawText(header, Qt::AlignRight | Qt::AlignVCenter, report::sheetKindLine(in));
    p.setPen(QPen(st.rule, st.pt(0.5)));
    p.drawLine(QPointF(0, headerH + st.pt(2)), QPointF(width, headerH + st.pt(2)));

    const double footerH = st.lineHeight(st.small);
    const QRectF footer(0, height - footerH, width, footerH);
    p.drawLine(QPointF(0, footer.top() - st.pt(2)), QPointF(width, footer.top() - st.pt(2)));
    p.setPen(st.muted);
    const QString date = in.quote && in.quote->date.isValid() ? in.quote->date.toString(Qt::ISODate)
                                                              : in.issued.toString(Qt::ISODate);
    p.drawText(
        footer, Qt::AlignLeft | Qt::AlignVCenter,
        report::SheetText::tr("%1 · catalog %2 as of %3 · NodePlan %4")
            .arg(date, QFileInfo(report::qs(in.catalog->name)).fileName(), report::qs(in.catalog->asOf),
                 QCoreApplication::applicationVersion().isEmpty() ? QStringLiteral("0.1")
                                                                  : QCoreApplication::applicationVersion()));
    p.drawText(footer, Qt::AlignRight | Qt::AlignVCenter,
               report::SheetText::tr("Page %1 of %2").arg(page).arg(pages));
}

// Paints the sheet as PDF bytes into `out`.
// "NodePlan; BOM CSV NAME.csv SHA-256 HEX": the Creator field of a PDF written with its CSV.
QString bomCsvStamp(const QString &csvPath, const QByteArray &csv)
{
    return QStringLiteral("NodePlan; BOM CSV %1 SHA-256 %2")
        .arg(QFileInfo(csvPath).fileName(),
             QString::fromLatin1(QCryptographicHash::hash(csv, QCryptographicHash::Sha256).toHex()));
}

// `csv`, if given, is the BOM CSV written with this PDF: its name and SHA-256 go into the PDF's
// Creator field, so a reader can tell whether the CSV beside a PDF is the one made with it.
bool paintBuildSheet(const BuildSheetInput &input, QByteArray *out, const QString &pdfPath, PaperSize paper,
                     QString *error, const std::pair<QString, QByteArray> &csv = {})
{
    const auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!input.evaluation || !input.build || !input.catalog || !input.resolved)
        return fail(QStringLiteral("nothing to print: the build sheet needs an evaluation, a build, a "
                                   "catalog and the resolved build"));

    QBuffer buffer(out);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    report::setUpSheetPdf(writer, paper);
    const QString title =
        input.quote ? report::SheetText::tr("Quote %1 v%2 — %3")
                          .arg(input.quote->number)
                          .arg(input.quote->version)
                          .arg(report::qs(input.evaluation->buildName))
                    : report::SheetText::tr("Build sheet — %1").arg(report::qs(input.evaluation->buildName));
    writer.setTitle(title);
    if (!csv.first.isEmpty())
        writer.setCreator(bomCsvStamp(csv.first, csv.second));

    const report::SheetStyle style(&writer);
    const double width = writer.width();
    const double height = writer.height();
    const double band = style.lineHeight(style.small) + style.pt(9);

    const report::SheetContext ctx{input, style, NumberFormat::forDocument(input.locale),
                                   report::quoteMoneyOf(input)};

    // Layout: every section measures itself and moves whole blocks to the next page.
    report::PageFlow flow(width, band, height - band);
    report::flowSummary(flow, ctx);
    flow.newPage();
    report::flowBillOfMaterials(flow, ctx);
    report::flowPowerReport(flow, ctx);
    report::flowCharts(flow, ctx);
    report::flowFindings(flow, ctx);
    report::flowAssumptionsAndSources(flow, ctx);

    if (!report::paintSheetPages(writer, flow, [&](QPainter &painter, int page, int pages) {
            paintPageFrame(painter, style, input, width, height, page, pages);
        }))
        return fail(report::SheetText::tr("cannot start painting the PDF %1").arg(pdfPath));
    return true;
}

} // namespace

BuildSheetInput BuildSheetInput::of(const EvaluatedBuild &evaluated)
{
    BuildSheetInput in;
    in.evaluation = &evaluated.evaluation();
    in.build = &evaluated.build();
    in.catalog = &evaluated.catalog();
    in.resolved = &evaluated.resolved();
    return in;
}

void attachPartDocuments(BuildSheetInput &input, const QSqlDatabase &catalogDatabase)
{
    input.partDocuments = catalog::partDocuments(
        catalogDatabase, input.catalog ? QString::fromStdString(input.catalog->asOf) : QString());
}

void attachPartDocuments(BuildSheetInput &input, const CatalogStore &store)
{
    input.partDocuments =
        store.partDocuments(input.catalog ? QString::fromStdString(input.catalog->asOf) : QString());
}

bool writeBuildSheet(const BuildSheetInput &input, const QString &pdfPath, PaperSize paper, QString *error)
{
    // Painted in memory (a few hundred KB), then written in one go: a failed export never leaves
    // half a PDF.
    QByteArray pdf;
    return paintBuildSheet(input, &pdf, pdfPath, paper, error) && writeFileSafely(pdfPath, pdf, error);
}

bool writeBuildSheetAndBomCsv(const BuildSheetInput &input, const QString &pdfPath, const QString &csvPath,
                              PaperSize paper, QString *error)
{
    const QByteArray csv = bomCsv(input).toUtf8();
    QByteArray pdf;
    if (!paintBuildSheet(input, &pdf, pdfPath, paper, error, {csvPath, csv}))
        return false;
    // The CSV is renamed into place first and the PDF last: after a kill between the two, the PDF
    // is never newer than its CSV, and the stamp in the PDF tells whether they match.
    return writeFilesSafely({{csvPath, csv}, {pdfPath, pdf}}, error);
}

} // namespace np
