// SPDX-License-Identifier: MIT
// evaluate(): every figure and finding of a resolved build, in dependency order. Pure: no I/O,
// no globals, nothing shared between calls.
#include "core/evaluator.h"

#include "core/platform_steps.h"
#include "core/workload/load_throughput.h"
#include "core/workload/workload_eval.h"

namespace np
{

Evaluation evaluate(const ResolvedBuild &build)
{
    using namespace detail;
    Evaluation ev;
    if (!build.build || !build.chassis)
        return ev;
    const Build &b = *build.build;
    ev.buildName = b.name;
    ev.chassis = build.chassis->info.name;
    ev.assumptions = b.assumptions;

    const PartsByKind parts = partsByKind(build);
    computeGpu(build, parts, ev.gpu);
    computeCpu(parts, ev.gpu.count, ev.cpu);
    computeHostMemory(build, parts, ev.gpu, ev.hostMemory);
    computePcie(build, parts, ev.pcie);
    computeNetwork(parts, ev.network);

    ev.workloads.reserve(build.workloads.size());
    for (const ResolvedWorkload &rw : build.workloads) {
        if (!rw.workload)
            continue;
        if (!rw.model || parts.gpus.empty()) {
            WorkloadResult r;
            r.model = rw.workload->modelSku;
            r.defaultLabel = rw.workload->modelSku;
            r.label = rw.workload->label.empty() ? r.defaultLabel : rw.workload->label;
            r.mode = rw.workload->mode;
            r.precision = rw.workload->precision;
            r.tensorParallel = rw.workload->tensorParallel;
            r.pipelineParallel = rw.workload->pipelineParallel;
            r.error = !rw.model
                          ? Message{"workload_error.unknown_model",
                                    {FindingArg{"model", FindingUnit::Text, 0, 0, rw.workload->modelSku}}}
                          : Message{"workload_error.no_gpu", {}};
            ev.workloads.push_back(std::move(r));
            continue;
        }
        const GpuContext ctx = gpuContextFor(build, parts, ev, *rw.workload);
        WorkloadResult r = evaluateWorkload(*rw.model, *rw.workload, ctx, b.assumptions);
        // Also when the batch does not fit: the engine runs as many sequences as the KV cache holds and
        // queues the rest, so the throughput is that of what fits (kvLimited), not none.
        if (r.mode == WorkloadMode::Inference && r.error.empty())
            r.underLoad =
                throughputUnderLoad(*rw.model, *rw.workload, ctx, b.assumptions, loadRequestOf(*rw.workload));
        ev.workloads.push_back(std::move(r));
    }

    for (WorkloadResult &r : ev.workloads)
        r.fitStatus = workloadFitStatus(r, ev.gpu.count);

    computeStorage(build, parts, ev.gpu.count, ev.workloads, ev.storage);
    computePower(build, parts, ev.power);
    computeCost(build, parts, ev, ev.cost);

    ev.findings.reserve(64);
    addGpuFindings(build, parts, ev);
    addInterconnectFindings(build, parts, ev);
    addCpuFindings(build, parts, ev);
    addHostMemoryFindings(build, parts, ev);
    addPcieFindings(build, parts, ev);
    addStorageFindings(build, parts, ev);
    addNetworkFindings(build, parts, ev);
    addPowerFindings(build, parts, ev);
    addCoolingFindings(build, parts, ev);
    addCostFindings(build, parts, ev);
    addWorkloadFindings(build, parts, ev);
    addVendorFindings(build, parts, ev);
    computeSubsystemStatus(ev.findings, ev.subsystemStatus);
    return ev;
}

GpuContext workloadGpuContext(const ResolvedBuild &build, const Evaluation &evaluation,
                              const Workload &workload)
{
    return detail::gpuContextFor(build, detail::partsByKind(build), evaluation, workload);
}

} // namespace np
