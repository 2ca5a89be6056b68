// SPDX-License-Identifier: MIT
#pragma once

#include "core/expected_error.h"

#include <qcustomplot.h>

namespace np
{

// Error bars of ± the expected error (core/expected_error.h) on every point of `graph`, in its colour.
// The bars stay out of the legend; the caller names the error in the graph or a note.
QCPErrorBars *addExpectedErrorBars(QCPGraph *graph, const ExpectedError &error);

} // namespace np
