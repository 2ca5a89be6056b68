// SPDX-License-Identifier: MIT
#pragma once

#include <optional>
#include <string>
#include <vector>

// What the customer wants to run on the box.
namespace np
{

enum class WorkloadMode { Inference, FullFineTune, Lora, Qlora };

// Weight / KV precisions. Int4 uses `groupSize` for its scale overhead; Nf4 is QLoRA's NormalFloat4.
enum class Precision { Fp32, Bf16, Fp16, Fp8, Int8, Int4, Nf4, Fp4 };

enum class Optimizer { AdamW, AdamW8bit, PagedAdamW32bit, Sgd };
enum class Offload { None, Optimizer, Full }; // DeepSpeed ZeRO offload to host RAM

// The serving engine whose memory accounting sizes the KV cache (docs/sizing.md): vLLM's V1 engine
// (the default), vLLM's V0 engine (before 0.8: a profile run of max_model_len tokens, CUDA graphs
// captured after the KV cache is sized), SGLang (a static pool: mem_fraction_static of the memory
// free at start, less the weights) or TensorRT-LLM (free_gpu_memory_fraction of the memory still free
// after the weights, the activations of max_num_tokens and the runtime buffers).
enum class ServingEngine { Vllm, VllmV0, Sglang, TensorRtLlm };
// How a pipeline-parallel job orders its micro-batches (Narayanan et al., "Efficient Large-Scale
// Language Model Training on GPU Clusters Using Megatron-LM", SC 2021, section 2.2).
enum class PipelineSchedule {
    OneFOneB,   // PipeDream-Flush 1F1B: a stage holds at most PP micro-batches
    GPipe,      // all forwards, then all backwards: every micro-batch in flight
    Interleaved // 1F1B with `virtualStages` model chunks per GPU: smaller bubble, more in flight
};

// Activations recomputed in the backward pass (Korthikanti et al., "Reducing Activation
// Recomputation in Large Transformer Models", 2022).
enum class Recompute {
    None,      // every activation kept, attention scores included (eager attention)
    Selective, // attention scores recomputed, never stored (Megatron selective; what FlashAttention does)
    Full       // gradient checkpointing: only each layer's input is kept
};

// How the training loss turns the last hidden states into a cross-entropy: what the logits keep per
// vocabulary entry per token (assumptions train_logits_bytes_per_value and ..._plain).
enum class TrainingLoss {
    Chunked, // fused/chunked cross-entropy (torchtune, Unsloth, Liger, Cut Cross-Entropy): ~2.5 B
    Plain    // Hugging Face transformers: bf16 logits, an fp32 upcast, log-softmax and its gradient: ~14 B
};

struct Workload {
    std::string modelSku;
    WorkloadMode mode = WorkloadMode::Inference;
    Precision precision = Precision::Bf16;   // weights (QLoRA: base weights, normally Nf4)
    Precision kvPrecision = Precision::Bf16; // KV cache
    int groupSize = 128;                     // quantization group size for Int4/Int8
    int contextTokens = 8192;                // sequence length (inference: prompt + output)
    int batch = 1;                           // inference: concurrent sequences; training: micro-batch per GPU
    int tensorParallel = 1;
    int pipelineParallel = 1;
    int dataParallel = 0;   // 0 = all remaining GPUs (gpus / (tp*pp))
    int expertParallel = 1; // MoE: GPUs each stage's routed experts are spread over (EP), within TP x DP
    // The serving engine's share of device memory (vLLM's default 0.90); under SGLang it is
    // mem_fraction_static, under TensorRT-LLM free_gpu_memory_fraction (a share of the memory free
    // after the weights, default 0.9 as well).
    double gpuMemoryUtilization = 0.90;
    ServingEngine engine = ServingEngine::Vllm;
    int loraRank = 16;
    std::vector<std::string> loraTargets = {"q_proj",    "k_proj",  "v_proj",   "o_proj",
                                            "gate_proj", "up_proj", "down_proj"};
    Optimizer optimizer = Optimizer::AdamW;
    Recompute recompute =
        Recompute::Full;          // old build files: gradient_checkpointing true = Full, false = Selective
    bool sequenceParallel = true; // Megatron SP: norms and dropout split over TP (TP > 1 only)
    int zeroStage = 0;            // 0..3
    Offload offload = Offload::None;
    PipelineSchedule pipelineSchedule = PipelineSchedule::OneFOneB;
    int virtualStages = 2; // model chunks per GPU, interleaved schedule only
    int microBatches = 1;  // micro-batches per optimizer step (gradient accumulation steps)
    TrainingLoss loss = TrainingLoss::Chunked;
    // Weight format per module group; unset = the workload's precision (embeddings: BF16 when the
    // linears are quantized). First/last layers override attention and MLP in those two layers.
    std::optional<Precision> attentionPrecision;
    std::optional<Precision> mlpPrecision;
    std::optional<Precision> embeddingPrecision;
    std::optional<Precision> edgeLayersPrecision;
    int powerCapW = 0;    // GPU board power limit (nvidia-smi -pl); 0 = the GPU's TDP
    int promptTokens = 0; // prefill length for speed figures; 0 = contextTokens / 2
    std::string label;    // optional display name
};

} // namespace np
