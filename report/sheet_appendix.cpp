// SPDX-License-Identifier: MIT
// What the estimates rest on: every assumption with the value used. The internal appendix (a seller's
// copy, BuildSheetInput::internalNotes) adds why each value was chosen, where each part's figures come
// from (source, date read, unverified marked) and how each price was obtained; a customer's copy names
// no source documents, sites or derivations.
#include "presentation/assumption_text.h"
#include "presentation/money_text.h"
#include "report/flow_blocks.h"
#include "report/sheet_sections.h"
#include "report/sheet_text.h"

#include <set>
#include <utility>

namespace np::report
{

namespace
{

// A heading kept with the first rows of its table, a lead paragraph, and the table.
void flowTableSection(PageFlow &flow, const SheetStyle &st, const QString &heading, const QString &lead,
                      const std::vector<TableColumn> &columns, const std::vector<TableRow> &rows)
{
    flowHeading(flow, st, heading, st.lineHeight(st.body) * 2 + tableLeadHeight(st, columns, rows, 2));
    flowParagraph(flow, st, st.body, lead);
    flowTable(flow, st, columns, rows);
}

void flowAssumptions(PageFlow &flow, const SheetContext &ctx)
{
    const SheetStyle &st = ctx.style;
    const Assumptions &used = ctx.eval().assumptions;
    const Assumptions defaults;
    const bool reasons = ctx.input.internalNotes;
    std::vector<TableColumn> columns{
        {SheetText::tr("Assumption"), 2.3},
        {SheetText::tr("Value used"), 1.2, Qt::AlignRight},
    };
    if (reasons)
        columns.push_back({SheetText::tr("Reason and source"), 5.0});
    std::vector<TableRow> rows;
    for (const AssumptionInfo &a : assumptionCatalog()) {
        const double value = used.*(a.field);
        const double standard = defaults.*(a.field);
        QString valueText = ctx.numbers.compact(value, 4);
        if (a.unit != "x")
            valueText +=
                QLatin1Char(' ') + QString::fromUtf8(a.unit.data(), static_cast<qsizetype>(a.unit.size()));
        QString reason = assumptionReason(a);
        TableRow row;
        if (value != standard) {
            reason +=
                SheetText::tr(" — changed for this build from %1.").arg(ctx.numbers.compact(standard, 4));
            row.bold = true;
        }
        row.cells << QString::fromUtf8(a.key.data(), static_cast<qsizetype>(a.key.size())) << valueText;
        if (reasons)
            row.cells << reason;
        rows.push_back(row);
    }
    // The commercial defaults with the value this sheet used: the exchange rate, and on a quote its VAT.
    const BuildOptions &options = ctx.build().options;
    std::vector<std::pair<CommercialAssumption, double>> commercial{{usdToEurAssumption(), options.usdToEur}};
    if (ctx.input.quote)
        commercial.emplace_back(vatAssumption(), options.vatPct);
    for (const auto &[a, used] : commercial) {
        QString reason = assumptionSource(a);
        TableRow row;
        if (used != a.value) {
            reason +=
                SheetText::tr(" — changed for this build from %1.").arg(ctx.numbers.compact(a.value, 4));
            row.bold = true;
        }
        row.cells << QString::fromUtf8(a.key.data(), static_cast<qsizetype>(a.key.size()))
                  << ctx.numbers.compact(used, 4) + QLatin1Char(' ') +
                         QString::fromUtf8(a.unit.data(), static_cast<qsizetype>(a.unit.size()));
        if (reasons)
            row.cells << reason;
        rows.push_back(row);
    }
    flowTableSection(
        flow, st, SheetText::tr("Assumptions"),
        SheetText::tr("The estimates use these efficiencies and guidelines. Values in bold were changed for "
                      "this build; \"x\" values are ratios."),
        columns, rows);
}

void flowSources(PageFlow &flow, const SheetContext &ctx)
{
    const SheetStyle &st = ctx.style;
    const std::vector<TableColumn> columns{
        {SheetText::tr("Part number"), 1.8}, {SheetText::tr("Part"), 2.0},   {SheetText::tr("Source"), 3.6},
        {SheetText::tr("Checked"), 0.95},    {SheetText::tr("Status"), 1.0},
    };
    std::vector<TableRow> rows;
    std::set<std::string> seen;
    int unverified = 0;
    const auto add = [&](const std::string &sku) {
        if (sku.empty() || !seen.insert(sku).second)
            return;
        const PartInfo *info = ctx.catalog().find(sku).info;
        TableRow row;
        if (!info) {
            row.cells << qs(sku) << QString() << SheetText::tr("not in the catalog") << QString()
                      << SheetText::tr("unknown");
            row.cellColors = {QColor(), QColor(), QColor(), QColor(), st.bad};
            rows.push_back(row);
            return;
        }
        const Provenance &pv = info->provenance;
        QString source = pv.source.empty() ? SheetText::tr("no source recorded") : qs(pv.source);
        // Notes on how a figure was sourced are for the seller, not the customer (BuildSheetInput).
        if (!pv.notes.empty() && ctx.input.internalNotes)
            source += QStringLiteral("\n") + qs(pv.notes);
        const bool verified = pv.verified && !pv.source.empty();
        unverified += verified ? 0 : 1;
        row.cells << qs(sku) << qs(info->name) << source
                  << (pv.checkedDate.empty() ? QStringLiteral("—") : qs(pv.checkedDate))
                  << (verified ? SheetText::tr("verified") : SheetText::tr("unverified"));
        row.cellColors = {QColor(), QColor(), QColor(), QColor(), verified ? st.good : st.warn};
        rows.push_back(row);
    };
    add(ctx.build().chassisSku);
    for (const BomLine &line : ctx.eval().cost.bom)
        if (!line.isSupport()) // not a catalog part: its terms' source is the chassis row's, below
            add(line.sku);
    for (const Workload &w : ctx.build().workloads)
        add(w.modelSku);
    const Chassis *chassis = ctx.catalog().findChassis(ctx.build().chassisSku);
    if (chassis && chassis->support.stated()) {
        TableRow row;
        row.cells << qs(supportSku(chassis->info.sku)) << SheetText::tr("support terms")
                  << qs(chassis->support.source) << QStringLiteral("—") << SheetText::tr("unverified");
        row.cellColors = {QColor(), QColor(), QColor(), QColor(), st.warn};
        rows.push_back(row);
    }

    flowTableSection(
        flow, st, SheetText::tr("Sources of the catalog data"),
        SheetText::tr("Where each part's figures come from and when the source was read. %1")
            .arg(unverified > 0
                     ? SheetText::tr("%n part(s) are marked unverified: no primary source was found "
                                     "for some of their figures; check them against the vendor before "
                                     "ordering.",
                                     nullptr, unverified)
                     : SheetText::tr("Every part has a primary source.")),
        columns, rows);
}

// Each BOM line's price: its kind and date, where it comes from and, for an estimate, the arithmetic;
// a line without a price says why (the catalog's reason, which the customer's BOM leaves out).
void flowPriceDerivations(PageFlow &flow, const SheetContext &ctx)
{
    const SheetStyle &st = ctx.style;
    const std::vector<TableColumn> columns{
        {SheetText::tr("Part"), 2.2},
        {SheetText::tr("Kind"), 0.9},
        {SheetText::tr("Date"), 1.0},
        {SheetText::tr("Source and derivation"), 5.2},
    };
    std::vector<TableRow> rows;
    for (const BomLine &line : ctx.eval().cost.bom) {
        TableRow row;
        if (line.includedInSystemPrice) {
            row.cells << supportLineText(line) << includedInSystemPriceText() << QStringLiteral("—")
                      << SheetText::tr("the vendor's terms (Sources of the catalog data)");
        } else if (!line.priced) {
            row.cells << qs(line.description) << SheetText::tr("on request") << QStringLiteral("—")
                      << (line.noPriceReason.empty() ? SheetText::tr("no reason recorded")
                                                     : qs(line.noPriceReason));
            row.cellColors = {QColor(), st.warn};
        } else {
            // The catalog's source and derivation of the price this line used (a quote may carry an
            // older price than the catalog's newest: then its own record is all there is).
            const catalog::PartDocument *doc = partDocument(line, ctx.input);
            QString text = SheetText::tr("source not recorded with this price");
            if (doc && doc->priceDate == qs(line.priceDate)) {
                text = doc->priceSource;
                if (!doc->priceDerivation.isEmpty())
                    text += QStringLiteral("\n") + SheetText::tr("Derived: %1").arg(doc->priceDerivation);
            }
            row.cells << qs(line.description) << qs(line.priceKind) << qs(line.priceDate) << text;
        }
        rows.push_back(row);
    }
    flowTableSection(flow, st, SheetText::tr("Prices: kind, source and derivation"),
                     SheetText::tr("Internal: how each price in the bill of materials was obtained. An "
                                   "estimate is derived from other published figures; its derivation says "
                                   "which way it errs."),
                     columns, rows);
}

// Each workload's estimates with the expected error band of their stratum and what a band means.
void flowExpectedErrors(PageFlow &flow, const SheetContext &ctx)
{
    const SheetStyle &st = ctx.style;
    const QStringList paragraphs = expectedErrorParagraphs(ctx.eval(), ctx.numbers);
    if (paragraphs.isEmpty())
        return;
    flowHeading(flow, st, SheetText::tr("Expected error"), st.lineHeight(st.body) * 3);
    for (const QString &paragraph : paragraphs)
        flowParagraph(flow, st, st.body, paragraph);
}

} // namespace

void flowAssumptionsAndSources(PageFlow &flow, const SheetContext &ctx)
{
    flowExpectedErrors(flow, ctx);
    flowAssumptions(flow, ctx);
    if (!ctx.input.internalNotes)
        return;
    flowPriceDerivations(flow, ctx);
    flowSources(flow, ctx);
}

} // namespace np::report
