// SPDX-License-Identifier: MIT
// Builds side by side: every cell is read from an Evaluation (TTFT from the workload's prompt
// length and its prefill speed, money per token from the price, the TCO and the build's
// utilisation); the ranking rules live here so no view compares numbers.
#include "core/side_by_side.h"

#include "core/rack_assumptions.h"
#include "core/units.h"
#include "core/workload/load_throughput.h"
#include "core/workload/workload_internal.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>

namespace np
{

namespace
{

// The years the TCO and cost-per-token rows cover (user story 2: "over three years of energy").
constexpr int kTcoYears = 3;

constexpr std::array kSubsystems{Subsystem::Gpu,     Subsystem::Interconnect, Subsystem::Cpu,
                                 Subsystem::Memory,  Subsystem::Pcie,         Subsystem::Storage,
                                 Subsystem::Network, Subsystem::Power,        Subsystem::Cooling,
                                 Subsystem::Cost,    Subsystem::Workload};

constexpr std::array kPsuModes{PsuRedundancy::None, PsuRedundancy::NPlus1, PsuRedundancy::NPlusN};

constexpr std::array kInferenceRows{ComparedFigure::WorkloadFit,
                                    ComparedFigure::WorkloadDecodeTokensPerS,
                                    ComparedFigure::WorkloadTtftMs,
                                    ComparedFigure::WorkloadMaxSequences,
                                    ComparedFigure::WorkloadOutputTokensPerS,
                                    ComparedFigure::WorkloadEurPerOutputTokenPerS,
                                    ComparedFigure::WorkloadAllreduceMsPerToken,
                                    ComparedFigure::WorkloadEurPerMillionTokens};
constexpr std::array kTrainingRows{ComparedFigure::WorkloadFit, ComparedFigure::WorkloadTrainTokensPerS,
                                   ComparedFigure::WorkloadEurPerMillionTokens};

Better betterOf(ComparedFigure figure)
{
    switch (figure) {
    case ComparedFigure::Chassis:
    case ComparedFigure::Gpus:
    case ComparedFigure::WallPerRackW: // more power per rack is more builds, not worse
        return Better::None;
    case ComparedFigure::GpuMemoryGiB:
    case ComparedFigure::HostMemoryGiB:
    case ComparedFigure::GpuToGpuGBps:
    case ComparedFigure::BuildsPerRack:
    case ComparedFigure::PsuHeadroomW:
    case ComparedFigure::WorkloadDecodeTokensPerS:
    case ComparedFigure::WorkloadMaxSequences:
    case ComparedFigure::WorkloadOutputTokensPerS:
    case ComparedFigure::WorkloadTrainTokensPerS:
        return Better::Higher;
    default:
        return Better::Lower;
    }
}

ComparisonCell figureCell(double value, Status status = Status::Ok)
{
    ComparisonCell c;
    c.available = true;
    c.gap = CellGap::None;
    c.value = value;
    c.status = status;
    return c;
}

ComparisonCell gapCell(CellGap gap)
{
    ComparisonCell c;
    c.gap = gap;
    return c;
}

ComparisonCell statusCell(Status status)
{
    return figureCell(static_cast<int>(status), status);
}

// Money from a build with unpriced lines would leave those lines out: not computed, never ranked.
ComparisonCell moneyCell(const Evaluation &e, double value)
{
    if (e.cost.unpricedLines > 0) {
        ComparisonCell c = gapCell(CellGap::Unpriced);
        c.unpricedLines = e.cost.unpricedLines;
        return c;
    }
    return figureCell(value);
}

double tco3Years(const Evaluation &e)
{
    // The same sum as the evaluation's own TCO (cost.cpp), at three years whatever the build's setting.
    return e.cost.totalEur + kTcoYears * e.cost.energyEurPerYear;
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

// Builds one rack holds: the fewer of its rack units and its power budget allow (rack_assumptions.h).
int buildsPerRack(const ComparisonInput &in)
{
    const double byUnits = std::floor(kRackUnitsPerRack / in.rackUnits);
    const double byPower = std::floor(kRackPowerBudgetKw * 1000.0 / in.evaluation->power.wallW);
    return static_cast<int>(std::max(0.0, std::min(byUnits, byPower)));
}

ComparisonCell rackCell(ComparedFigure figure, const ComparisonInput &in)
{
    if (in.rackUnits <= 0 || in.evaluation->power.wallW <= 0)
        return gapCell(CellGap::NotComputed);
    const int builds = buildsPerRack(in);
    if (builds == 0)
        return gapCell(CellGap::OverRackBudget);
    return figure == ComparedFigure::BuildsPerRack ? figureCell(builds)
                                                   : figureCell(builds * in.evaluation->power.wallW);
}

// The workload at `index` of the compared set with the build's own workload it was evaluated from
// (null when the evaluation does not line up with the build, e.g. a hand-made evaluation).
struct FoundWorkload {
    const WorkloadResult *result = nullptr;
    const Workload *input = nullptr;
};

FoundWorkload workloadAt(const ComparisonInput &in, std::size_t index)
{
    const std::vector<WorkloadResult> &results = in.evaluation->workloads;
    if (index >= results.size())
        return {};
    const bool aligned = in.build && in.build->workloads.size() == results.size();
    return {&results[index], aligned ? &in.build->workloads[index] : nullptr};
}

ComparisonCell positive(double value)
{
    return value > 0 ? figureCell(value) : gapCell(CellGap::NotComputed);
}

// 3-year TCO over the tokens made in three years at the build's utilisation, per million.
ComparisonCell eurPerMillionTokens(const ComparisonInput &in, const WorkloadResult &w)
{
    const double tokens = workloadThroughput(w); // output tokens under load, or training tokens
    if (!in.build || tokens <= 0 || in.build->options.utilization <= 0)
        return gapCell(CellGap::NotComputed);
    const double seconds = kTcoYears * units::hoursPerYear * 3600.0 * in.build->options.utilization;
    return moneyCell(*in.evaluation, tco3Years(*in.evaluation) / (tokens * seconds) * 1e6);
}

ComparisonCell fittingWorkloadCell(ComparedFigure figure, const ComparisonInput &in,
                                   const FoundWorkload &found)
{
    const WorkloadResult &w = *found.result;
    switch (figure) {
    case ComparedFigure::WorkloadDecodeTokensPerS:
        return positive(w.decodeTokensPerS);
    case ComparedFigure::WorkloadTtftMs:
        // One prompt of the workload's prompt length, prefilled alone.
        if (!found.input || w.prefillTokensPerS <= 0)
            return gapCell(CellGap::NotComputed);
        return figureCell(1000.0 * detail::promptTokensOf(*found.input) / w.prefillTokensPerS);
    case ComparedFigure::WorkloadMaxSequences:
        return figureCell(w.maxConcurrentSequences);
    case ComparedFigure::WorkloadOutputTokensPerS:
        return positive(w.underLoad.outputTokensPerS);
    case ComparedFigure::WorkloadEurPerOutputTokenPerS:
        if (w.underLoad.outputTokensPerS <= 0)
            return gapCell(CellGap::NotComputed);
        return moneyCell(*in.evaluation, in.evaluation->cost.totalEur / w.underLoad.outputTokensPerS);
    case ComparedFigure::WorkloadAllreduceMsPerToken:
        return figureCell(w.allreduceMsPerStep); // 0 at TP1: no all-reduce
    case ComparedFigure::WorkloadTrainTokensPerS:
        return positive(w.trainTokensPerS);
    case ComparedFigure::WorkloadEurPerMillionTokens:
        return eurPerMillionTokens(in, w);
    default:
        return gapCell(CellGap::NotApplicable);
    }
}

ComparisonCell workloadCell(ComparedFigure figure, const ComparisonInput &in, std::size_t index)
{
    const FoundWorkload found = workloadAt(in, index);
    if (!found.result)
        return gapCell(CellGap::NotApplicable);
    const WorkloadResult &w = *found.result;
    ComparisonCell c;
    if (figure == ComparedFigure::WorkloadFit) {
        c = statusCell(w.fitStatus);
        c.reason = w.error;
    } else if (!w.error.empty()) {
        c = gapCell(CellGap::NotEvaluated);
        c.reason = w.error;
    } else if (!w.fits) {
        c = gapCell(CellGap::DoesNotFit);
    } else {
        c = fittingWorkloadCell(figure, in, found);
    }
    c.tensorParallel = w.error.empty() ? w.tensorParallel : 0;
    return c;
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
        return a.gap == b.gap && a.text == b.text && a.reason == b.reason;
    return a.text == b.text && a.reason == b.reason && a.status == b.status &&
           a.tensorParallel == b.tensorParallel && rounded(row, a) == rounded(row, b);
}

// Marks the best and worst cells that hold a figure. A row is ranked only when at least two builds
// have the figure and they are not all equal; a cell without one (unpriced money, a workload that
// does not fit) is never best or worst.
void rank(ComparisonRow &row)
{
    if (row.better == Better::None)
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

void finish(ComparisonRow &row)
{
    row.better = betterOf(row.figure);
    for (std::size_t i = 1; i < row.cells.size() && !row.differs; ++i)
        row.differs = !sameCell(row, row.cells[0], row.cells[i]);
    rank(row);
}

} // namespace

double comparisonResolution(ComparedFigure figure)
{
    switch (figure) {
    case ComparedFigure::GpuMemoryGiB:
    case ComparedFigure::HostMemoryGiB:
    case ComparedFigure::GpuToGpuGBps:
    case ComparedFigure::WorkloadDecodeTokensPerS:
        return 0.1;
    case ComparedFigure::EurPerGbGpuMemory:
    case ComparedFigure::WorkloadEurPerOutputTokenPerS:
    case ComparedFigure::WorkloadEurPerMillionTokens:
        return 0.01;
    case ComparedFigure::WorkloadAllreduceMsPerToken:
        return 0.001;
    default:
        return 1;
    }
}

ComparisonInput comparisonInputOf(const EvaluatedBuild &evaluated, std::string name)
{
    if (name.empty())
        name = evaluated.build().name;
    const Chassis *chassis = evaluated.resolved().chassis;
    return {std::move(name), &evaluated.evaluation(), &evaluated.build(), chassis ? chassis->rackUnits : 0};
}

namespace
{

class RowsBuilder
{
public:
    using CellOf = std::function<ComparisonCell(const ComparisonInput &)>;
    RowsBuilder(const std::vector<ComparisonInput> &inputs, BuildComparison &out)
        : m_inputs(inputs), m_out(out)
    {
    }

    void add(ComparisonRow row, const CellOf &cell)
    {
        for (const ComparisonInput &in : m_inputs)
            row.cells.push_back(cell(in));
        finish(row);
        m_out.rows.push_back(std::move(row));
    }
    void add(ComparedFigure figure, const std::function<ComparisonCell(const Evaluation &)> &cell)
    {
        ComparisonRow row;
        row.figure = figure;
        add(std::move(row), [&](const ComparisonInput &in) { return cell(*in.evaluation); });
    }
    void addFigure(ComparedFigure figure, const CellOf &cell)
    {
        ComparisonRow row;
        row.figure = figure;
        add(std::move(row), cell);
    }
    [[nodiscard]] const std::vector<ComparisonInput> &inputs() const { return m_inputs; }

private:
    const std::vector<ComparisonInput> &m_inputs;
    BuildComparison &m_out;
};

using E = const Evaluation &;

void addKeyFigures(RowsBuilder &rows)
{
    rows.add(ComparedFigure::Chassis, [](E e) {
        ComparisonCell c = figureCell(0);
        c.text = e.chassis;
        return c;
    });
    rows.add(ComparedFigure::Gpus, [](E e) {
        ComparisonCell c = figureCell(e.gpu.count);
        c.text = e.gpu.model;
        return c;
    });
    rows.add(ComparedFigure::GpuMemoryGiB, [](E e) { return figureCell(e.gpu.memoryTotalGiB); });
    rows.add(ComparedFigure::HostMemoryGiB, [](E e) { return figureCell(e.hostMemory.capacityGiB); });
    rows.add(ComparedFigure::GpuToGpuGBps, [](E e) {
        return e.gpu.count >= 2 ? figureCell(e.gpu.p2pGBps) : gapCell(CellGap::NotApplicable);
    });
    rows.addFigure(ComparedFigure::RackUnits, [](const ComparisonInput &in) {
        return in.rackUnits > 0 ? figureCell(in.rackUnits) : gapCell(CellGap::NotComputed);
    });
}

void addPower(RowsBuilder &rows)
{
    rows.add(ComparedFigure::WallPeakW, [](E e) { return figureCell(e.power.wallW); });
    for (ComparedFigure figure : {ComparedFigure::BuildsPerRack, ComparedFigure::WallPerRackW})
        rows.addFigure(figure, [figure](const ComparisonInput &in) { return rackCell(figure, in); });
    for (PsuRedundancy mode : kPsuModes) {
        ComparisonRow row;
        row.figure = ComparedFigure::PsuHeadroomW;
        row.psuMode = mode;
        rows.add(std::move(row), [mode](const ComparisonInput &in) {
            const PsuModeFigures *m = psuMode(*in.evaluation, mode);
            return m ? figureCell(m->headroomW, m->status) : gapCell(CellGap::NotComputed);
        });
    }
}

void addCost(RowsBuilder &rows)
{
    rows.add(ComparedFigure::PriceEur, [](E e) { return moneyCell(e, e.cost.totalEur); });
    rows.add(ComparedFigure::UnpricedLines, [](E e) {
        return figureCell(e.cost.unpricedLines, e.cost.unpricedLines > 0 ? Status::Warning : Status::Ok);
    });
    rows.add(ComparedFigure::EurPerGbGpuMemory, [](E e) {
        return e.gpu.count > 0 ? moneyCell(e, e.cost.eurPerGbGpuMemory) : gapCell(CellGap::NotApplicable);
    });
    rows.add(ComparedFigure::Tco3YearsEur, [](E e) { return moneyCell(e, tco3Years(e)); });
}

// The label and mode of the compared set's workload at `index`: from the first build that has it.
const WorkloadResult *firstResultAt(const std::vector<ComparisonInput> &inputs, std::size_t index)
{
    for (const ComparisonInput &in : inputs)
        if (index < in.evaluation->workloads.size())
            return &in.evaluation->workloads[index];
    return nullptr;
}

void addWorkloads(RowsBuilder &rows)
{
    std::size_t count = 0;
    for (const ComparisonInput &in : rows.inputs())
        count = std::max(count, in.evaluation->workloads.size());
    for (std::size_t i = 0; i < count; ++i) {
        const WorkloadResult *first = firstResultAt(rows.inputs(), i);
        const bool inference = first->mode == WorkloadMode::Inference;
        const auto figures = inference
                                 ? std::vector<ComparedFigure>(kInferenceRows.begin(), kInferenceRows.end())
                                 : std::vector<ComparedFigure>(kTrainingRows.begin(), kTrainingRows.end());
        for (ComparedFigure figure : figures) {
            ComparisonRow row;
            row.figure = figure;
            // A generated label names the first build's TP; the model names the job for every build.
            row.workload = first->label == first->defaultLabel ? first->model : first->label;
            row.workloadIndex = static_cast<int>(i);
            rows.add(std::move(row),
                     [figure, i](const ComparisonInput &in) { return workloadCell(figure, in, i); });
        }
    }
}

void addVerdicts(RowsBuilder &rows)
{
    rows.add(ComparedFigure::WorstFinding, [](E e) { return statusCell(worstFinding(e)); });
    for (Subsystem s : kSubsystems) {
        ComparisonRow row;
        row.figure = ComparedFigure::SubsystemVerdict;
        row.subsystem = s;
        rows.add(std::move(row),
                 [s](const ComparisonInput &in) { return statusCell(subsystemStatusOf(*in.evaluation, s)); });
    }
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
    RowsBuilder rows(inputs, out);
    addKeyFigures(rows);
    addPower(rows);
    addCost(rows);
    addWorkloads(rows);
    addVerdicts(rows);
    return out;
}

namespace
{

// A generated label ("Llama 3.1 70B · inference · FP16 · TP8") without its parallel layout, which each
// build chooses for itself.
std::string withoutLayout(const std::string &generated)
{
    return generated.substr(0, generated.find(" · TP"));
}

// One label per workload that every build's result carries, so rows and charts line up: the user's
// own, else the generated one without the TP. A stored label that repeats what core generated
// (example files save them) names a TP the other builds may not run, so it counts as generated.
void nameWorkloads(const std::vector<NamedBuild> &builds, std::vector<Workload> &set)
{
    const EvaluatedBuild *probe = nullptr;
    for (Workload &w : set)
        for (const NamedBuild &b : builds) {
            if (!b.evaluated)
                continue;
            probe = probe ? probe : b.evaluated;
            const std::vector<Workload> &own = b.evaluated->build().workloads;
            const std::vector<WorkloadResult> &results = b.evaluated->evaluation().workloads;
            for (std::size_t i = 0; i < own.size() && i < results.size(); ++i)
                if (own[i].label == w.label && sameWorkload(own[i], w) && results[i].defaultLabel == w.label)
                    w.label.clear();
        }
    if (!probe)
        return;
    // The generated labels, from one evaluation of the set on the first build.
    Build named = probe->build();
    named.workloads = set;
    const EvaluatedBuild evaluated = evaluateBuild(std::move(named), probe->sharedCatalog());
    const std::vector<WorkloadResult> &results = evaluated.evaluation().workloads;
    for (std::size_t i = 0; i < set.size() && i < results.size(); ++i)
        if (set[i].label.empty())
            set[i].label = withoutLayout(results[i].defaultLabel);
}

} // namespace

LikeForLike compareLikeForLike(const std::vector<NamedBuild> &builds, const WorkloadChoice &choice)
{
    std::vector<const Build *> plain;
    for (const NamedBuild &b : builds)
        plain.push_back(b.evaluated ? &b.evaluated->build() : nullptr);
    std::vector<Workload> set = workloadSetOf(plain, choice);
    nameWorkloads(builds, set);

    LikeForLike out;
    std::vector<ComparisonInput> inputs;
    for (const NamedBuild &b : builds) {
        if (!b.evaluated)
            continue;
        out.evaluated.push_back(
            std::make_shared<const EvaluatedBuild>(evaluateOnWorkloads(*b.evaluated, set)));
        inputs.push_back(comparisonInputOf(*out.evaluated.back(), b.name));
    }
    out.comparison = compareBuilds(inputs);
    out.comparison.workloads = set;
    return out;
}

} // namespace np
