// SPDX-License-Identifier: MIT
// The power report as a facilities engineer reads it: input voltage, VA, watts at idle, typical and
// max, BTU/h, PSU sufficiency per redundancy mode, energy per year, and where the watts go.
#include "charts/kind_colors.h"
#include "charts/status_colors.h"
#include "presentation/display_names.h"
#include "report/flow_blocks.h"
#include "report/sheet_sections.h"
#include "report/sheet_text.h"

namespace np::report
{

void flowPowerReport(PageFlow &flow, const SheetContext &ctx)
{
    const SheetStyle &st = ctx.style;
    const PowerFigures &pw = ctx.eval().power;
    const CostFigures &c = ctx.eval().cost;
    const BuildOptions &o = ctx.build().options;

    const std::vector<TableColumn> figureColumns{
        {QStringLiteral("Figure"), 2.4},
        {QStringLiteral("Value"), 1.5, Qt::AlignRight},
        {QStringLiteral("Basis"), 3.6},
    };
    const auto row = [](const QString &a, const QString &b, const QString &basis) {
        TableRow r;
        r.cells << a << b << basis;
        return r;
    };
    std::vector<TableRow> figures{
        row(QStringLiteral("Input voltage"), ctx.numbers.number(o.inputVolts, 0) + QStringLiteral(" V"),
            inputFeedText(o.inputVoltage, o.inputVolts, ctx.numbers)),
        row(QStringLiteral("Idle (DC)"), ctx.numbers.watts(pw.idleW),
            QStringLiteral("every part at idle draw")),
        row(QStringLiteral("Idle at the wall"), ctx.numbers.watts(pw.wallIdleW),
            QStringLiteral("through PSU efficiency")),
        row(QStringLiteral("Typical (DC)"), ctx.numbers.watts(pw.typicalW),
            QStringLiteral("sustained training load")),
        row(QStringLiteral("Typical at the wall"), ctx.numbers.watts(pw.wallTypicalW),
            QStringLiteral("through PSU efficiency")),
        row(QStringLiteral("Max (DC)"), ctx.numbers.watts(pw.peakW), QStringLiteral("every part at TDP")),
        row(QStringLiteral("Max at the wall"), ctx.numbers.watts(pw.wallW),
            QStringLiteral("PSU efficiency at peak %1").arg(ctx.numbers.percent(pw.psuEfficiencyAtPeak, 1))),
        row(QStringLiteral("Apparent power"), ctx.numbers.number(pw.wallVA, 0) + QStringLiteral(" VA"),
            QStringLiteral("%1 A at %2 V")
                .arg(ctx.numbers.number(pw.inputCurrentA, 1), ctx.numbers.number(o.inputVolts, 0))),
        row(QStringLiteral("GPU transient peak (DC)"), ctx.numbers.watts(pw.transientW),
            QStringLiteral("millisecond GPU excursions the PSUs must ride through")),
        row(QStringLiteral("Heat"), ctx.numbers.number(pw.btuPerH, 0) + QStringLiteral(" BTU/h"),
            QStringLiteral("%1 released in the chassis; fan wall rated for %2")
                .arg(ctx.numbers.watts(pw.heatW), ctx.numbers.watts(pw.airflowLimitW))),
        row(QStringLiteral("Energy per year"),
            ctx.numbers.number(c.energyKwhPerYear, 0) + QStringLiteral(" kWh"),
            QStringLiteral("at the wall × PUE %1 × %2 of hours at typical load")
                .arg(ctx.numbers.compact(o.pue, 4), ctx.numbers.percent(o.utilization))),
        row(QStringLiteral("Energy cost per year"), ctx.money(c.energyEurPerYear),
            QStringLiteral("at %1 per kWh").arg(ctx.money(o.electricityEurPerKwh, 4))),
    };
    flowHeading(flow, st, QStringLiteral("Power report"), tableLeadHeight(st, figureColumns, figures, 3));
    flowTable(flow, st, figureColumns, figures);

    // PSU sufficiency per redundancy mode, with the failure case for the chosen one.
    const std::vector<TableColumn> psuColumns{
        {QStringLiteral("Redundancy mode"), 2.4},
        {QStringLiteral("PSUs counted"), 1.2, Qt::AlignRight},
        {QStringLiteral("Capacity"), 1.2, Qt::AlignRight},
        {QStringLiteral("Headroom over DC max"), 1.5, Qt::AlignRight},
        {QStringLiteral("Verdict"), 1.2},
    };
    std::vector<TableRow> psuRows;
    for (const PsuModeFigures &m : pw.psuModes) {
        TableRow r;
        r.cells << displayName(m.mode) + (m.chosen ? QStringLiteral(" (this build)") : QString())
                << QStringLiteral("%1 of %2").arg(m.psusCounted).arg(pw.psuCount)
                << ctx.numbers.watts(m.usableW) << ctx.numbers.watts(m.headroomW) << psuStatusName(m.status);
        r.bold = m.chosen;
        r.cellColors = {QColor(), QColor(), QColor(), QColor(), colors::forStatus(m.status)};
        psuRows.push_back(r);
    }
    flow.skip(st.pt(6));
    flowSubheading(flow, st,
                   QStringLiteral("PSU sufficiency: %1 × %2 at %3 V")
                       .arg(pw.psuCount)
                       .arg(ctx.numbers.watts(pw.psuRatedW), ctx.numbers.number(o.inputVolts, 0)),
                   tableLeadHeight(st, psuColumns, psuRows, 3));
    flowTable(flow, st, psuColumns, psuRows);
    flowParagraph(flow, st, st.small,
                  QStringLiteral("After one PSU fails: %1 for a %2 DC max.")
                      .arg(ctx.numbers.watts(pw.psuAfterOneFailureW), ctx.numbers.watts(pw.peakW)),
                  st.muted);

    // Where the watts go.
    const std::vector<TableColumn> groupColumns{
        {QStringLiteral("Group"), 2.4},
        {QStringLiteral("Typical"), 1.2, Qt::AlignRight},
        {QStringLiteral("Max"), 1.2, Qt::AlignRight},
        {QStringLiteral("Share of max"), 1.2, Qt::AlignRight},
    };
    std::vector<TableRow> groupRows;
    double typicalSum = 0, peakSum = 0;
    for (const PowerItem &item : pw.items) {
        typicalSum += item.typicalW;
        peakSum += item.peakW;
    }
    for (const PowerItem &item : pw.items) {
        TableRow r;
        r.cells << qs(item.group) << ctx.numbers.watts(item.typicalW) << ctx.numbers.watts(item.peakW)
                << ctx.numbers.percent(peakSum > 0 ? item.peakW / peakSum : 0);
        r.marker = colors::forPowerGroup(qs(item.group));
        groupRows.push_back(r);
    }
    if (!groupRows.empty()) {
        TableRow sum;
        sum.cells << QStringLiteral("Sum at the wall") << ctx.numbers.watts(typicalSum)
                  << ctx.numbers.watts(peakSum) << QString();
        sum.bold = true;
        sum.shaded = true;
        groupRows.push_back(sum);
        flow.skip(st.pt(6));
        // A short table stays whole under its heading.
        flowSubheading(flow, st, QStringLiteral("Power by group"),
                       tableLeadHeight(st, groupColumns, groupRows, static_cast<int>(groupRows.size())));
        flowTable(flow, st, groupColumns, groupRows);
    }
}

} // namespace np::report
