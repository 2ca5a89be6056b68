// SPDX-License-Identifier: MIT
#pragma once

#include "core/assumptions.h"
#include "core/workload/workload_eval.h"

// "Why not NVLink?": the GPU context a workload would get if the build's GPUs were joined by NVLink
// bridges. A bridge joins only its own group of cards (2 or 4); a tensor-parallel group larger than
// that still runs its collectives around a ring that crosses the build's own link between the bridge
// groups, so it keeps that link's latency and bandwidth. Decided here, so no view compares TP with a
// bridge size itself.
namespace np
{

struct BridgeWhatIf {
    GpuContext context;            // what the workload's collectives would run over
    double bridgeGBps = 0;         // the bridge's bandwidth per direction (the GPU's own, or nominal)
    bool nominalBandwidth = false; // the GPU has no bridge: Assumptions::nvlinkNominalGBpsPerDirection
    int bridgeGpus = 0;            // cards one bridge joins
    bool crossesOwnLink = false;   // the TP group spans bridge groups: context keeps the own link
};

// `own` is the context evaluate() used for the workload; `tensorParallel` its TP degree. A GPU
// without a bridge of its own is compared with the smallest bridge there is, a 2-way one.
BridgeWhatIf bridgeWhatIf(const GpuContext &own, int tensorParallel, const Assumptions &assumptions);

} // namespace np
