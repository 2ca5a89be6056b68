// SPDX-License-Identifier: MIT
#pragma once

#include "core/expected_error.h"

#include <qcustomplot.h>

namespace np
{

// Error bars of the expected error band (core/expected_error.h) on every point of `graph`, in its
// colour: where the measurement lay for the band's share of its stratum's published cases, from
// value / (1 + high) to value / (1 + low) (a band all on one side of zero reaches from the point, which
// the bars always hold). A band that is not validated draws none (nullptr). The bars
// stay out of the legend; the caller names the error in the graph or a note.
QCPErrorBars *addExpectedErrorBars(QCPGraph *graph, const ErrorBand &band);

} // namespace np
