// SPDX-License-Identifier: MIT
// Stable JSON ids of the side-by-side enums (docs/compare-json.md), like core/enums_text.cpp.
#include "core/side_by_side.h"

namespace np
{

std::string_view toText(ComparedFigure figure)
{
    switch (figure) {
    case ComparedFigure::Chassis:
        return "chassis";
    case ComparedFigure::Gpus:
        return "gpus";
    case ComparedFigure::GpuMemoryGiB:
        return "gpu_memory_total_gib";
    case ComparedFigure::HostMemoryGiB:
        return "host_memory_gib";
    case ComparedFigure::GpuToGpuGBps:
        return "gpu_to_gpu_gbps";
    case ComparedFigure::RackUnits:
        return "rack_units";
    case ComparedFigure::WallPeakW:
        return "wall_peak_w";
    case ComparedFigure::BuildsPerRack:
        return "builds_per_rack";
    case ComparedFigure::WallPerRackW:
        return "wall_peak_per_rack_w";
    case ComparedFigure::PsuHeadroomW:
        return "psu_headroom_w";
    case ComparedFigure::PriceEur:
        return "price_eur";
    case ComparedFigure::UnpricedLines:
        return "unpriced_lines";
    case ComparedFigure::EurPerGbGpuMemory:
        return "eur_per_gb_gpu_memory";
    case ComparedFigure::Tco3YearsEur:
        return "tco_3_years_eur";
    case ComparedFigure::WorstFinding:
        return "worst_finding_status";
    case ComparedFigure::WorkloadFit:
        return "workload_fit_status";
    case ComparedFigure::WorkloadDecodeTokensPerS:
        return "workload_decode_tokens_per_s";
    case ComparedFigure::WorkloadTtftMs:
        return "workload_ttft_ms";
    case ComparedFigure::WorkloadMaxSequences:
        return "workload_max_concurrent_sequences";
    case ComparedFigure::WorkloadOutputTokensPerS:
        return "workload_output_tokens_per_s_under_load";
    case ComparedFigure::WorkloadEurPerOutputTokenPerS:
        return "workload_eur_per_output_token_per_s";
    case ComparedFigure::WorkloadAllreduceMsPerToken:
        return "workload_allreduce_ms_per_token";
    case ComparedFigure::WorkloadTrainTokensPerS:
        return "workload_train_tokens_per_s";
    case ComparedFigure::WorkloadEurPerMillionTokens:
        return "workload_3_year_eur_per_million_tokens";
    case ComparedFigure::SubsystemVerdict:
        return "subsystem_status";
    }
    return {};
}

std::string_view toText(Better better)
{
    switch (better) {
    case Better::None:
        return "none";
    case Better::Lower:
        return "lower";
    case Better::Higher:
        return "higher";
    }
    return {};
}

std::string_view toText(CellGap gap)
{
    switch (gap) {
    case CellGap::None:
        return "none";
    case CellGap::NotApplicable:
        return "not_applicable";
    case CellGap::Unpriced:
        return "unpriced_lines";
    case CellGap::DoesNotFit:
        return "does_not_fit";
    case CellGap::NotEvaluated:
        return "not_evaluated";
    case CellGap::NotComputed:
        return "not_computed";
    case CellGap::OverRackBudget:
        return "over_rack_power_budget";
    }
    return {};
}

} // namespace np
