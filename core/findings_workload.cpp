// SPDX-License-Identifier: MIT
// Findings per workload: fits or not with the margin, how memory is sharded, host RAM for
// offload, and what the GPU link costs. Rule ids: docs/rules.md.
#include "core/baseboard.h"
#include "core/enums_text.h"
#include "core/findings_text.h"
#include "core/platform_steps.h"

#include <algorithm>

namespace np::detail
{

namespace
{

// What the GPU link costs where it matters: TP groups, and gradient sync in training. An allreduce spans
// the TP group in inference and every GPU used in training; NVLink bridges carry it only within one
// bridge group, beyond that it runs over PCIe.
void addLinkFinding(const PartsByKind &parts, const WorkloadResult &r, const FindingArg &label,
                    Evaluation &ev)
{
    const bool inference = r.mode == WorkloadMode::Inference;
    const int span = inference ? r.tensorParallel : r.gpusUsed;
    const bool pcieOnly = !isGpuFabric(ev.gpu.interconnect) ||
                          (ev.gpu.interconnect == Interconnect::NvlinkBridge &&
                           span > (parts.gpus.empty() ? 0 : parts.gpus.front()->gpu->gpuLinkGroupSize));
    if (r.allreduceMsPerStep > 0 && (r.tensorParallel > 1 || !inference)) {
        // `mode` inference: a TP allreduce per decoded token; otherwise the exchange per step.
        const FindingArgs args{label, text("mode", std::string(toText(r.mode))),
                               quantity("allreduce_ms", r.allreduceMsPerStep, U::Milliseconds,
                                        r.allreduceMsPerStep < 10 ? 2 : 0)};
        if (pcieOnly)
            weakness(ev, Subsystem::Workload, Severity::Info, "workload.link_cost", args);
        else // the same figure on the GPU fabric, so a PCIe build can be held against it
            strength(ev, Subsystem::Workload, "workload.link_time", args);
    }
}

} // namespace

void addWorkloadFindings(const ResolvedBuild &build, const PartsByKind &parts, Evaluation &ev)
{
    for (std::size_t i = 0; i < ev.workloads.size(); ++i) {
        const WorkloadResult &r = ev.workloads[i];
        const Workload *w = i < build.workloads.size() ? build.workloads[i].workload : nullptr;
        const FindingArg label = text("workload", r.label.empty() ? r.model : r.label);
        if (!r.error.empty()) {
            // The reason is a message of its own (`details`), written after the workload's name.
            weakness(ev, Subsystem::Workload, severityOf(r.fitStatus), "workload.error", {label});
            ev.findings.back().details = {r.error};
            continue;
        }
        const int gpusNeeded = std::max(1, r.tensorParallel) * std::max(1, r.pipelineParallel);
        if (gpusNeeded > ev.gpu.count) {
            weakness(ev, Subsystem::Workload, severityOf(r.fitStatus), "workload.too_many_gpus",
                     {label, count("tp", r.tensorParallel), count("pp", r.pipelineParallel),
                      count("gpus_needed", gpusNeeded), count("gpus", ev.gpu.count)});
            continue;
        }
        const FindingArg required = quantity("required_gib", r.perGpuRequiredGiB, U::GiB, 1);
        const FindingArg available = quantity("available_gib", r.perGpuAvailableGiB, U::GiB, 1);
        const FindingArg hostRam = quantity("host_ram_gib", ev.hostMemory.capacityGiB, U::GiB);
        const FindingArg hostNeed = quantity("host_ram_required_gib", r.hostRamRequiredGiB, U::GiB);
        if (r.fits) {
            // Inference adds context and concurrency at the chosen batch; training its token rate.
            FindingArgs args{label, required, available, quantity("margin_gib", r.marginGiB, U::GiB, 1)};
            if (r.mode == WorkloadMode::Inference)
                args.insert(args.end(), {quantity("max_context", double(r.maxContextTokens), U::Tokens),
                                         count("batch", w ? w->batch : 1),
                                         count("max_sequences", r.maxConcurrentSequences),
                                         quantity("context", w ? w->contextTokens : 0, U::Tokens),
                                         quantity("decode_tokens_per_s", r.decodeTokensPerS, U::TokensPerS)});
            else if (r.trainTokensPerS > 0)
                args.push_back(quantity("train_tokens_per_s", r.trainTokensPerS, U::TokensPerS));
            strength(ev, Subsystem::Workload, "workload.fits", std::move(args));
            ev.findings.back().details = r.sharding; // how memory is split
        } else {
            // Either the GPUs are short (`short_gib`), or (with CPU offload) host RAM is.
            FindingArgs args{label, required, available};
            if (r.perGpuRequiredGiB > r.perGpuAvailableGiB)
                args.push_back(quantity("short_gib", r.perGpuRequiredGiB - r.perGpuAvailableGiB, U::GiB, 1));
            else
                args.insert(args.end(), {hostNeed, hostRam});
            weakness(ev, Subsystem::Workload, severityOf(r.fitStatus), "workload.does_not_fit",
                     std::move(args));
            ev.findings.back().details = r.sharding;
        }
        if (r.hostRamRequiredGiB > ev.hostMemory.capacityGiB && r.hostRamRequiredGiB > 0)
            weakness(ev, Subsystem::Workload, Severity::Warning, "workload.host_ram_short",
                     {label, hostNeed, hostRam});
        else if (r.hostRamRequiredGiB > 0)
            strength(ev, Subsystem::Workload, "workload.host_ram", {label, hostNeed, hostRam});
        // An inference batch larger than the KV cache holds: the engine runs what fits and queues the
        // rest, so the throughput under load is that of the sequences that fit.
        if (r.mode == WorkloadMode::Inference && r.underLoad.kvLimited && r.underLoad.concurrency > 0)
            weakness(ev, Subsystem::Workload, Severity::Info, "workload.kv_limited",
                     {label, count("batch", w ? w->batch : 1), count("in_flight", r.underLoad.concurrency),
                      quantity("context", w ? w->contextTokens : 0, U::Tokens),
                      quantity("output_tokens_per_s", r.underLoad.outputTokensPerS, U::TokensPerS)});
        addLinkFinding(parts, r, label, ev);
    }
}

} // namespace np::detail
