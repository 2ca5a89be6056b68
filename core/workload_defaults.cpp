// SPDX-License-Identifier: MIT
#include "core/workload_defaults.h"

#include "core/evaluator.h"

namespace np
{

const std::vector<Precision> &defaultPrecisions()
{
    static const std::vector<Precision> order{Precision::Bf16, Precision::Fp8, Precision::Int4};
    return order;
}

Workload defaultWorkload(const Model &model, const ResolvedBuild &build, const Evaluation &evaluation)
{
    Workload w;
    w.modelSku = model.info.sku;
    w.mode = WorkloadMode::Inference;
    w.kvPrecision = Precision::Bf16; // what vLLM's kv_cache_dtype "auto" keeps for these checkpoints
    if (!build.build)
        return w;
    int largestValid = 1; // at BF16
    for (const Precision precision : defaultPrecisions()) {
        w.precision = precision;
        for (int tp = 1; tp <= evaluation.gpu.count; tp *= 2) {
            w.tensorParallel = tp;
            const GpuContext gpu = workloadGpuContext(build, evaluation, w);
            const WorkloadResult r = evaluateWorkload(model, w, gpu, build.build->assumptions);
            if (!r.error.empty())
                continue; // a split the model's heads do not allow
            if (r.fits)
                return w;
            if (precision == Precision::Bf16)
                largestValid = tp;
        }
    }
    w.precision = Precision::Bf16;
    w.tensorParallel = largestValid;
    return w;
}

} // namespace np
