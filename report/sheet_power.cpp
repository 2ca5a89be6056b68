// SPDX-License-Identifier: MIT
// The power report as a facilities engineer reads it: input voltage, VA, watts at idle, typical and
// max, BTU/h, PSU sufficiency per redundancy mode, energy per year, and where the watts go.
#include "charts/kind_colors.h"
#include "charts/status_colors.h"
#include "presentation/core_names.h"
#include "presentation/display_names.h"
#include "report/flow_blocks.h"
#include "report/sheet_sections.h"
#include "report/sheet_text.h"

namespace np::report
{

namespace
{

// Input, draw at idle, typical and max, apparent power, heat and energy, each with its basis.
std::vector<TableRow> powerFigureRows(const SheetContext &ctx)
{
    const PowerFigures &pw = ctx.eval().power;
    const CostFigures &c = ctx.eval().cost;
    const BuildOptions &o = ctx.build().options;
    const auto row = [](const QString &a, const QString &b, const QString &basis) {
        TableRow r;
        r.cells << a << b << basis;
        return r;
    };
    return {
        row(SheetText::tr("Input voltage"), ctx.numbers.number(o.inputVolts, 0) + QStringLiteral(" V"),
            inputFeedText(o.inputVoltage, o.inputVolts, ctx.numbers)),
        row(SheetText::tr("Idle (DC)"), ctx.numbers.watts(pw.idleW),
            SheetText::tr("every part at idle draw")),
        row(SheetText::tr("Idle at the wall"), ctx.numbers.watts(pw.wallIdleW),
            SheetText::tr("through PSU efficiency")),
        row(SheetText::tr("Typical (DC)"), ctx.numbers.watts(pw.typicalW),
            SheetText::tr("sustained training load")),
        row(SheetText::tr("Typical at the wall"), ctx.numbers.watts(pw.wallTypicalW),
            SheetText::tr("through PSU efficiency")),
        row(SheetText::tr("Max (DC)"), ctx.numbers.watts(pw.peakW), SheetText::tr("every part at TDP")),
        row(SheetText::tr("Max at the wall"), ctx.numbers.watts(pw.wallW),
            SheetText::tr("PSU efficiency at peak %1").arg(ctx.numbers.percent(pw.psuEfficiencyAtPeak, 1))),
        row(SheetText::tr("Apparent power"), ctx.numbers.number(pw.wallVA, 0) + QStringLiteral(" VA"),
            SheetText::tr("%1 A at %2 V")
                .arg(ctx.numbers.number(pw.inputCurrentA, 1), ctx.numbers.number(o.inputVolts, 0))),
        row(SheetText::tr("GPU transient peak (DC)"), ctx.numbers.watts(pw.transientW),
            SheetText::tr("millisecond GPU excursions the PSUs must ride through")),
        row(SheetText::tr("Heat"), ctx.numbers.number(pw.btuPerH, 0) + QStringLiteral(" BTU/h"),
            SheetText::tr("%1 released in the chassis; fan wall rated for %2")
                .arg(ctx.numbers.watts(pw.heatW), ctx.numbers.watts(pw.airflowLimitW))),
        row(SheetText::tr("Energy per year"),
            ctx.numbers.number(c.energyKwhPerYear, 0) + QStringLiteral(" kWh"),
            SheetText::tr("at the wall × PUE %1 × %2 of hours at typical load")
                .arg(ctx.numbers.compact(o.pue, 4), ctx.numbers.percent(o.utilization))),
        row(SheetText::tr("Energy cost per year"), ctx.money(c.energyEurPerYear),
            SheetText::tr("at %1 per kWh").arg(ctx.money(o.electricityEurPerKwh, 4))),
    };
}

void flowPowerFigures(PageFlow &flow, const SheetContext &ctx)
{
    const SheetStyle &st = ctx.style;
    const std::vector<TableColumn> figureColumns{
        {SheetText::tr("Figure"), 2.4},
        {SheetText::tr("Value"), 1.5, Qt::AlignRight},
        {SheetText::tr("Basis"), 3.6},
    };
    const std::vector<TableRow> figures = powerFigureRows(ctx);
    flowHeading(flow, st, SheetText::tr("Power report"), tableLeadHeight(st, figureColumns, figures, 3));
    flowTable(flow, st, figureColumns, figures);
}

// PSU sufficiency per redundancy mode, with the failure case for the chosen one.
void flowPsuSufficiency(PageFlow &flow, const SheetContext &ctx)
{
    const SheetStyle &st = ctx.style;
    const PowerFigures &pw = ctx.eval().power;
    const BuildOptions &o = ctx.build().options;
    const std::vector<TableColumn> psuColumns{
        {SheetText::tr("Redundancy mode"), 2.4},
        {SheetText::tr("PSUs counted"), 1.2, Qt::AlignRight},
        {SheetText::tr("Capacity"), 1.2, Qt::AlignRight},
        {SheetText::tr("Headroom over DC max"), 1.5, Qt::AlignRight},
        {SheetText::tr("Verdict"), 1.2},
    };
    std::vector<TableRow> psuRows;
    for (const PsuModeFigures &m : pw.psuModes) {
        TableRow r;
        r.cells << (m.chosen ? SheetText::tr("%1 (this build)").arg(displayName(m.mode))
                             : displayName(m.mode))
                << SheetText::tr("%1 of %2").arg(m.psusCounted).arg(pw.psuCount)
                << ctx.numbers.watts(m.usableW) << ctx.numbers.watts(m.headroomW) << psuStatusName(m.status);
        r.bold = m.chosen;
        r.cellColors = {QColor(), QColor(), QColor(), QColor(), colors::forStatus(m.status)};
        psuRows.push_back(r);
    }
    flow.skip(st.pt(6));
    flowSubheading(flow, st,
                   SheetText::tr("PSU sufficiency: %1 × %2 at %3 V")
                       .arg(pw.psuCount)
                       .arg(ctx.numbers.watts(pw.psuRatedW), ctx.numbers.number(o.inputVolts, 0)),
                   tableLeadHeight(st, psuColumns, psuRows, 3));
    flowTable(flow, st, psuColumns, psuRows);
    flowParagraph(flow, st, st.small,
                  SheetText::tr("After one PSU fails: %1 for a %2 DC max.")
                      .arg(ctx.numbers.watts(pw.psuAfterOneFailureW), ctx.numbers.watts(pw.peakW)),
                  st.muted);
}

// Where the watts go; nothing when the build has no parts drawing power.
void flowPowerByGroup(PageFlow &flow, const SheetContext &ctx)
{
    const SheetStyle &st = ctx.style;
    const PowerFigures &pw = ctx.eval().power;
    const std::vector<TableColumn> groupColumns{
        {SheetText::tr("Group"), 2.4},
        {SheetText::tr("Typical"), 1.2, Qt::AlignRight},
        {SheetText::tr("Max"), 1.2, Qt::AlignRight},
        {SheetText::tr("Share of max"), 1.2, Qt::AlignRight},
    };
    std::vector<TableRow> groupRows;
    double typicalSum = 0, peakSum = 0;
    for (const PowerItem &item : pw.items) {
        typicalSum += item.typicalW;
        peakSum += item.peakW;
    }
    for (const PowerItem &item : pw.items) {
        TableRow r;
        r.cells << powerGroupName(item.group) << ctx.numbers.watts(item.typicalW)
                << ctx.numbers.watts(item.peakW)
                << ctx.numbers.percent(peakSum > 0 ? item.peakW / peakSum : 0);
        r.marker = colors::forPowerGroup(qs(item.group));
        groupRows.push_back(r);
    }
    if (!groupRows.empty()) {
        TableRow sum;
        sum.cells << SheetText::tr("Sum at the wall") << ctx.numbers.watts(typicalSum)
                  << ctx.numbers.watts(peakSum) << QString();
        sum.bold = true;
        sum.shaded = true;
        groupRows.push_back(sum);
        flow.skip(st.pt(6));
        // A short table stays whole under its heading.
        flowSubheading(flow, st, SheetText::tr("Power by group"),
                       tableLeadHeight(st, groupColumns, groupRows, static_cast<int>(groupRows.size())));
        flowTable(flow, st, groupColumns, groupRows);
    }
}

} // namespace

void flowPowerReport(PageFlow &flow, const SheetContext &ctx)
{
    flowPowerFigures(flow, ctx);
    flowPsuSufficiency(flow, ctx);
    flowPowerByGroup(flow, ctx);
}

} // namespace np::report
