// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"
#include "core/compared_workloads.h"
#include "core/evaluated_build.h"
#include "core/evaluation.h"
#include "core/message.h"
#include "core/rack_assumptions.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

// Two to four builds side by side (user story 2): one row per key figure, workload figure and
// subsystem verdict, one cell per build. Core decides which cells are best and worst ("lower is
// better" for price and power, "higher" for memory and speed) and whether a row differs at all,
// so the dialog, the PDF and `nodeplan compare` only map these flags to a colour or a mark.
// Every build runs the same workloads (compared_workloads.h): workload rows line up by position in
// that set, never by label. A cell without a figure says why (CellGap) and is never ranked.
namespace np
{

inline constexpr std::size_t kMinComparedBuilds = 2;
inline constexpr std::size_t kMaxComparedBuilds = 4;

// What a row shows. The unit follows from it (see the comments).
enum class ComparedFigure {
    Chassis,                  // text: chassis name
    Gpus,                     // text: GPU model; value: GPU count
    GpuMemoryGiB,             // usable, all GPUs
    HostMemoryGiB,            //
    GpuToGpuGBps,             // effective GPU-to-GPU bandwidth per direction, worst pair
    RackUnits,                // the chassis' height
    WallPeakW,                // AC at peak, one build
    BuildsPerRack,            // the fewer of the rack units and the rack power budget allow (assumptions)
    WallPerRackW,             // AC at peak of the builds one rack holds
    PsuHeadroomW,             // per PSU mode (row.psuMode); status: the mode's verdict
    PriceEur,                 // what the customer pays; not computed when lines are unpriced
    UnpricedLines,            // BOM lines without a price; Warning when any
    EurPerGbGpuMemory,        // hardware / nominal GB; not computed when lines are unpriced
    Tco3YearsEur,             // price + 3 years of energy; not computed when lines are unpriced
    WorstFinding,             // status: the worst finding's verdict
    WorkloadFit,              // status: the workload's fit verdict (row.workload); cell: its TP
    WorkloadDecodeTokensPerS, // per sequence, inference only
    WorkloadTtftMs,           // time to first token of one prompt, inference only
    WorkloadMaxSequences,     // concurrent sequences at the workload's context, inference only
    WorkloadOutputTokensPerS, // output tokens/s under load (continuous batching), inference only
    WorkloadEurPerOutputTokenPerS, // price / output tokens/s under load, inference only
    WorkloadAllreduceMsPerToken,   // TP all-reduce time per decoded token, inference only
    WorkloadTrainTokensPerS,       // training tokens/s, training only
    WorkloadEurPerMillionTokens,   // 3-year TCO / tokens made in 3 years at the build's utilisation
    SubsystemVerdict,              // status: the subsystem's verdict (row.subsystem)
};

// Why a cell holds no figure. Every cell of a workload row either holds a figure or says why not.
enum class CellGap {
    None,          // the cell holds a figure
    NotApplicable, // the figure does not apply (one GPU has no GPU-to-GPU path; no workload at that index)
    Unpriced,      // money from a build with unpriced lines (cell.unpricedLines of them)
    DoesNotFit,    // the workload does not fit this build even at its largest TP (cell.tensorParallel)
    NotEvaluated,  // the workload could not be evaluated (cell.reason: why)
    NotComputed,   // the evaluation has no such figure (no throughput, no chassis height)
    OverRackBudget // one build draws more than the rack power budget
};

// Which way a row ranks: Lower (price, power, a worse status), Higher (memory, speed), or None
// (names and counts that are neither better nor worse).
enum class Better { None, Lower, Higher };

struct ComparisonCell {
    bool available = false; // false: no figure; `gap` says why
    double value = 0;       // in the row's unit; a status row holds int(Status)
    std::string text;       // text rows
    Message reason;         // NotEvaluated and a fit row's workload that could not be evaluated: why
    Status status = Status::Ok;
    bool best = false;
    bool worst = false;
    CellGap gap = CellGap::NotApplicable;
    int unpricedLines = 0;  // Unpriced: the BOM lines without a price
    int tensorParallel = 0; // workload rows: the TP the build runs the workload at (0: not evaluated)
};

struct ComparisonRow {
    ComparedFigure figure = ComparedFigure::Chassis;
    std::string workload;                        // workload rows: the workload's label
    int workloadIndex = -1;                      // workload rows: its position in the compared set
    Subsystem subsystem = Subsystem::Gpu;        // SubsystemVerdict rows
    PsuRedundancy psuMode = PsuRedundancy::None; // PsuHeadroomW rows
    Better better = Better::None;
    std::vector<ComparisonCell> cells; // one per build, in the order given
    bool differs = false;              // some cell differs from another (value, text, status or presence)
    bool ranked = false;               // best and worst cells are marked
};

// One build to compare: a name for its column, its evaluation, the build it came from (for each
// workload's prompt length and the utilisation) and its chassis' height (0: unknown). Pointers are
// borrowed. Every input's evaluation holds the same workloads in the same order.
struct ComparisonInput {
    std::string name;
    const Evaluation *evaluation = nullptr;
    const Build *build = nullptr;
    int rackUnits = 0;
};

// The input for an evaluated build; `name` defaults to the build's name.
ComparisonInput comparisonInputOf(const EvaluatedBuild &evaluated, std::string name = {});

struct BuildComparison {
    std::vector<std::string> buildNames;
    std::vector<Workload> workloads; // the set every build ran (compareLikeForLike), in row order
    std::vector<ComparisonRow> rows;
    // The rack the per-rack rows assume (core/rack_assumptions.h): views state it beside those rows.
    double rackUnitsPerRack = kRackUnitsPerRack;
    double rackPowerBudgetKw = kRackPowerBudgetKw;
};

// Rows in a fixed order: key figures, power (per build, per rack, PSU modes), cost, then per workload
// (by position) fit, its speed, throughput and cost figures (inference or training), then the worst
// finding and every subsystem. Expects kMinComparedBuilds..kMaxComparedBuilds inputs with an
// evaluation; others are compared too (the caller enforces the count).
BuildComparison compareBuilds(const std::vector<ComparisonInput> &builds);

// A build to compare like for like, and the name of its column. Borrowed.
struct NamedBuild {
    std::string name;
    const EvaluatedBuild *evaluated = nullptr;
};

// Every build evaluated on the workloads `choice` names (each at its smallest fitting TP), and those
// evaluations compared. The evaluations are shared so that views can chart them.
struct LikeForLike {
    std::vector<std::shared_ptr<const EvaluatedBuild>> evaluated; // one per build, in order
    BuildComparison comparison;
};
LikeForLike compareLikeForLike(const std::vector<NamedBuild> &builds, const WorkloadChoice &choice);

// The precision a figure is compared and shown at: values that round to the same multiple of it
// are equal (two prices a cent apart are not "different" in a table of whole euros).
double comparisonResolution(ComparedFigure figure);

// Stable snake_case ids for JSON ("gpu_memory_total_gib", "lower"), like core/enums_text.h.
std::string_view toText(ComparedFigure figure);
std::string_view toText(Better better);
std::string_view toText(CellGap gap);

} // namespace np
