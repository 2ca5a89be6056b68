// SPDX-License-Identifier: MIT
// The bill of materials as CSV, for procurement systems: the same lines and totals as the PDF,
// amounts without grouping or currency symbols.
#include "presentation/csv_cell.h"
#include "presentation/money_text.h"
#include "presentation/number_format.h"
#include "presentation/safe_write.h"
#include "report/build_sheet.h"
#include "report/sheet_text.h"

#include <QDir>
#include <QFileInfo>

namespace np
{

using namespace report;

namespace
{

// The vendor part number, empty when the catalog has none (a CSV cell stays empty rather than "—").
QString partNumberCell(const BomLine &line, const BuildSheetInput &input)
{
    const catalog::PartDocument *doc = partDocument(line, input);
    return doc ? doc->vendorPartNumber : QString();
}

} // namespace

QString bomCsv(const BuildSheetInput &input)
{
    const CostFigures &c = input.evaluation->cost;
    const BuildOptions &o = input.build->options;
    const auto field = [](const QString &text) { return csvCell(text); };
    const QuoteMoney money = quoteMoneyOf(input);
    // Machines read the CSV: C locale, no grouping, no currency symbol, two decimals.
    const NumberFormat cli = NumberFormat::forCli();
    const auto amount = [&](double eur) { return cli.plain(eur * money.perEur, 2); };
    const QString cur = money.currency.toLower();
    QString out = QStringLiteral("item,kind,part_number,description,quantity,unit_price_%1,extended_price_%1,"
                                 "catalog_price,catalog_currency,price_date,price_note,lead_time_weeks,"
                                 "lead_time_date\n")
                      .arg(cur);
    int index = 1;
    for (const BomLine &line : c.bom) {
        // An unpriced line leaves its amounts empty and says "price on request"; support the system price
        // includes is 0.00 and says so.
        // Fixed English words, like the total labels: machines read them.
        const QString note = line.includedInSystemPrice ? QStringLiteral("included in the system price")
                             : line.priced              ? QString()
                                                        : QStringLiteral("price on request");
        QStringList cells{QString::number(index++),
                          field(qs(line.slotKind)),
                          field(partNumberCell(line, input)),
                          field(line.isSupport() ? supportLineText(line) : qs(line.description)),
                          QString::number(line.quantity),
                          line.priced ? amount(line.unitPriceEur) : QString(),
                          line.priced ? amount(line.extendedEur) : QString(),
                          line.priced && !line.includedInSystemPrice ? cli.plain(line.unitPriceOriginal, 2)
                                                                     : QString(),
                          field(qs(line.currency)),
                          field(qs(line.priceDate)),
                          field(note),
                          line.leadTimeWeeks > 0 ? cli.plain(line.leadTimeWeeks, 1) : QString(),
                          field(qs(line.leadTimeDate))};
        out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    const auto total = [&](const QString &label, double eur) {
        out += QStringLiteral(",,,%1,,,%2,,,,,,\n").arg(field(label), amount(eur));
    };
    // A total that leaves unpriced lines out says so in its label; their price cells stay empty.
    const auto label = [&](const QString &name) {
        return c.complete ? name : QStringLiteral("%1 (%2)").arg(name, incompleteText(c));
    };
    total(label(QStringLiteral("Subtotal (hardware)")), c.hardwareEur);
    if (c.supportEur != 0)
        total(QStringLiteral("Support"), c.supportEur);
    total(percentLabel(QStringLiteral("Discount"), o.discountPct, cli), -c.discountEur);
    total(percentLabel(QStringLiteral("Margin"), o.marginPct, cli), c.marginEur);
    total(percentLabel(QStringLiteral("VAT"), o.vatPct, cli), c.vatEur);
    total(label(QStringLiteral("Total")), c.totalEur);
    return out;
}

bool writeBomCsv(const BuildSheetInput &input, const QString &csvPath, QString *error)
{
    return writeFileSafely(csvPath, bomCsv(input).toUtf8(), error);
}

QString bomCsvPathBeside(const QString &pdfPath)
{
    const QFileInfo info(pdfPath);
    const QString base = info.suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0
                             ? info.completeBaseName()
                             : info.fileName();
    const QString name = base + QStringLiteral(".csv");
    return info.path() == QLatin1String(".") && !pdfPath.startsWith(QLatin1String("./"))
               ? name
               : info.dir().filePath(name);
}

} // namespace np
