// SPDX-License-Identifier: MIT
#pragma once

// One validation case's result and the docs/validation.md report built from all of them.
#include "core/expected_error.h"

#include <QString>

#include <vector>

namespace np::validation
{

enum class CaseOutcome { Pass, KnownMiss, Unsupported, Fail };

struct Outcome {
    QString id;
    QString kind;
    QString setup; // one line: GPU, model, precision, parallelism
    double measured = 0;
    double estimate = 0;
    double error = 0; // (estimate - measured) / measured
    double tolerance = 0;
    CaseOutcome status = CaseOutcome::Fail;
    QString reason;
    // The stratum of its expected error (core/expected_error.h): GPU vendor, engine family, mode.
    QString gpuVendor;
    QString engine;
    QString mode;
};

QString outcomeText(CaseOutcome s);

// One kind's statistics over the cases NodePlan evaluated (pass, known miss and fail).
struct KindStats {
    QString kind;
    int cases = 0;
    int evaluated = 0;
    int byOutcome[4] = {0, 0, 0, 0}; // indexed by CaseOutcome
    double medianAbsError = 0;       // fraction
    const Outcome *worst = nullptr;
};

// Per kind, in kind-name order.
std::vector<KindStats> statsByKind(const std::vector<Outcome> &all);

// A figure for the report: two decimals below 10, one below 100, none above (1.23, 12.3, 123).
QString number(double v);

// One stratum's band over its evaluated cases (pass, known miss and fail).
struct StratumBand {
    QString kind;
    QString gpuVendor;
    QString engine;
    QString mode;
    ErrorBand band;
};

// Per stratum, in (kind, vendor, engine, mode) order.
std::vector<StratumBand> bandsByStratum(const std::vector<Outcome> &all);

// core/expected_error_bands.inc: one row per stratum, as core reads it.
QString bandsTable(const std::vector<Outcome> &all);

// docs/validation.md: per kind the median and worst absolute error over the evaluated cases, then
// every case.
QString markdown(const std::vector<Outcome> &all);

} // namespace np::validation
