// SPDX-License-Identifier: MIT
#pragma once

#include "core/assumptions.h"
#include "core/evaluation.h"
#include "core/parts.h"

// Time of one collective among the GPUs of a tensor- or data-parallel group:
//   t = latency(topology, n) + algorithm factor(n) x bytes / bus bandwidth(topology, n)
// with the latency and the bus bandwidth fitted to published nccl-tests / rccl-tests results
// (docs/sources/collectives.md; each figure is an assumption with its source).
namespace np
{

// The fabric a collective runs over: Interconnect::InfinityFabric is the OAM mesh (as is an all-to-all
// fabric reported for Infinity Fabric GPUs, Interconnect::NvlinkSwitch with GpuLinkKind::InfinityFabric).
enum class CollectiveTopology { PcieHost, PcieSwitch, NvlinkBridge, NvSwitch, InfinityFabric };

enum class Collective { AllReduce, AllGather };

CollectiveTopology collectiveTopology(Interconnect link, GpuLinkKind gpuLink);

// Small-message time of one collective among `ranks` GPUs, seconds.
double collectiveLatencyS(Collective kind, CollectiveTopology topology, int ranks, const Assumptions &as);

// Bus bandwidth (nccl-tests' busbw) among `ranks` GPUs, bytes/s, from the achievable per-direction link
// bandwidth of one GPU (efficiency applied).
double collectiveBusBytesPerS(CollectiveTopology topology, double linkBytesPerS, int ranks);

// Time of one collective of `bytes` (the buffer each rank holds) among `ranks` GPUs, seconds.
double collectiveSeconds(Collective kind, double bytes, int ranks, CollectiveTopology topology,
                         double linkBytesPerS, const Assumptions &as);

} // namespace np
