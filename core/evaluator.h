// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluation.h"
#include "core/resolved_build.h"
#include "core/workload/workload_eval.h"

// Entry point: a pure function of its inputs. No I/O, no globals, no Qt; safe to call from
// many threads at once (the auto-configure search will).
namespace np
{

Evaluation evaluate(const ResolvedBuild &build);

// The GpuContext evaluate() used for `workload` (usable memory, link and bandwidth of its GPUs'
// worst pair), so the charts' sweeps (concurrentSequencesAt, decodeAtBatch) agree with the
// evaluation's own figures. `evaluation` is evaluate(build)'s result.
GpuContext workloadGpuContext(const ResolvedBuild &build, const Evaluation &evaluation,
                              const Workload &workload);

} // namespace np
