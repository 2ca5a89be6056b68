// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluation.h"
#include "core/model_arch.h"
#include "core/resolved_build.h"
#include "core/workload.h"

#include <vector>

// Where a new workload starts, so that it runs on the build as soon as it is added.
namespace np
{

// The weight precisions a new workload tries, in order: BF16, the precision open models are
// published in (the catalog records no other yet), then the FP8 and INT4 checkpoints published for
// the large ones (DeepSeek-V3 ships FP8; AWQ/GPTQ INT4 builds exist for every seed model).
const std::vector<Precision> &defaultPrecisions();

// A new inference workload of `model` on the evaluated build: the first precision of
// defaultPrecisions() at which it fits, at the smallest tensor-parallel degree (1, 2, 4, … up to
// the box's GPU count) at which evaluateWorkload() says so; KV cache in BF16. If it fits at none,
// BF16 at the largest degree the model's heads allow, so its findings say what is missing rather
// than only that one GPU is too small. `evaluation` is evaluate(build)'s result.
Workload defaultWorkload(const Model &model, const ResolvedBuild &build, const Evaluation &evaluation);

} // namespace np
