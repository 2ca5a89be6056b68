// SPDX-License-Identifier: MIT
// Times evaluateWorkload for the six workloads of the reference build (8x RTX PRO 6000 SE on PCIe),
// one by one and all together. Target: the whole set well under 1 ms on one core.
#include "core/workload/workload_eval.h"

#include <benchmark/benchmark.h>

#include <array>

namespace
{

using namespace np;

ModelArch llama(int layers, int hidden, int heads, int ffn)
{
    ModelArch a;
    a.layers = layers;
    a.hiddenSize = hidden;
    a.attentionHeads = heads;
    a.kvHeads = 8;
    a.headDim = 128;
    a.ffnSize = ffn;
    a.vocabSize = 128256;
    a.maxContextTokens = 131072;
    return a;
}

Model model(const char *name, const ModelArch &arch)
{
    Model m;
    m.info.name = name;
    m.arch = arch;
    return m;
}

struct Reference {
    Gpu gpu;
    GpuContext ctx;
    Model m8 = model("Llama 3.1 8B", llama(32, 4096, 32, 14336));
    Model m70 = model("Llama 3.1 70B", llama(80, 8192, 64, 28672));
    Model m405 = model("Llama 3.1 405B", llama(126, 16384, 128, 53248));
    std::array<Workload, 6> workloads;
    std::array<const Model *, 6> models{};
    Assumptions as;

    Reference()
    {
        gpu.info.name = "RTX PRO 6000 Blackwell Server Edition";
        gpu.memoryBandwidthGBps = 1597;
        gpu.bf16DenseTflops = 500;
        gpu.fp8DenseTflops = 1000;
        gpu.fp4DenseTflops = 2000;
        ctx.gpu = &gpu;
        ctx.gpuCount = 8;
        ctx.usableMemoryGiB = 97887.0 / 1024.0;
        ctx.link = Interconnect::PcieHost;
        ctx.p2pGBps = 31.5;
        ctx.hostRamGiB = 1536;

        Workload fp16;
        fp16.precision = Precision::Fp16;
        fp16.tensorParallel = 8;
        Workload int4 = fp16;
        int4.precision = Precision::Int4;
        Workload lora;
        lora.mode = WorkloadMode::Lora;
        lora.zeroStage = 3;
        lora.contextTokens = 4096;
        Workload qlora = lora;
        qlora.mode = WorkloadMode::Qlora;
        qlora.precision = Precision::Nf4;
        qlora.zeroStage = 0;
        Workload full70 = lora;
        full70.mode = WorkloadMode::FullFineTune;
        full70.offload = Offload::Optimizer;
        Workload full8 = full70;
        full8.offload = Offload::None;
        full8.zeroStage = 2;
        workloads = {fp16, int4, lora, qlora, full70, full8};
        models = {&m70, &m405, &m70, &m70, &m70, &m8};
    }
};

const Reference &reference()
{
    static const Reference r;
    return r;
}

void BM_EvaluateWorkload(benchmark::State &state)
{
    const Reference &r = reference();
    const auto i = static_cast<std::size_t>(state.range(0));
    for (auto _ : state) {
        WorkloadResult result = evaluateWorkload(*r.models[i], r.workloads[i], r.ctx, r.as);
        benchmark::DoNotOptimize(result);
    }
    state.SetLabel(evaluateWorkload(*r.models[i], r.workloads[i], r.ctx, r.as).label);
}
BENCHMARK(BM_EvaluateWorkload)->DenseRange(0, 5);

void BM_EvaluateAllSix(benchmark::State &state)
{
    const Reference &r = reference();
    for (auto _ : state)
        for (std::size_t i = 0; i < r.workloads.size(); ++i) {
            WorkloadResult result = evaluateWorkload(*r.models[i], r.workloads[i], r.ctx, r.as);
            benchmark::DoNotOptimize(result);
        }
}
BENCHMARK(BM_EvaluateAllSix);

// The chart sweeps: one point each (no strings built).
void BM_DecodeAtBatch(benchmark::State &state)
{
    const Reference &r = reference();
    int batch = 1;
    for (auto _ : state) {
        benchmark::DoNotOptimize(decodeAtBatch(r.m70, r.workloads[0], r.ctx, r.as, batch));
        batch = batch % 256 + 1;
    }
}
BENCHMARK(BM_DecodeAtBatch);

void BM_ConcurrentSequencesAt(benchmark::State &state)
{
    const Reference &r = reference();
    int context = 1024;
    for (auto _ : state) {
        benchmark::DoNotOptimize(concurrentSequencesAt(r.m70, r.workloads[0], r.ctx, r.as, context));
        context = context >= 131072 ? 1024 : context * 2;
    }
}
BENCHMARK(BM_ConcurrentSequencesAt);

} // namespace

BENCHMARK_MAIN();
