// SPDX-License-Identifier: MIT
// Builds side by side -> words, a text table and JSON. Formatting only: the verdicts are core's.
#include "presentation/side_by_side_text.h"

#include "core/enums_text.h"
#include "presentation/cli_text_format.h"
#include "presentation/display_names.h"
#include "presentation/finding_text.h"
#include "presentation/number_format.h"
#include "presentation/ordered_json.h"
#include "presentation/qt_text.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace np
{

namespace
{

// The tr() context. A class, not a free tr() helper: lupdate files a free function's tr() strings
// under its namespace ("np"), so their translations would never be found under this context.
struct SideBySide {
    Q_DECLARE_TR_FUNCTIONS(np::SideBySide)
};

bool isStatus(ComparedFigure figure)
{
    return figure == ComparedFigure::WorstFinding || figure == ComparedFigure::WorkloadFit ||
           figure == ComparedFigure::SubsystemVerdict;
}

QString fitText(const ComparisonCell &cell, const NumberFormat &f)
{
    if (!cell.reason.empty())
        return SideBySide::tr("not evaluated: %1").arg(messageText(cell.reason, f));
    if (cell.status == Status::Ok)
        return SideBySide::tr("fits at TP%1").arg(cell.tensorParallel);
    return SideBySide::tr("does not fit at TP%1").arg(cell.tensorParallel);
}

QString buildFigureText(const ComparisonRow &row, const ComparisonCell &cell, const NumberFormat &f)
{
    const double v = cell.value;
    switch (row.figure) {
    case ComparedFigure::Chassis:
        return QString::fromStdString(cell.text);
    case ComparedFigure::Gpus:
        return cell.text.empty() ? f.integer(std::llround(v))
                                 : QStringLiteral("%1 × %2").arg(f.integer(std::llround(v)),
                                                                 QString::fromStdString(cell.text));
    case ComparedFigure::GpuMemoryGiB:
    case ComparedFigure::HostMemoryGiB:
        return f.gib(v);
    case ComparedFigure::GpuToGpuGBps:
        return SideBySide::tr("%1 GB/s").arg(f.number(v, 1));
    case ComparedFigure::RackUnits:
        return SideBySide::tr("%1U").arg(f.integer(std::llround(v)));
    case ComparedFigure::WallPeakW:
    case ComparedFigure::PsuHeadroomW:
        return f.watts(v);
    case ComparedFigure::WallPerRackW:
        return f.kilowatts(v);
    case ComparedFigure::PriceEur:
    case ComparedFigure::Tco3YearsEur:
        return f.money(v, 0);
    case ComparedFigure::EurPerGbGpuMemory:
        return f.money(v, 2);
    case ComparedFigure::BuildsPerRack:
    case ComparedFigure::UnpricedLines:
        return f.integer(std::llround(v));
    default:
        return displayName(cell.status);
    }
}

QString figureText(const ComparisonRow &row, const ComparisonCell &cell, const NumberFormat &f)
{
    const double v = cell.value;
    switch (row.figure) {
    case ComparedFigure::WorkloadFit:
        return fitText(cell, f);
    case ComparedFigure::WorkloadMaxSequences:
        return f.integer(std::llround(v));
    case ComparedFigure::WorkloadDecodeTokensPerS:
    case ComparedFigure::WorkloadOutputTokensPerS:
    case ComparedFigure::WorkloadTrainTokensPerS:
        return f.tokensPerS(v);
    case ComparedFigure::WorkloadTtftMs:
        return SideBySide::tr("%1 ms").arg(f.number(v));
    case ComparedFigure::WorkloadAllreduceMsPerToken:
        return SideBySide::tr("%1 ms").arg(f.number(v, 3));
    case ComparedFigure::WorkloadEurPerOutputTokenPerS:
    case ComparedFigure::WorkloadEurPerMillionTokens:
        return f.money(v, 2);
    default:
        return buildFigureText(row, cell, f);
    }
}

// Why a cell holds no figure, in words: every workload cell shows a value or a reason.
QString gapText(const ComparisonCell &cell, const NumberFormat &f)
{
    switch (cell.gap) {
    case CellGap::None:
    case CellGap::NotApplicable:
        return QStringLiteral("—");
    case CellGap::Unpriced:
        return SideBySide::tr("not computed (%n line(s) on request)", nullptr, cell.unpricedLines);
    case CellGap::DoesNotFit:
        return SideBySide::tr("does not fit at TP%1").arg(cell.tensorParallel);
    case CellGap::NotEvaluated:
        return SideBySide::tr("not evaluated: %1").arg(messageText(cell.reason, f));
    case CellGap::NotComputed:
        return SideBySide::tr("not computed");
    case CellGap::OverRackBudget:
        return SideBySide::tr("over the rack's power budget");
    }
    return {};
}

} // namespace

QString comparisonSection(const BuildComparison &comparison, const ComparisonRow &row, const NumberFormat &f)
{
    switch (row.figure) {
    case ComparedFigure::Chassis:
    case ComparedFigure::Gpus:
    case ComparedFigure::GpuMemoryGiB:
    case ComparedFigure::HostMemoryGiB:
    case ComparedFigure::GpuToGpuGBps:
    case ComparedFigure::RackUnits:
        return SideBySide::tr("Key figures");
    case ComparedFigure::WallPeakW:
    case ComparedFigure::BuildsPerRack:
    case ComparedFigure::WallPerRackW:
    case ComparedFigure::PsuHeadroomW:
        return SideBySide::tr("Power");
    case ComparedFigure::PriceEur:
    case ComparedFigure::UnpricedLines:
    case ComparedFigure::EurPerGbGpuMemory:
    case ComparedFigure::Tco3YearsEur:
        return SideBySide::tr("Cost");
    case ComparedFigure::WorstFinding:
    case ComparedFigure::SubsystemVerdict:
        return SideBySide::tr("Verdicts");
    default:
        return workloadSection(comparison, row, f);
    }
}

QString workloadSection(const BuildComparison &comparison, const ComparisonRow &row, const NumberFormat &f)
{
    const QString label = QString::fromStdString(row.workload);
    const auto index = static_cast<std::size_t>(row.workloadIndex);
    if (row.workloadIndex < 0 || index >= comparison.workloads.size())
        return SideBySide::tr("Workload: %1").arg(label);
    // What the workload is, beside its label: two workloads of one label differ here.
    const Workload &w = comparison.workloads[index];
    return SideBySide::tr("Workload: %1 (%2, %3, %4 context, batch %5)")
        .arg(label, displayName(w.mode), displayName(w.precision), f.contextTokens(w.contextTokens),
             f.integer(w.batch));
}

QString rackAssumptionText(const BuildComparison &comparison)
{
    return SideBySide::tr(
               "Per rack: a rack of %1U and %2 kW (assumptions rack_units_per_rack and "
               "rack_power_budget_kw); builds per rack are the fewer its units and its power allow.")
        .arg(comparison.rackUnitsPerRack)
        .arg(comparison.rackPowerBudgetKw);
}

QString comparisonRowName(const ComparisonRow &row)
{
    if (row.figure == ComparedFigure::PsuHeadroomW)
        return SideBySide::tr("%1, %2").arg(displayName(row.figure), displayName(row.psuMode));
    if (row.figure == ComparedFigure::SubsystemVerdict)
        return displayName(row.subsystem);
    return displayName(row.figure);
}

QString comparisonCellText(const ComparisonRow &row, const ComparisonCell &cell, const NumberFormat &format)
{
    if (!cell.available)
        return gapText(cell, format);
    const QString text = figureText(row, cell, format);
    // The PSU mode's verdict in words too, so colour is never the only sign of a short supply.
    if (row.figure == ComparedFigure::PsuHeadroomW && cell.status != Status::Ok)
        return SideBySide::tr("%1, %2").arg(text, displayName(cell.status));
    return text;
}

QString comparisonCellLabel(const ComparisonRow &row, const ComparisonCell &cell, const NumberFormat &format)
{
    const QString text = comparisonCellText(row, cell, format);
    if (cell.best)
        return SideBySide::tr("%1 · best").arg(text);
    if (cell.worst)
        return SideBySide::tr("%1 · worst").arg(text);
    return text;
}

QString comparisonToText(const BuildComparison &comparison)
{
    const NumberFormat f = cliTextFormat();
    const int builds = static_cast<int>(comparison.buildNames.size());
    // Cells first, so every column can be as wide as its widest cell.
    std::vector<QStringList> cells;
    int nameWidth = 0;
    std::vector<int> widths(static_cast<std::size_t>(builds), 0);
    for (int b = 0; b < builds; ++b)
        widths[std::size_t(b)] = int(QString::fromStdString(comparison.buildNames[std::size_t(b)]).size());
    for (const ComparisonRow &row : comparison.rows) {
        QStringList texts;
        for (std::size_t b = 0; b < row.cells.size(); ++b) {
            const ComparisonCell &c = row.cells[b];
            const QString mark = c.best ? QStringLiteral(" +") : c.worst ? QStringLiteral(" -") : QString();
            texts << comparisonCellText(row, c, f) + mark;
            widths[b] = std::max(widths[b], int(texts.back().size()));
        }
        nameWidth = std::max(nameWidth, int(comparisonRowName(row).size()));
        cells.push_back(texts);
    }

    const auto withoutTrailingSpace = [](QString line) {
        while (line.endsWith(QLatin1Char(' ')))
            line.chop(1);
        return line;
    };
    QStringList lines;
    QString header = QString(2 + nameWidth, QLatin1Char(' '));
    for (int b = 0; b < builds; ++b)
        header += QStringLiteral("  ") + QString::fromStdString(comparison.buildNames[std::size_t(b)])
                                             .leftJustified(widths[std::size_t(b)]);
    lines << withoutTrailingSpace(header);
    QString section;
    for (std::size_t r = 0; r < comparison.rows.size(); ++r) {
        const ComparisonRow &row = comparison.rows[r];
        if (comparisonSection(comparison, row, f) != section) {
            section = comparisonSection(comparison, row, f);
            lines << QString() << section;
        }
        QString line = (row.differs ? QStringLiteral("* ") : QStringLiteral("  ")) +
                       comparisonRowName(row).leftJustified(nameWidth);
        for (qsizetype b = 0; b < cells[r].size(); ++b)
            line += QStringLiteral("  ") + cells[r][b].leftJustified(widths[std::size_t(b)]);
        lines << withoutTrailingSpace(line);
    }
    lines << QString() << rackAssumptionText(comparison)
          << SideBySide::tr(
                 "* the builds differ   + best   - worst   (a figure not computed is never ranked)");
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

namespace
{

// Why a cell has no figure: a stable id and what it needs (the unpriced lines, the evaluator's reason).
void writeGap(OrderedJsonWriter &w, const ComparisonCell &c)
{
    if (c.available)
        return;
    w.field(QStringLiteral("reason"), qs(toText(c.gap)));
    if (c.gap == CellGap::Unpriced)
        w.field(QStringLiteral("unpriced_lines"), c.unpricedLines);
    if (c.gap == CellGap::NotEvaluated)
        w.field(QStringLiteral("error"), messageText(c.reason, NumberFormat::forCli()));
}

} // namespace

QByteArray comparisonToJson(const BuildComparison &comparison, const QStringList &sources)
{
    OrderedJsonWriter w;
    w.beginObject();
    w.key(QStringLiteral("builds"));
    w.beginArray();
    for (std::size_t b = 0; b < comparison.buildNames.size(); ++b) {
        w.beginObject(true);
        w.field(QStringLiteral("name"), QString::fromStdString(comparison.buildNames[b]));
        if (int(b) < sources.size())
            w.field(QStringLiteral("source"), sources[int(b)]);
        w.endObject();
    }
    w.endArray();
    // What every build ran (matched by what the workloads are, never by label); rows refer to it by index.
    w.key(QStringLiteral("workloads"));
    w.beginArray();
    for (const Workload &wl : comparison.workloads) {
        w.beginObject(true);
        w.field(QStringLiteral("label"), QString::fromStdString(wl.label));
        w.field(QStringLiteral("model"), QString::fromStdString(wl.modelSku));
        w.field(QStringLiteral("mode"), qs(toText(wl.mode)));
        w.field(QStringLiteral("precision"), qs(toText(wl.precision)));
        w.field(QStringLiteral("kv_precision"), qs(toText(wl.kvPrecision)));
        w.field(QStringLiteral("context_tokens"), wl.contextTokens);
        w.field(QStringLiteral("batch"), wl.batch);
        w.endObject();
    }
    w.endArray();
    w.key(QStringLiteral("rack"));
    w.beginObject(true);
    w.field(QStringLiteral("rack_units_per_rack"), comparison.rackUnitsPerRack);
    w.field(QStringLiteral("rack_power_budget_kw"), comparison.rackPowerBudgetKw);
    w.endObject();
    w.key(QStringLiteral("rows"));
    w.beginArray();
    for (const ComparisonRow &row : comparison.rows) {
        w.beginObject();
        w.field(QStringLiteral("figure"), qs(toText(row.figure)));
        if (row.workloadIndex >= 0) {
            w.field(QStringLiteral("workload"), QString::fromStdString(row.workload));
            w.field(QStringLiteral("workload_index"), row.workloadIndex);
        }
        if (row.figure == ComparedFigure::PsuHeadroomW)
            w.field(QStringLiteral("psu_mode"), qs(toText(row.psuMode)));
        if (row.figure == ComparedFigure::SubsystemVerdict)
            w.field(QStringLiteral("subsystem"), qs(toText(row.subsystem)));
        w.field(QStringLiteral("better"), qs(toText(row.better)));
        w.field(QStringLiteral("differs"), row.differs);
        w.field(QStringLiteral("ranked"), row.ranked);
        w.key(QStringLiteral("cells"));
        w.beginArray();
        const double perUnit = std::round(1.0 / comparisonResolution(row.figure)); // 1, 10 or 100
        for (const ComparisonCell &c : row.cells) {
            w.beginObject(true);
            w.field(QStringLiteral("available"), c.available);
            if (c.tensorParallel > 0)
                w.field(QStringLiteral("tensor_parallel"), c.tensorParallel);
            writeGap(w, c);
            if (c.available) {
                if (!c.text.empty())
                    w.field(QStringLiteral("text"), QString::fromStdString(c.text));
                if (!isStatus(row.figure) && row.figure != ComparedFigure::Chassis)
                    // At the precision the builds were compared at (no floating-point noise).
                    w.field(QStringLiteral("value"), std::round(c.value * perUnit) / perUnit);
                w.field(QStringLiteral("status"), qs(toText(c.status)));
                w.field(QStringLiteral("best"), c.best);
                w.field(QStringLiteral("worst"), c.worst);
            }
            w.endObject();
        }
        w.endArray();
        w.endObject();
    }
    w.endArray();
    w.endObject();
    return w.finish();
}

} // namespace np
