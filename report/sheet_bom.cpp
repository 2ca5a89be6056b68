// SPDX-License-Identifier: MIT
// The bill of materials: one line per SKU, chassis first (as resellers list it), then the
// commercial totals exactly as the Evaluation computed them.
#include "presentation/core_names.h"
#include "report/flow_blocks.h"
#include "report/sheet_sections.h"
#include "report/sheet_text.h"

#include "presentation/money_text.h"

namespace np::report
{

namespace
{

QString unitPriceText(const BomLine &line, const SheetContext &ctx)
{
    if (line.includedInSystemPrice)
        return includedInSystemPriceText();
    if (!line.priced) {
        // The catalog's reason ("no public price found") is internal; the customer reads "price on request".
        if (!ctx.input.internalNotes) {
            BomLine withoutReason = line;
            withoutReason.noPriceReason.clear();
            return priceOnRequestText(withoutReason);
        }
        return priceOnRequestText(line);
    }
    QString text = ctx.money(line.unitPriceEur);
    // Show the catalog's own figure when it was converted, so the source price can be checked.
    if (!line.currency.empty() && qs(line.currency) != ctx.quoteMoney.currency)
        text +=
            QStringLiteral("\n%1 %2").arg(qs(line.currency), ctx.numbers.number(line.unitPriceOriginal, 2));
    return text;
}

TableRow bomRow(const BomLine &line, int index, const SheetContext &ctx)
{
    TableRow row;
    row.cells << QString::number(index) << bomKindName(line.slotKind) << partNumberText(line, ctx.input)
              << (line.isSupport() ? supportLineText(line) : qs(line.description))
              << QString::number(line.quantity) << unitPriceText(line, ctx)
              << (line.priced && !line.includedInSystemPrice ? ctx.money(line.extendedEur)
                                                             : QStringLiteral("—"))
              << (line.priceDate.empty() ? QStringLiteral("—") : qs(line.priceDate))
              << (line.isSupport() ? QStringLiteral("—") : leadTimeText(line, ctx.numbers)); // a service
    if (!line.priced)
        row.cellColors = {QColor(), QColor(), QColor(), QColor(), QColor(), ctx.style.warn};
    return row;
}

} // namespace

void flowBillOfMaterials(PageFlow &flow, const SheetContext &ctx)
{
    const SheetStyle &st = ctx.style;
    const CostFigures &c = ctx.eval().cost;
    const BuildOptions &o = ctx.build().options;
    const std::vector<TableColumn> columns{
        {QStringLiteral("#"), 0.3, Qt::AlignRight},
        {SheetText::tr("Item"), 0.8},
        {SheetText::tr("Part number"), 1.9},
        {SheetText::tr("Description"), 2.3},
        {SheetText::tr("Qty"), 0.4, Qt::AlignRight},
        {SheetText::tr("Unit price"), 1.35, Qt::AlignRight},
        {SheetText::tr("Extended"), 1.4, Qt::AlignRight},
        {SheetText::tr("Price date"), 1.15, Qt::AlignRight},
        {SheetText::tr("Lead time"), 1.05, Qt::AlignRight},
    };
    std::vector<TableRow> rows;
    int index = 1;
    for (const BomLine &line : c.bom)
        rows.push_back(bomRow(line, index++, ctx));
    const auto total = [&](const QString &label, double eur, bool bold = false, bool rule = false) {
        TableRow row;
        row.cells << QString() << QString() << QString() << label << QString() << QString() << ctx.money(eur)
                  << QString() << QString();
        row.bold = bold;
        row.shaded = bold;
        row.ruleAbove = rule;
        rows.push_back(row);
    };
    // A total that leaves unpriced lines out says so in its own row, not only in a note below.
    const auto label = [&](const QString &name) {
        return c.complete ? name : QStringLiteral("%1 (%2)").arg(name, incompleteText(c));
    };
    total(label(SheetText::tr("Subtotal (hardware)")), c.hardwareEur, false, true);
    if (c.supportEur != 0)
        total(SheetText::tr("Support"), c.supportEur);
    if (c.discountEur != 0 || o.discountPct != 0)
        total(percentLabel(SheetText::tr("Discount"), o.discountPct, ctx.numbers), -c.discountEur);
    if (c.marginEur != 0 || o.marginPct != 0)
        total(percentLabel(SheetText::tr("Margin"), o.marginPct, ctx.numbers), c.marginEur);
    total(percentLabel(SheetText::tr("VAT"), o.vatPct, ctx.numbers), c.vatEur);
    total(label(SheetText::tr("Total")), c.totalEur, true);

    flowHeading(flow, st, SheetText::tr("Bill of materials"), tableLeadHeight(st, columns, rows, 2));
    TableOptions options;
    options.keepTailRows = static_cast<int>(rows.size() - c.bom.size()) + 1; // last line and totals together
    flowTable(flow, st, columns, rows, options);

    QStringList notes;
    if (!c.complete)
        notes << SheetText::tr("Totals are incomplete: %n line(s) without a price (price on request) are not "
                               "in them.",
                               nullptr, c.unpricedLines);
    notes << SheetText::tr("Prices in %1; USD catalog prices converted at %2. Each price is the newest "
                           "catalog price on or before its date; catalog \"%3\" as of %4.")
                 .arg(ctx.quoteMoney.currency, usdRateText(o.usdToEur, ctx.numbers), qs(ctx.catalog().name),
                      qs(ctx.catalog().asOf));
    if (ctx.quoteMoney.currency != QLatin1String("EUR"))
        notes << SheetText::tr("Amounts converted from EUR at %1 %2 per EUR.")
                     .arg(ctx.numbers.compact(ctx.quoteMoney.perEur, 4), ctx.quoteMoney.currency);
    if (ctx.input.quote && !ctx.input.quote->notes.isEmpty())
        notes << SheetText::tr("Notes: %1").arg(ctx.input.quote->notes);
    flow.skip(st.pt(3));
    for (const QString &note : notes)
        flowParagraph(flow, st, st.small, note, st.muted);
}

} // namespace np::report
