// SPDX-License-Identifier: MIT
// Builds side by side -> words, a text table and JSON. Formatting only: the verdicts are core's.
#include "presentation/side_by_side_text.h"

#include "core/enums_text.h"
#include "presentation/cli_text_format.h"
#include "presentation/display_names.h"
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

bool isMoney(ComparedFigure figure)
{
    return figure == ComparedFigure::PriceEur || figure == ComparedFigure::EurPerGbGpuMemory ||
           figure == ComparedFigure::Tco3YearsEur;
}

bool isStatus(ComparedFigure figure)
{
    return figure == ComparedFigure::WorstFinding || figure == ComparedFigure::WorkloadFit ||
           figure == ComparedFigure::SubsystemVerdict;
}

QString figureText(const ComparisonRow &row, const ComparisonCell &cell, const NumberFormat &f)
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
    case ComparedFigure::WallPeakW:
    case ComparedFigure::PsuHeadroomW:
        return f.watts(v);
    case ComparedFigure::PriceEur:
    case ComparedFigure::Tco3YearsEur:
        return f.money(v, 0);
    case ComparedFigure::EurPerGbGpuMemory:
        return f.money(v, 2);
    case ComparedFigure::UnpricedLines:
    case ComparedFigure::WorkloadMaxSequences:
        return f.integer(std::llround(v));
    case ComparedFigure::WorkloadDecodeTokensPerS:
        return f.tokensPerS(v);
    case ComparedFigure::WorkloadTtftMs:
        return SideBySide::tr("%1 ms").arg(f.number(v));
    case ComparedFigure::WorstFinding:
    case ComparedFigure::WorkloadFit:
    case ComparedFigure::SubsystemVerdict:
        return displayName(cell.status);
    }
    return {};
}

} // namespace

QString comparisonSection(const ComparisonRow &row)
{
    switch (row.figure) {
    case ComparedFigure::Chassis:
    case ComparedFigure::Gpus:
    case ComparedFigure::GpuMemoryGiB:
    case ComparedFigure::HostMemoryGiB:
        return SideBySide::tr("Key figures");
    case ComparedFigure::WallPeakW:
    case ComparedFigure::PsuHeadroomW:
        return SideBySide::tr("Power");
    case ComparedFigure::PriceEur:
    case ComparedFigure::UnpricedLines:
    case ComparedFigure::EurPerGbGpuMemory:
    case ComparedFigure::Tco3YearsEur:
        return SideBySide::tr("Cost");
    case ComparedFigure::WorkloadFit:
    case ComparedFigure::WorkloadDecodeTokensPerS:
    case ComparedFigure::WorkloadTtftMs:
    case ComparedFigure::WorkloadMaxSequences:
        return SideBySide::tr("Workload: %1").arg(QString::fromStdString(row.workload));
    case ComparedFigure::WorstFinding:
    case ComparedFigure::SubsystemVerdict:
        return SideBySide::tr("Verdicts");
    }
    return {};
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
        return QStringLiteral("—");
    const QString text = figureText(row, cell, format);
    // A money figure from a build with unpriced lines leaves those lines out: say so beside it.
    if (isMoney(row.figure) && cell.status != Status::Ok)
        return SideBySide::tr("%1, incomplete").arg(text);
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
        if (comparisonSection(row) != section) {
            section = comparisonSection(row);
            lines << QString() << section;
        }
        QString line = (row.differs ? QStringLiteral("* ") : QStringLiteral("  ")) +
                       comparisonRowName(row).leftJustified(nameWidth);
        for (qsizetype b = 0; b < cells[r].size(); ++b)
            line += QStringLiteral("  ") + cells[r][b].leftJustified(widths[std::size_t(b)]);
        lines << withoutTrailingSpace(line);
    }
    lines
        << QString()
        << SideBySide::tr(
               "* the builds differ   + best   - worst   (money is ranked only when every line has a price)");
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

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
    w.key(QStringLiteral("rows"));
    w.beginArray();
    for (const ComparisonRow &row : comparison.rows) {
        w.beginObject();
        w.field(QStringLiteral("figure"), qs(toText(row.figure)));
        if (!row.workload.empty())
            w.field(QStringLiteral("workload"), QString::fromStdString(row.workload));
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
