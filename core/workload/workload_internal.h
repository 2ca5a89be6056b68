// SPDX-License-Identifier: MIT
#pragma once

// Private to core's model fit and speed (workload_*.cpp, kv_cache.cpp). A Plan holds every
// per-GPU figure that depends only on the model, the workload's settings and the GPU; the memory,
// capacity and speed functions read it, so evaluateWorkload and the chart sweeps share one code
// path. A Plan holds no strings and allocates nothing.
#include "core/assumptions.h"
#include "core/workload/collectives.h"
#include "core/workload/model_training.h"
#include "core/workload/workload_eval.h"

#include <optional>

namespace np::detail
{

enum class PlanError {
    None,
    NoGpu,
    NoModel,
    TpOverGpus,
    TpHeads,
    TpKvHeads,
    PpLayers,
    DpOverGpus,
    OffloadNeedsZero3,
    VirtualStages,
    EpGroup
};

struct Plan {
    const Model *model = nullptr;
    const Workload *workload = nullptr;
    const GpuContext *gpu = nullptr;
    const Assumptions *as = nullptr;
    PlanError error = PlanError::None;

    bool training = false;
    int tp = 1, pp = 1, dp = 1;
    int ep = 1; // expert parallelism (MoE only): routed experts split over EP GPUs instead of over TP
    int layersPerGpu = 0; // ceil(layers / PP): the busiest pipeline stage
    ParameterCount params;

    // Weights, per GPU (the busiest one).
    Precision weightPrecision = Precision::Bf16; // QLoRA: the base's 4-bit format
    double linearBytesPerParam = 2;              // transformer linears, with quantization scales
    double otherBytesPerParam = 2;               // embeddings, lm_head, norms (kept in BF16 when quantized)
    double paramsPerGpu = 0;                     // resident after TP/PP sharding (before ZeRO)
    double weightBytesPerGpu = 0;                // resident weights at weightPrecision
    double routedExpertBytesPerGpu = 0;          // share of weightBytesPerGpu in routed experts (MoE)
    double routedExpertParamsPerGpu = 0;         // share of paramsPerGpu in routed experts (MoE)
    int moeLayersPerGpu = 0;                     // MoE layers on the busiest stage (EP all-to-alls)
    double lookupOnlyBytesPerGpu = 0; // untied input embedding: a row lookup, not read whole per step
    double int4LinearBytesPerGpu = 0; // share of weightBytesPerGpu in int4 group-quantised linears
    bool mlpInt4 = false;             // the MLP (and routed experts) are stored as int4 groups
    double largestLayerParams = 0;    // for ZeRO-3's gather buffer
    double computeParamsPerGpu = 0;   // matmul parameters used per token, without embedding and lm_head
    double lmHeadParamsPerGpu = 0;
    double attentionFlopsPerKvToken = 0; // per query token, per cached token, all layers on this GPU

    // KV cache, per GPU, per token: full-attention layers and sliding-window layers.
    double kvFullBytesPerToken = 0;
    double kvWindowBytesPerToken = 0;
    double slidingWindowTokens = 0;
    double kvBytesPerTokenModel = 0; // whole model, TP=1, all layers

    // Training.
    double trainableParams = 0; // whole model (LoRA: adapters; full fine-tune: every parameter)
    double trainableParamsPerGpu = 0;
    // computeParamsPerGpu split by module group for per-module compute formats: attention projections
    // and MLP of the ordinary layers, and the first/last layers on this GPU (both groups).
    double attentionComputeParamsPerGpu = 0;
    double mlpComputeParamsPerGpu = 0;
    double edgeComputeParamsPerGpu = 0;
    // Pipeline: micro-batches whose activations the first and the last stage hold at the peak.
    double firstStageInFlight = 1;
    double lastStageInFlight = 1;
    double pipelineBubble = 0; // bubble time / ideal time: (PP-1) / (v x m) (Narayanan et al. 2021)

    // Hardware rates.
    Precision computePrecision = Precision::Bf16;
    bool computeFallback = false;      // asked-for precision has no tensor-core support on this GPU
    double clockFactor = 1;            // compute-bound speed under the power cap / uncapped
    double peakFlopsPerS = 0;          // dense, at computePrecision, per GPU (power cap applied)
    double attentionPeakFlopsPerS = 0; // dense 16-bit peak: attention runs in BF16/FP16 whatever the weights
    double matmulEfficiency = 0;       // share of peak at large token counts (inference)
    double memoryBytesPerS = 0;        // achievable DRAM bandwidth (x efficiency) for large transfers
    // The catalog's measured ceilings the rates above came from; nullptr: the datasheet figure.
    const AchievableRate *computeRate = nullptr;   // matmuls at computePrecision
    const AchievableRate *attentionRate = nullptr; // attention at 16 bit
    const AchievableRate *bandwidthRate = nullptr;
    double linkBytesPerS = 0; // achievable GPU-to-GPU bandwidth per direction
    CollectiveTopology topology = CollectiveTopology::PcieHost;
    bool nvls = false; // NVLink SHARP available (NVLink 4+ switch): NCCL reserves its buffers
};

Plan makePlan(const Model &model, const Workload &workload, const GpuContext &gpu, const Assumptions &as);

// Bytes per stored weight for a format, quantization scales included.
double weightBytesPerParam(Precision p, int groupSize, const Assumptions &as);

// Achieved training matmul FLOP/s for a module group stated in `format` (unset: the workload's own
// compute format at compute_efficiency), power cap included.
double trainingFlopsPerS(const Plan &plan, const std::optional<Precision> &format);

// Fills the plan's KV figures (kv_cache.cpp).
void fillKv(Plan &plan);

// KV cache of one sequence of `contextTokens`, per GPU (sliding-window layers hold at most the window).
double kvBytesAt(const Plan &plan, double contextTokens);

// One collective of `messageBytes` per rank over `ranks` GPUs on the plan's topology (collectives.h).
double allreduceSeconds(const Plan &plan, double messageBytes, int ranks);
double allgatherSeconds(const Plan &plan, double messageBytes, int ranks);
// One all-to-all over the EP group: each GPU sends `bytesPerGpu`, (EP-1)/EP of it to the others.
double allToAllSeconds(const Plan &plan, double bytesPerGpu);
// The EP all-to-alls of one pass over the stage's MoE layers for `tokens` tokens: dispatch and combine
// of each token's hidden state to its top-k experts (0 without EP).
double expertAllToAllSecondsPerPass(const Plan &plan, double tokens);
// One point-to-point send of `bytes` to the next pipeline stage: one hop of the topology's fitted
// latency (collectives.h) plus the bytes over the link.
double sendSeconds(const Plan &plan, double bytes);

// Prefill matmul efficiency at `tokens` rows per step: efficiency x M / (M + half-efficiency tokens).
double matmulEfficiencyAt(const Plan &plan, double tokens);

// Fixed time of one forward step over the plan's layers (launches and gaps that move no data).
double stepOverheadSeconds(const Plan &plan);

// Tokens the serving engine batches into one prefill step and pushes through its profile run
// (vLLM's max_num_batched_tokens): prefill_chunk_tokens, except vLLM V0 (max(context, 2,048) up to 32K
// of context, 2,048 above it, where V0 chunks the prefill) and TensorRT-LLM (trtllm_max_num_tokens).
double engineBatchedTokens(const Plan &plan);

// --- Memory ------------------------------------------------------------------------------------
struct MemoryState {
    MemoryBreakdown perGpu; // GiB
    double availableGiB = 0;
    double hostRamRequiredGiB = 0;
    // Linear part for capacity questions: required = fixed + variablePerToken x tokens.
    double fixedBytes = 0; // everything that does not grow with context x batch
    double variableBudgetBytes =
        0; // available - fixed: what KV (inference) or activations (training) may use
    double activationBytesPerToken = 0; // training: per token of micro-batch x sequence
};
// Training: the logits the loss keeps per token of micro-batch x sequence (workload `loss`).
double logitsBytesPerToken(const Plan &plan);
MemoryState inferenceMemory(const Plan &plan, int batch, double contextTokens);
MemoryState trainingMemory(const Plan &plan, int microBatch, double sequenceTokens);
MemoryState workloadMemory(const Plan &plan, int batch, double contextTokens);

int maxSequencesAt(const Plan &plan, const MemoryState &memory, double contextTokens);
long long maxContextAt(const Plan &plan, const MemoryState &memory, int batch);

// --- Speed -------------------------------------------------------------------------------------
struct DecodeStep {
    DecodePoint point;
    double allreduceSPerToken = 0; // TP allreduces per decoded token
};
DecodeStep decodeStep(const Plan &plan, int batch, double contextTokens, double promptTokens);
// Prompt tokens per second when `sequences` prompts of `promptTokens` are prefilled together (one step
// holds up to prefill_chunk_tokens of them).
double prefillTokensPerS(const Plan &plan, double promptTokens, int sequences = 1);
struct TrainStep {
    double tokensPerS = 0;
    double dataParallelSyncS = 0; // per optimizer step
};
TrainStep trainStep(const Plan &plan, int microBatch, double sequenceTokens);

double promptTokensOf(const Workload &workload);

} // namespace np::detail
