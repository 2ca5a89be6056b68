// SPDX-License-Identifier: MIT
#pragma once

#include "core/build.h"
#include "core/evaluated_build.h"
#include "core/evaluation.h"

#include <string>
#include <string_view>
#include <vector>

// Two to four builds side by side (user story 2): one row per key figure, workload figure and
// subsystem verdict, one cell per build. Core decides which cells are best and worst ("lower is
// better" for price and power, "higher" for memory and speed) and whether a row differs at all,
// so the dialog, the PDF and `nodeplan compare` only map these flags to a colour or a mark.
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
    WallPeakW,                // AC at peak
    PsuHeadroomW,             // per PSU mode (row.psuMode); status: the mode's verdict
    PriceEur,                 // what the customer pays; Warning when lines are unpriced
    UnpricedLines,            // BOM lines without a price; Warning when any
    EurPerGbGpuMemory,        // Warning when lines are unpriced
    Tco3YearsEur,             // price + 3 years of energy; Warning when lines are unpriced
    WorstFinding,             // status: the worst finding's verdict
    WorkloadFit,              // status: the workload's fit verdict (row.workload)
    WorkloadDecodeTokensPerS, // per sequence, inference only
    WorkloadTtftMs,           // time to first token of one prompt, inference only
    WorkloadMaxSequences,     // concurrent sequences at the workload's context, inference only
    SubsystemVerdict,         // status: the subsystem's verdict (row.subsystem)
};

// Which way a row ranks: Lower (price, power, a worse status), Higher (memory, speed), or None
// (names and counts that are neither better nor worse).
enum class Better { None, Lower, Higher };

struct ComparisonCell {
    bool available = false; // false: the figure does not apply (workload absent, training has no TTFT)
    double value = 0;       // in the row's unit; a status row holds int(Status)
    std::string text;       // text rows only
    Status status = Status::Ok;
    bool best = false;
    bool worst = false;
};

struct ComparisonRow {
    ComparedFigure figure = ComparedFigure::Chassis;
    std::string workload;                        // workload rows: the workload's label
    Subsystem subsystem = Subsystem::Gpu;        // SubsystemVerdict rows
    PsuRedundancy psuMode = PsuRedundancy::None; // PsuHeadroomW rows
    Better better = Better::None;
    std::vector<ComparisonCell> cells; // one per build, in the order given
    bool differs = false;              // some cell differs from another (value, text, status or presence)
    bool ranked = false;               // best and worst cells are marked
};

// One build to compare: a name for its column, its evaluation and the build it came from (for
// each workload's prompt length). Both pointers are borrowed.
struct ComparisonInput {
    std::string name;
    const Evaluation *evaluation = nullptr;
    const Build *build = nullptr;
};

// The input for an evaluated build; `name` defaults to the build's name.
ComparisonInput comparisonInputOf(const EvaluatedBuild &evaluated, std::string name = {});

struct BuildComparison {
    std::vector<std::string> buildNames;
    std::vector<ComparisonRow> rows;
};

// Rows in a fixed order: key figures, PSU modes, cost, then per workload (by label, in order of
// first appearance) fit, decode speed, TTFT and concurrency, then the worst finding and every
// subsystem. Expects kMinComparedBuilds..kMaxComparedBuilds inputs with an evaluation; others are
// compared too (the caller enforces the count).
BuildComparison compareBuilds(const std::vector<ComparisonInput> &builds);

// The precision a figure is compared and shown at: values that round to the same multiple of it
// are equal (two prices a cent apart are not "different" in a table of whole euros).
double comparisonResolution(ComparedFigure figure);

// Stable snake_case ids for JSON ("gpu_memory_total_gib", "lower"), like core/enums_text.h.
std::string_view toText(ComparedFigure figure);
std::string_view toText(Better better);

} // namespace np
