// SPDX-License-Identifier: MIT
#pragma once

#include "core/parts.h"

#include <cstdint>
#include <string>

// An LLM's architecture, as in a Hugging Face config.json. Parameter counts are computed
// from it (model_params.h), never typed in.
namespace np
{

struct ModelArch {
    int layers = 0;
    int hiddenSize = 0;
    int attentionHeads = 0;
    int kvHeads = 0; // GQA; equal to attentionHeads for MHA
    int headDim = 0; // 0 = hiddenSize / attentionHeads
    int ffnSize = 0; // dense MLP intermediate size
    int vocabSize = 0;
    bool tiedEmbeddings = false;
    bool qkvBias = false;
    bool gatedMlp = true; // SwiGLU/GeGLU: 3 matrices; false: 2 matrices

    // Mixture of experts (0 experts = dense).
    int experts = 0;       // routed experts per MoE layer
    int activeExperts = 0; // routed experts per token (top-k)
    int sharedExperts = 0;
    int expertFfnSize = 0;    // intermediate size of one expert; 0 = ffnSize
    int firstDenseLayers = 0; // leading layers that use a dense MLP (DeepSeek: 3)

    // Multi-head latent attention (DeepSeek). kvLoraRank > 0 means MLA.
    int qLoraRank = 0;
    int kvLoraRank = 0;
    int qkNopeHeadDim = 0;
    int qkRopeHeadDim = 0;
    int vHeadDim = 0;

    // Sliding window: `slidingWindowLayers` of `layers` only keep the last `slidingWindow` tokens.
    int slidingWindow = 0;
    int slidingWindowLayers = 0;

    int maxContextTokens = 0;

    [[nodiscard]] bool isMoe() const { return experts > 0; }
    [[nodiscard]] bool isMla() const { return kvLoraRank > 0; }
    [[nodiscard]] int effectiveHeadDim() const
    {
        return headDim > 0 ? headDim : (attentionHeads > 0 ? hiddenSize / attentionHeads : 0);
    }
};

struct ParameterCount {
    double total = 0;             // every weight, embeddings included
    double active = 0;            // used per token (MoE: shared + top-k experts)
    double embedding = 0;         // input embedding (+ output head if untied)
    double perLayerMax = 0;       // largest transformer layer, for ZeRO-3 gather sizing
    double attentionPerLayer = 0; // attention projections of one layer (per-module precision)
};

struct Model {
    PartInfo info;      // sku is a short id, e.g. "llama-3.1-70b"
    std::string family; // "Llama 3.1"
    std::string hfRepo; // "meta-llama/Llama-3.1-70B"
    ModelArch arch;
};

} // namespace np
