// SPDX-License-Identifier: MIT
#pragma once

#include "evaluation.h"
#include "resolved_build.h"

// Entry point: a pure function of its inputs. No I/O, no globals, no Qt; safe to call from
// many threads at once (the auto-configure search will).
namespace np {

Evaluation evaluate(const ResolvedBuild &build);

} // namespace np
