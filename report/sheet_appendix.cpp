// SPDX-License-Identifier: MIT
// What the estimates rest on: every assumption with the value used and why, and where each
// part's figures come from (source, date read, unverified marked).
#include "presentation/assumption_text.h"
#include "report/flow_blocks.h"
#include "report/sheet_sections.h"
#include "report/sheet_text.h"

#include <set>
#include <utility>

namespace np::report
{

namespace
{

void flowAssumptions(PageFlow &flow, const SheetContext &ctx)
{
    const SheetStyle &st = ctx.style;
    const Assumptions &used = ctx.eval().assumptions;
    const Assumptions defaults;
    const std::vector<TableColumn> columns{
        {SheetText::tr("Assumption"), 2.3},
        {SheetText::tr("Value used"), 1.2, Qt::AlignRight},
        {SheetText::tr("Reason and source"), 5.0},
    };
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
        row.cells << QString::fromUtf8(a.key.data(), static_cast<qsizetype>(a.key.size())) << valueText
                  << reason;
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
                         QString::fromUtf8(a.unit.data(), static_cast<qsizetype>(a.unit.size()))
                  << reason;
        rows.push_back(row);
    }
    flowHeading(flow, st, SheetText::tr("Assumptions"),
                st.lineHeight(st.body) * 2 + tableLeadHeight(st, columns, rows, 2));
    flowParagraph(
        flow, st, st.body,
        SheetText::tr("The estimates use these efficiencies and guidelines. Values in bold were changed for "
                      "this build; \"x\" values are ratios."));
    flowTable(flow, st, columns, rows);
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
        const PartInfo *info = findPartInfo(ctx.catalog(), sku);
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
        add(line.sku);
    for (const Workload &w : ctx.build().workloads)
        add(w.modelSku);

    flowHeading(flow, st, SheetText::tr("Sources of the catalog data"),
                st.lineHeight(st.body) * 2 + tableLeadHeight(st, columns, rows, 2));
    flowParagraph(
        flow, st, st.body,
        SheetText::tr("Where each part's figures come from and when the source was read. %1")
            .arg(unverified > 0
                     ? SheetText::tr("%n part(s) are marked unverified: no primary source was found "
                                     "for some of their figures; check them against the vendor before "
                                     "ordering.",
                                     nullptr, unverified)
                     : SheetText::tr("Every part has a primary source.")));
    flowTable(flow, st, columns, rows);
}

} // namespace

void flowAssumptionsAndSources(PageFlow &flow, const SheetContext &ctx)
{
    flowAssumptions(flow, ctx);
    flowSources(flow, ctx);
}

} // namespace np::report
