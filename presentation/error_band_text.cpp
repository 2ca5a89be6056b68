// SPDX-License-Identifier: MIT
#include "presentation/error_band_text.h"

#include "presentation/display_names.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace np
{

namespace
{

// The tr() context (a class, so lupdate files the strings under it).
struct ErrorBandText {
    Q_DECLARE_TR_FUNCTIONS(np::ErrorBandText)
};

} // namespace

QString errorBandText(const ErrorBand &band, const NumberFormat &format)
{
    if (!band.validated())
        return ErrorBandText::tr("not validated (fewer than %1 published cases)").arg(kMinValidatedCases);
    return ErrorBandText::tr("%1 % of %2 published cases within %3")
        .arg(format.number(kBandCoverage * 100), format.integer(band.cases),
             format.bandPercent(band.lowPct, band.highPct));
}

QString errorBandShortText(const ErrorBand &band, const NumberFormat &format)
{
    if (!band.validated())
        return ErrorBandText::tr("error not validated");
    return ErrorBandText::tr("error %1 in %2 % of %3 cases")
        .arg(format.bandPercent(band.lowPct, band.highPct), format.number(kBandCoverage * 100),
             format.integer(band.cases));
}

QString errorBandMeaning(const NumberFormat &format)
{
    return ErrorBandText::tr(
               "Expected error: where the estimate's error, (estimate − measured) / measured, lay "
               "for %1 % of NodePlan's validation cases of the same figure, GPU vendor, engine and "
               "workload mode.")
        .arg(format.number(kBandCoverage * 100));
}

QString estimateValueText(const WorkloadResult &r, EstimateKind kind, const NumberFormat &format)
{
    switch (kind) {
    case EstimateKind::WeightsMemory:
        return format.gib(r.perGpu.weightsGiB);
    case EstimateKind::KvCacheMemory:
        return format.gib(r.perGpu.kvCacheGiB);
    case EstimateKind::KvCacheTokens:
    case EstimateKind::TrainingMaxContext:
        return ErrorBandText::tr("%1 tokens of context").arg(format.integer(r.maxContextTokens));
    case EstimateKind::TrainingMemory:
        return format.gib(r.perGpuRequiredGiB);
    case EstimateKind::DecodeSpeed:
        return format.tokensPerS(r.decodeTokensPerS);
    case EstimateKind::PrefillSpeed:
        return format.tokensPerS(r.prefillTokensPerS);
    case EstimateKind::TimeToFirstToken:
        return format.milliseconds(r.underLoad.ttftMs);
    case EstimateKind::TimePerOutputToken:
        return format.milliseconds(r.underLoad.tpotMs);
    case EstimateKind::ThroughputUnderLoad:
        return format.tokensPerS(r.underLoad.outputTokensPerS);
    case EstimateKind::TrainingSpeed:
        return format.tokensPerS(r.trainTokensPerS);
    }
    return {};
}

QStringList expectedErrorLines(const WorkloadResult &result, const NumberFormat &format)
{
    QStringList lines;
    std::vector<EstimateKind> shown;
    for (const FigureError &e : expectedErrorsOf(result)) {
        if (std::find(shown.begin(), shown.end(), e.kind) != shown.end())
            continue; // maximum context and concurrent sequences are one KV capacity
        shown.push_back(e.kind);
        lines << ErrorBandText::tr("%1 %2: %3")
                     .arg(displayName(e.kind), estimateValueText(result, e.kind, format),
                          errorBandText(e.error, format));
    }
    return lines;
}

} // namespace np
