// SPDX-License-Identifier: MIT
// Findings per workload: fits or not with the margin, how memory is sharded, host RAM for
// offload, and what the GPU link costs. Rule ids: docs/rules.md.
#include "core/baseboard.h"
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include <algorithm>

namespace np::detail
{

void addWorkloadFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    (void)parts;
    for (std::size_t i = 0; i < ev.workloads.size(); ++i) {
        const WorkloadResult &r = ev.workloads[i];
        const Workload *w = i < build.workloads.size() ? build.workloads[i].workload : nullptr;
        const std::string label = r.label.empty() ? r.model : r.label;
        if (!r.error.empty()) {
            weakness(ev, Subsystem::Workload, severityOf(r.fitStatus), "workload.error",
                     cat({label, ": ", r.error, "."}));
            continue;
        }
        const int gpusNeeded = std::max(1, r.tensorParallel) * std::max(1, r.pipelineParallel);
        if (gpusNeeded > ev.gpu.count) {
            weakness(ev, Subsystem::Workload, severityOf(r.fitStatus), "workload.too_many_gpus",
                     cat({label, ": TP", std::to_string(r.tensorParallel), " × PP",
                          std::to_string(r.pipelineParallel), " needs ", std::to_string(gpusNeeded),
                          " GPUs; the box has ", std::to_string(ev.gpu.count), "."}));
            continue;
        }
        const std::string sharding =
            r.shardingNote.empty() ? std::string()
                                   : cat({" ", r.shardingNote, r.shardingNote.back() == '.' ? "" : "."});
        if (r.fits) {
            std::string detail;
            if (r.mode == WorkloadMode::Inference) {
                detail =
                    cat({" Up to ", num(double(r.maxContextTokens)), " tokens of context at batch ",
                         std::to_string(w ? w->batch : 1), ", or ", std::to_string(r.maxConcurrentSequences),
                         " concurrent sequences at ", num(w ? w->contextTokens : 0), " tokens; decode ~",
                         num(r.decodeTokensPerS), " tokens/s per sequence."});
            } else if (r.trainTokensPerS > 0) {
                detail = cat({" ~", num(r.trainTokensPerS), " training tokens/s."});
            }
            strength(ev, Subsystem::Workload, "workload.fits",
                     cat({label, ": ", num(r.perGpuRequiredGiB, 1), " GiB of ", num(r.perGpuAvailableGiB, 1),
                          " GiB per GPU (", num(r.marginGiB, 1), " GiB spare).", sharding, detail}));
        } else {
            // Either the GPUs are short, or (with CPU offload) host RAM is.
            const bool gpuShort = r.perGpuRequiredGiB > r.perGpuAvailableGiB;
            weakness(ev, Subsystem::Workload, severityOf(r.fitStatus), "workload.does_not_fit",
                     gpuShort
                         ? cat({label, ": does not fit: needs ", num(r.perGpuRequiredGiB, 1),
                                " GiB per GPU but ", num(r.perGpuAvailableGiB, 1), " GiB are available (",
                                num(r.perGpuRequiredGiB - r.perGpuAvailableGiB, 1), " GiB short).", sharding})
                         : cat({label, ": does not fit: GPU memory is enough (", num(r.perGpuRequiredGiB, 1),
                                " of ", num(r.perGpuAvailableGiB, 1), " GiB per GPU), but host RAM is not (",
                                num(r.hostRamRequiredGiB), " GiB needed, ", num(ev.hostMemory.capacityGiB),
                                " GiB in the box).", sharding}));
        }
        if (r.hostRamRequiredGiB > ev.hostMemory.capacityGiB && r.hostRamRequiredGiB > 0)
            weakness(ev, Subsystem::Workload, Severity::Warning, "workload.host_ram_short",
                     cat({label, ": CPU offload needs ", num(r.hostRamRequiredGiB),
                          " GiB of host RAM; the box has ", num(ev.hostMemory.capacityGiB), " GiB."}));
        else if (r.hostRamRequiredGiB > 0)
            strength(ev, Subsystem::Workload, "workload.host_ram",
                     cat({label, ": CPU offload uses ", num(r.hostRamRequiredGiB), " GiB of the ",
                          num(ev.hostMemory.capacityGiB), " GiB host RAM."}));
        // What the GPU link costs where it matters: TP groups, and gradient sync in training. An
        // allreduce spans the TP group in inference and every GPU used in training; NVLink bridges
        // carry it only within one bridge group, beyond that it runs over PCIe.
        const bool inference = r.mode == WorkloadMode::Inference;
        const int span = inference ? r.tensorParallel : r.gpusUsed;
        const bool pcieOnly = !isGpuFabric(ev.gpu.interconnect) ||
                              (ev.gpu.interconnect == Interconnect::NvlinkBridge &&
                               span > (parts.gpus.empty() ? 0 : parts.gpus.front()->gpu->gpuLinkGroupSize));
        if (r.allreduceMsPerStep > 0 && (r.tensorParallel > 1 || !inference)) {
            const std::string ms = num(r.allreduceMsPerStep, r.allreduceMsPerStep < 10 ? 2 : 0);
            const char *per = inference ? " ms per decoded token." : " ms per step.";
            const char *what =
                inference ? "tensor-parallel allreduce over " : "gradient/parameter exchange over ";
            if (pcieOnly)
                weakness(ev, Subsystem::Workload, Severity::Info, "workload.link_cost",
                         cat({label, ": ", what, "PCIe costs ", ms, per}));
            else // the same figure on the GPU fabric, so a PCIe build can be held against it
                strength(ev, Subsystem::Workload, "workload.link_time",
                         cat({label, ": ", what, "the GPU fabric takes ", ms, per}));
        }
    }
}

} // namespace np::detail
