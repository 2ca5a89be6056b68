// SPDX-License-Identifier: MIT
// Builds side by side: every cell is read from an Evaluation (TTFT from the workload's prompt
// length and its prefill speed); the ranking rules live here so no view compares numbers.
#include "core/side_by_side.h"

#include "core/workload/workload_internal.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

namespace np
{

namespace
{

// The years a TCO row covers (user story 2: "over three years of energy").
constexpr int kTcoYears = 3;

constexpr std::array kSubsystems{Subsystem::Gpu,     Subsystem::Interconnect, Subsystem::Cpu,
                                 Subsystem::Memory,  Subsystem::Pcie,         Subsystem::Storage,
                                 Subsystem::Network, Subsystem::Power,        Subsystem::Cooling,
                                 Subsystem::Cost,    Subsystem::Workload};

constexpr std::array kPsuModes{PsuRedundancy::None, PsuRedundancy::NPlus1, PsuRedundancy::NPlusN};

Better betterOf(ComparedFigure figure)
{
    switch (figure) {
    case ComparedFigure::Chassis:
    case ComparedFigure::Gpus:
        return Better::None;
    case ComparedFigure::GpuMemoryGiB:
    case ComparedFigure::HostMemoryGiB:
    case ComparedFigure::PsuHeadroomW:
    case ComparedFigure::WorkloadDecodeTokensPerS:
    case ComparedFigure::WorkloadMaxSequences:
        return Better::Higher;
    case ComparedFigure::WallPeakW:
    case ComparedFigure::PriceEur:
    case ComparedFigure::UnpricedLines:
    case ComparedFigure::EurPerGbGpuMemory:
    case ComparedFigure::Tco3YearsEur:
    case ComparedFigure::WorstFinding:
    case ComparedFigure::WorkloadFit:
    case ComparedFigure::WorkloadTtftMs:
    case ComparedFigure::SubsystemVerdict:
        return Better::Lower;
    }
    return Better::None;
}

bool isMoney(ComparedFigure figure)
{
    return figure == ComparedFigure::PriceEur || figure == ComparedFigure::EurPerGbGpuMemory ||
           figure == ComparedFigure::Tco3YearsEur;
}

ComparisonCell figureCell(double value, Status status = Status::Ok)
{
    ComparisonCell c;
    c.available = true;
    c.value = value;
    c.status = status;
    return c;
}

ComparisonCell statusCell(Status status)
{
    return figureCell(static_cast<int>(status), status);
}

// Money read from a build with unpriced lines leaves those lines out: flagged, never ranked.
Status priceStatus(const Evaluation &e)
{
    return e.cost.unpricedLines > 0 ? Status::Warning : Status::Ok;
}

Status worstFinding(const Evaluation &e)
{
    Status s = Status::Ok;
    for (const Finding &f : e.findings)
        if (f.kind == FindingKind::Weakness)
            s = worst(s, statusOf(f.severity));
    return s;
}

const PsuModeFigures *psuMode(const Evaluation &e, PsuRedundancy mode)
{
    for (const PsuModeFigures &m : e.power.psuModes)
        if (m.mode == mode)
            return &m;
    return nullptr;
}

// The workload labelled `label` with the build's own workload it was evaluated from (null when
// the evaluation does not line up with the build, e.g. a hand-made evaluation).
struct FoundWorkload {
    const WorkloadResult *result = nullptr;
    const Workload *input = nullptr;
};

FoundWorkload findWorkload(const ComparisonInput &in, const std::string &label)
{
    const std::vector<WorkloadResult> &results = in.evaluation->workloads;
    for (std::size_t i = 0; i < results.size(); ++i) {
        if (results[i].label != label)
            continue;
        const bool aligned = in.build && in.build->workloads.size() == results.size();
        return {&results[i], aligned ? &in.build->workloads[i] : nullptr};
    }
    return {};
}

bool servesTokens(const WorkloadResult &w)
{
    return w.mode == WorkloadMode::Inference && w.error.empty();
}

ComparisonCell workloadCell(ComparedFigure figure, const FoundWorkload &found)
{
    if (!found.result)
        return {};
    const WorkloadResult &w = *found.result;
    if (figure == ComparedFigure::WorkloadFit)
        return statusCell(w.fitStatus);
    if (!servesTokens(w))
        return {};
    switch (figure) {
    case ComparedFigure::WorkloadDecodeTokensPerS:
        return w.decodeTokensPerS > 0 ? figureCell(w.decodeTokensPerS) : ComparisonCell{};
    case ComparedFigure::WorkloadTtftMs:
        // One prompt of the workload's prompt length, prefilled alone.
        if (!found.input || w.prefillTokensPerS <= 0)
            return {};
        return figureCell(1000.0 * detail::promptTokensOf(*found.input) / w.prefillTokensPerS);
    case ComparedFigure::WorkloadMaxSequences:
        return figureCell(w.maxConcurrentSequences);
    default:
        return {};
    }
}

long long rounded(const ComparisonRow &row, const ComparisonCell &cell)
{
    return std::llround(cell.value / comparisonResolution(row.figure));
}

bool sameCell(const ComparisonRow &row, const ComparisonCell &a, const ComparisonCell &b)
{
    if (a.available != b.available)
        return false;
    if (!a.available)
        return true;
    return a.text == b.text && a.status == b.status && rounded(row, a) == rounded(row, b);
}

// Marks the best and worst available cells. A row is ranked only when at least two builds have
// the figure and they are not all equal; money is ranked only when every build is fully priced,
// since a total that leaves out parts would win unfairly.
void rank(ComparisonRow &row, bool allPriced)
{
    if (row.better == Better::None || (isMoney(row.figure) && !allPriced))
        return;
    std::vector<long long> values;
    for (const ComparisonCell &c : row.cells)
        if (c.available)
            values.push_back(rounded(row, c));
    if (values.size() < 2)
        return;
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    if (*lo == *hi)
        return;
    const long long best = row.better == Better::Lower ? *lo : *hi;
    const long long worstValue = row.better == Better::Lower ? *hi : *lo;
    for (ComparisonCell &c : row.cells) {
        if (!c.available)
            continue;
        c.best = rounded(row, c) == best;
        c.worst = rounded(row, c) == worstValue;
    }
    row.ranked = true;
}

void finish(ComparisonRow &row, bool allPriced)
{
    row.better = betterOf(row.figure);
    for (std::size_t i = 1; i < row.cells.size() && !row.differs; ++i)
        row.differs = !sameCell(row, row.cells[0], row.cells[i]);
    rank(row, allPriced);
}

} // namespace

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
    case ComparedFigure::WallPeakW:
        return "wall_peak_w";
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

double comparisonResolution(ComparedFigure figure)
{
    switch (figure) {
    case ComparedFigure::GpuMemoryGiB:
    case ComparedFigure::HostMemoryGiB:
    case ComparedFigure::WorkloadDecodeTokensPerS:
        return 0.1;
    case ComparedFigure::EurPerGbGpuMemory:
        return 0.01;
    default:
        return 1;
    }
}

ComparisonInput comparisonInputOf(const EvaluatedBuild &evaluated, std::string name)
{
    if (name.empty())
        name = evaluated.build().name;
    return {std::move(name), &evaluated.evaluation(), &evaluated.build()};
}

namespace
{

// Every workload label of the builds, in the order they first appear.
std::vector<std::string> workloadLabels(const std::vector<ComparisonInput> &inputs)
{
    std::vector<std::string> labels;
    for (const ComparisonInput &in : inputs)
        for (const WorkloadResult &w : in.evaluation->workloads)
            if (std::find(labels.begin(), labels.end(), w.label) == labels.end())
                labels.push_back(w.label);
    return labels;
}

} // namespace

BuildComparison compareBuilds(const std::vector<ComparisonInput> &builds)
{
    BuildComparison out;
    std::vector<ComparisonInput> inputs;
    for (const ComparisonInput &b : builds)
        if (b.evaluation) {
            inputs.push_back(b);
            out.buildNames.push_back(b.name);
        }
    const bool allPriced = std::all_of(inputs.begin(), inputs.end(), [](const ComparisonInput &in) {
        return in.evaluation->cost.unpricedLines == 0;
    });

    auto addRow = [&](ComparisonRow row, const std::function<ComparisonCell(const ComparisonInput &)> &cell) {
        for (const ComparisonInput &in : inputs)
            row.cells.push_back(cell(in));
        finish(row, allPriced);
        out.rows.push_back(std::move(row));
    };
    auto add = [&](ComparedFigure figure, const std::function<ComparisonCell(const Evaluation &)> &cell) {
        ComparisonRow row;
        row.figure = figure;
        addRow(std::move(row), [&](const ComparisonInput &in) { return cell(*in.evaluation); });
    };
    using E = const Evaluation &;

    add(ComparedFigure::Chassis, [](E e) {
        ComparisonCell c = figureCell(0);
        c.text = e.chassis;
        return c;
    });
    add(ComparedFigure::Gpus, [](E e) {
        ComparisonCell c = figureCell(e.gpu.count);
        c.text = e.gpu.model;
        return c;
    });
    add(ComparedFigure::GpuMemoryGiB, [](E e) { return figureCell(e.gpu.memoryTotalGiB); });
    add(ComparedFigure::HostMemoryGiB, [](E e) { return figureCell(e.hostMemory.capacityGiB); });
    add(ComparedFigure::WallPeakW, [](E e) { return figureCell(e.power.wallW); });
    for (PsuRedundancy mode : kPsuModes) {
        ComparisonRow row;
        row.figure = ComparedFigure::PsuHeadroomW;
        row.psuMode = mode;
        addRow(std::move(row), [mode](const ComparisonInput &in) {
            const PsuModeFigures *m = psuMode(*in.evaluation, mode);
            return m ? figureCell(m->headroomW, m->status) : ComparisonCell{};
        });
    }
    add(ComparedFigure::PriceEur, [](E e) { return figureCell(e.cost.totalEur, priceStatus(e)); });
    add(ComparedFigure::UnpricedLines, [](E e) { return figureCell(e.cost.unpricedLines, priceStatus(e)); });
    add(ComparedFigure::EurPerGbGpuMemory, [](E e) {
        return e.gpu.count > 0 ? figureCell(e.cost.eurPerGbGpuMemory, priceStatus(e)) : ComparisonCell{};
    });
    // The same sum as the evaluation's own TCO (cost.cpp), at three years whatever the build's setting.
    add(ComparedFigure::Tco3YearsEur, [](E e) {
        return figureCell(e.cost.totalEur + kTcoYears * e.cost.energyEurPerYear, priceStatus(e));
    });

    for (const std::string &label : workloadLabels(inputs))
        for (ComparedFigure figure : {ComparedFigure::WorkloadFit, ComparedFigure::WorkloadDecodeTokensPerS,
                                      ComparedFigure::WorkloadTtftMs, ComparedFigure::WorkloadMaxSequences}) {
            ComparisonRow row;
            row.figure = figure;
            row.workload = label;
            addRow(std::move(row),
                   [&](const ComparisonInput &in) { return workloadCell(figure, findWorkload(in, label)); });
        }

    add(ComparedFigure::WorstFinding, [](E e) { return statusCell(worstFinding(e)); });
    for (Subsystem s : kSubsystems) {
        ComparisonRow row;
        row.figure = ComparedFigure::SubsystemVerdict;
        row.subsystem = s;
        addRow(std::move(row),
               [s](const ComparisonInput &in) { return statusCell(subsystemStatusOf(*in.evaluation, s)); });
    }
    return out;
}

} // namespace np
