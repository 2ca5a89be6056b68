// SPDX-License-Identifier: MIT
// Evaluation -> readable text assessment, laid out like a hand-written one: key figures first,
// then strengths and weaknesses per subsystem with their figures, then the workloads table.
#include "presentation/evaluation_json.h"

#include "core/enums_text.h"
#include "presentation/cli_text_format.h"
#include "presentation/display_names.h"
#include "presentation/error_band_text.h"
#include "presentation/finding_text.h"
#include "presentation/money_text.h"
#include "presentation/number_format.h"
#include "presentation/qt_text.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>

namespace np
{

namespace
{

// The tr() context of the text assessment (a class, so lupdate files the strings under it).
struct EvalText {
    Q_DECLARE_TR_FUNCTIONS(np::EvaluationText)
};

// CLI text's locale (cli_text_format.h): C with group separators ("1,597") in English, as
// the findings are written and scripts read; the chosen language's otherwise ("1.597").
QString n(double v, int decimals = 0)
{
    return cliTextFormat().number(v, decimals);
}

// English text keeps core's ids ("n_plus_1", "blocking") that scripts look for; another language
// gets the enum's display name in that language.
template <typename Enum> QString word(Enum value)
{
    return cliTextIsCLocale() ? qs(toText(value)) : displayName(value);
}

QString pad(const QString &s, int width)
{
    return s.leftJustified(width, QLatin1Char(' '));
}

QString rpad(const QString &s, int width)
{
    return s.rightJustified(width, QLatin1Char(' '));
}

// Cost in the display currency. A total that leaves unpriced lines out says "incomplete", and the
// unpriced parts are listed as "price on request"; EUR per GB appears only when core computed it.
void costLines(QStringList &out, const CostFigures &c, const CurrencyConversion &money)
{
    const NumberFormat cli = cliTextFormat();
    const auto m = [&](double eur) { return displayMoney(eur, money, cli); };
    const QString incomplete = c.complete ? QString() : QStringLiteral(" (%1)").arg(incompleteText(c));
    const QString value = c.valueFiguresComputed
                              ? EvalText::tr("%1 per GB GPU memory, %2 per BF16 TFLOPS")
                                    .arg(displayMoney(c.eurPerGbGpuMemory, money, cli, 2),
                                         displayMoney(c.eurPerDenseBf16Tflops, money, cli, 2))
                              : EvalText::tr("per GB and per TFLOPS not computed (unpriced lines)");
    out << EvalText::tr("  Cost      hardware %1%2, customer price %3%2; %4; energy %5/year; TCO %6%2")
               .arg(m(c.hardwareEur), incomplete, m(c.totalEur), value, m(c.energyEurPerYear), m(c.tcoEur));
    for (const BomLine &line : c.bom) {
        if (line.isSupport())
            out << EvalText::tr("  Support   %1: %2")
                       .arg(supportLineText(line), line.includedInSystemPrice ? includedInSystemPriceText()
                                                   : line.priced              ? m(line.extendedEur)
                                                                              : priceOnRequestText(line));
        else if (!line.priced)
            out << EvalText::tr("  Unpriced  %1 × %2 (%3): %4")
                       .arg(QString::number(line.quantity), qs(line.description), qs(line.sku),
                            priceOnRequestText(line));
    }
}

void keyFigures(QStringList &out, const Evaluation &ev, const CurrencyConversion &money)
{
    const GpuFigures &g = ev.gpu;
    out << EvalText::tr("Key figures");
    out << EvalText::tr("  GPUs      %1 × %2: %3 GB nominal / %4 GiB usable each (%5 GiB in all, per GPU, "
                        "not pooled), %6 GB/s, %7 BF16 TFLOPS dense")
               .arg(g.count)
               .arg(qs(g.model), n(g.memoryPerGpuGB), n(g.memoryPerGpuGiB, 1), n(g.memoryTotalGiB, 1),
                    n(g.memoryBandwidthPerGpuGBps), n(g.bf16DenseTflopsPerGpu));
    if (g.count > 1)
        out << EvalText::tr(
                   "  Links     %1; worst GPU pair %2 GB/s each way; host link %3 GB/s each way per GPU")
                   .arg(displayName(g.interconnect), n(g.p2pGBps, 1), n(g.hostLinkGBps, 1));
    out << EvalText::tr("  CPUs      %1 × %2: %3 cores, %4 per GPU")
               .arg(ev.cpu.sockets)
               .arg(qs(ev.cpu.model))
               .arg(ev.cpu.coresTotal)
               .arg(n(ev.cpu.coresPerGpu, 1));
    const HostMemoryFigures &m = ev.hostMemory;
    out << (m.balanced
                ? EvalText::tr("  Memory    %1 DIMMs, %2 GiB; %3 of %4 channels, %5 DPC, %6 MT/s, %7 GB/s; "
                               "%8× GPU memory")
                : EvalText::tr("  Memory    %1 DIMMs, %2 GiB; %3 of %4 channels, %5 DPC, %6 MT/s, %7 GB/s; "
                               "%8× GPU memory, unbalanced"))
               .arg(m.modules)
               .arg(n(m.capacityGiB))
               .arg(m.channelsPopulated)
               .arg(m.channelsTotal)
               .arg(m.dimmsPerChannel)
               .arg(n(m.speedMts), n(m.bandwidthGBps), n(m.ramToVramRatio, 2));
    out << (ev.pcie.switched
                ? EvalText::tr("  PCIe      %1 lanes available, %2 required at full width, %3 wired, "
                               "switched")
                : EvalText::tr("  PCIe      %1 lanes available, %2 required at full width, %3 wired"))
               .arg(ev.pcie.lanesAvailable)
               .arg(ev.pcie.lanesRequired)
               .arg(ev.pcie.lanesWired);
    const StorageFigures &s = ev.storage;
    out << EvalText::tr("  Storage   %1 drives, %2 TB raw / %3 TB usable (%4), %5 GB/s sequential read")
               .arg(s.drives)
               .arg(n(s.rawTB, 2), n(s.usableTB, 2), word(s.raid), n(s.seqReadGBps, 1));
    const QString nics = EvalText::tr("  Network   %n NIC(s), %1 Gb/s aggregate", nullptr, ev.network.nics)
                             .arg(n(ev.network.aggregateGbps));
    out << (ev.network.fabric.empty() ? nics
                                      : QStringLiteral("%1, %2").arg(nics, fabricName(ev.network.fabric)));
    const PowerFigures &p = ev.power;
    out << EvalText::tr("  Power     peak %1 W DC, %2 W at the wall (%3 VA, %4 A at the feed); typical %5 "
                        "W wall; transient %6 W")
               .arg(n(p.peakW), n(p.wallW), n(p.wallVA), n(p.inputCurrentA, 1), n(p.wallTypicalW),
                    n(p.transientW));
    out << (p.redundancyMet
                ? EvalText::tr("  PSUs      %1 × %2 W = %3 W; %4 usable %5 W (holds the peak); after one "
                               "failure %6 W")
                : EvalText::tr("  PSUs      %1 × %2 W = %3 W; %4 usable %5 W (short of the peak); after "
                               "one failure %6 W"))
               .arg(p.psuCount)
               .arg(n(p.psuRatedW), n(p.psuTotalW), word(p.redundancy), n(p.psuUsableW),
                    n(p.psuAfterOneFailureW));
    out << EvalText::tr("  Heat      %1 BTU/h; airflow limit %2 W").arg(n(p.btuPerH), n(p.airflowLimitW));
    costLines(out, ev.cost, money);
    // Core's verdicts, as the GUI and the PDF colour them.
    out << EvalText::tr("  Verdicts  PSUs %1, GPU transients %2, heat %3, PCIe lanes %4")
               .arg(word(p.psuStatus), word(p.transientStatus), word(p.heatStatus), word(ev.pcie.status));
    QStringList subsystems;
    for (const SubsystemStatus &st : ev.subsystemStatus)
        subsystems
            << EvalText::tr("%1 %2", "subsystem and its status").arg(word(st.subsystem), word(st.status));
    out << EvalText::tr("  Status    %1").arg(subsystems.join(QStringLiteral(", ")));
}

void findingsBySubsystem(QStringList &out, const Evaluation &ev)
{
    constexpr std::array order{Subsystem::Gpu,     Subsystem::Interconnect, Subsystem::Cpu,
                               Subsystem::Memory,  Subsystem::Pcie,         Subsystem::Storage,
                               Subsystem::Network, Subsystem::Power,        Subsystem::Cooling,
                               Subsystem::Cost,    Subsystem::Workload};
    for (Subsystem s : order) {
        QStringList strengths, weaknesses;
        for (const Finding &f : ev.findings) {
            if (f.subsystem != s)
                continue;
            if (f.kind == FindingKind::Strength)
                strengths << QStringLiteral("  + ") + findingText(f, cliTextFormat());
            else
                weaknesses << QStringLiteral("  − %1%2")
                                  .arg(f.severity == Severity::Info
                                           ? QString()
                                           : QStringLiteral("[%1] ").arg(word(f.severity)),
                                       findingText(f, cliTextFormat()));
        }
        if (strengths.isEmpty() && weaknesses.isEmpty())
            continue;
        out << QString() << displayName(s);
        if (!strengths.isEmpty())
            out << EvalText::tr(" Strengths:") << strengths;
        if (!weaknesses.isEmpty())
            out << EvalText::tr(" Weaknesses:") << weaknesses;
    }
}

void workloadTable(QStringList &out, const Evaluation &ev)
{
    if (ev.workloads.empty())
        return;
    out << QString() << EvalText::tr("Workload table (per GPU; memory is sharded, never pooled)");
    out << QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8")
               .arg(pad(EvalText::tr("workload"), 56), pad(EvalText::tr("fits"), 4),
                    rpad(EvalText::tr("need GiB"), 9), rpad(EvalText::tr("have GiB"), 9),
                    rpad(EvalText::tr("max ctx"), 9), rpad(EvalText::tr("KV B/tok"), 9),
                    rpad(EvalText::tr("decode t/s"), 10), rpad(EvalText::tr("prefill|train t/s"), 17));
    for (const WorkloadResult &r : ev.workloads) {
        const QString label = r.label.empty() ? qs(r.model) : qs(r.label);
        if (!r.error.empty()) {
            out << EvalText::tr("  %1 error: %2").arg(pad(label, 56), messageText(r.error, cliTextFormat()));
            continue;
        }
        const bool inference = r.mode == WorkloadMode::Inference;
        out << QStringLiteral("  %1 %2 %3 %4 %5 %6 %7 %8")
                   .arg(pad(label.left(56), 56),
                        pad(r.fits ? EvalText::tr("yes", "workload fits")
                                   : EvalText::tr("NO", "workload fits"),
                            4),
                        rpad(n(r.perGpuRequiredGiB, 1), 9), rpad(n(r.perGpuAvailableGiB, 1), 9),
                        rpad(inference ? n(double(r.maxContextTokens)) : QStringLiteral("-"), 9),
                        rpad(n(r.kvBytesPerToken), 9),
                        rpad(inference ? n(r.decodeTokensPerS, 1) : QStringLiteral("-"), 10),
                        rpad(n(inference ? r.prefillTokensPerS : r.trainTokensPerS), 17));
    }
}

// Throughput under load of each inference workload, every figure with its expected error.
void underLoadLines(QStringList &out, const Evaluation &ev)
{
    const NumberFormat nf = cliTextFormat();
    QStringList lines;
    for (const WorkloadResult &r : ev.workloads) {
        const LoadThroughput &t = r.underLoad;
        if (t.concurrency <= 0)
            continue;
        const auto band = [&](WorkloadFigure figure) {
            return errorBandText(expectedErrorOf(r, figure), nf);
        };
        lines << (t.kvLimited
                      ? EvalText::tr("  %1: %2 in flight, %3 in / %4 out (as many as the KV cache holds)")
                      : EvalText::tr("  %1: %2 in flight, %3 in / %4 out"))
                     .arg(r.label.empty() ? qs(r.model) : qs(r.label))
                     .arg(t.concurrency)
                     .arg(nf.integer(t.inputTokens), nf.integer(t.outputTokens));
        lines << EvalText::tr("    %1 (%2 per GPU; %3)")
                     .arg(nf.tokensPerS(t.outputTokensPerS), nf.tokensPerS(t.outputTokensPerSPerGpu),
                          band(WorkloadFigure::LoadThroughput));
        lines << EvalText::tr("    first token %1 (%2)")
                     .arg(nf.milliseconds(t.ttftMs), band(WorkloadFigure::LoadTtft));
        lines << EvalText::tr("    per output token %1 (%2)")
                     .arg(nf.milliseconds(t.tpotMs), band(WorkloadFigure::LoadTpot));
    }
    if (lines.isEmpty())
        return;
    out << QString() << EvalText::tr("Throughput under load (continuous batching)") << lines;
}

// How wrong each workload's figures may be: the band of its stratum in the validation suite.
void expectedErrorBlock(QStringList &out, const Evaluation &ev)
{
    const NumberFormat nf = cliTextFormat();
    QStringList lines;
    for (const WorkloadResult &r : ev.workloads) {
        const QStringList figures = expectedErrorLines(r, nf);
        if (figures.isEmpty())
            continue;
        lines << QStringLiteral("  ") + (r.label.empty() ? qs(r.model) : qs(r.label));
        for (const QString &figure : figures)
            lines << QStringLiteral("    ") + figure;
    }
    if (lines.isEmpty())
        return;
    out << QString() << errorBandMeaning(nf) << lines;
}

} // namespace

QString evaluationToText(const Evaluation &ev, const CurrencyConversion &money)
{
    QStringList out;
    out << (ev.buildName.empty() ? EvalText::tr("Build") : qs(ev.buildName));
    out << EvalText::tr("Chassis: %1").arg(qs(ev.chassis)) << QString();
    keyFigures(out, ev, money);
    findingsBySubsystem(out, ev);
    workloadTable(out, ev);
    underLoadLines(out, ev);
    expectedErrorBlock(out, ev);
    out << QString();
    return out.join(QLatin1Char('\n'));
}

} // namespace np
