// SPDX-License-Identifier: MIT
#pragma once

#include "charts/chart_inputs.h"

#include <memory>

// A reference-like build written out by hand (8x RTX PRO 6000 in a PCIe-switched 4U chassis),
// with its Evaluation typed in rather than computed: the chart tests check that each chart
// draws exactly these figures, independent of whether core's evaluator is finished.
namespace np::testdata
{

struct SampleSession {
    CatalogSnapshot catalog;
    Build build;
    ResolvedBuild resolved;
    Evaluation evaluation;

    [[nodiscard]] ChartInputs inputs() const { return {&evaluation, &resolved, &catalog}; }
};

// Heap-allocated: ResolvedBuild points into catalog and build, so the object must not move.
std::unique_ptr<SampleSession> makeReferenceLikeSession();

} // namespace np::testdata
