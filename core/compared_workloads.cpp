// SPDX-License-Identifier: MIT
// The workload set of a comparison and each build evaluated on it at its smallest fitting TP: the
// whole build is evaluated once per candidate TP (every workload at that TP), so each result is the
// evaluator's own, and once more with the TPs chosen.
#include "core/compared_workloads.h"

#include "core/workload/workload_internal.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace np
{

namespace
{

// Every field that says what the job is, in one tuple; the label and the TP are left out.
auto identity(const Workload &w)
{
    return std::tie(w.modelSku, w.mode, w.precision, w.kvPrecision, w.groupSize, w.contextTokens, w.batch,
                    w.pipelineParallel, w.dataParallel, w.expertParallel, w.gpuMemoryUtilization, w.engine,
                    w.loraRank, w.loraTargets, w.optimizer, w.recompute, w.sequenceParallel, w.zeroStage,
                    w.offload, w.pipelineSchedule, w.virtualStages, w.microBatches, w.loss,
                    w.attentionPrecision, w.mlpPrecision, w.embeddingPrecision, w.edgeLayersPrecision,
                    w.powerCapW);
}

void addDistinct(std::vector<Workload> &set, const std::vector<Workload> &from)
{
    for (const Workload &w : from)
        if (std::none_of(set.begin(), set.end(), [&](const Workload &s) { return sameWorkload(s, w); }))
            set.push_back(w);
}

} // namespace

bool sameWorkload(const Workload &a, const Workload &b)
{
    return identity(a) == identity(b) &&
           std::llround(detail::promptTokensOf(a)) == std::llround(detail::promptTokensOf(b));
}

std::vector<Workload> workloadSetOf(const std::vector<const Build *> &builds, const WorkloadChoice &choice)
{
    std::vector<Workload> set;
    switch (choice.kind) {
    case WorkloadSetKind::Union:
        for (const Build *b : builds)
            if (b)
                addDistinct(set, b->workloads);
        break;
    case WorkloadSetKind::FromBuild:
        if (choice.build < builds.size() && builds[choice.build])
            addDistinct(set, builds[choice.build]->workloads);
        break;
    case WorkloadSetKind::Given:
        addDistinct(set, choice.workloads);
        break;
    }
    return set;
}

std::vector<int> tensorParallelCandidates(int gpus)
{
    std::vector<int> out{1};
    for (int tp = 2; tp <= gpus; ++tp)
        if (gpus % tp == 0)
            out.push_back(tp);
    return out;
}

EvaluatedBuild evaluateOnWorkloads(const EvaluatedBuild &build, const std::vector<Workload> &workloads)
{
    Build base = build.build();
    base.workloads = workloads;
    const std::size_t n = workloads.size();
    std::vector<int> fitting(n, 0);   // the smallest TP at which each fits (0: none yet)
    std::vector<int> evaluable(n, 0); // the largest TP it could be evaluated at, to say why it does not fit
    for (int tp : tensorParallelCandidates(build.evaluation().gpu.count)) {
        if (std::all_of(fitting.begin(), fitting.end(), [](int t) { return t > 0; }))
            break;
        Build trial = base;
        for (Workload &w : trial.workloads)
            w.tensorParallel = tp;
        const EvaluatedBuild tried = evaluateBuild(std::move(trial), build.sharedCatalog());
        const std::vector<WorkloadResult> &results = tried.evaluation().workloads;
        for (std::size_t i = 0; i < n && i < results.size(); ++i) {
            if (results[i].error.empty())
                evaluable[i] = tp;
            if (fitting[i] == 0 && results[i].error.empty() && results[i].fits)
                fitting[i] = tp;
        }
    }
    for (std::size_t i = 0; i < n; ++i) {
        const int chosen = fitting[i] > 0 ? fitting[i] : evaluable[i];
        if (chosen > 0)
            base.workloads[i].tensorParallel = chosen;
    }
    return evaluateBuild(std::move(base), build.sharedCatalog());
}

} // namespace np
