// SPDX-License-Identifier: MIT
// The bill of materials as CSV, for procurement systems: the same lines and totals as the PDF,
// amounts without grouping or currency symbols.
#include "presentation/csv_cell.h"
#include "presentation/safe_write.h"
#include "report/build_sheet.h"
#include "report/report_format.h"
#include "report/sheet_text.h"

#include <QDir>
#include <QFileInfo>

namespace np
{

using namespace report;

QString bomCsv(const BuildSheetInput &input)
{
    const CostFigures &c = input.evaluation->cost;
    const BuildOptions &o = input.build->options;
    const auto field = [](const QString &text) { return csvCell(text); };
    MoneyFormat money;
    if (input.quote) {
        money.currency = input.quote->currency;
        money.perEur = input.quote->perEur;
    }
    const QString cur = money.currency.toLower();
    QString out = QStringLiteral("item,kind,part_number,description,quantity,unit_price_%1,extended_price_%1,"
                                 "catalog_price,catalog_currency,price_date\n")
                      .arg(cur);
    int index = 1;
    for (const BomLine &line : c.bom) {
        QStringList cells{QString::number(index++),
                          field(qs(line.slotKind)),
                          field(qs(line.sku)),
                          field(qs(line.description)),
                          QString::number(line.quantity),
                          line.priced ? formatMoneyPlain(line.unitPriceEur, money) : QString(),
                          line.priced ? formatMoneyPlain(line.extendedEur, money) : QString(),
                          line.priced ? QString::number(line.unitPriceOriginal, 'f', 2) : QString(),
                          field(qs(line.currency)),
                          field(qs(line.priceDate))};
        out += cells.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    const auto total = [&](const QString &label, double eur) {
        out += QStringLiteral(",,,%1,,,%2,,,\n").arg(field(label), formatMoneyPlain(eur, money));
    };
    total(QStringLiteral("Subtotal (hardware)"), c.hardwareEur);
    total(percentLabel(QStringLiteral("Discount"), o.discountPct), -c.discountEur);
    total(percentLabel(QStringLiteral("Margin"), o.marginPct), c.marginEur);
    total(percentLabel(QStringLiteral("VAT"), o.vatPct), c.vatEur);
    total(QStringLiteral("Total"), c.totalEur);
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
