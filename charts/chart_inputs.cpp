// SPDX-License-Identifier: MIT
#include "charts/chart_inputs.h"

#include "core/evaluator.h"

namespace np
{

const Gpu *firstGpu(const ResolvedBuild *resolved)
{
    if (!resolved)
        return nullptr;
    for (const PlacedPart &part : resolved->parts)
        if (part.gpu)
            return part.gpu;
    return nullptr;
}

size_t workloadCount(const ChartInputs &inputs)
{
    return inputs.evaluation ? inputs.evaluation->workloads.size() : 0;
}

WorkloadRef workloadAt(const ChartInputs &inputs, size_t index)
{
    WorkloadRef ref;
    if (inputs.evaluation && index < inputs.evaluation->workloads.size())
        ref.result = &inputs.evaluation->workloads[index];
    // evaluate() emits one result per resolved workload, in order.
    if (inputs.resolved && index < inputs.resolved->workloads.size()) {
        ref.workload = inputs.resolved->workloads[index].workload;
        ref.model = inputs.resolved->workloads[index].model;
    }
    return ref;
}

const Assumptions &assumptionsOf(const ChartInputs &inputs)
{
    static const Assumptions defaults;
    if (inputs.resolved && inputs.resolved->build)
        return inputs.resolved->build->assumptions;
    return inputs.evaluation ? inputs.evaluation->assumptions : defaults;
}

GpuContext workloadContext(const ChartInputs &inputs, size_t index)
{
    const WorkloadRef ref = workloadAt(inputs, index);
    if (!inputs.resolved || !inputs.evaluation || !ref.workload)
        return {};
    return workloadGpuContext(*inputs.resolved, *inputs.evaluation, *ref.workload);
}

} // namespace np
