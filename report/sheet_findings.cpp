// SPDX-License-Identifier: MIT
// Findings as strengths and weaknesses per subsystem, each with its figures, in the document's language.
#include "charts/status_colors.h"
#include "presentation/display_names.h"
#include "presentation/finding_text.h"
#include "report/flow_blocks.h"
#include "report/sheet_sections.h"
#include "report/sheet_text.h"

#include <array>

namespace np::report
{

namespace
{

constexpr std::array kSubsystems{Subsystem::Gpu,     Subsystem::Interconnect, Subsystem::Cpu,
                                 Subsystem::Memory,  Subsystem::Pcie,         Subsystem::Storage,
                                 Subsystem::Network, Subsystem::Power,        Subsystem::Cooling,
                                 Subsystem::Cost,    Subsystem::Workload};

TableRow findingRow(const Finding &f, const NumberFormat &numbers)
{
    TableRow row;
    const bool strength = f.kind == FindingKind::Strength;
    // Severity sits left of the message so that text extraction (copy, search, pdftotext) reads
    // the message's lines together instead of interleaving them with a cell to their right.
    row.cells << (strength ? QStringLiteral("+") : QStringLiteral("−"))
              << (strength ? displayName(FindingKind::Strength) : displayName(f.severity))
              << findingText(f, numbers);
    const QColor sign = colors::forFinding(strength, f.severity);
    row.cellColors = {sign, sign, QColor()};
    return row;
}

} // namespace

void flowFindings(PageFlow &flow, const SheetContext &ctx)
{
    const SheetStyle &st = ctx.style;
    // "catalog.unverified_figures" quotes the catalog's internal sourcing notes ("planning
    // placeholder… no credible source"): the internal sheet keeps it, a customer's quote does not.
    std::vector<Finding> findings = ctx.eval().findings;
    if (!ctx.input.internalNotes)
        std::erase_if(findings, [](const Finding &f) { return f.rule == "catalog.unverified_figures"; });
    const std::vector<TableColumn> columns{
        {QString(), 0.25, Qt::AlignHCenter},
        {SheetText::tr("Severity"), 0.95},
        {SheetText::tr("Finding"), 8.0},
    };

    int strengths = 0, weaknesses = 0, blocking = 0;
    for (const Finding &f : findings) {
        (f.kind == FindingKind::Strength ? strengths : weaknesses) += 1;
        blocking += f.severity == Severity::Blocking ? 1 : 0;
    }
    const QString intro = SheetText::tr("%1 strengths and %2 weaknesses%3, grouped by subsystem.")
                              .arg(strengths)
                              .arg(weaknesses)
                              .arg(blocking > 0 ? SheetText::tr(" (%1 blocking)").arg(blocking) : QString());
    flowHeading(flow, st, SheetText::tr("Findings"), st.lineHeight(st.body) * 3);
    flowParagraph(flow, st, st.body, findings.empty() ? SheetText::tr("No findings.") : intro);

    for (Subsystem subsystem : kSubsystems) {
        std::vector<TableRow> rows;
        // Weaknesses first: they are what a reviewer must act on.
        for (FindingKind kind : {FindingKind::Weakness, FindingKind::Strength})
            for (const Finding &f : findings)
                if (f.subsystem == subsystem && f.kind == kind)
                    rows.push_back(findingRow(f, ctx.numbers));
        if (rows.empty())
            continue;
        flow.skip(st.pt(4));
        flowSubheading(flow, st, displayName(subsystem), tableLeadHeight(st, columns, rows, 1));
        TableOptions options;
        options.showHeader = false; // the subsystem heading says what follows
        options.keepTailRows = 1;
        flowTable(flow, st, columns, rows, options);
    }
}

} // namespace np::report
