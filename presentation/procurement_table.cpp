// SPDX-License-Identifier: MIT
#include "presentation/procurement_table.h"

#include "core/enums_text.h"
#include "presentation/csv_cell.h"
#include "presentation/display_names.h"
#include "presentation/figure_names.h"
#include "presentation/number_format.h"
#include "presentation/ordered_json.h"
#include "presentation/qt_text.h"

#include <QCoreApplication>

#include <algorithm>

namespace np
{

namespace
{

// The tr() context. A class, not a free tr() helper: lupdate files a free function's tr() strings
// under its namespace ("np"), so their translations would never be found under this context.
struct ProcurementTable {
    Q_DECLARE_TR_FUNCTIONS(np::ProcurementTable)
};

const QString kNotAvailable = QStringLiteral("not available");

QString plain(double value, int decimals)
{
    return NumberFormat::forCli().plain(value, decimals);
}

QString figureCell(const ValueFigure &f, int decimals)
{
    return f.available ? plain(f.value, decimals) : kNotAvailable;
}

// Figures shown as cells, with the decimals each needs (€ per token/s can be large or small).
struct FigureColumn {
    ProcurementFigure figure;
    int decimals;
};
constexpr FigureColumn kFigureColumns[] = {
    {ProcurementFigure::CardEurPerGb, 2},    {ProcurementFigure::EurPerBf16Tflops, 2},
    {ProcurementFigure::EurPerFp8Tflops, 2}, {ProcurementFigure::EurPerFp4Tflops, 2},
    {ProcurementFigure::WattsPerGb, 2},      {ProcurementFigure::EurPerTokenPerS, 2}};

// "card_eur_per_gb: no price: ...; eur_per_token_per_s: does not fit ..." (each distinct reason once
// per figure; the unpriced reason is given once for every price-based figure).
QString notAvailableText(const GpuProcurement &row, bool withoutWorkloadNote = false)
{
    QStringList parts;
    if (!row.value.priced)
        parts << QStringLiteral("price: ") + QString::fromStdString(row.value.unpricedReason);
    for (const FigureColumn &c : kFigureColumns) {
        const ValueFigure &f = figureOf(row, c.figure);
        if (f.available || (!row.value.priced && f.reason == row.value.unpricedReason))
            continue;
        if (withoutWorkloadNote && c.figure == ProcurementFigure::EurPerTokenPerS)
            continue; // without a workload the text's first line already says why
        parts << qs(toText(c.figure)) + QStringLiteral(": ") + QString::fromStdString(f.reason);
    }
    return parts.join(QStringLiteral("; "));
}

QString id(ProcurementFigure f)
{
    return qs(toText(f));
}

// Machine id of a price basis (CSV, TSV and JSON cells).
QString basisId(PriceBasis basis)
{
    return basis == PriceBasis::Card ? QStringLiteral("card") : QStringLiteral("baseboard_share");
}

QString joined(const std::vector<GpuProcurement> &rows, const QString &separator, bool csv)
{
    QStringList lines;
    QStringList header = procurementColumnIds();
    if (csv)
        for (QString &h : header)
            h = csvCell(h);
    lines << header.join(separator);
    int rank = 0;
    for (const GpuProcurement &row : rows) {
        QStringList cells = procurementCells(row, ++rank);
        for (QString &c : cells) {
            c = csv ? csvCell(c) : tsvCell(c);
        }
        lines << cells.join(separator);
    }
    return lines.join(csv ? QStringLiteral("\r\n") : QStringLiteral("\n")) +
           (csv ? QStringLiteral("\r\n") : QStringLiteral("\n"));
}

QString workloadText(const std::optional<ProcurementWorkload> &w)
{
    if (!w)
        return ProcurementTable::tr("none (pass --workload MODEL:MODE:PRECISION for € per token/s)");
    return QStringLiteral("%1:%2:%3")
        .arg(QString::fromStdString(w->modelSku), qs(toText(w->mode)), qs(toText(w->precision)));
}

} // namespace

QString priceBasisText(PriceBasis basis)
{
    if (basis == PriceBasis::Card)
        return ProcurementTable::tr("price of the card");
    return ProcurementTable::tr("per-GPU share of an %1-GPU baseboard (SXM and OAM modules are sold only "
                                "on a full baseboard)")
        .arg(kBaseboardGpus);
}

QString referencePlatformText()
{
    return ProcurementTable::tr(
               "€ per token/s: %1 cards of each GPU (their own NVLink switch or Infinity Fabric, NVLink "
               "bridges "
               "within a bridged group, else PCIe through the host); the fastest TP of 1, 2, 4, 8 that fits, "
               "the other GPUs as data-parallel replicas, inference at the most sequences memory holds (at "
               "most "
               "%2); the %1 cards' price divided by the tokens/s")
        .arg(kReferenceGpuCount)
        .arg(kReferenceMaxSequences);
}

QStringList procurementColumnIds()
{
    QStringList ids{QStringLiteral("rank"),
                    QStringLiteral("sku"),
                    QStringLiteral("gpu"),
                    QStringLiteral("vendor"),
                    QStringLiteral("form_factor"),
                    QStringLiteral("memory_gb"),
                    QStringLiteral("memory_bandwidth_gb_per_s"),
                    QStringLiteral("tdp_w"),
                    QStringLiteral("price"),
                    QStringLiteral("currency"),
                    QStringLiteral("price_date"),
                    QStringLiteral("price_kind"),
                    QStringLiteral("price_basis"),
                    QStringLiteral("price_eur")};
    for (const FigureColumn &c : kFigureColumns)
        ids << id(c.figure);
    ids << QStringLiteral("reference_layout") << QStringLiteral("pareto_frontier")
        << QStringLiteral("not_available");
    return ids;
}

QStringList procurementCells(const GpuProcurement &row, int rank)
{
    const Gpu &g = *row.gpu;
    const bool hasPrice = g.info.price.has_value();
    QStringList cells{QString::number(rank),
                      QString::fromStdString(g.info.sku),
                      QString::fromStdString(g.info.name),
                      QString::fromStdString(g.info.vendor),
                      qs(toText(g.formFactor)),
                      plain(g.memoryNominalGB, 0),
                      plain(g.memoryBandwidthGBps, 0),
                      plain(g.tdpW, 0),
                      hasPrice ? plain(g.info.price->amount, 2) : kNotAvailable,
                      hasPrice ? QString::fromStdString(g.info.price->currency) : QString(),
                      hasPrice ? QString::fromStdString(g.info.price->date) : QString(),
                      hasPrice ? QString::fromStdString(g.info.price->kind) : QString(),
                      basisId(row.priceBasis),
                      row.value.priced ? plain(row.value.priceEur, 2) : kNotAvailable};
    for (const FigureColumn &c : kFigureColumns)
        cells << figureCell(figureOf(row, c.figure), c.decimals);
    cells << QString::fromStdString(row.throughput.available ? row.throughput.label : std::string())
          << (row.onParetoFrontier ? QStringLiteral("yes") : QStringLiteral("no")) << notAvailableText(row);
    return cells;
}

QString procurementCsv(const std::vector<GpuProcurement> &rows)
{
    return joined(rows, QStringLiteral(","), true);
}

QString procurementTsv(const std::vector<GpuProcurement> &rows)
{
    return joined(rows, QStringLiteral("\t"), false);
}

QByteArray procurementJson(const std::vector<GpuProcurement> &rows, ProcurementFigure sortedBy,
                           const std::optional<ProcurementWorkload> &workload)
{
    OrderedJsonWriter w;
    w.beginObject();
    w.field(QStringLiteral("sorted_by"), id(sortedBy));
    w.key(QStringLiteral("workload"));
    if (workload) {
        w.beginObject(true);
        w.field(QStringLiteral("model"), QString::fromStdString(workload->modelSku));
        w.field(QStringLiteral("mode"), qs(toText(workload->mode)));
        w.field(QStringLiteral("precision"), qs(toText(workload->precision)));
        w.endObject();
    } else {
        w.value(QJsonValue());
    }
    w.field(QStringLiteral("reference_gpu_count"), kReferenceGpuCount);
    w.key(QStringLiteral("gpus"));
    w.beginArray();
    int rank = 0;
    for (const GpuProcurement &row : rows) {
        const Gpu &g = *row.gpu;
        w.beginObject();
        w.field(QStringLiteral("rank"), ++rank);
        w.field(QStringLiteral("sku"), QString::fromStdString(g.info.sku));
        w.field(QStringLiteral("gpu"), QString::fromStdString(g.info.name));
        w.field(QStringLiteral("vendor"), QString::fromStdString(g.info.vendor));
        w.field(QStringLiteral("form_factor"), qs(toText(g.formFactor)));
        w.field(QStringLiteral("memory_gb"), g.memoryNominalGB);
        w.field(QStringLiteral("memory_bandwidth_gb_per_s"), g.memoryBandwidthGBps);
        w.field(QStringLiteral("tdp_w"), g.tdpW);
        w.key(QStringLiteral("price"));
        if (g.info.price) {
            w.beginObject(true);
            w.field(QStringLiteral("amount"), g.info.price->amount);
            w.field(QStringLiteral("currency"), QString::fromStdString(g.info.price->currency));
            w.field(QStringLiteral("date"), QString::fromStdString(g.info.price->date));
            w.field(QStringLiteral("kind"), QString::fromStdString(g.info.price->kind));
            w.field(QStringLiteral("source"), QString::fromStdString(g.info.price->source));
            w.endObject();
        } else {
            w.value(QJsonValue());
        }
        w.field(QStringLiteral("price_basis"), basisId(row.priceBasis));
        w.key(QStringLiteral("price_eur"));
        w.value(row.value.priced ? QJsonValue(row.value.priceEur) : QJsonValue());
        for (const FigureColumn &c : kFigureColumns) {
            const ValueFigure &f = figureOf(row, c.figure);
            w.key(id(c.figure));
            w.value(f.available ? QJsonValue(f.value) : QJsonValue());
        }
        w.key(QStringLiteral("reference_layout"));
        w.value(row.throughput.available ? QJsonValue(QString::fromStdString(row.throughput.label))
                                         : QJsonValue());
        w.field(QStringLiteral("pareto_frontier"), row.onParetoFrontier);
        w.key(QStringLiteral("not_available"));
        w.beginObject();
        if (!row.value.priced)
            w.field(QStringLiteral("price"), QString::fromStdString(row.value.unpricedReason));
        for (const FigureColumn &c : kFigureColumns) {
            const ValueFigure &f = figureOf(row, c.figure);
            if (!f.available)
                w.field(id(c.figure), QString::fromStdString(f.reason));
        }
        w.endObject();
        w.endObject();
    }
    w.endArray();
    w.endObject();
    return w.finish();
}

QString procurementText(const std::vector<GpuProcurement> &rows, ProcurementFigure sortedBy,
                        const std::optional<ProcurementWorkload> &workload)
{
    const NumberFormat nf = NumberFormat::forCli();
    const QString na = QStringLiteral("n/a");
    auto fig = [&](const ValueFigure &f, int decimals) {
        return f.available ? nf.number(f.value, decimals) : na;
    };
    QStringList header{ProcurementTable::tr("#"),           ProcurementTable::tr("GPU"),
                       ProcurementTable::tr("price"),       ProcurementTable::tr("date"),
                       ProcurementTable::tr("kind"),        ProcurementTable::tr("card €/GB"),
                       ProcurementTable::tr("€/BF16"),      ProcurementTable::tr("€/FP8"),
                       ProcurementTable::tr("€/FP4"),       ProcurementTable::tr("W/GB"),
                       ProcurementTable::tr("€ per tok/s"), ProcurementTable::tr("frontier")};
    std::vector<QStringList> table{header};
    int rank = 0;
    for (const GpuProcurement &row : rows) {
        const Gpu &g = *row.gpu;
        const bool hasPrice = g.info.price.has_value();
        table.push_back(
            {QString::number(++rank), QString::fromStdString(g.info.name),
             hasPrice ? nf.money(g.info.price->amount, 0, QString::fromStdString(g.info.price->currency)) +
                            (row.priceBasis == PriceBasis::BaseboardShare ? QStringLiteral("†") : QString())
                      : na,
             hasPrice ? QString::fromStdString(g.info.price->date) : QString(),
             hasPrice ? QString::fromStdString(g.info.price->kind) : QString(),
             fig(row.value.cardEurPerGb, 2), fig(row.value.eurPerBf16Tflops, 2),
             fig(row.value.eurPerFp8Tflops, 2), fig(row.value.eurPerFp4Tflops, 2),
             fig(row.value.wattsPerGb, 2), fig(row.eurPerTokenPerS, 2),
             row.onParetoFrontier ? QStringLiteral("*") : QString()});
    }
    std::vector<int> widths(header.size(), 0);
    for (const QStringList &line : table)
        for (qsizetype i = 0; i < line.size(); ++i)
            widths[std::size_t(i)] = std::max(widths[std::size_t(i)], int(line[i].size()));
    QString out = ProcurementTable::tr("GPUs ranked by %1 (lowest first); workload: %2\n")
                      .arg(displayName(sortedBy), workloadText(workload));
    for (const QStringList &line : table) {
        QStringList padded;
        for (qsizetype i = 0; i < line.size(); ++i)
            padded << (i == 1 || i == 3 || i == 4 ? line[i].leftJustified(widths[std::size_t(i)])
                                                  : line[i].rightJustified(widths[std::size_t(i)]));
        QString text = padded.join(QStringLiteral("  "));
        while (text.endsWith(QLatin1Char(' ')))
            text.chop(1);
        out += text + QLatin1Char('\n');
    }
    out += ProcurementTable::tr("\n* on the Pareto frontier of card € per GB against memory bandwidth\n");
    out += QStringLiteral("† %1\n").arg(priceBasisText(PriceBasis::BaseboardShare));
    out += referencePlatformText() + QLatin1Char('\n');
    QStringList reasons;
    for (const GpuProcurement &row : rows) {
        const QString why = notAvailableText(row, !workload);
        if (!why.isEmpty())
            reasons << QStringLiteral("  %1: %2").arg(QString::fromStdString(row.gpu->info.name), why);
    }
    if (!reasons.isEmpty())
        out += ProcurementTable::tr("\nNot available (n/a):\n") + reasons.join(QLatin1Char('\n')) +
               QLatin1Char('\n');
    return out;
}

} // namespace np
