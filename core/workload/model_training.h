// SPDX-License-Identifier: MIT
#pragma once

#include "core/model_arch.h"
#include "core/workload.h"

#include <string>
#include <vector>

// Training-memory building blocks that depend on the model only: activations per layer
// (Korthikanti et al., "Reducing Activation Recomputation in Large Transformer Models", 2022) and
// LoRA's trainable parameters. Exposed so the tests can check them against published figures.
namespace np
{

// Activation bytes of ONE transformer layer at 16-bit, for `microBatch` sequences of `seqTokens`,
// on one GPU of a tensor-parallel group of `tp`. `sequenceParallel` also splits the layer norms and
// dropout activations over TP (Megatron's SP). Korthikanti Table 2, with the MLP term generalised to
// the model's own FFN width: 4*ffn/h for a plain MLP, 6*ffn/h for a gated one (gate, up, product).
double activationBytesPerLayer(const ModelArch &arch, double seqTokens, double microBatch, int tp,
                               bool sequenceParallel, Recompute recompute);

// The MLP width one token's activations scale with: ffn for a dense model; for MoE the routed top-k
// plus shared experts' intermediate (or a wider dense leading layer).
double mlpWidthPerToken(const ModelArch &arch);

// LoRA trainable parameters: sum over target modules of r * (d_in + d_out), every layer (MoE: every
// expert). Module names as in Hugging Face Llama/Qwen/Mistral/DeepSeek; unknown names count zero.
double loraTrainableParameters(const ModelArch &arch, int rank, const std::vector<std::string> &targets);

} // namespace np
