// SPDX-License-Identifier: MIT
#pragma once

#include "core/evaluation.h"
#include "core/model_arch.h"
#include "core/workload.h"

// Model fit and speed for one workload on a given GPU and link. Also the sweep functions the
// charts plot (KV capacity over context, decode speed over batch), so views never compute.
namespace np
{

struct GpuContext {
    const Gpu *gpu = nullptr;
    int gpuCount = 0;           // GPUs in the box
    double usableMemoryGiB = 0; // per GPU
    Interconnect link = Interconnect::PcieHost;
    double p2pGBps = 0;    // per direction, effective
    double hostRamGiB = 0; // for offload checks
};

ParameterCount countParameters(const ModelArch &arch);

// KV cache bytes per token for the whole model at TP=1 and for one GPU at the given TP/PP.
double kvBytesPerToken(const ModelArch &arch, Precision kvPrecision, int tensorParallel = 1,
                       int pipelineParallel = 1);

WorkloadResult evaluateWorkload(const Model &model, const Workload &workload, const GpuContext &gpu,
                                const Assumptions &assumptions);

// The fit verdict of an evaluated workload in a box of `gpusInBox` GPUs: Blocking when its TP x PP
// needs more GPUs than the box has, Warning when it does not fit or could not be evaluated, else Ok.
Status workloadFitStatus(const WorkloadResult &result, int gpusInBox);

// Chart sweeps.
int concurrentSequencesAt(const Model &model, const Workload &workload, const GpuContext &gpu,
                          const Assumptions &assumptions, int contextTokens);
struct DecodePoint {
    double tokensPerSPerSequence = 0;
    double tokensPerSAggregate = 0;
    bool bandwidthBound = true;
};
DecodePoint decodeAtBatch(const Model &model, const Workload &workload, const GpuContext &gpu,
                          const Assumptions &assumptions, int batch);
// Prompt tokens per second when `sequences` prompts of the workload's prompt length are prefilled
// together (a static batch); 0 when the layout is invalid or the workload trains.
double prefillAtBatch(const Model &model, const Workload &workload, const GpuContext &gpu,
                      const Assumptions &assumptions, int sequences);

} // namespace np
