// SPDX-License-Identifier: MIT
// Page 1 of the build sheet: who and what it is for, the key figures, what fits, the PSU verdict
// per redundancy mode and the chassis drawing.
#include "charts/status_colors.h"
#include "presentation/display_names.h"
#include "presentation/error_band_text.h"
#include "presentation/finding_text.h"
#include "presentation/money_text.h"
#include "report/chassis_drawing.h"
#include "report/flow_blocks.h"
#include "report/sheet_sections.h"
#include "report/sheet_text.h"

#include <QPainter>

#include <utility>

namespace np::report
{

namespace
{

struct Card {
    QString label;
    QString value;
    QString detail;
    QColor valueColor;
};

QString configurationLine(const Evaluation &e, const NumberFormat &nf)
{
    QStringList parts;
    if (e.gpu.count > 0)
        parts << SheetText::tr("%1 × %2 (%3 each%4; %5)")
                     .arg(e.gpu.count)
                     .arg(qs(e.gpu.model), nf.gb(e.gpu.memoryPerGpuGB),
                          e.gpu.mixed ? SheetText::tr(", mixed models") : QString(),
                          displayName(e.gpu.interconnect));
    if (e.cpu.sockets > 0)
        parts << SheetText::tr("%1 × %2, %3 cores")
                     .arg(e.cpu.sockets)
                     .arg(qs(e.cpu.model))
                     .arg(e.cpu.coresTotal);
    if (e.hostMemory.modules > 0)
        parts << SheetText::tr("%1 DDR5 in %2 DIMMs at %3 MT/s")
                     .arg(nf.number(e.hostMemory.capacityGiB, 0) + QStringLiteral(" GiB"))
                     .arg(e.hostMemory.modules)
                     .arg(nf.number(e.hostMemory.speedMts, 0));
    if (e.storage.drives > 0)
        parts << SheetText::tr("%1 NVMe drives, %2 TB raw")
                     .arg(e.storage.drives)
                     .arg(nf.number(e.storage.rawTB, 2));
    if (e.network.nics > 0)
        parts << SheetText::tr("%1 NICs, %2 Gb/s %3")
                     .arg(e.network.nics)
                     .arg(nf.number(e.network.aggregateGbps, 0), fabricName(e.network.fabric));
    if (e.power.psuCount > 0)
        parts << SheetText::tr("%1 × %2 PSUs").arg(e.power.psuCount).arg(nf.watts(e.power.psuRatedW));
    return parts.join(QStringLiteral(" · "));
}

std::vector<std::pair<QString, QString>> headerPairs(const BuildSheetInput &in, const NumberFormat &nf)
{
    std::vector<std::pair<QString, QString>> rows;
    // The customer of the build (File ▸ Build Properties) unless the quote names its own.
    const QString buildCustomer = in.build ? qs(in.build->customer) : QString();
    if (!in.quote) {
        rows.emplace_back(SheetText::tr("Document"), SheetText::tr("Build sheet — not a quote"));
        if (!buildCustomer.isEmpty())
            rows.emplace_back(SheetText::tr("Customer"), buildCustomer);
        rows.emplace_back(SheetText::tr("Date"), nf.date(in.issued));
        rows.emplace_back(SheetText::tr("Prices"), SheetText::tr("catalog list prices, no offer"));
        return rows;
    }
    const QuoteHeader &q = *in.quote;
    rows.emplace_back(SheetText::tr("Quote"), SheetText::tr("%1 · version %2").arg(q.number).arg(q.version));
    if (const QString customer = q.customer.isEmpty() ? buildCustomer : q.customer; !customer.isEmpty())
        rows.emplace_back(SheetText::tr("Customer"), customer);
    if (!q.project.isEmpty())
        rows.emplace_back(SheetText::tr("Project"), q.project);
    rows.emplace_back(SheetText::tr("Date"), nf.date(q.date));
    rows.emplace_back(SheetText::tr("Valid until"),
                      q.validUntil.isValid() ? nf.date(q.validUntil) : QStringLiteral("—"));
    if (!q.leadTime.isEmpty())
        rows.emplace_back(SheetText::tr("Lead time"), q.leadTime);
    if (!q.author.isEmpty())
        rows.emplace_back(SheetText::tr("Prepared by"), q.author);
    if (!q.status.isEmpty())
        rows.emplace_back(SheetText::tr("Status"), q.status);
    return rows;
}

void flowTitleBlock(PageFlow &flow, const SheetContext &ctx)
{
    const SheetStyle &st = ctx.style;
    const Evaluation &e = ctx.eval();
    const double gap = st.mm(6);
    const double leftWidth = flow.width() * 0.58;
    const double boxWidth = flow.width() - leftWidth - gap;

    const QString title = qs(e.buildName.empty() ? ctx.build().name : e.buildName);
    const QString subtitle = qs(e.chassis);
    const QString config = configurationLine(e, ctx.numbers);
    const double titleH = st.textHeight(st.title, leftWidth, title);
    const double subtitleH = st.textHeight(st.subheading, leftWidth, subtitle);
    const double configH = st.textHeight(st.body, leftWidth, config);
    const double leftH = titleH + st.pt(3) + subtitleH + st.pt(4) + configH;

    const auto pairs = headerPairs(ctx.input, ctx.numbers);
    const double labelWidth = boxWidth * 0.32;
    const double pad = st.pt(5);
    double boxH = 2 * pad;
    std::vector<double> rowHeights;
    for (const auto &[label, value] : pairs) {
        const double h = std::max(st.textHeight(st.small, labelWidth, label),
                                  st.textHeight(st.bodyBold, boxWidth - labelWidth - 2 * pad, value)) +
                         st.pt(1.5);
        rowHeights.push_back(h);
        boxH += h;
    }
    const QRectF block = flow.take(std::max(leftH, boxH));
    const QRectF box(block.right() - boxWidth, block.top(), boxWidth, boxH);

    const SheetStyle *style = &st;
    flow.paint([=](QPainter &p) {
        double y = block.top();
        p.setPen(style->ink);
        p.setFont(style->title);
        style->drawWrapped(p, QRectF(block.left(), y, leftWidth, titleH), style->title, title);
        y += titleH + style->pt(3);
        p.setFont(style->subheading);
        p.setPen(style->muted);
        style->drawWrapped(p, QRectF(block.left(), y, leftWidth, subtitleH), style->subheading, subtitle);
        y += subtitleH + style->pt(4);
        p.setFont(style->body);
        p.setPen(style->ink);
        style->drawWrapped(p, QRectF(block.left(), y, leftWidth, configH), style->body, config);

        p.setPen(QPen(style->accent, style->pt(0.8)));
        p.setBrush(style->stripe);
        p.drawRect(box);
        double ry = box.top() + pad;
        for (std::size_t i = 0; i < pairs.size(); ++i) {
            p.setFont(style->small);
            p.setPen(style->muted);
            style->drawWrapped(p, QRectF(box.left() + pad, ry + style->pt(0.8), labelWidth, rowHeights[i]),
                               style->small, pairs[i].first);
            p.setFont(style->bodyBold);
            p.setPen(style->ink);
            style->drawWrapped(
                p,
                QRectF(box.left() + pad + labelWidth, ry, box.width() - labelWidth - 2 * pad, rowHeights[i]),
                style->bodyBold, pairs[i].second);
            ry += rowHeights[i];
        }
    });
}

std::vector<Card> keyFigureCards(const SheetContext &ctx)
{
    const NumberFormat &nf = ctx.numbers;
    const Evaluation &e = ctx.eval();
    const PowerFigures &pw = e.power;
    const CostFigures &c = e.cost;
    const BuildOptions &o = ctx.build().options;
    std::vector<Card> cards;

    cards.push_back(
        {SheetText::tr("GPU memory"),
         nf.gb(e.gpu.count * e.gpu.memoryPerGpuGB),
         SheetText::tr("%1 × %2 nominal; usable %3 per GPU, %4 in all. Each GPU holds its own "
                       "share: memory is not one pool.")
             .arg(e.gpu.count)
             .arg(nf.gb(e.gpu.memoryPerGpuGB), nf.gib(e.gpu.memoryPerGpuGiB), nf.gib(e.gpu.memoryTotalGiB)),
         {}});

    const Status costStatus = subsystemStatusOf(e, Subsystem::Cost); // unpriced lines
    QString priceDetail = SheetText::tr("Hardware %1").arg(ctx.money(c.hardwareEur));
    if (c.vatEur != 0)
        priceDetail += SheetText::tr(", VAT %1").arg(ctx.money(c.vatEur));
    if (!c.complete)
        priceDetail += SheetText::tr("; %1 left out (price on request)").arg(incompleteText(c));
    cards.push_back({SheetText::tr("Price total"), totalText(ctx.money(c.totalEur), c), priceDetail,
                     costStatus == Status::Ok ? QColor() : colors::forStatus(costStatus)});

    // Core computes a price per GB only from a complete subtotal; otherwise the card says why not.
    cards.push_back(
        c.valueFiguresComputed
            ? Card{SheetText::tr("Price per GB of GPU memory"),
                   ctx.money(c.eurPerGbGpuMemory),
                   SheetText::tr("Hardware price / %1 nominal GPU memory; %2 per dense BF16 TFLOPS.")
                       .arg(nf.gb(e.gpu.count * e.gpu.memoryPerGpuGB), ctx.money(c.eurPerDenseBf16Tflops)),
                   {}}
            : Card{SheetText::tr("Price per GB of GPU memory"), SheetText::tr("not computed"),
                   c.complete ? SheetText::tr("The build has no GPU memory.")
                              : SheetText::tr("The hardware subtotal is %1; a price per GB from it would "
                                              "understate the cost.")
                                    .arg(incompleteText(c)),
                   costStatus == Status::Ok ? QColor() : colors::forStatus(costStatus)});

    cards.push_back(
        {SheetText::tr("Peak power at the wall"),
         nf.watts(pw.wallW),
         SheetText::tr("DC peak %1 (transient %2); typical %3 at the wall; %4 VA, %5 A at %6 V.")
             .arg(nf.watts(pw.peakW), nf.watts(pw.transientW), nf.watts(pw.wallTypicalW),
                  nf.number(pw.wallVA, 0), nf.number(pw.inputCurrentA, 1), nf.number(o.inputVolts, 0)),
         {}});

    cards.push_back({SheetText::tr("PSUs, %1").arg(displayName(pw.redundancy)), psuStatusName(pw.psuStatus),
                     SheetText::tr("%1 × %2 at %3 V; %4 usable under %5 for a %6 DC peak.")
                         .arg(pw.psuCount)
                         .arg(nf.watts(pw.psuRatedW), nf.number(o.inputVolts, 0), nf.watts(pw.psuUsableW),
                              displayName(pw.redundancy), nf.watts(pw.peakW)),
                     colors::forStatus(pw.psuStatus)});

    cards.push_back(
        {SheetText::tr("Heat and energy"),
         nf.number(pw.btuPerH, 0) + QStringLiteral(" BTU/h"),
         SheetText::tr("%1 per year: %2 kWh at %3/kWh, PUE %4, %5 utilisation.")
             .arg(ctx.money(c.energyEurPerYear), nf.number(c.energyKwhPerYear, 0),
                  ctx.money(o.electricityEurPerKwh, 4), nf.compact(o.pue, 4), nf.percent(o.utilization)),
         {}});
    return cards;
}

void flowCards(PageFlow &flow, const SheetContext &ctx, const std::vector<Card> &cards)
{
    const SheetStyle &st = ctx.style;
    constexpr int kPerRow = 3;
    const double gap = st.mm(3);
    const double cardWidth = (flow.width() - gap * (kPerRow - 1)) / kPerRow;
    const double pad = st.pt(4);
    const double innerWidth = cardWidth - 2 * pad;
    for (std::size_t start = 0; start < cards.size(); start += kPerRow) {
        double rowH = 0;
        for (std::size_t i = start; i < std::min(cards.size(), start + kPerRow); ++i) {
            const Card &c = cards[i];
            rowH = std::max(rowH, st.textHeight(st.small, innerWidth, c.label) +
                                      st.textHeight(st.figure, innerWidth, c.value) +
                                      st.textHeight(st.small, innerWidth, c.detail) + 2 * pad + st.pt(2));
        }
        const QRectF row = flow.take(rowH);
        flow.skip(gap);
        const SheetStyle *style = &st;
        for (std::size_t i = start; i < std::min(cards.size(), start + kPerRow); ++i) {
            const Card c = cards[i];
            const QRectF cell(row.left() + static_cast<double>(i - start) * (cardWidth + gap), row.top(),
                              cardWidth, rowH);
            flow.paint([=](QPainter &p) {
                p.setPen(Qt::NoPen);
                p.setBrush(style->stripe);
                p.drawRect(cell);
                p.setBrush(c.valueColor.isValid() ? c.valueColor : style->accent);
                p.drawRect(QRectF(cell.left(), cell.top(), style->pt(2), cell.height()));
                const QRectF inner = cell.adjusted(pad, pad, -pad, -pad);
                double y = inner.top();
                p.setFont(style->small);
                p.setPen(style->muted);
                const double labelH = style->textHeight(style->small, inner.width(), c.label);
                style->drawWrapped(p, QRectF(inner.left(), y, inner.width(), labelH), style->small, c.label);
                y += labelH;
                p.setFont(style->figure);
                p.setPen(c.valueColor.isValid() ? c.valueColor : style->ink);
                const double valueH = style->textHeight(style->figure, inner.width(), c.value);
                style->drawWrapped(p, QRectF(inner.left(), y, inner.width(), valueH), style->figure, c.value);
                y += valueH + style->pt(1);
                p.setFont(style->small);
                p.setPen(style->ink);
                style->drawWrapped(p, QRectF(inner.left(), y, inner.width(), inner.bottom() - y),
                                   style->small, c.detail);
            });
        }
    }
}

void flowWorkloads(PageFlow &flow, const SheetContext &ctx)
{
    const NumberFormat &nf = ctx.numbers;
    const Evaluation &e = ctx.eval();
    const SheetStyle &st = ctx.style;
    const std::vector<TableColumn> columns{
        {SheetText::tr("Workload"), 3.3, Qt::AlignLeft},
        {SheetText::tr("Fit"), 1.05, Qt::AlignLeft},
        {SheetText::tr("Per GPU: needed / available"), 1.7, Qt::AlignLeft},
        {SheetText::tr("Speed"), 2.6, Qt::AlignLeft},
    };
    std::vector<TableRow> rows;
    for (const WorkloadResult &w : e.workloads) {
        TableRow row;
        row.cells << qs(w.label) << workloadFitText(w, nf);
        if (!w.error.empty()) {
            row.cells << QString() << QString();
            row.cellColors = {QColor(), colors::forStatus(w.fitStatus)};
        } else {
            row.cells << QStringLiteral("%1 / %2").arg(nf.gib(w.perGpuRequiredGiB),
                                                       nf.gib(w.perGpuAvailableGiB))
                      << workloadSpeedText(w, ctx.numbers);
            row.cellColors = {QColor(), colors::forStatus(w.fitStatus)};
        }
        rows.push_back(row);
    }
    flowHeading(flow, st, SheetText::tr("What it runs"), tableLeadHeight(st, columns, rows));
    if (rows.empty()) {
        flowParagraph(flow, st, st.body, SheetText::tr("No workloads are set for this build."), st.muted);
        return;
    }
    flowTable(flow, st, columns, rows);
    // Every figure's band is long to list: it has its own section at the end (flowExpectedErrors).
    if (!expectedErrorParagraphs(e, nf).isEmpty())
        flowParagraph(flow, st, st.small,
                      SheetText::tr("How far each estimate may be off, from NodePlan's validation suite: see "
                                    "\"Expected error\" at the end of this sheet."),
                      st.muted);
}

void flowPsuModes(PageFlow &flow, const SheetContext &ctx)
{
    const NumberFormat &nf = ctx.numbers;
    const SheetStyle &st = ctx.style;
    const PowerFigures &pw = ctx.eval().power;
    const std::vector<TableColumn> columns{
        {SheetText::tr("PSU redundancy mode"), 2.2},
        {SheetText::tr("PSUs counted"), 1.2, Qt::AlignRight},
        {SheetText::tr("Capacity"), 1.3, Qt::AlignRight},
        {SheetText::tr("DC peak load"), 1.3, Qt::AlignRight},
        {SheetText::tr("Verdict"), 1.4},
    };
    std::vector<TableRow> rows;
    for (const PsuModeFigures &m : pw.psuModes) {
        TableRow row;
        row.cells << (m.chosen ? SheetText::tr("%1 (this build)").arg(displayName(m.mode))
                               : displayName(m.mode))
                  << SheetText::tr("%1 of %2").arg(m.psusCounted).arg(pw.psuCount) << nf.watts(m.usableW)
                  << nf.watts(pw.peakW) << psuStatusName(m.status);
        row.bold = m.chosen;
        row.cellColors = {QColor(), QColor(), QColor(), QColor(), colors::forStatus(m.status)};
        rows.push_back(row);
    }
    flowHeading(flow, st,
                SheetText::tr("PSU verdict per redundancy mode at %1")
                    .arg(inputFeedText(ctx.build().options.inputVoltage, ctx.build().options.inputVolts,
                                       ctx.numbers)),
                tableLeadHeight(st, columns, rows, 3));
    flowTable(flow, st, columns, rows);
}

void flowChassis(PageFlow &flow, const SheetContext &ctx)
{
    const NumberFormat &nf = ctx.numbers;
    const SheetStyle &st = ctx.style;
    const Chassis *chassis = ctx.catalog().findChassis(ctx.build().chassisSku);
    if (!chassis) {
        flowHeading(flow, st, SheetText::tr("Chassis"), st.pt(20));
        flowParagraph(
            flow, st, st.body,
            SheetText::tr("Chassis %1 is not in the catalog; no drawing.").arg(qs(ctx.build().chassisSku)),
            st.bad);
        return;
    }
    const double full = chassisDrawingHeight(st, *chassis, flow.width());
    const QString caption =
        SheetText::tr("%1 · %2U · %3 mm wide × %4 mm deep, seen from above; parts in their slots, "
                      "coloured by kind.")
            .arg(qs(chassis->info.name))
            .arg(chassis->rackUnits)
            .arg(nf.number(chassis->widthMm, 0), nf.number(chassis->depthMm, 0));
    const double captionH = st.textHeight(st.small, flow.width(), caption) + st.pt(2);
    // Room left under a heading on this page (heading, spacing above it, caption).
    const double room = flow.remaining() - (st.lineHeight(st.heading) + st.pt(17)) - captionH - st.pt(1);
    double width = flow.width();
    // Shrink the drawing (down to 55 %) rather than leave the rest of page 1 empty.
    // Only the outline scales with the width; the label band and the legend keep their height.
    const double fixed = chassisDrawingHeight(st, *chassis, 0);
    if (full > room && fixed + (full - fixed) * 0.55 <= room)
        width = flow.width() * (room - fixed) / (full - fixed);
    const int page = flow.currentPage();
    flowHeading(flow, st, SheetText::tr("Chassis layout"),
                chassisDrawingHeight(st, *chassis, width) + captionH);
    if (flow.currentPage() != page)
        width = flow.width(); // moved to a fresh page: full size
    const double height = chassisDrawingHeight(st, *chassis, width);
    const QRectF area = flow.take(height);
    const QRectF rect(area.left() + (area.width() - width) / 2, area.top(), width, height);
    const Chassis copy = *chassis;
    const std::set<std::string> populated = populatedSlots(ctx.resolved());
    const SheetStyle *style = &st;
    flow.paint([=](QPainter &p) { paintChassisDrawing(p, *style, rect, copy, populated); });
    flowParagraph(flow, st, st.small, caption, st.muted);
}

} // namespace

QString sheetKindLine(const BuildSheetInput &input)
{
    if (!input.quote)
        return SheetText::tr("Build sheet — not a quote");
    return SheetText::tr("Quote %1 · version %2").arg(input.quote->number).arg(input.quote->version);
}

QString workloadFitText(const WorkloadResult &w, const NumberFormat &numbers)
{
    if (!w.error.empty())
        return SheetText::tr("not evaluated: %1").arg(messageText(w.error, numbers));
    if (!w.fits)
        return SheetText::tr("does not fit");
    // Two sentences rather than "%n GPU(s)": English ships no translation that would pick the plural.
    return w.gpusUsed == 1 ? SheetText::tr("fits on 1 GPU")
                           : SheetText::tr("fits on %1 GPUs").arg(w.gpusUsed);
}

QStringList expectedErrorParagraphs(const Evaluation &e, const NumberFormat &nf)
{
    QStringList paragraphs;
    for (const WorkloadResult &w : e.workloads) {
        const QStringList lines = expectedErrorLines(w, nf);
        if (!lines.isEmpty())
            paragraphs << SheetText::tr("%1 — %2.").arg(qs(w.label), lines.join(QStringLiteral("; ")));
    }
    if (!paragraphs.isEmpty())
        paragraphs.prepend(errorBandMeaning(nf));
    return paragraphs;
}

QString workloadSpeedText(const WorkloadResult &w, const NumberFormat &nf)
{
    if (!w.error.empty() || !w.fits)
        return QStringLiteral("—");
    if (w.mode == WorkloadMode::Inference) {
        QString text = SheetText::tr("%1 per sequence, %2 in all; %3 sequences at once")
                           .arg(nf.tokensPerS(w.decodeTokensPerS), nf.tokensPerS(w.decodeTokensPerSAggregate))
                           .arg(w.maxConcurrentSequences);
        const LoadThroughput &t = w.underLoad;
        if (t.concurrency > 0)
            text += SheetText::tr("; under load %1 (%2 per GPU), first token %3")
                        .arg(nf.tokensPerS(t.outputTokensPerS), nf.tokensPerS(t.outputTokensPerSPerGpu),
                             nf.milliseconds(t.ttftMs));
        return text;
    }
    return SheetText::tr("%1 training").arg(nf.tokensPerS(w.trainTokensPerS));
}

void flowSummary(PageFlow &flow, const SheetContext &ctx)
{
    flowTitleBlock(flow, ctx);
    flow.skip(ctx.style.mm(5));
    flowCards(flow, ctx, keyFigureCards(ctx));
    flowWorkloads(flow, ctx);
    flowPsuModes(flow, ctx);
    flowChassis(flow, ctx);
}

} // namespace np::report
