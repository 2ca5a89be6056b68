// SPDX-License-Identifier: MIT
// The power report as a facilities engineer reads it: input voltage, VA, watts at idle, typical and
// max, BTU/h, PSU sufficiency per redundancy mode, energy per year, and where the watts go.
#include "charts/kind_colors.h"
#include "charts/status_colors.h"
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
        row(QStringLiteral("Input voltage"), formatNumber(o.inputVolts, 0) + QStringLiteral(" V"),
            inputVoltageName(o.inputVoltage, o.inputVolts)),
        row(QStringLiteral("Idle (DC)"), formatWatts(pw.idleW), QStringLiteral("every part at idle draw")),
        row(QStringLiteral("Idle at the wall"), formatWatts(pw.wallIdleW),
            QStringLiteral("through PSU efficiency")),
        row(QStringLiteral("Typical (DC)"), formatWatts(pw.typicalW),
            QStringLiteral("sustained training load")),
        row(QStringLiteral("Typical at the wall"), formatWatts(pw.wallTypicalW),
            QStringLiteral("through PSU efficiency")),
        row(QStringLiteral("Max (DC)"), formatWatts(pw.peakW), QStringLiteral("every part at TDP")),
        row(QStringLiteral("Max at the wall"), formatWatts(pw.wallW),
            QStringLiteral("PSU efficiency at peak %1").arg(formatPercent(pw.psuEfficiencyAtPeak, 1))),
        row(QStringLiteral("Apparent power"), formatNumber(pw.wallVA, 0) + QStringLiteral(" VA"),
            QStringLiteral("%1 A at %2 V")
                .arg(formatNumber(pw.inputCurrentA, 1), formatNumber(o.inputVolts, 0))),
        row(QStringLiteral("GPU transient peak (DC)"), formatWatts(pw.transientW),
            QStringLiteral("millisecond GPU excursions the PSUs must ride through")),
        row(QStringLiteral("Heat"), formatNumber(pw.btuPerH, 0) + QStringLiteral(" BTU/h"),
            QStringLiteral("%1 released in the chassis; fan wall rated for %2")
                .arg(formatWatts(pw.heatW), formatWatts(pw.airflowLimitW))),
        row(QStringLiteral("Energy per year"), formatNumber(c.energyKwhPerYear, 0) + QStringLiteral(" kWh"),
            QStringLiteral("at the wall × PUE %1 × %2 of hours at typical load")
                .arg(formatAssumptionValue(o.pue), formatPercent(o.utilization))),
        row(QStringLiteral("Energy cost per year"), formatMoney(c.energyEurPerYear, ctx.money),
            QStringLiteral("at %1 per kWh").arg(formatMoney(o.electricityEurPerKwh, ctx.money, 4))),
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
        r.cells << redundancyName(m.mode) + (m.chosen ? QStringLiteral(" (this build)") : QString())
                << QStringLiteral("%1 of %2").arg(m.psusCounted).arg(pw.psuCount) << formatWatts(m.usableW)
                << formatWatts(m.headroomW) << psuStatusName(m.status);
        r.bold = m.chosen;
        r.cellColors = {QColor(), QColor(), QColor(), QColor(), colors::forStatus(m.status)};
        psuRows.push_back(r);
    }
    flow.skip(st.pt(6));
    flowSubheading(flow, st,
                   QStringLiteral("PSU sufficiency: %1 × %2 at %3 V")
                       .arg(pw.psuCount)
                       .arg(formatWatts(pw.psuRatedW), formatNumber(o.inputVolts, 0)),
                   tableLeadHeight(st, psuColumns, psuRows, 3));
    flowTable(flow, st, psuColumns, psuRows);
    flowParagraph(flow, st, st.small,
                  QStringLiteral("After one PSU fails: %1 for a %2 DC max.")
                      .arg(formatWatts(pw.psuAfterOneFailureW), formatWatts(pw.peakW)),
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
        r.cells << qs(item.group) << formatWatts(item.typicalW) << formatWatts(item.peakW)
                << formatPercent(peakSum > 0 ? item.peakW / peakSum : 0);
        r.marker = colors::forPowerGroup(qs(item.group));
        groupRows.push_back(r);
    }
    if (!groupRows.empty()) {
        TableRow sum;
        sum.cells << QStringLiteral("Sum at the wall") << formatWatts(typicalSum) << formatWatts(peakSum)
                  << QString();
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
