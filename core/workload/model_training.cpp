// SPDX-License-Identifier: MIT
// Activation memory per layer (Korthikanti et al. 2022, as Megatron-LM's
// theoretical_memory_usage.py applies it) and LoRA adapter sizes (PEFT's layout).
#include "core/workload/model_training.h"

#include <algorithm>
#include <string_view>

namespace np
{

// MoE: the routed top-k plus shared experts each hold their intermediate for the token.
double mlpWidthPerToken(const ModelArch &a)
{
    if (!a.isMoe())
        return a.ffnSize;
    const double expertFfn = a.expertFfnSize > 0 ? a.expertFfnSize : a.ffnSize;
    const double moe = (double(a.activeExperts) + a.sharedExperts) * expertFfn;
    return a.firstDenseLayers > 0 ? std::max(moe, double(a.ffnSize)) : moe;
}

double activationBytesPerLayer(const ModelArch &a, double s, double b, int tp, bool sp, Recompute recompute)
{
    if (a.hiddenSize <= 0 || a.attentionHeads <= 0)
        return 0;
    const double h = a.hiddenSize;
    const double t = std::max(1, tp);
    const double sbh = s * b * h;
    if (recompute == Recompute::Full)
        return sp ? 2.0 * sbh / t : 2.0 * sbh; // the layer's 16-bit input only
    // Korthikanti: 34 = 18 (attention 11, MLP input + dropout 3, norms 4) + 4*ffn/h with ffn = 4h.
    const double mlp = (a.gatedMlp ? 6.0 : 4.0) * mlpWidthPerToken(a) / h;
    const double scores = recompute == Recompute::None ? 5.0 * a.attentionHeads * s / h : 0.0;
    if (sp)
        return sbh * (18.0 + mlp + scores) / t;
    // Without SP the norms, the two block inputs and the dropout masks (10 sbh) are replicated.
    return sbh * (10.0 + (8.0 + mlp + scores) / t);
}

double loraTrainableParameters(const ModelArch &a, int rank, const std::vector<std::string> &targets)
{
    if (rank <= 0 || a.layers <= 0)
        return 0;
    const double r = rank;
    const double h = a.hiddenSize;
    const double hd = a.effectiveHeadDim();
    const double heads = a.attentionHeads;
    const double expertFfn = a.expertFfnSize > 0 ? a.expertFfnSize : a.ffnSize;
    const int denseLayers = a.isMoe() ? std::min(a.firstDenseLayers, a.layers) : a.layers;
    const int moeLayers = a.layers - denseLayers;
    const double expertsPerLayer = double(a.experts) + a.sharedExperts;

    double attention = 0; // per layer
    double mlpDense = 0;  // per dense layer
    double mlpMoe = 0;    // per MoE layer
    for (const std::string &name : targets) {
        const std::string_view n = name;
        if (n == "q_proj") {
            const double qHead = a.isMla() ? double(a.qkNopeHeadDim) + a.qkRopeHeadDim : hd;
            attention += a.isMla() && a.qLoraRank > 0
                             ? r * (h + a.qLoraRank) + r * (a.qLoraRank + heads * qHead)
                             : r * (h + heads * qHead);
        } else if (n == "k_proj") {
            // MLA has no k_proj: count its joint down-projection kv_a_proj_with_mqa here.
            attention += a.isMla() ? r * (h + a.kvLoraRank + a.qkRopeHeadDim) : r * (h + a.kvHeads * hd);
        } else if (n == "v_proj") {
            // MLA: the up-projection kv_b_proj to per-head keys (nope) and values.
            attention += a.isMla() ? r * (a.kvLoraRank + heads * (double(a.qkNopeHeadDim) + a.vHeadDim))
                                   : r * (h + a.kvHeads * hd);
        } else if (n == "o_proj" || n == "output_proj") {
            attention += r * (heads * (a.isMla() ? a.vHeadDim : hd) + h);
        } else if (n == "gate_proj" || n == "w1") {
            if (a.gatedMlp) { // a plain MLP has no gate
                mlpDense += r * (h + a.ffnSize);
                mlpMoe += expertsPerLayer * r * (h + expertFfn);
            }
        } else if (n == "up_proj" || n == "down_proj" || n == "w2" || n == "w3") {
            mlpDense += r * (h + a.ffnSize);
            mlpMoe += expertsPerLayer * r * (h + expertFfn);
        }
    }
    return a.layers * attention + denseLayers * mlpDense + moeLayers * mlpMoe;
}

} // namespace np
